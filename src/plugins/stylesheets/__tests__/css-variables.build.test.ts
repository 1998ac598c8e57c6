/**
 * The built stylesheets' CSS variables, pruned and renamed short (run after
 * `npm run build`; src/plugins/stylesheets/css-variables.ts). The plugin decides from the
 * emitted assets; this checks the built site, pages included:
 * - every variable a built stylesheet reads is declared by one, or set by a
 *   page or script (so no rename missed a read in another file);
 * - every variable a page or script names, and the sources declare (Infima,
 *   the theme's and DocSearch's CSS, the site's), is still declared under
 *   that name;
 * - the pruning and the renaming ran.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {filesUnder} from '../../../../tests/build/files';

const root = path.resolve(__dirname, '../../../..');
const buildDir = path.join(root, 'build');
const nodeModules = path.join(root, 'node_modules');

// A declaration, not a selector such as `.alert--success:hover`.
const DECLARED = /(?:^|[{;\s])(--[\w-]+)\s*:/g;
const declaredIn = (text: string) => new Set([...text.matchAll(DECLARED)].map((m) => m[1]!));
/** Infima reads it in `img[align]` rules but declares `--ifm-image-alignment-padding` (an Infima slip). */
const INFIMA_UNDECLARED = new Set(['--image-alignment-padding']);
/** 409 declared by the sources, 329 shipped in this build; about 50 are Infima's alone. */
const PRUNED_AT_LEAST = 50;
const read = (file: string) => fs.readFileSync(file, 'utf8');

/** The stylesheets the site is built from. */
const sources = [
  require.resolve('infima/dist/css/default/default.css', {paths: [root]}),
  ...filesUnder(path.join(nodeModules, '@docusaurus/theme-classic/lib'), /\.css$/),
  ...filesUnder(path.join(nodeModules, '@docsearch/css/dist'), /\.css$/),
  ...filesUnder(path.join(root, 'src'), /\.css$/),
].map(read);

describe('built CSS variables', () => {
  const fromSources = declaredIn(sources.join('\n'));
  const builtCss = filesUnder(path.join(buildDir, 'assets/css'), /\.css$/).map(read).join('\n');
  const pages = filesUnder(buildDir, /\.html$/).map(read);
  const scripts = filesUnder(buildDir, /\.js$/).map(read);
  // Declared in a built stylesheet, a page (inline styles) or a script (style objects).
  const declared = declaredIn([builtCss, ...pages, ...scripts].join('\n'));

  // Named by a page or a script: read or set by name (`var(--x)` in a page's style, `--x` in a script).
  // (`var(--x)` is matched too: `(` is neither a word character nor a hyphen.)
  const named = new Set<string>();
  for (const text of [...pages, ...scripts]) for (const m of text.matchAll(/(?:^|[^\w-])(--[\w-]+)/g)) named.add(m[1]!);

  test('every variable a built stylesheet reads is declared in one, or set by a page or script', () => {
    const read = new Set([...builtCss.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]!));
    expect(read.size).toBeGreaterThan(150);
    const cssDeclared = declaredIn(builtCss);
    expect([...read].filter((name) => !cssDeclared.has(name) && !named.has(name) && !INFIMA_UNDECLARED.has(name)), 'read but declared nowhere').toEqual([]);
  });

  test('every variable a page or script names, and the sources declare, is still declared under that name', () => {
    const needed = [...named].filter((name) => fromSources.has(name));
    expect(needed.length).toBeGreaterThan(10);
    expect(needed.filter((name) => !declared.has(name)), 'variables named but pruned or renamed').toEqual([]);
  });

  test('the renaming ran: a variable no page or script names is declared under a short name', () => {
    const shipped = [...declaredIn(builtCss)];
    const long = shipped.filter((name) => fromSources.has(name) && !named.has(name));
    expect(long, 'long names left').toEqual([]);
    expect(shipped.filter((name) => /^--[a-z]{1,2}$/.test(name)).length).toBeGreaterThan(150);
    // Infima's primary colour is read only by stylesheets: it is renamed.
    expect(builtCss).not.toMatch(/--ifm-color-primary[:)]/);
  });

  test('the pruning ran: fewer variables shipped than the sources declare', () => {
    // Renamed, a pruned variable cannot be told by its name; it shows in the count.
    const shipped = declaredIn(builtCss);
    expect(fromSources.size - shipped.size, 'variables left out of the build').toBeGreaterThan(PRUNED_AT_LEAST);
  });
});
