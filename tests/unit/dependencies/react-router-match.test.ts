/**
 * patches/react-router+5.3.4.patch: `matchPath` compares strings for a path
 * without parameters instead of compiling path-to-regexp's expression for it.
 * The bundles use the patched ES module build (package.json `module`); the
 * CommonJS build is left as it was, so it is the reference: for every route
 * of a fixed set and one per doc source file, against pathnames that match,
 * almost match and do not, both must return the same match, exact or not.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
// The reference: react-router's CommonJS build, which the patch leaves alone.
import {matchPath as reference} from 'react-router/cjs/react-router.js';
import {matchPath as patched} from 'react-router/esm/react-router.js';

const root = path.resolve(__dirname, '../../..');

/** A route for every doc source file, as the docs plugin would make it: the site's own mix of paths. */
function docRoutes(dir = path.join(root, 'docs'), prefix = '/docs/'): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    if (entry.isDirectory()) return docRoutes(path.join(dir, entry.name), `${prefix}${entry.name}/`);
    return /\.mdx?$/.test(entry.name) ? [`${prefix}${entry.name.replace(/\.mdx?$/, '')}/`] : [];
  });
}

const ROUTES = [
  '/',
  '',
  '/docs/',
  '/docs',
  '/search/',
  '/docs/api/authenticate/',
  '/docs/sdk/components/bp-sdk-date-input/',
  '/docs/terminal/quote_start/authentication',
  '/docs/a.b-c_d~e/',
  '/docs//double/',
  // Not static: the patch must leave these to path-to-regexp.
  '*',
  '/docs/:id',
  '/docs/:id?/',
  '/docs/(x|y)/',
  '/docs/a+b/',
  '/docs/é/',
  ...docRoutes(),
];

/** Pathnames around a route: itself, without or with its slash, in capitals, longer, shorter, beside it. */
function pathnamesFor(route: string): string[] {
  const bare = route.replace(/\/$/, '');
  return [
    route,
    bare,
    `${bare}/`,
    route.toUpperCase(),
    `${bare}/child/`,
    `${bare}/child`,
    `${bare}x`,
    `${bare}x/`,
    `${bare}//`,
    bare.slice(0, -1),
    `${bare}.md`,
    `${bare}/İ`,
    `${bare.replace(/k/g, '\u212a')}/`,
  ];
}

const PATHNAMES = ['/', '', '//', '/docs', '/DOCS/', '/docs/api', '/search', '/x', 'docs/', '/ü/', '/docs/é/', '/docs/a+b/', '/docs/aab/'];

describe('react-router matchPath (patched) against its unpatched build', () => {
  test.each(ROUTES.map((route, i) => [route, i]))('route %j', (route, i) => {
    // Its own pathnames, those of its neighbours in the list, and of every twentieth route.
    const others = ROUTES.filter((_, j) => Math.abs(i - j) === 1 || j % 20 === 0);
    const names = [...new Set([...PATHNAMES, ...pathnamesFor(route), ...others.flatMap(pathnamesFor)])];
    for (const pathname of names) {
      for (const exact of [false, true]) {
        for (const strict of [false, true]) {
          const options = {path: route, exact, strict};
          expect(patched(pathname, options), `${JSON.stringify(pathname)} ${JSON.stringify(options)}`).toEqual(reference(pathname, options));
        }
      }
    }
  });

  test('a list of paths and an options string behave as before', () => {
    for (const pathname of ['/docs/api/', '/docs/x/', '/search/']) {
      expect(patched(pathname, {path: ['/search/', '/docs/'], exact: false})).toEqual(reference(pathname, {path: ['/search/', '/docs/'], exact: false}));
      expect(patched(pathname, '/docs/')).toEqual(reference(pathname, '/docs/'));
    }
  });

});
