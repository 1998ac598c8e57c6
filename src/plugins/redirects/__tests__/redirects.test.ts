/**
 * The redirect pages (src/plugins/redirects): the library's pages, each with
 * a policy that allows its own script and nothing else, written where the
 * library writes them.
 */
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, test} from 'vitest';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {validateOptions} from '@docusaurus/plugin-client-redirects';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {inlineScriptHashes} from '../../csp/script-hashes';
import redirectsPlugin, {withRedirectPolicy} from '..';

let outDir = '';
afterEach(() => outDir && rmSync(outDir, {recursive: true, force: true}));

describe('redirect pages', () => {
  test("each page of the library carries a policy with its script's hash, first after the charset", async () => {
    outDir = mkdtempSync(path.join(os.tmpdir(), 'redirects-'));
    const siteConfig = {baseUrl: '/', trailingSlash: true, future: {experimental_router: 'browser'}} as unknown as LoadContext['siteConfig'];
    const options = validateOptions({
      validate: normalizePluginOptions,
      options: {redirects: [{from: '/docs/', to: '/docs/overview/'}], createRedirects: (p: string) => (p === '/docs/a/' ? ['/docs/a.html'] : undefined)},
    } as never);
    const plugin = redirectsPlugin({siteConfig} as LoadContext, options as never) as Plugin;
    await plugin.postBuild!({routesPaths: ['/docs/overview/', '/docs/a/'], baseUrl: '/', outDir, siteConfig} as never);

    for (const [file, target] of [['docs/index.html', '/docs/overview/'], ['docs/a.html/index.html', '/docs/a/']] as const) {
      const html = readFileSync(path.join(outDir, file), 'utf8');
      expect(html).toContain(`window.location.href = '${target}'`);
      const head = html.match(/<meta[^>]*>/g)!;
      expect(head[0]).toBe('<meta charset="UTF-8">');
      expect(head[1]).toBe(`<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src ${inlineScriptHashes(html)[0]}; base-uri 'none'; form-action 'none'">`);
    }
  });

  test('a page of the site is never overwritten by a redirect page', async () => {
    outDir = mkdtempSync(path.join(os.tmpdir(), 'redirects-'));
    mkdirSync(path.join(outDir, 'docs'), {recursive: true});
    writeFileSync(path.join(outDir, 'docs/index.html'), 'the site');
    const siteConfig = {baseUrl: '/', trailingSlash: true, future: {experimental_router: 'browser'}} as unknown as LoadContext['siteConfig'];
    const options = validateOptions({validate: normalizePluginOptions, options: {redirects: [{from: '/docs/', to: '/docs/overview/'}]}} as never);
    const plugin = redirectsPlugin({siteConfig} as LoadContext, options as never) as Plugin;
    await expect(plugin.postBuild!({routesPaths: ['/docs/overview/'], baseUrl: '/', outDir, siteConfig} as never)).rejects.toThrow(/EEXIST/);
    expect(readFileSync(path.join(outDir, 'docs/index.html'), 'utf8')).toBe('the site');
  });

  test('a library template without the charset tag is an error, not a page without a policy', () => {
    expect(() => withRedirectPolicy('<html><script>go()</script></html>', 'x/index.html')).toThrow(/no longer has a <meta charset>.*x\/index\.html/);
  });
});
