/**
 * src/plugins/client/utils-common.ts stands in for `@docusaurus/utils-common`
 * in the site's bundles (so that no page loads tslib): it must export what the
 * package's index exports, the same values. An upgrade that adds, renames or
 * moves an export fails here, naming it.
 */
import {createRequire} from 'node:module';
import {expect, test} from 'vitest';
import * as standIn from '../../../src/plugins/client/utils-common';

const real = createRequire(import.meta.url)('@docusaurus/utils-common') as Record<string, unknown>;

test('the stand-in exports every name of @docusaurus/utils-common, and nothing else', () => {
  expect(Object.keys(standIn).sort()).toEqual(Object.keys(real).filter((name) => name !== '__esModule').sort());
});

test('each export is the package’s own value', () => {
  for (const [name, value] of Object.entries(real)) {
    if (name === '__esModule') continue;
    expect((standIn as Record<string, unknown>)[name], name).toBe(value);
  }
});
