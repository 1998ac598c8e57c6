/**
 * Every `decisions/NNNN` that the repository's code, tests, scripts and guides
 * name is a record in decisions/ (issue 50: docs that tell the truth about
 * themselves). Two comments had pointed at records that were never written.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../../..');
const records = fs.readdirSync(path.join(root, 'decisions')).filter((name) => /^\d{4}-.+\.md$/.test(name));
const numbers = new Set(records.map((name) => name.slice(0, 4)));

/** Tracked text files outside the pages (docs/ is the product's content, which names no decision). */
const files = execFileSync('git', ['ls-files', '-z'], {cwd: root, encoding: 'utf8'})
  .split('\0')
  .filter((file) => /\.(md|mdx|ts|tsx|mjs|cjs|js|yml|yaml|json)$/.test(file) && !file.startsWith('docs/') && fs.existsSync(path.join(root, file)));

/** Each reference as `file:line: decisions/NNNN…`. */
function references(): Array<{at: string; number: string; name: string}> {
  const found: Array<{at: string; number: string; name: string}> = [];
  for (const file of files) {
    const lines = fs.readFileSync(path.join(root, file), 'utf8').split('\n');
    lines.forEach((line, index) => {
      for (const match of line.matchAll(/decisions\/(\d{4})([a-z0-9-]*(?:\.md)?)/g)) {
        found.push({at: `${file}:${index + 1}`, number: match[1]!, name: `${match[1]}${match[2]}`});
      }
    });
  }
  return found;
}

describe('references to decision records', () => {
  const all = references();

  it('finds the references it checks', () => {
    expect(records.length).toBeGreaterThan(10);
    expect(all.length).toBeGreaterThan(50);
  });

  it('names only records that exist, under their file names', () => {
    const wrong = all
      .filter(({number, name}) => !numbers.has(number) || (name.endsWith('.md') && !records.includes(name)))
      .map(({at, name}) => `${at}: decisions/${name} is not a record in decisions/`);
    expect(wrong).toEqual([]);
  });
});
