/**
 * Search in development (`npm start`): there are no rendered pages to index,
 * so the development server serves the index of the last production build,
 * when there is one, at the same addresses as the built site. A directory
 * with a link to build/search-index is added to the static directories; the
 * search page says when no build exists yet.
 */
import fs from 'node:fs';
import path from 'node:path';

export const DEV_INDEX_DIR = 'node_modules/.cache/bindpoint-search-dev';
export const INDEX_DIRS = ['search-index'] as const;

export function devSearchStaticDirectories(
  siteDir: string,
  env: string | undefined = process.env.NODE_ENV,
  buildDir = 'build',
): string[] {
  if (env !== 'development') return [];
  const built = path.resolve(siteDir, buildDir);
  if (!INDEX_DIRS.every((dir) => fs.existsSync(path.join(built, dir)))) return [];
  const linkDir = path.resolve(siteDir, DEV_INDEX_DIR);
  fs.mkdirSync(linkDir, {recursive: true});
  for (const dir of INDEX_DIRS) {
    const link = path.join(linkDir, dir);
    fs.rmSync(link, {recursive: true, force: true});
    fs.symlinkSync(path.join(built, dir), link, 'junction');
  }
  return [DEV_INDEX_DIR];
}
