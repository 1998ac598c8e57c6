/**
 * A browser script bundled on its own, apart from the site's bundler: one
 * entry and what it imports, as one IIFE with nothing shared with the site's
 * chunks. Vite (Rolldown) bundles it in a process of its own
 * (./bundle-script-vite.mjs), in about half a second. Used for the API
 * console's mock worker (src/plugins/openapi/console-mock-bundle.ts) and the
 * search page's early query (src/plugins/search-index/early-bundle.ts).
 *
 * Kept between builds by the content of what it was made from: each bundle
 * is stored in SCRIPT_CACHE_DIR (the bundler's cache folder, which deploy
 * and CI keep) with the hash of every file Vite read for it, and a build
 * whose files all hash the same takes it from there instead of running Vite
 * (a warm build, or a writer's build that touched only pages). A new file
 * that an import would now resolve to, without any read file changing, is
 * not seen: `docusaurus clear` empties the folder.
 */
import {execFile} from 'node:child_process';
import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';

/** Where bundles are kept, under the site's directory. */
export const SCRIPT_CACHE_DIR = 'node_modules/.cache/bindpoint-scripts';

export interface ScriptBundle {
  /** The entry module's path. */
  entry: string;
  /** The site's directory (Vite's root). */
  siteDir: string;
  /** The IIFE's global name. */
  name: string;
  /** Identifiers replaced in the code, each by the JavaScript expression given (a string literal is JSON.stringify'd). */
  define?: Record<string, string>;
  /** The cache folder (default: SCRIPT_CACHE_DIR under the site), or false for none. */
  cacheDir?: string | false;
}

/** A bundle as kept: its code and the hash of each file it was made from. */
interface Kept {
  inputs: Record<string, string>;
  code: string;
}

const VITE_SCRIPT = path.join(__dirname, 'bundle-script-vite.mjs');
const hash = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hashOf = (file: string) => fs.readFile(file).then(hash, () => 'missing');

/** The bundled script; throws with Vite's message when the bundle fails. */
export async function bundleScript(options: ScriptBundle): Promise<string> {
  return (await bundleScriptKept(options)).code;
}

/** The bundled script, and whether it came from the cache. */
export async function bundleScriptKept({entry, siteDir, name, define = {}, cacheDir}: ScriptBundle): Promise<{code: string; fromCache: boolean}> {
  const folder = cacheDir === false ? null : (cacheDir ?? path.join(siteDir, SCRIPT_CACHE_DIR));
  // What the bundle is of besides its files: the entry, the options, this bundler's own script and the lockfile.
  const key = hash(JSON.stringify([path.relative(siteDir, entry), name, define, await hashOf(VITE_SCRIPT), await hashOf(path.join(siteDir, 'package-lock.json'))]));
  const keptFile = folder && path.join(folder, `${name}-${key.slice(0, 16)}.json`);
  if (keptFile) {
    // None yet, or damaged: bundled again.
    const kept = await fs
      .readFile(keptFile, 'utf8')
      .then((text) => JSON.parse(text) as Kept)
      .catch(() => null);
    if (kept && (await unchanged(kept.inputs))) return {code: kept.code, fromCache: true};
  }
  const {code, inputs} = await runVite(entry, siteDir, name, define);
  if (keptFile) {
    const hashes = Object.fromEntries(await Promise.all(inputs.map(async (file) => [file, await hashOf(file)] as const)));
    await fs.mkdir(folder, {recursive: true});
    // Written aside, then renamed: two builds at once never read half a file.
    const temporary = `${keptFile}.${process.pid}`;
    await fs.writeFile(temporary, JSON.stringify({inputs: hashes, code} satisfies Kept));
    await fs.rename(temporary, keptFile);
  }
  return {code, fromCache: false};
}

async function unchanged(inputs: Record<string, string>): Promise<boolean> {
  const files = Object.entries(inputs);
  if (!files.length) return false;
  const now = await Promise.all(files.map(([file]) => hashOf(file)));
  return files.every(([, was], i) => now[i] === was);
}

async function runVite(entry: string, siteDir: string, name: string, define: Record<string, string>): Promise<{code: string; inputs: string[]}> {
  try {
    const {stdout} = await promisify(execFile)(process.execPath, [VITE_SCRIPT, entry, siteDir, name, JSON.stringify(define)], {maxBuffer: 64 * 1024 * 1024});
    return JSON.parse(stdout) as {code: string; inputs: string[]};
  } catch (error) {
    throw new Error(`bundling ${path.relative(siteDir, entry)} failed: ${(error as {stderr?: string}).stderr || (error as Error).message}`);
  }
}
