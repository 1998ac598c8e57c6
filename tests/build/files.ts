/** The build checks' reading of the built site: its files, found by name. */
import fs from 'node:fs';
import path from 'node:path';

/** Every file below `dir` whose name matches `name`, at any depth. */
export function filesUnder(dir: string, name: RegExp): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full, name) : name.test(entry.name) ? [full] : [];
  });
}

/** The pathnames the built site's sitemap lists (every page, no redirect file). */
export function sitemapRoutes(buildDir: string): string[] {
  const xml = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}
