/**
 * The README is the front door (issue "Carry it"): at most 300 lines, the two
 * commands, links to the contributor and architecture guides, one bench table.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const readme = fs.readFileSync(path.resolve(__dirname, '../../../README.md'), 'utf8');

describe('README.md', () => {
  it('has at most 300 lines (history lives in git, decisions in decisions/)', () => {
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(300);
  });

  it('gives the command that runs the site and the one that passes the tests, and links the guides', () => {
    expect(readme).toMatch(/npm ci && npm run build && npm run serve/);
    expect(readme).toMatch(/npm ci && npm test/);
    expect(readme).toContain('(CONTRIBUTING.md)');
    expect(readme).toContain('(ARCHITECTURE.md)');
  });

  it('has one bench table, with the command that made it', () => {
    expect(readme.match(/^### Bench table$/gm)).toHaveLength(1);
    expect(readme).toMatch(/From `npm run bench[^`]*`/);
  });
});
