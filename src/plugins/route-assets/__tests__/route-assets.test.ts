import {describe, expect, test} from 'vitest';
import {LAZY_CSS, ROUTE_CSS, inlineStylesheets, linkScripts} from '../index';
import {pageScripts, routeChunkAssets, routesOf} from '../routes.mjs';

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

describe('pageScripts', () => {
  test('reads back every script a page names, in order', () => {
    const page =
      '<head><script src=/js/buttons.js async></script><script src=/assets/js/runtime~main.a1.js defer></script>' +
      '<script src="/assets/js/common.c3.js" defer></script><script src=\'/assets/js/main.b2.js\' defer></script></head><body><script>theme()</script></body>';
    expect(pageScripts(page)).toEqual(['/js/buttons.js', '/assets/js/runtime~main.a1.js', '/assets/js/common.c3.js', '/assets/js/main.b2.js']);
  });
});

describe('routesOf (the generated routes.js, read with a JavaScript parser)', () => {
  const routesJs = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/search/',
    component: ComponentCreator('/search/', '822'),
    exact: true
  },
  {
    path: '/docs/',
    component: ComponentCreator('/docs/', '6a5'),
    routes: [
      {
        path: '/docs/',
        component: ComponentCreator('/docs/', 'b0f'),
        routes: [
          {path: '/docs/overview/', component: ComponentCreator("/docs/overview/", "c1a"), exact: true, sidebar: "docs"},
          // ComponentCreator('/docs/commented/', 'zzz') is a comment, not a route
          {path: '/docs/it\\'s/', component: ComponentCreator('/docs/it\\'s/', 'q00'), exact: true}
        ]
      }
    ]
  },
  {path: '*', component: ComponentCreator('*')},
];
`;

  test('every route with its hash and exactness, nested routes included; comments and the catch-all are not routes', () => {
    expect(routesOf(routesJs)).toEqual([
      {path: '/search/', hash: '822', exact: true},
      {path: '/docs/', hash: '6a5', exact: false},
      {path: '/docs/', hash: 'b0f', exact: false},
      {path: '/docs/overview/', hash: 'c1a', exact: true},
      {path: "/docs/it's/", hash: 'q00', exact: true},
    ]);
  });

  test('a file of another shape is an error that says what changed', () => {
    expect(() => routesOf('export default [{path: "/", component: Page}];', '.docusaurus/routes.js')).toThrow(/\.docusaurus\/routes\.js names no route.*update routesOf/);
  });
});
