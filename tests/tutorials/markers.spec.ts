/**
 * A `norun` marker that promises a tutorial test (a block the samples suite
 * skips because a test here runs it) names that test's file, and that file
 * runs the page: the promise in the MDX stays true when a test moves.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {ROOT} from './support/repo';

function mdxFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => (e.isDirectory() ? mdxFiles(path.join(dir, e.name)) : e.name.endsWith('.mdx') ? [path.join(dir, e.name)] : []));
}

test('every norun reason that promises a tutorial test names a spec of tests/tutorials that runs the page', () => {
  const problems: string[] = [];
  let promises = 0;
  for (const file of mdxFiles(path.join(ROOT, 'docs'))) {
    const relative = path.relative(ROOT, file);
    fs.readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        const reason = /norun="([^"]*)"/.exec(line)?.[1];
        if (!reason || !/tutorial|tests\/tutorials/i.test(reason)) return;
        promises += 1;
        const spec = /tests\/tutorials\/[\w-]+\.spec\.ts/.exec(reason)?.[0];
        if (!spec) return problems.push(`${relative}:${i + 1}: the reason promises a tutorial test without naming it: write its file, e.g. tests/tutorials/storefront.spec.ts`);
        if (!fs.existsSync(path.join(ROOT, spec))) return problems.push(`${relative}:${i + 1}: ${spec} does not exist`);
        if (!fs.readFileSync(path.join(ROOT, spec), 'utf8').includes(relative)) problems.push(`${relative}:${i + 1}: ${spec} does not run ${relative}`);
      });
  }
  expect(problems).toEqual([]);
  expect(promises, 'the tutorial pages promise tutorial tests in their norun reasons').toBeGreaterThan(0);
});
