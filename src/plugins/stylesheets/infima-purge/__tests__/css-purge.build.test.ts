/**
 * Infima purge over the built site (run after `npm run build`;
 * src/plugins/stylesheets/infima-purge). The purge decides from sources; this checks
 * its result against what the build really uses: every Infima class that a
 * built page names in its HTML, or a built script holds as a word, is still
 * styled by the main stylesheet. It also checks that the purge ran.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {filesUnder} from '../../../../../tests/build/files';

const root = path.resolve(__dirname, '../../../../..');
const buildDir = path.join(root, 'build');
const cssDir = path.join(buildDir, 'assets/css');
const mainCss = fs.readFileSync(path.join(cssDir, fs.readdirSync(cssDir).find((f) => /^styles\.[\w]+\.css$/.test(f))!), 'utf8');
const infima = fs.readFileSync(require.resolve('infima/dist/css/default/default.css', {paths: [root]}), 'utf8');

const CLASS_IN_CSS = /\.(-?[_a-zA-Z][\w-]*)/g;
const classesOf = (css: string) => new Set([...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(CLASS_IN_CSS)].map((m) => m[1]!));

/** Every word of the built HTML and JavaScript that could be a class name. */
function builtWords(): Set<string> {
  const words = new Set<string>();
  for (const file of filesUnder(buildDir, /\.(html|js)$/)) {
    for (const word of fs.readFileSync(file, 'utf8').match(/[\w-]+/g) ?? []) words.add(word);
  }
  return words;
}

describe('Infima purge', () => {
  const infimaClasses = classesOf(infima);
  const shipped = classesOf(mainCss);

  test('every Infima class the built pages and scripts use is still in the main stylesheet', () => {
    const words = builtWords();
    const used = [...infimaClasses].filter((name) => words.has(name));
    expect(used.length).toBeGreaterThan(100);
    const missing = used.filter((name) => !shipped.has(name));
    expect(missing, 'Infima classes the build uses but the purge removed: add the file that names them to purgeContent()').toEqual([]);
  });

  test('the purge ran: Infima classes that nothing uses are not shipped', () => {
    for (const unused of ['col--offset-4', 'padding-horiz--md', 'text--uppercase', 'avatar__subtitle', 'pills__item']) {
      expect(infimaClasses.has(unused), unused).toBe(true);
      expect(shipped.has(unused), unused).toBe(false);
    }
  });
});
