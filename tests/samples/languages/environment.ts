/**
 * What a reader's shell holds where a page renders an operation: the page's
 * `export NAME=...` blocks before it, run as the pages' runner runs them
 * (placeholders filled from the reader environment). The carrier page, for
 * one, exports the carrier client's token as BP_TOKEN before its
 * operation; its samples run with that environment, as they do there.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '../pages';
import {runBlock, runtimeOf, shellExports, type Workspace} from '../exec';
import {fillPlaceholders} from '../variables';

const EXPORTS = /^\s*export\s+[A-Z_][A-Z0-9_]*=/m;

/** The variables the page's export blocks above `line` set to a value other than `base`'s. */
export async function pageExports(page: Page, line: number, ws: Workspace, base: Record<string, string>, reader: Set<string>): Promise<Record<string, string>> {
  const blocks = page.blocks().filter((b) => b.origin === 'fence' && b.line < line && runtimeOf(b.language) === 'bash' && b.norun === undefined && EXPORTS.test(b.code));
  if (!blocks.length) return {};
  // A shell of its own each time (a reader's new terminal): nothing of an earlier run's state.
  const state = path.join(fs.mkdtempSync(path.join(ws.dir, '.bp', 'languages-')), 'state.sh');
  for (const block of blocks) {
    const {code} = fillPlaceholders(block.code, 'bash', reader);
    const run = await runBlock(ws, {...block, code}, {env: base, nodeImports: [], state, id: `languages-${page.id.replace(/\W/g, '_')}-${block.line}`, timeoutMs: 45_000});
    if (run.exitCode !== 0) throw new Error(`${block.file}:${block.line}: the page's export block failed (exit ${run.exitCode}) before its operations ran: ${(run.stderr || run.stdout).slice(0, 500)}`);
  }
  return Object.fromEntries(Object.entries(shellExports(state)).filter(([name, value]) => base[name] !== value && /^[A-Z][A-Z0-9_]*$/.test(name)));
}
