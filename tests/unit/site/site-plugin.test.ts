/**
 * The site plugin (src/plugins/site-plugin.ts): the PostCSS options it sets.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';

describe('PostCSS options', () => {
  test('name every plugin, leave out postcss-preset-env, and tell postcss-loader there is no config file to look for', async () => {
    const {default: sitePlugin} = await import('../../../src/plugins/site-plugin');
    const siteDir = path.resolve(__dirname, '../../..');
    const plugin = sitePlugin({siteDir, siteConfig: {baseUrl: '/', themeConfig: {}}} as never);
    const other = () => ({postcssPlugin: 'other'});
    // As Docusaurus's style loader names it (@docusaurus/bundler, lib/loaders/styleLoader.js).
    const presetEnv = [require.resolve('postcss-preset-env', {paths: [require.resolve('@docusaurus/bundler')]}), {}];
    const options = plugin.configurePostCss!({plugins: [presetEnv, other]} as never) as {config?: unknown; plugins: unknown[]};
    expect(options.config).toBe(false);
    // postcss-preset-env is left out: the Lightning CSS minimizer lowers and prefixes for the targets.
    expect(options.plugins).not.toContain(presetEnv);
    expect(options.plugins[0]).toBe(other);
    const styleLoader = fs.readFileSync(require.resolve('@docusaurus/bundler/lib/loaders/styleLoader.js'), 'utf8');
    expect(styleLoader).toContain("require.resolve('postcss-preset-env')");
    // The site has no PostCSS config file that this would skip.
    const configs = fs.readdirSync(siteDir).filter((name) => /^(\.postcssrc|postcss\.config)/.test(name));
    expect(configs).toEqual([]);
    expect(JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8')).postcss).toBeUndefined();
  });
});
