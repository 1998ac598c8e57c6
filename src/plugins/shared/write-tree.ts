/**
 * Writing a folder of thousands of generated files into the build without
 * making thousands of new inodes on every build.
 *
 * Docusaurus empties the build folder when a build starts. On ext4 a new inode
 * allocated soon after many were freed is slow to find (the kernel skips every
 * recently freed one, `recently_deleted`), so writing the search index's 6,000
 * files there again took 5-7 s of system time a build. `writeLinkedTree` keeps
 * the files in a folder of the cache, written in place (an unchanged name
 * keeps its inode), and links each into the build: a link makes no inode. The
 * indexer alone took 5.7-6.7 s writing a fresh folder and 2.6 s writing over
 * its earlier files; a warm build went from 25.3 to 21.4 s
 * (decisions/0004-build-memory.md).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {mapLimit} from './map-limit';

type Files = Iterable<readonly [string, string | Uint8Array]>;

/** The files below `root`, as paths relative to it with `/` separators; none when it does not exist. */
export async function filesBelow(root: string): Promise<string[]> {
  const entries = await fs.readdir(root, {recursive: true, withFileTypes: true}).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** Creates the folders of `names` below `root`. */
async function makeFolders(root: string, names: Iterable<string>): Promise<void> {
  for (const dir of new Set([...names].map((name) => path.posix.dirname(name)))) await fs.mkdir(path.join(root, dir), {recursive: true});
}

/** Removes the files below `root` that `wanted` does not name; how many it removed. */
async function removeOthers(root: string, before: readonly string[], wanted: ReadonlySet<string>, atOnce: number): Promise<number> {
  const stale = before.filter((file) => !wanted.has(file));
  await mapLimit(stale, atOnce, (file) => fs.rm(path.join(root, file), {force: true}));
  return stale.length;
}

/**
 * Makes `root` hold exactly `files` (a path relative to `root` with `/`, and
 * its content): each file written over the one there, in place, and the files
 * no longer listed removed. Returns how many it removed.
 */
export async function writeTree(root: string, files: Files, {atOnce = 64}: {atOnce?: number} = {}): Promise<number> {
  const list = [...files];
  const wanted = new Set(list.map(([file]) => file));
  if (wanted.size !== list.length) throw new Error(`writeTree: a file is listed twice below ${root}`);
  const before = await filesBelow(root);
  await makeFolders(root, wanted);
  await mapLimit(list, atOnce, ([file, content]) => fs.writeFile(path.join(root, file), content));
  return removeOthers(root, before, wanted, atOnce);
}

/** Errors of a link that a copy can stand in for: another file system, or one without hard links. */
const NO_LINK = new Set(['EXDEV', 'EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'EMLINK', 'ENOSYS']);

export type Link = (from: string, to: string) => Promise<void>;

/**
 * Puts the file `from` at `to` as a hard link (no new inode, no bytes copied),
 * replacing a file there; copies it where no link can be made. Resolves to
 * whether it copied. Nothing may write to either name in place afterwards:
 * both would change.
 */
export async function linkOrCopy(from: string, to: string, link: Link = fs.link): Promise<boolean> {
  try {
    await link(from, to).catch(async (error: NodeJS.ErrnoException) => {
      // A file an earlier run left (Docusaurus empties the build folder when a build starts, so not in a build).
      if (error.code !== 'EEXIST') throw error;
      await fs.rm(to, {force: true});
      await link(from, to);
    });
    return false;
  } catch (error) {
    if (!NO_LINK.has((error as NodeJS.ErrnoException).code ?? '')) throw error;
    await fs.copyFile(from, to);
    return true;
  }
}

export interface LinkedTreeOptions {
  /** The folder that keeps the files between builds (in the cache, outside the build). */
  keptDir: string;
  atOnce?: number;
  /** How a file is linked (a test passes one that fails). */
  link?: Link;
}

/**
 * Makes `root` hold exactly `files`, as links to the same files kept in
 * `keptDir` (written there by `writeTree`). Where a link cannot be made (another
 * file system), the file is copied. Returns how many of the files were copied.
 */
export async function writeLinkedTree(root: string, files: Files, {keptDir, atOnce = 64, link = fs.link}: LinkedTreeOptions): Promise<{copied: number}> {
  const list = [...files];
  await writeTree(keptDir, list, {atOnce});
  const wanted = new Set(list.map(([file]) => file));
  const before = await filesBelow(root);
  await makeFolders(root, wanted);
  const copies = await mapLimit(list, atOnce, ([file]) => linkOrCopy(path.join(keptDir, file), path.join(root, file), link));
  await removeOthers(root, before, wanted, atOnce);
  return {copied: copies.filter(Boolean).length};
}
