/**
 * The per-PR browser check picks its routes from the files when there is no
 * build (tests/e2e/support/routes.ts, checked without one in
 * tests/unit/routes/selection.test.ts): they must be the routes Docusaurus
 * serves. Runs after the build, in the build checks.
 */
import {expect, test} from 'vitest';
import {docs, routesFromBuildMetadata} from '../e2e/support/routes';

test('routes derived from the files equal the routes of the build', () => {
  const built = routesFromBuildMetadata();
  expect(built.size, 'tests/build/route-selection.test.ts:12: no docs metadata in .docusaurus: run `npm run build` first (npm test does)').toBeGreaterThan(0);
  const fromFiles = docs({fromBuild: false});
  expect(fromFiles.filter((d) => built.has(d.source)).length, 'no doc of the build is among the files').toBeGreaterThan(0);
  const differing = fromFiles
    .filter((d) => built.has(d.source) && built.get(d.source) !== d.route)
    .map((d) => `${d.source}:1: the files say ${d.route}, the build says ${built.get(d.source)}: fix docs() in tests/e2e/support/routes.ts`);
  expect(differing, differing.join('\n')).toEqual([]);
});
