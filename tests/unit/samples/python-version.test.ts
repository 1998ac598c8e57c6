/**
 * The runtimes the pages state are the ones their samples need (issue 46:
 * `bp_token.py` said "Python 3.9 or later" and the samples built on it use
 * `dict | None`, a TypeError on 3.9). Every Python block of the site is read
 * by tests/unit/samples/python_version.py against the stated version
 * (`{{fact:pythonMinVersion}}`, src/site/facts.ts): its grammar, and the
 * annotations Python evaluates when the code runs. The claims check fails on
 * another version typed in prose; this test fails when a sample needs a newer
 * one than the fact.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {facts} from '../../../src/site/facts';
import {codeBlocks} from './extract';
import {checkedPages, markdownFiles} from '../../e2e/support/routes';

const ROOT = path.resolve(__dirname, '../../..');
const CHECKER = path.join(__dirname, 'python_version.py');

function files(dir: string, name: RegExp): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? files(full, name) : name.test(e.name) ? [full] : [];
  });
}

interface Block {
  where: string;
  code: string;
}

/** The Python blocks of a page (path from the repository's root). */
const pythonBlocks = (file: string): Block[] =>
  codeBlocks(file, fs.readFileSync(path.join(ROOT, file), 'utf8'))
    .filter((b) => ['python', 'py', 'python3'].includes(b.language))
    .map((b) => ({where: `${b.file}:${b.line + 1}`, code: b.code}));

/** Under `npm run check:content`, only the checked pages' blocks: a page's problems here are its own. */
const only = checkedPages();

const blocks: Block[] = [
  ...markdownFiles(path.join(ROOT, 'docs'))
    .map((f) => path.relative(ROOT, f).split(path.sep).join('/'))
    .filter((file) => !only || only.has(file))
    .flatMap(pythonBlocks),
  ...files(path.join(ROOT, 'src/data'), /\.py$/).map((f) => ({where: `${path.relative(ROOT, f)}:1`, code: fs.readFileSync(f, 'utf8')})),
];

interface Problem {
  where: string;
  line: number;
  needs: string;
  what: string;
}

function problems(version: string, of: Block[] = blocks): Problem[] {
  const out = execFileSync('python3', [CHECKER], {input: JSON.stringify({version, blocks: of}), encoding: 'utf8'});
  return JSON.parse(out) as Problem[];
}

/** `file:line` of the problem's line in its page (a block's first code line is `where`). */
const at = (p: Problem) => {
  const [file, line] = [p.where.slice(0, p.where.lastIndexOf(':')), Number(p.where.slice(p.where.lastIndexOf(':') + 1))];
  return `${file}:${line + p.line - 1}`;
};

describe('the Python the pages state', {timeout: 180_000}, () => {
  const version = facts.runtimes.pythonMinVersion;

  test(`every Python sample runs on Python ${version}, the version the pages state (else: file:line, what needs a newer one)`, () => {
    expect(blocks.length).toBeGreaterThan(only ? 0 : 20);
    const found = problems(version).map((p) => `${at(p)}: ${p.what}: write it for Python ${version}, or raise pythonMinVersion in src/site/facts.ts`);
    expect(found.join('\n')).toBe('');
  });

  test('a stated version older than the samples need is found: 3.9 against `dict | None` (issue 46)', () => {
    const found = problems('3.9', pythonBlocks('docs/insurance_intelligence/insurance_intelligence_authentication.mdx'));
    const union = found.find((p) => p.what.includes('dict | None'));
    expect(union?.needs).toBe('3.10');
    // The page line of the annotation, for the message.
    const page = fs.readFileSync(path.join(ROOT, 'docs/insurance_intelligence/insurance_intelligence_authentication.mdx'), 'utf8').split('\n');
    expect(page[Number(at(union!).split(':').at(-1)) - 1]).toContain('body: dict | None = None');
  });

  test('the checker reads what the grammar cannot see, and only what runs (one python3 for all cases)', () => {
    const cases: Array<[name: string, code: string, stated: string, needs: string[]]> = [
      ['a union in an argument annotation', 'def f(body: dict | None = None) -> dict:\n    return {}\n', '3.9', ['3.10']],
      ['a built-in generic of a module variable', 'seen: set[str] = set()\n', '3.8', ['3.9']],
      ['a union that isinstance() reads', 'ok = isinstance(1, int | str)\n', '3.9', ['3.10']],
      ['a match statement', 'match 1:\n    case 1:\n        pass\n', '3.9', ['newer grammar']],
      ['annotations postponed by __future__', 'from __future__ import annotations\ndef f(body: dict | None = None) -> dict:\n    return {}\n', '3.9', []],
      ['a local variable annotation (never evaluated)', 'def f():\n    x: int | None = None\n    return x\n', '3.9', []],
      ['the same union on its version', 'def f(body: dict | None = None) -> dict:\n    return {}\n', '3.10', []],
    ];
    for (const version of new Set(cases.map((c) => c[2]))) {
      const mine = cases.filter((c) => c[2] === version);
      const found = problems(version, mine.map(([name, code]) => ({where: `${name}:1`, code})));
      for (const [name, , , needs] of mine) expect(found.filter((p) => p.where === `${name}:1`).map((p) => p.needs), name).toEqual(needs);
    }
  });
});

describe('the Node.js the pages state', () => {
  test("the site's own tooling needs the Node.js the SDK bundler setups state (package.json engines)", () => {
    const engines = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {engines: {node: string}}).engines.node;
    expect(engines, 'package.json: engines.node and bundlerNodeMinVersion in src/site/facts.ts must agree').toBe(`>=${facts.runtimes.bundlerNodeMinVersion}`);
  });
});
