/**
 * A browser script bundled on its own, apart from the site's bundler: one
 * entry and what it imports, as one IIFE with nothing shared with the site's
 * chunks. Vite (Rolldown) bundles it in a process of its own
 * (./bundle-script-vite.mjs), in about half a second. Used for the API
 * console's mock worker (src/plugins/openapi/console-mock-bundle.ts) and the
 * search page's early query (src/plugins/search-index/early-bundle.ts).
 */
import {execFile} from 'node:child_process';
import path from 'node:path';
import {promisify} from 'node:util';

export interface ScriptBundle {
  /** The entry module's path. */
  entry: string;
  /** The site's directory (Vite's root). */
  siteDir: string;
  /** The IIFE's global name. */
  name: string;
  /** Identifiers replaced in the code, each by the JavaScript expression given (a string literal is JSON.stringify'd). */
  define?: Record<string, string>;
}

/** The bundled script; throws with Vite's message when the bundle fails. */
export async function bundleScript({entry, siteDir, name, define = {}}: ScriptBundle): Promise<string> {
  const script = path.join(__dirname, 'bundle-script-vite.mjs');
  try {
    const {stdout} = await promisify(execFile)(process.execPath, [script, entry, siteDir, name, JSON.stringify(define)], {maxBuffer: 64 * 1024 * 1024});
    return stdout;
  } catch (error) {
    throw new Error(`bundling ${path.relative(siteDir, entry)} failed: ${(error as {stderr?: string}).stderr || (error as Error).message}`);
  }
}
