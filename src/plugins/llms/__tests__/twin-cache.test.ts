/**
 * Twins cached by content hash (../twin-cache.ts): a warm build converts only
 * what changed: the page itself, a partial it imports, or (everything) the
 * site's source. Run on a small site in a temporary folder.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, test} from 'vitest';
import {buildOutput, type OutputInput} from '../output';
import type {SidebarItem} from '../llms-txt';

let siteDir = '';
afterEach(() => siteDir && fs.rmSync(siteDir, {recursive: true, force: true}));

function site(): Omit<OutputInput, 'dir'> {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'twin-cache-'));
  fs.mkdirSync(path.join(siteDir, 'docs'));
  fs.mkdirSync(path.join(siteDir, 'src/data'), {recursive: true});
  fs.writeFileSync(path.join(siteDir, 'src/data/value.ts'), 'export const value = 1;\n');
  fs.writeFileSync(path.join(siteDir, 'docs/_part.mdx'), 'A partial.\n');
  fs.writeFileSync(path.join(siteDir, 'docs/a.mdx'), "import Part from './_part.mdx';\n\n# A\n\n<Part />\n");
  fs.writeFileSync(path.join(siteDir, 'docs/b.md'), 'Plain *Markdown*.\n');
  // A data module imported by its folder (an index), as docs import src/data/world.
  fs.mkdirSync(path.join(siteDir, 'src/data/values'));
  fs.writeFileSync(path.join(siteDir, 'src/data/values/index.ts'), "export const count = 'seven';\n");
  fs.writeFileSync(path.join(siteDir, 'docs/c.mdx'), "import {count} from '@site/src/data/values';\n\nAnother page, {count} items.\n");
  const doc = (id: string, file: string) => ({id, title: `Title ${id}`, description: `About ${id}.`, permalink: `/docs/${id}`, source: `@site/docs/${file}`, sidebar: 'docs'});
  return {
    siteDir,
    generatedFilesDir: path.join(siteDir, '.docusaurus'),
    origin: 'https://developers.example',
    baseUrl: '/',
    docs: [doc('a', 'a.mdx'), doc('b', 'b.md'), doc('c', 'c.mdx')],
    sidebars: {docs: ['a', 'b', 'c'].map((id) => ({type: 'doc', id})) as SidebarItem[]},
  };
}

let run = 0;
const build = (input: Omit<OutputInput, 'dir'>) => buildOutput({...input, dir: path.join(siteDir, `out-${(run += 1)}`)});
const twin = (output: {dir: string}, id: string) => fs.readFileSync(path.join(output.dir, `docs/${id}.md`), 'utf8');

describe('twins cached by content hash', () => {
  test('a warm build reuses every twin, byte for byte', async () => {
    const input = site();
    const cold = await build(input);
    expect(cold.reused).toBe(0);
    const warm = await build(input);
    expect(warm.reused).toBe(3);
    for (const id of ['a', 'b', 'c']) expect(twin(warm, id)).toBe(twin(cold, id));
    expect(twin(warm, 'c')).toContain('Another page, seven items.');
  });

  test('only the changed page converts again; a changed partial counts for the page that imports it', async () => {
    const input = site();
    await build(input);
    fs.writeFileSync(path.join(siteDir, 'docs/b.md'), 'Changed *Markdown*.\n');
    const one = await build(input);
    expect(one.reused).toBe(2);
    expect(twin(one, 'b')).toContain('Changed _Markdown_.');
    fs.writeFileSync(path.join(siteDir, 'docs/_part.mdx'), 'A changed partial.\n');
    const partial = await build(input);
    expect(partial.reused).toBe(2);
    expect(twin(partial, 'a')).toContain('A changed partial.');
  });

  test("a page's title, the site's source or the set of pages changes every twin it touches", async () => {
    const input = site();
    await build(input);
    expect((await build({...input, docs: input.docs.map((d) => (d.id === 'c' ? {...d, title: 'Renamed'} : d))})).reused).toBe(2);
    fs.writeFileSync(path.join(siteDir, 'src/data/value.ts'), 'export const value = 2;\n');
    expect((await build(input)).reused).toBe(0);
    // A new page changes which links point at twins: every twin again.
    expect((await build({...input, docs: input.docs.slice(0, 2)})).reused).toBe(0);
  });

  test('after `docusaurus clear` (no node_modules/.cache) the build is cold', async () => {
    const input = site();
    await build(input);
    fs.rmSync(path.join(siteDir, 'node_modules/.cache'), {recursive: true, force: true});
    expect((await build(input)).reused).toBe(0);
  });
});
