import fs from 'node:fs';
import path from 'node:path';

/**
 * The unit test files under these entries of `root`: folders walked, files
 * kept as named; `*.test.ts` and `*.test.tsx`, not the build's
 * `*.build.test.ts`, nothing under node_modules; paths relative to `root`
 * with `/`. One walker for vitest.config.ts (which files run isolated) and
 * the writer's check (which content tests a change runs,
 * ./check-content/content-tests.mjs). An entry that does not exist gives none.
 */
export function testFiles(root, entries) {
  return entries
    .flatMap((entry) => {
      const full = path.join(root, entry);
      if (!fs.existsSync(full)) return [];
      if (!fs.statSync(full).isDirectory()) return [entry];
      return fs.readdirSync(full, {recursive: true}).map((file) => `${entry.replace(/\/$/, '')}/${String(file).split(path.sep).join('/')}`);
    })
    .filter((file) => /\.test\.tsx?$/.test(file) && !/\.build\.test\./.test(file) && !file.split('/').includes('node_modules'));
}
