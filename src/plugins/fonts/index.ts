/**
 * Docusaurus plugin: the site's web fonts.
 * - Client module: Inter (Latin subset only) and its metric-matched local
 *   fallbacks (fonts.css), JetBrains Mono (Latin, regular) for code.
 * - After the build, every page gets `<link rel="preload">` for the Latin
 *   Inter file, so the browser fetches it with the stylesheet instead of
 *   after it. The file name carries a content hash known only once the
 *   bundle is written, hence a post-build step rather than a head tag.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const PRELOADED_FONT = /^inter-latin-wght-normal-[0-9a-f]+\.woff2$/;

export function preloadTag(href: string): string {
  return `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin="anonymous">`;
}

/** Adds the preload before the first stylesheet of a page; pages without one (redirects) are left alone. */
export function addPreload(html: string, href: string): string {
  if (html.includes(`href="${href}"`)) return html;
  const at = html.search(/<link[^>]+rel=["']?stylesheet\b/);
  if (at < 0) return html;
  return html.slice(0, at) + preloadTag(href) + html.slice(at);
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, {withFileTypes: true, recursive: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export default function fontsPlugin(): Plugin {
  return {
    name: 'bindpoint-fonts',
    getClientModules() {
      return [require.resolve('./client.ts')];
    },
    async postBuild({outDir, baseUrl}) {
      const fontsDir = path.join(outDir, 'assets/fonts');
      const file = (await fs.readdir(fontsDir)).find((name) => PRELOADED_FONT.test(name));
      if (!file) throw new Error(`[fonts] no Latin Inter file in ${fontsDir}: was fonts.css changed?`);
      const href = `${baseUrl}assets/fonts/${file}`;
      const files = await htmlFiles(outDir);
      await Promise.all(
        files.map(async (name) => {
          const html = await fs.readFile(name, 'utf8');
          const next = addPreload(html, href);
          if (next !== html) await fs.writeFile(name, next);
        }),
      );
    },
  };
}
