/**
 * Scratch copies of this site for the ablation bench (./ablation.mjs): one
 * folder per variant, outside the repository, holding the repository's files
 * (tracked and untracked, not ignored) and `node_modules` as hard links
 * (`cp -al`, a second or two; the bundler's cache left out). A variant then
 * changes its own copy only:
 * - `edit` replaces an exact text in a source file (and fails when the text
 *   is not there, so a recipe that no longer matches the code says so);
 * - `remove` deletes a source file (a theme wrapper, so the theme's own
 *   component is used);
 * - `reversePatch` takes back the part of a patch in patches/ that touches
 *   the given files: each such file is first copied (its hard link to the
 *   worktree's node_modules broken), then `patch -R` restores it.
 * The worktree and its node_modules are never written.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Copies the repository at `root` into `dir` (replacing it), node_modules hard-linked. */
export function makeScratch(root, dir) {
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(dir, {recursive: true});
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {cwd: root, encoding: 'utf8'})
    .split('\0')
    .filter((file) => file && fs.existsSync(path.join(root, file)));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.copyFileSync(path.join(root, file), path.join(dir, file));
  }
  fs.mkdirSync(path.join(dir, 'node_modules'));
  const entries = fs.readdirSync(path.join(root, 'node_modules')).filter((name) => name !== '.cache');
  execFileSync('cp', ['-al', ...entries.map((name) => path.join(root, 'node_modules', name)), path.join(dir, 'node_modules')]);
  return dir;
}

/** Replaces `from` with `to` in `file` of the scratch copy; fails when `from` is not found exactly once. */
export function edit(dir, file, from, to) {
  const full = path.join(dir, file);
  const text = fs.readFileSync(full, 'utf8');
  const count = text.split(from).length - 1;
  if (count !== 1) throw new Error(`ablation: ${file} holds ${count} copies of ${JSON.stringify(from.slice(0, 80))} (expected 1): update scripts/bench/variants.mjs`);
  fs.writeFileSync(full, text.replace(from, () => to));
}

/** Deletes `file` of the scratch copy (a file or a folder); fails when it does not exist. */
export function remove(dir, file) {
  const full = path.join(dir, file);
  if (!fs.existsSync(full)) throw new Error(`ablation: ${file} does not exist: update scripts/bench/variants.mjs`);
  fs.rmSync(full, {recursive: true});
}

/** The parts of a unified diff (patch-package's format) for the files `keep` accepts. */
export function patchParts(text, keep) {
  const parts = text.split(/^(?=diff --git )/m);
  return parts.filter((part) => {
    const file = /^diff --git a\/(\S+) b\//.exec(part)?.[1];
    return file && keep(file);
  });
}

/**
 * Takes back, in the scratch copy's node_modules, the part of `patches/<name>`
 * whose files `keep` accepts (all of them by default).
 */
export function reversePatch(dir, name, keep = () => true) {
  const parts = patchParts(fs.readFileSync(path.join(dir, 'patches', name), 'utf8'), keep);
  if (parts.length === 0) throw new Error(`ablation: patches/${name} has no part for the files asked for`);
  for (const part of parts) {
    const file = /^diff --git a\/(\S+) b\//.exec(part)[1];
    const full = path.join(dir, file);
    const content = fs.readFileSync(full);
    fs.rmSync(full);
    fs.writeFileSync(full, content);
  }
  execFileSync('patch', ['-R', '-p1', '--no-backup-if-mismatch', '-s', '-d', dir], {input: parts.join('')});
}
