/**
 * The search page's early query bundle (src/search/early-query.ts): the
 * search engine and src/search/early-page.ts, bundled on their own with
 * Rspack (the bundler Docusaurus itself runs here, through
 * @docusaurus/faster) so that the search page can load them apart from the
 * main chunk. One small compile, started when the site starts loading and
 * awaited when the plugin's global data is set.
 *
 * Why a compile of its own rather than an entry of the site's: the bundle's
 * address goes into the search page's head (global data), so it must be
 * known before the site's own compile runs; and the bundle must hold
 * everything it runs, with no chunk shared with the site's.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {rspack, type Configuration} from '@rspack/core';

/** The bundle's entry, under the site's directory. */
export const EARLY_ENTRY = 'src/search/early-page.ts';

/** The compile's configuration: one file, an IIFE, for the browsers of the site's production browserslist. */
export function earlyBundleConfig(siteDir: string, baseUrl: string, outDir: string): Configuration {
  return {
    mode: 'production',
    context: siteDir,
    entry: path.join(siteDir, EARLY_ENTRY),
    target: ['web', 'es2022'],
    devtool: false,
    output: {path: outDir, filename: 'early-query.js', iife: true, clean: true},
    resolve: {extensions: ['.ts', '.js']},
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {jsc: {parser: {syntax: 'typescript'}}},
          type: 'javascript/auto',
        },
      ],
    },
    plugins: [new rspack.DefinePlugin({__BP_BASE_URL__: JSON.stringify(baseUrl)})],
    optimization: {minimize: true, splitChunks: false, runtimeChunk: false},
    performance: {hints: false},
    infrastructureLogging: {level: 'error'},
    stats: 'errors-only',
  };
}

/** Builds the bundle for a site under `baseUrl`; resolves with its code. */
export async function bundleEarlyQuery(siteDir: string, baseUrl: string): Promise<string> {
  const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bindpoint-early-query-'));
  try {
    const compiler = rspack(earlyBundleConfig(siteDir, baseUrl, outDir));
    const stats = await new Promise<import('@rspack/core').Stats | undefined>((resolve, reject) =>
      compiler.run((error, result) => (error ? reject(error) : resolve(result))),
    );
    await new Promise<void>((resolve) => compiler.close(() => resolve()));
    if (!stats || stats.hasErrors()) {
      const errors = stats?.toJson({all: false, errors: true}).errors?.map((e) => e.message).join('\n') ?? 'no stats';
      throw new Error(`The search page's early query bundle (${EARLY_ENTRY}) did not build:\n${errors}`);
    }
    return await fs.readFile(path.join(outDir, 'early-query.js'), 'utf8');
  } finally {
    await fs.rm(outDir, {recursive: true, force: true});
  }
}
