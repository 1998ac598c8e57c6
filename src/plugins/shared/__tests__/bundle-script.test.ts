/**
 * The script bundles (../bundle-script.ts) are kept between builds by the
 * content of what they were made from: the same files give the kept bundle
 * without running Vite; a changed import, other options or no cache folder
 * run it again.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, expect, test} from 'vitest';
import {bundleScriptKept} from '../bundle-script';

const site = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-script-'));
const cacheDir = path.join(site, 'cache');
const entry = path.join(site, 'entry.ts');
fs.writeFileSync(entry, "import {greeting} from './dep';\nimport './unused';\n(globalThis as any).said = greeting + __WHO__;\n");
fs.writeFileSync(path.join(site, 'dep.ts'), "export const greeting = 'hello ';\n");
fs.writeFileSync(path.join(site, 'unused.ts'), 'export const nothing = 1;\n');
afterAll(() => fs.rmSync(site, {recursive: true, force: true}));

const bundle = (who = 'reader', options: {cacheDir?: string | false} = {cacheDir}) => bundleScriptKept({entry, siteDir: site, name: 'fixture', define: {__WHO__: JSON.stringify(who)}, ...options});
const run = (code: string) => {
  const scope = {} as {said?: string};
  new Function('globalThis', code)(scope);
  return scope.said;
};

test('the same files give the kept bundle; a changed file, even one the bundle leaves out, runs Vite again', async () => {
  const first = await bundle();
  expect(first.fromCache).toBe(false);
  expect(run(first.code)).toBe('hello reader');
  const again = await bundle();
  expect(again).toEqual({code: first.code, fromCache: true});

  fs.writeFileSync(path.join(site, 'dep.ts'), "export const greeting = 'hi ';\n");
  const changed = await bundle();
  expect(changed.fromCache).toBe(false);
  expect(run(changed.code)).toBe('hi reader');

  fs.writeFileSync(path.join(site, 'unused.ts'), "(globalThis as any).side = 'effect';\n");
  expect((await bundle()).fromCache).toBe(false);
  expect((await bundle()).fromCache).toBe(true);
}, 60_000);

test('other options are another bundle, and no cache folder keeps nothing', async () => {
  const other = await bundle('writer');
  expect(other.fromCache).toBe(false);
  expect(run(other.code)).toMatch(/ writer$/);
  expect((await bundle('writer')).fromCache).toBe(true);
  expect((await bundle('writer', {cacheDir: false})).fromCache).toBe(false);
  expect((await bundle('writer', {cacheDir: false})).fromCache).toBe(false);
  // A kept file cut short (a build stopped while writing it) is bundled again, not an error.
  for (const kept of fs.readdirSync(cacheDir)) fs.writeFileSync(path.join(cacheDir, kept), '{"inputs": {');
  const redone = await bundle('writer');
  expect(redone.fromCache).toBe(false);
  expect(run(redone.code)).toMatch(/ writer$/);
}, 60_000);

test('a bundle that fails names the entry and what Vite said, and is not kept', async () => {
  const broken = path.join(site, 'broken.ts');
  fs.writeFileSync(broken, "import {missing} from './nowhere';\nconsole.log(missing);\n");
  await expect(bundleScriptKept({entry: broken, siteDir: site, name: 'broken', cacheDir})).rejects.toThrow(/bundling broken\.ts failed: .*nowhere/s);
  expect(fs.readdirSync(cacheDir).filter((f) => f.startsWith('broken-'))).toEqual([]);
}, 60_000);
