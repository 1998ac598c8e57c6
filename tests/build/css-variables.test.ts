/**
 * Unused CSS variables pruned from the built stylesheets (run after `npm run
 * build`; src/plugins/unused-variables.ts). The pruning decides from the
 * emitted assets; this checks the built site, pages included: every variable
 * that a built stylesheet, page or script uses, and that the sources declare
 * (Infima, the theme's and DocSearch's CSS, the site's), is still declared in
 * the build. It also checks that the pruning ran.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {filesUnder} from './files';

const root = path.resolve(__dirname, '../..');
const buildDir = path.join(root, 'build');
const nodeModules = path.join(root, 'node_modules');

// A declaration, not a selector such as `.alert--success:hover`.
const DECLARED = /(?:^|[{;\s])(--[\w-]+)\s*:/g;
const declaredIn = (text: string) => new Set([...text.matchAll(DECLARED)].map((m) => m[1]!));
const read = (file: string) => fs.readFileSync(file, 'utf8');

/** The stylesheets the site is built from. */
const sources = [
  require.resolve('infima/dist/css/default/default.css', {paths: [root]}),
  ...filesUnder(path.join(nodeModules, '@docusaurus/theme-classic/lib'), /\.css$/),
  ...filesUnder(path.join(nodeModules, '@docsearch/css/dist'), /\.css$/),
  ...filesUnder(path.join(root, 'src'), /\.css$/),
].map(read);

describe('unused CSS variables pruned', () => {
  const fromSources = declaredIn(sources.join('\n'));
  const builtCss = filesUnder(path.join(buildDir, 'assets/css'), /\.css$/).map(read).join('\n');
  const pages = filesUnder(buildDir, /\.html$/).map(read);
  const scripts = filesUnder(buildDir, /\.js$/).map(read);
  // Declared in a built stylesheet, a page (inline styles) or a script (style objects).
  const declared = declaredIn([builtCss, ...pages, ...scripts].join('\n'));

  test('every variable the build uses and the sources declare is still declared', () => {
    const used = new Set<string>();
    for (const text of [builtCss, ...pages]) for (const m of text.matchAll(/var\(\s*(--[\w-]+)/g)) used.add(m[1]!);
    for (const text of scripts) for (const name of text.match(/--[\w-]+/g) ?? []) used.add(name);
    const needed = [...used].filter((name) => fromSources.has(name));
    expect(needed.length).toBeGreaterThan(150);
    expect(needed.filter((name) => !declared.has(name)), 'variables used but pruned').toEqual([]);
  });

  test('the pruning ran: Infima variables that nothing reads are not shipped', () => {
    const infima = declaredIn(sources[0]!);
    const shipped = declaredIn(builtCss);
    const pruned = [...infima].filter((name) => !shipped.has(name));
    expect(pruned.length, 'Infima variables left out of the build').toBeGreaterThan(20);
    // Infima's shade steps, declared for its own build and read by no rule.
    for (const name of ['--ifm-dark-value', '--ifm-lightest-value', '--ifm-contrast-background-value']) expect(pruned, name).toContain(name);
  });
});
