import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {filesBelow, linkOrCopy, writeLinkedTree, writeTree} from '../write-tree';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'write-tree-'));
});
afterEach(() => fs.rmSync(dir, {recursive: true, force: true}));

const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');
const inode = (file: string) => fs.statSync(path.join(dir, file)).ino;
const failing = (code: string) => async () => {
  throw Object.assign(new Error(`link: ${code}`), {code});
};

describe('writeTree', () => {
  it('writes every file, folders included, and lists them back', async () => {
    const removed = await writeTree(path.join(dir, 'index'), [
      ['meta.json', '{}'],
      ['terms/ab.json', '[1]'],
      ['text/0.json', '"zéro"'],
    ]);
    expect(removed).toBe(0);
    expect((await filesBelow(path.join(dir, 'index'))).sort()).toEqual(['meta.json', 'terms/ab.json', 'text/0.json']);
    expect(read('index/text/0.json')).toBe('"zéro"');
  });

  it('writes over a file in place, keeping its inode, and removes only the files it no longer lists', async () => {
    const root = path.join(dir, 'index');
    await writeTree(root, [['a.json', 'old'], ['terms/b.json', 'b'], ['terms/gone.json', 'x']]);
    const before = inode('index/a.json');
    const removed = await writeTree(root, [['a.json', 'new'], ['terms/b.json', 'b']]);
    expect(removed).toBe(1);
    expect(read('index/a.json')).toBe('new');
    expect(inode('index/a.json')).toBe(before);
    expect((await filesBelow(root)).sort()).toEqual(['a.json', 'terms/b.json']);
  });

  it('refuses a file listed twice', async () => {
    await expect(writeTree(dir, [['a.json', '1'], ['a.json', '2']])).rejects.toThrow(/listed twice/);
  });

  it('finds no file in a folder that does not exist', async () => {
    expect(await filesBelow(path.join(dir, 'none'))).toEqual([]);
  });
});

describe('writeLinkedTree', () => {
  it('keeps the files in the kept folder and links each into the root: one inode for both names', async () => {
    const keptDir = path.join(dir, 'kept');
    const root = path.join(dir, 'build/search-index');
    const {copied} = await writeLinkedTree(root, [['meta.json', '{"v":1}'], ['text/1.json', '"one"']], {keptDir});
    expect(copied).toBe(0);
    expect(read('build/search-index/text/1.json')).toBe('"one"');
    expect(inode('build/search-index/text/1.json')).toBe(inode('kept/text/1.json'));
    expect(fs.statSync(path.join(root, 'meta.json')).nlink).toBe(2);
  });

  it('in the next build, rewrites the kept files in place and links them again; stale files leave both folders', async () => {
    const keptDir = path.join(dir, 'kept');
    const root = path.join(dir, 'build/search-index');
    await writeLinkedTree(root, [['meta.json', '{"v":1}'], ['text/1.json', '"one"'], ['text/2.json', '"two"']], {keptDir});
    const kept = inode('kept/meta.json');
    // Docusaurus empties the build folder when a build starts.
    fs.rmSync(path.join(dir, 'build'), {recursive: true});
    await writeLinkedTree(root, [['meta.json', '{"v":2}'], ['text/1.json', '"one"']], {keptDir});
    expect(inode('kept/meta.json')).toBe(kept);
    expect(inode('build/search-index/meta.json')).toBe(kept);
    expect(read('build/search-index/meta.json')).toBe('{"v":2}');
    expect((await filesBelow(keptDir)).sort()).toEqual(['meta.json', 'text/1.json']);
    expect((await filesBelow(root)).sort()).toEqual(['meta.json', 'text/1.json']);
  });

  it('over a root an earlier run left (no build emptied it): the files are linked again and the stale ones removed', async () => {
    const keptDir = path.join(dir, 'kept');
    const root = path.join(dir, 'root');
    fs.mkdirSync(path.join(root, 'text'), {recursive: true});
    fs.writeFileSync(path.join(root, 'text/1.json'), '"stale copy"');
    fs.writeFileSync(path.join(root, 'text/9.json'), '"gone"');
    await writeLinkedTree(root, [['text/1.json', '"one"']], {keptDir});
    expect(read('root/text/1.json')).toBe('"one"');
    expect(inode('root/text/1.json')).toBe(inode('kept/text/1.json'));
    expect(await filesBelow(root)).toEqual(['text/1.json']);
  });

  it('copies where no link can be made (another file system) and says how many', async () => {
    const keptDir = path.join(dir, 'kept');
    const root = path.join(dir, 'root');
    const {copied} = await writeLinkedTree(root, [['a.json', 'a'], ['b/c.json', 'c']], {keptDir, link: failing('EXDEV')});
    expect(copied).toBe(2);
    expect(read('root/b/c.json')).toBe('c');
    expect(inode('root/b/c.json')).not.toBe(inode('kept/b/c.json'));
  });

  it('fails on any other error of the link', async () => {
    await expect(writeLinkedTree(path.join(dir, 'root'), [['a.json', 'a']], {keptDir: path.join(dir, 'kept'), link: failing('EACCES')})).rejects.toThrow(/EACCES/);
  });
});

describe('linkOrCopy', () => {
  it('links a file over one already there', async () => {
    fs.writeFileSync(path.join(dir, 'card.png'), 'png');
    fs.writeFileSync(path.join(dir, 'old.png'), 'old');
    expect(await linkOrCopy(path.join(dir, 'card.png'), path.join(dir, 'old.png'))).toBe(false);
    expect(read('old.png')).toBe('png');
    expect(inode('old.png')).toBe(inode('card.png'));
  });

  it('copies when the file system has no hard links', async () => {
    fs.writeFileSync(path.join(dir, 'card.png'), 'png');
    expect(await linkOrCopy(path.join(dir, 'card.png'), path.join(dir, 'copy.png'), failing('EPERM'))).toBe(true);
    expect(read('copy.png')).toBe('png');
  });
});
