import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, test} from 'vitest';
import {DEV_INDEX_DIR, devSearchStaticDirectories} from '../dev';

const sites: string[] = [];
function site(withBuild: boolean): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bp-dev-index-'));
  sites.push(dir);
  if (withBuild) {
    fs.mkdirSync(path.join(dir, 'build/search-index/words'), {recursive: true});
    fs.writeFileSync(path.join(dir, 'build/search-index/words/we.json'), '["webhook"]');
  }
  return dir;
}
afterEach(() => {
  for (const dir of sites.splice(0)) fs.rmSync(dir, {recursive: true, force: true});
});

describe('search in development', () => {
  test('serves the last build’s index at the built site’s addresses', () => {
    const dir = site(true);
    expect(devSearchStaticDirectories(dir, 'development')).toEqual([DEV_INDEX_DIR]);
    const served = path.join(dir, DEV_INDEX_DIR);
    expect(fs.readFileSync(path.join(served, 'search-index/words/we.json'), 'utf8')).toBe('["webhook"]');
    // Run again (a restart): the links are replaced, not an error.
    expect(devSearchStaticDirectories(dir, 'development')).toEqual([DEV_INDEX_DIR]);
  });

  test('adds nothing without a build, or outside development', () => {
    expect(devSearchStaticDirectories(site(false), 'development')).toEqual([]);
    const built = site(true);
    expect(devSearchStaticDirectories(built, 'production')).toEqual([]);
    expect(fs.existsSync(path.join(built, DEV_INDEX_DIR))).toBe(false);
  });
});
