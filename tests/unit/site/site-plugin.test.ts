/**
 * The site plugin (src/plugins/site-plugin.ts): its head scripts, the static
 * button script it minifies, and the PostCSS and bundler options it sets.
 * These move beside the plugin when site-plugin.ts is split by concern.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test, vi} from 'vitest';
import {canonicalRedirectScript, MINIFIED_STATIC_SCRIPTS} from '../../../src/plugins/site-plugin';
import {minifyScript} from '../../../src/plugins/shared/minify';

describe('canonical address script', () => {
  function run(pathname: string, baseUrl = '/'): string | null {
    let target: string | null = null;
    const location = {
      pathname,
      search: '?q=1',
      hash: '#h',
      replace: (to: string) => {
        target = to;
      },
    };
    new Function('window', canonicalRedirectScript(baseUrl))({location});
    return target;
  }

  test.each([
    ['/docs/overview.html', '/docs/overview/?q=1#h'],
    ['/docs/overview/index', '/docs/overview/?q=1#h'],
    ['/docs/overview/index.html', '/docs/overview/?q=1#h'],
    ['/index.html', '/?q=1#h'],
    ['/index', '/?q=1#h'],
  ])('%s goes to %s', (from, to) => {
    expect(run(from)).toBe(to);
  });

  test.each(['/', '/docs/overview/', '/search/', '/docs/sdk/components/bp-sdk-index-list/'])(
    '%s stays where it is',
    (path) => {
      expect(run(path)).toBeNull();
    },
  );
});

describe('button script, minified in the build', () => {
  const file = MINIFIED_STATIC_SCRIPTS.find((f) => f.endsWith('buttons.js'))!;
  const source = fs.readFileSync(path.resolve(__dirname, '../../../static', file), 'utf8');

  /** Runs the script against a page with one marked link; returns what it did. */
  function run(script: string, variant = 'secondary') {
    const marks: Record<string, string> = {};
    const link = {
      attributes: {'data-bp-button': variant} as Record<string, string>,
      classes: [] as string[],
      setAttribute(name: string, value: string) {
        this.attributes[name] = value;
      },
      getAttribute(name: string) {
        return this.attributes[name] ?? null;
      },
      classList: {add: (...names: string[]) => link.classes.push(...names)},
      addEventListener: vi.fn(),
    };
    const selectors: string[] = [];
    const document = {
      readyState: 'complete',
      body: {},
      documentElement: {setAttribute: (name: string, value: string) => (marks[name] = value)},
      querySelectorAll: (selector: string) => {
        selectors.push(selector);
        return link.attributes['data-bp-ready'] === undefined ? [link] : [];
      },
    };
    const observe = vi.fn();
    class MutationObserver {
      observe = observe;
    }
    new Function('document', 'MutationObserver', 'navigator', script)(document, MutationObserver, {});
    return {marks, link, selectors, observed: observe.mock.calls.length};
  }

  test('is at most 70% of its source and does the same', async () => {
    const minified = await minifyScript(source);
    expect(minified.length).toBeLessThan(source.length * 0.7);
    const [before, after] = [run(source), run(minified)];
    expect(before.marks).toEqual({'data-bp-buttons': 'ready'});
    expect(before.link.classes).toEqual(['button', 'button--secondary']);
    expect(before.link.addEventListener).toHaveBeenCalledWith('click', expect.any(Function));
    expect(before.observed).toBe(1);
    expect({...after, link: after.link.classes}).toEqual({...before, link: before.link.classes});
  });

  test('gives the primary style to any value but secondary, a class the CSS purge keeps', async () => {
    const minified = await minifyScript(source);
    for (const script of [source, minified]) {
      for (const variant of ['', 'primary', 'success', 'x" onclick="alert(1)']) expect(run(script, variant).link.classes).toEqual(['button', 'button--primary']);
    }
    // Written out whole in the source: src/plugins/infima-purge scans static/js for class names.
    for (const name of ['button--primary', 'button--secondary']) expect(source).toContain(`'${name}'`);
  });
});

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

describe('Bundler options', () => {
  test("the server bundle is split into shared chunks like the browser's; the browser's options are left alone", async () => {
    const {default: sitePlugin, SERVER_OPTIMIZATION} = await import('../../../src/plugins/site-plugin');
    const {applyConfigureWebpack} = require('@docusaurus/core/lib/webpack/configure');
    const siteDir = path.resolve(__dirname, '../../..');
    const plugin = sitePlugin({siteDir, siteConfig: {baseUrl: '/', themeConfig: {}}} as never);
    const utils = {currentBundler: {name: 'rspack', instance: {DefinePlugin: class {}}}};
    // As Docusaurus configures each bundle (@docusaurus/core, lib/webpack/base.js): splitting off on the server.
    const configured = (isServer: boolean) =>
      applyConfigureWebpack({
        configureWebpack: plugin.configureWebpack,
        config: {optimization: {splitChunks: isServer ? false : {chunks: 'all'}}},
        isServer,
        configureWebpackUtils: utils,
        content: undefined,
      });
    expect(configured(true).optimization.splitChunks).toEqual(SERVER_OPTIMIZATION.splitChunks);
    expect(configured(false).optimization.splitChunks).toEqual({chunks: 'all'});
    const base = fs.readFileSync(require.resolve('@docusaurus/core/lib/webpack/base.js'), 'utf8');
    expect(base).toMatch(/splitChunks: isServer\s+\? false/);
  });
});
