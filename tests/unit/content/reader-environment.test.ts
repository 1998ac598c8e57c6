/**
 * Pages name the reader's values as the fixture world does (decision 9) and
 * never retype them: every `BP_*` variable a sample reads is a name of the
 * world's reader environment or is set earlier on the same page, and no
 * runnable sample types a credential or id of the reader environment (the
 * tenant id, a client secret, an SDK client id, the storefront code...)
 * where the reader's own value belongs. Messages name the file, the line and
 * what to write instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import {globSync} from 'tinyglobby';
import {describe, expect, it} from 'vitest';
import {readerEnvironment, type ReaderVariable} from '../../../src/data/world';
import catalogue from '../../../src/data/webhooks/catalogue.json';

const ROOT = path.resolve(__dirname, '../../..');

/** Languages of samples a reader pastes and runs; JSON, text and diagrams show the world, they are not pasted. */
const RUNNABLE = new Set(['bash', 'sh', 'shell', 'js', 'javascript', 'ts', 'tsx', 'typescript', 'python', 'py', 'html', 'http']);

interface Finding {
  file: string;
  line: number;
  message: string;
}

const names = new Set(readerEnvironment.map((v) => v.name));

function renamedTo(name: string): string | undefined {
  return readerEnvironment.find((v) => (v as ReaderVariable).formerly?.includes(name))?.name;
}

/** Names a page sets itself: shell assignments and `export`s in any of its blocks. */
function pageAssigned(text: string): Set<string> {
  return new Set([...text.matchAll(/(?:^|[\s;&|(])(?:export\s+)?((?:BP|BINDPOINT)_[A-Z0-9_]+)=/gm)].map((m) => m[1]!));
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Values that must not be typed: issued credentials and ids, except the catalogue's documented example secret. */
const guarded = readerEnvironment.filter(
  (v) => (v.kind === 'credential' || v.kind === 'id') && v.sandbox.length >= 6 && v.sandbox !== catalogue.example_secret,
);

export function check(file: string, text: string): Finding[] {
  const findings: Finding[] = [];
  const assigned = pageAssigned(text);
  for (const block of text.matchAll(/^([ \t]*)```(\w*)([^\n]*)\n([\s\S]*?)^\1```/gm)) {
    const lang = block[2]!;
    const code = block[4]!;
    const start = lineOf(text, block.index!) + 1;
    // 1. Names read from the environment.
    for (const m of code.matchAll(/\$\{?([A-Z][A-Z0-9_]+)|process\.env(?:\.|\[['"])([A-Z][A-Z0-9_]+)|os\.environ(?:\.get\(|\[)\s*['"]([A-Z][A-Z0-9_]+)|\benv\(\s*['"]([A-Z][A-Z0-9_]+)/g)) {
      const name = (m[1] ?? m[2] ?? m[3] ?? m[4])!;
      // Only the platform's names and the names pages used to write are checked; PORT, HOME... are the reader's own.
      if (!/^(BP|BINDPOINT)_/.test(name) && !renamedTo(name)) continue;
      if (names.has(name) || assigned.has(name)) continue;
      const renamed = renamedTo(name);
      findings.push({
        file,
        line: start + lineOf(code, m.index!) - 1,
        message: renamed
          ? `reads ${name}: the fixture world names this value ${renamed}`
          : `reads ${name}, which is not a reader variable of the fixture world and is not set on this page (known: ${[...names].join(', ')})`,
      });
    }
    // 2. Reader values typed where the reader's own value goes.
    if (!RUNNABLE.has(lang)) continue;
    for (const v of guarded) {
      let at = code.indexOf(v.sandbox);
      while (at >= 0) {
        findings.push({
          file,
          line: start + lineOf(code, at) - 1,
          message: `types the sandbox value of ${v.name} (${v.sandbox}); read it from the environment ($${v.name}) or have the back end send it`,
        });
        at = code.indexOf(v.sandbox, at + v.sandbox.length);
      }
    }
  }
  return findings;
}

const FILES = globSync(['docs/**/*.mdx', 'src/pages/**/*.{ts,tsx}', 'src/site/first-call.ts'], {cwd: ROOT}).sort();
const report = (findings: Finding[]) => findings.map((f) => `${f.file}:${f.line}: ${f.message}`).join('\n');

describe('reader environment on pages', () => {
  it('has the world list to check against', () => {
    expect(names.has('BP_TENANT_ID')).toBe(true);
    expect(guarded.length).toBeGreaterThan(5);
  });

  it('catches a former name, an unknown name and a typed value', () => {
    const tenant = readerEnvironment.find((v) => v.name === 'BP_TENANT_ID')!.sandbox;
    const mdx = [
      '```bash',
      'curl "$HOST/tenants/$BINDPOINT_TENANT_ID/x"',
      `curl "$HOST/tenants/${tenant}/x" -H "X: $BP_NOPE"`,
      'export BP_OWN=1; echo "$BP_OWN"',
      '```',
      '```json',
      `{"tenant_id": "${tenant}"}`,
      '```',
    ].join('\n');
    const messages = check('fixture.mdx', mdx).map((f) => `${f.line}: ${f.message}`);
    expect(messages).toEqual([
      expect.stringMatching(/^2: reads BINDPOINT_TENANT_ID: the fixture world names this value BP_TENANT_ID$/),
      expect.stringMatching(/^3: reads BP_NOPE, which is not a reader variable/),
      expect.stringMatching(/^3: types the sandbox value of BP_TENANT_ID/),
    ]);
  });

  it.each(FILES)('%s reads the world\'s names and types none of its values', (file) => {
    const findings = check(file, fs.readFileSync(path.join(ROOT, file), 'utf8'));
    expect(findings, report(findings)).toEqual([]);
  });
});
