/**
 * A built page's text and structure, for comparing two builds page by page:
 * every element with its attributes (sorted), every text (white space
 * collapsed), in document order, one per line. Left out: what loads or runs
 * the page rather than what it shows (`<script>`, `<link>` other than
 * `rel=alternate`/`canonical`/`icon`, `<style>` bodies, `<noscript>`), and
 * the hashes in asset names (`main.1a2b3c4d.js` → `main.#.js`), which change
 * with any script. Comments are left out too (React's `<!-- -->` between two
 * texts is not something a reader sees).
 */
import fs from 'node:fs';
import path from 'node:path';
import {Parser} from 'htmlparser2';

const HIDDEN = new Set(['script', 'style', 'noscript', 'template']);
const KEPT_LINKS = /^(?:alternate|canonical|icon|preconnect)$/;
const assetHash = (value) => value.replace(/\.[0-9a-f]{8,}\.(js|css)\b/g, '.#.$1');

/** The page's lines (see the header). */
export function htmlText(html) {
  const lines = [];
  let hidden = 0;
  let text = '';
  const flush = () => {
    const t = text.replace(/\s+/g, ' ').trim();
    if (t) lines.push(`"${t}"`);
    text = '';
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (hidden > 0 || HIDDEN.has(name)) {
          if (HIDDEN.has(name)) hidden += 1;
          return;
        }
        if (name === 'link' && !KEPT_LINKS.test(attributes.rel ?? '')) return;
        flush();
        const attrs = Object.keys(attributes)
          .sort()
          .map((key) => `${key}="${assetHash(attributes[key])}"`)
          .join(' ');
        lines.push(`<${name}${attrs ? ` ${attrs}` : ''}>`);
      },
      ontext(data) {
        if (hidden === 0) text += data;
      },
      onclosetag(name) {
        if (HIDDEN.has(name)) {
          hidden = Math.max(0, hidden - 1);
          return;
        }
        if (hidden === 0 && name !== 'link') {
          flush();
          lines.push(`</${name}>`);
        }
      },
    },
    {decodeEntities: true, lowerCaseTags: true},
  );
  parser.write(html);
  parser.end();
  flush();
  return lines;
}

/** Every `.html` file under `buildDir`, relative to it. */
export function htmlFiles(buildDir) {
  return fs
    .readdirSync(buildDir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(buildDir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * Compares every HTML file of two builds. Returns the files only one has,
 * and for each file whose text differs, the first differing line of each.
 */
export function compareBuilds(a, b) {
  const filesA = htmlFiles(a);
  const filesB = new Set(htmlFiles(b));
  const onlyA = filesA.filter((f) => !filesB.has(f));
  const onlyB = [...filesB].filter((f) => !filesA.includes(f));
  const differing = [];
  for (const file of filesA) {
    if (!filesB.has(file)) continue;
    const la = htmlText(fs.readFileSync(path.join(a, file), 'utf8'));
    const lb = htmlText(fs.readFileSync(path.join(b, file), 'utf8'));
    if (la.length === lb.length && la.every((line, i) => line === lb[i])) continue;
    const at = la.findIndex((line, i) => line !== lb[i]);
    const i = at < 0 ? Math.min(la.length, lb.length) : at;
    differing.push({file, line: i, a: la[i] ?? '(end)', b: lb[i] ?? '(end)'});
  }
  return {files: filesA.length, onlyA, onlyB, differing};
}
