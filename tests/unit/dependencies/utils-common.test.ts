/**
 * src/plugins/client/utils-common.ts stands in for `@docusaurus/utils-common`
 * in the site's bundles (so that no page loads tslib): it must export what the
 * package's entry point exports, and each export must answer as the package's
 * does. An upgrade that adds, renames or changes an export fails here, naming
 * it. Only the package's entry point is read (decisions/0024).
 */
import {createRequire} from 'node:module';
import {describe, expect, test} from 'vitest';
import * as standIn from '../../../src/plugins/client/utils-common';

const real = createRequire(import.meta.url)('@docusaurus/utils-common') as Record<string, unknown>;
const ours = standIn as Record<string, unknown>;

const STRINGS = ['', '/', 'a', '/a', 'a/', '/a/', '//a//', '/base/', '/base', 'é/', '#x', 'x#/'];
const PATHS = ['/', '', '/docs', '/docs/', '/docs?q=1', '/docs/?q=1#h', '/docs#a/b', '#anchor', '/base/', '/base', '/base/x', 'https://a.example/x', '/a?b/#c/'];

describe('the stand-in for @docusaurus/utils-common', () => {
  test('exports every name of the package, and nothing else', () => {
    expect(Object.keys(standIn).sort()).toEqual(Object.keys(real).filter((name) => name !== '__esModule').sort());
  });

  test('its constants are the package’s', () => {
    for (const [name, value] of Object.entries(real)) {
      if (typeof value !== 'function' && name !== '__esModule') expect(ours[name], name).toBe(value);
    }
  });

  test('each string helper answers as the package’s on the same inputs', () => {
    for (const name of ['addPrefix', 'removeSuffix', 'addSuffix', 'removePrefix']) {
      const [a, b] = [real[name], ours[name]] as Array<(s: string, t: string) => string>;
      for (const s of STRINGS) for (const t of ['', '/', 'a', '/base/']) expect(b!(s, t), `${name}(${JSON.stringify(s)}, ${JSON.stringify(t)})`).toBe(a!(s, t));
    }
    for (const name of ['addTrailingSlash', 'addLeadingSlash', 'removeTrailingSlash']) {
      const [a, b] = [real[name], ours[name]] as Array<(s: string) => string>;
      for (const s of STRINGS) expect(b!(s), `${name}(${JSON.stringify(s)})`).toBe(a!(s));
    }
  });

  test('applyTrailingSlash answers as the package’s for every trailing-slash setting and base URL', () => {
    const [a, b] = [real.applyTrailingSlash, ours.applyTrailingSlash] as Array<(p: string, o: {trailingSlash: boolean | undefined; baseUrl: string}) => string>;
    for (const trailingSlash of [true, false, undefined]) {
      for (const baseUrl of ['/', '/base/']) {
        for (const p of PATHS) expect(b!(p, {trailingSlash, baseUrl}), `${p} ${trailingSlash} ${baseUrl}`).toBe(a!(p, {trailingSlash, baseUrl}));
      }
    }
  });

  test('getErrorCausalChain answers as the package’s', () => {
    const error = new Error('a', {cause: new Error('b', {cause: new Error('c')})});
    const [a, b] = [real.getErrorCausalChain, ours.getErrorCausalChain] as Array<(e: Error) => Error[]>;
    expect(b!(error)).toEqual(a!(error));
    expect(b!(new Error('alone'))).toEqual(a!(new Error('alone')));
  });

  test('no export is left unchecked: every function of the package is named above', () => {
    const checked = ['addPrefix', 'removeSuffix', 'addSuffix', 'removePrefix', 'addTrailingSlash', 'addLeadingSlash', 'removeTrailingSlash', 'applyTrailingSlash', 'getErrorCausalChain'];
    const functions = Object.entries(real).filter(([, v]) => typeof v === 'function').map(([k]) => k);
    expect(functions.sort(), 'a new function in @docusaurus/utils-common: add it to the stand-in and to these tests').toEqual(checked.sort());
  });
});
