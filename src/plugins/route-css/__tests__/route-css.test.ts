import fs from 'node:fs';
import {describe, expect, test} from 'vitest';
import {AFTER_FIRST_PAINT_SOURCE, LAZY_CSS, ROUTE_CSS, inlineStylesheets, linkScripts, loaderFile, runAfterFirstPaint} from '../index';
import {pageScripts, routeChunkAssets} from '../routes.mjs';
import {minifyScript} from '../../shared/minify';

describe('inlineStylesheets', () => {
  const page = '<head><link rel=stylesheet href=/assets/css/styles.1.css /><link rel=preload as=image href=/a.svg></head>';
  const route = {href: '/assets/css/12.a.css', css: '.steps{counter-reset:step}\n'};

  test('inlines the route CSS after the last stylesheet, named by its address for the chunk loader', () => {
    expect(inlineStylesheets(page, [route])).toBe(
      '<head><link rel=stylesheet href=/assets/css/styles.1.css /><style data-href="/assets/css/12.a.css">.steps{counter-reset:step}</style><link rel=preload as=image href=/a.svg></head>',
    );
  });

  test('never inlines a file twice, and leaves a page without stylesheet alone', () => {
    const once = inlineStylesheets(page, [route]);
    expect(inlineStylesheets(once, [route])).toBe(once);
    expect(inlineStylesheets('<head></head>', [route])).toBe('<head></head>');
    // The main stylesheet is among a route's CSS files too: it stays a link.
    expect(inlineStylesheets(page, [{href: '/assets/css/styles.1.css', css: 'body{margin:0}'}])).toBe(page);
  });

  test('refuses CSS that would close the style element', () => {
    expect(() => inlineStylesheets(page, [{href: '/assets/css/9.b.css', css: 'a::after{content:"</style>"}'}])).toThrow(/9\.b\.css/);
  });
});

describe('which CSS leaves the main stylesheet', () => {
  test('the search modal', () => {
    expect(LAZY_CSS.test('/site/node_modules/@docsearch/css/dist/modal.css')).toBe(true);
    expect(LAZY_CSS.test('/site/src/theme/SearchBar/styles.css')).toBe(true);
    // DocSearch's variables too: src/theme/SearchBar/tokens.css sets the button's.
    expect(LAZY_CSS.test('/site/node_modules/@docsearch/css/dist/_variables.css')).toBe(true);
    // The navbar button's CSS and tokens are needed at first paint.
    expect(LAZY_CSS.test('/site/node_modules/@docsearch/css/dist/button.css')).toBe(false);
    expect(LAZY_CSS.test('/site/src/theme/SearchBar/tokens.css')).toBe(false);
  });

  test('components of some pages, not the Copy page menu of every doc page', () => {
    expect(ROUTE_CSS.test('/site/src/components/Steps/styles.module.css')).toBe(true);
    expect(ROUTE_CSS.test('/site/src/plugins/openapi/theme/ApiOperation/styles.module.css')).toBe(true);
    expect(ROUTE_CSS.test('/site/src/plugins/llms/theme/CopyPage/styles.module.css')).toBe(false);
    expect(ROUTE_CSS.test('/site/src/css/custom.css')).toBe(false);
  });

  test('pages of one route: home, search; not the not-found page, the doc page footer or the loading box', () => {
    expect(ROUTE_CSS.test('/site/src/pages/index.module.css')).toBe(true);
    expect(ROUTE_CSS.test('/site/src/theme/SearchPage/styles.module.css')).toBe(true);
    expect(ROUTE_CSS.test('/site/src/theme/NotFound/Content/styles.module.css')).toBe(false);
    expect(ROUTE_CSS.test('/site/src/theme/DocItem/Footer/styles.module.css')).toBe(false);
    expect(ROUTE_CSS.test('/site/src/theme/Loading/styles.module.css')).toBe(false);
  });
});

describe('routeChunkAssets', () => {
  const generated = {
    manifest: {
      origins: {layout: ['1'], page: ['2', '3']},
      assets: {'1': {js: ['assets/js/1.js']}, '2': {js: ['assets/js/2.js'], css: [{file: 'assets/css/2.css'}]}, '3': {js: ['assets/js/3.js']}},
    },
    chunkNames: {'/docs-aa': {component: 'layout'}, '/docs/a-bb': {component: 'page'}, '/docs/b-cc': {component: 'other'}},
    routes: [
      {path: '/docs', hash: 'aa', exact: false},
      {path: '/docs/a', hash: 'bb', exact: true},
      {path: '/docs/b', hash: 'cc', exact: true},
    ],
  };

  test('a page gets its layouts\' and its own chunks, with their CSS', () => {
    expect(routeChunkAssets(generated, '/docs/a/')).toEqual({
      js: ['assets/js/1.js', 'assets/js/2.js', 'assets/js/3.js'],
      css: ['assets/css/2.css'],
    });
  });

  test('nothing before a build', () => {
    expect(routeChunkAssets(null, '/docs/a/')).toEqual({js: [], css: []});
  });
});

describe('linkScripts', () => {
  const page =
    '<head><link rel=stylesheet href=/assets/css/styles.1.css /><script src=/assets/js/runtime~main.a1.js defer></script><script src=/assets/js/main.b2.js defer></script></head>';

  test('names the route chunks between the runtime and the main script, in order, deferred', () => {
    expect(linkScripts(page, ['/assets/js/common.c3.js', '/assets/js/17896441.d4.js'])).toBe(
      '<head><link rel=stylesheet href=/assets/css/styles.1.css /><script src=/assets/js/runtime~main.a1.js defer></script>' +
        '<script src="/assets/js/common.c3.js" defer></script><script src="/assets/js/17896441.d4.js" defer></script>' +
        '<script src=/assets/js/main.b2.js defer></script></head>',
    );
  });

  test('never names a script twice, and leaves a page without the runtime alone', () => {
    const once = linkScripts(page, ['/assets/js/common.c3.js']);
    expect(linkScripts(once, ['/assets/js/common.c3.js'])).toBe(once);
    expect(linkScripts(page, ['/assets/js/main.b2.js'])).toBe(page);
    expect(linkScripts('<head></head>', ['/assets/js/common.c3.js'])).toBe('<head></head>');
  });
});

describe('runAfterFirstPaint', () => {
  const page =
    '<head><link rel=stylesheet href=/assets/css/styles.1.css /><script src=/js/buttons.js async></script>' +
    '<script src=/assets/js/runtime~main.a1.js defer></script><script src="/assets/js/common.c3.js" defer></script>' +
    '<script src=/assets/js/main.b2.js defer></script></head><body><script>theme()</script></body>';

  const LOADER = '/js/after-first-paint.0f.js';

  test('replaces the deferred scripts by the loader, in their place, naming them in order', () => {
    expect(runAfterFirstPaint(page, LOADER)).toBe(
      '<head><link rel=stylesheet href=/assets/css/styles.1.css /><script src=/js/buttons.js async></script>' +
        `<script src="${LOADER}" defer data-scripts="/assets/js/runtime~main.a1.js /assets/js/common.c3.js /assets/js/main.b2.js"></script>` +
        '</head><body><script>theme()</script></body>',
    );
  });

  test('the loader is named by its content', () => {
    expect(loaderFile('a')).toMatch(/^js\/after-first-paint\.[0-9a-f]{8}\.js$/);
    expect(loaderFile('a')).toBe(loaderFile('a'));
    expect(loaderFile('a')).not.toBe(loaderFile('b'));
  });

  test('pageScripts reads them back, then the other scripts', () => {
    expect(pageScripts(runAfterFirstPaint(page, LOADER))).toEqual([
      '/assets/js/runtime~main.a1.js',
      '/assets/js/common.c3.js',
      '/assets/js/main.b2.js',
      '/js/buttons.js',
      LOADER,
    ]);
    expect(pageScripts(page)).toEqual(['/js/buttons.js', '/assets/js/runtime~main.a1.js', '/assets/js/common.c3.js', '/assets/js/main.b2.js']);
  });

  test('leaves a page without deferred scripts alone, and runs once', () => {
    const once = runAfterFirstPaint(page, LOADER);
    expect(runAfterFirstPaint(once, LOADER)).toBe(once);
    expect(runAfterFirstPaint('<head><script src=/a.js async></script></head>', LOADER)).toBe('<head><script src=/a.js async></script></head>');
  });

  test('refuses an address the tag cannot hold', () => {
    expect(() => runAfterFirstPaint(page, '/x.js"><script>')).toThrow(/loader's tag/);
    expect(() => runAfterFirstPaint('<script src="/a b.js" defer></script>', LOADER)).toThrow(/a b\.js/);
  });
});

describe('the loader (after-first-paint.js), readable and minified', () => {
  const source = fs.readFileSync(AFTER_FIRST_PAINT_SOURCE, 'utf8');
  type Paint = {name: string};

  /** Runs `script` in a fake page; returns what it appended, and hooks to report a paint and fire the timer. */
  function load(script: string, {visibility = 'visible', types = ['paint'] as string[] | null, observer = true} = {}) {
    const appended: Array<{src: string; async: boolean; onerror?: () => void}> = [];
    let report: ((entries: Paint[]) => void) | undefined;
    let disconnected = false;
    let timer: (() => void) | undefined;
    class PerformanceObserver {
      static supportedEntryTypes = types;
      constructor(callback: (list: {getEntriesByName(name: string): Paint[]}, self: PerformanceObserver) => void) {
        report = (entries) => callback({getEntriesByName: (name) => entries.filter((e) => e.name === name)}, this);
      }
      observe(options: unknown) {
        expect(options).toEqual({type: 'paint', buffered: true});
      }
      disconnect() {
        disconnected = true;
      }
    }
    const document = {
      visibilityState: visibility,
      currentScript: {getAttribute: (name: string) => (name === 'data-scripts' ? '/r.js /c.js /m.js' : null)},
      createElement: (tag: string) => {
        expect(tag).toBe('script');
        return {src: '', async: true};
      },
      head: {appendChild: (element: {src: string; async: boolean; onerror?: () => void}) => appended.push(element)},
    };
    const banners: string[] = [];
    const window: Record<string, unknown> = observer ? {PerformanceObserver} : {};
    window.insertBanner = () => banners.push('banner');
    new Function('window', 'document', 'setTimeout', script)(window, document, (fn: () => void, ms: number) => {
      expect(ms).toBe(3000);
      timer = fn;
    });
    return {
      get appended() {
        return appended.map(({src, async}) => ({src, async}));
      },
      paint: (entries: Paint[]) => report!(entries),
      fireTimer: () => timer!(),
      disconnected: () => disconnected,
      fail: (index: number) => appended[index]!.onerror!(),
      banners,
      window,
    };
  }

  const inOrder = [
    {src: '/r.js', async: false},
    {src: '/c.js', async: false},
    {src: '/m.js', async: false},
  ];

  test('the build writes it minified, and it is small', async () => {
    const minified = await minifyScript(source);
    expect(minified.length).toBeLessThan(source.length * 0.4);
    expect(minified.length).toBeLessThan(800);
  });

  for (const variant of ['readable', 'minified'] as const) {
    const script = async () => (variant === 'readable' ? source : await minifyScript(source));

    test(`${variant}: runs the scripts in order, not async, after the first contentful paint and once`, async () => {
      const page = load(await script());
      expect(page.appended).toEqual([]);
      page.paint([{name: 'first-paint'}]);
      expect(page.appended).toEqual([]);
      page.paint([{name: 'first-paint'}, {name: 'first-contentful-paint'}]);
      expect(page.appended).toEqual(inOrder);
      expect(page.disconnected()).toBe(true);
      page.fireTimer();
      expect(page.appended).toEqual(inOrder);
    });

    test(`${variant}: runs them after three seconds when no paint is reported`, async () => {
      const page = load(await script());
      page.fireTimer();
      expect(page.appended).toEqual(inOrder);
    });

    test(`${variant}: stands in for window.docusaurus, and shows the base-URL banner once when a script fails to load`, async () => {
      const page = load(await script());
      expect(page.window.docusaurus).toEqual({});
      page.fireTimer();
      expect(page.banners).toEqual([]);
      page.fail(2);
      page.fail(0);
      expect(page.banners).toEqual(['banner']);
      // Pages without the banner (all but the home page) have no insertBanner: nothing happens.
      const other = load(await script());
      delete other.window.insertBanner;
      other.fireTimer();
      expect(() => other.fail(0)).not.toThrow();
    });

    test(`${variant}: runs them at once on a hidden page, or where paints cannot be observed`, async () => {
      for (const options of [{visibility: 'hidden'}, {visibility: 'prerender'}, {types: ['navigation']}, {types: null}, {observer: false}]) {
        expect(load(await script(), options).appended, JSON.stringify(options)).toEqual(inOrder);
      }
    });
  }
});
