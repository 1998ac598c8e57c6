/**
 * The built stylesheets' custom properties: pruned of the ones nothing reads,
 * the rest renamed short (src/plugins/stylesheets/css-variables.ts).
 */
import {describe, expect, test} from 'vitest';
import {namedIn, namedVariables, pruneUnusedVariables, shortenVariableNames} from '../css-variables';

const MAIN = [
  ':root{--ifm-color-primary:#0b5;--ifm-color-primary-dark:#094;--ifm-color-primary-lightest:#9fd;--ifm-spacing:1rem;--ifm-gap:var(--ifm-spacing);--unused-a:1px}',
  '[data-theme=dark]{--ifm-color-primary:#3d8;--ifm-color-primary-lightest:#cfe}',
  '.button{color:var(--ifm-color-primary)}',
  '.only-vars{--unused-b:2px}',
].join('');
const ROUTE = '.card{margin:var(--ifm-gap)}';

describe('pruneUnusedVariables', () => {
  test('removes what no rule, kept variable or script reads, in every theme; keeps the rest', () => {
    const {changed, removed} = pruneUnusedVariables({'styles.css': MAIN, 'route.css': ROUTE}, namedIn(['el.style.setProperty("--ifm-color-primary-dark", c)']));
    expect(removed).toEqual(['--ifm-color-primary-lightest', '--unused-a', '--unused-b']);
    const css = changed['styles.css']!;
    // Read by a rule of the same sheet, by a script, and (through --ifm-gap) by another sheet.
    for (const kept of ['--ifm-color-primary:#0b5', '--ifm-color-primary:#3d8', '--ifm-color-primary-dark:#094', '--ifm-gap:var(--ifm-spacing)', '--ifm-spacing:1rem']) {
      expect(css, kept).toContain(kept);
    }
    expect(css).not.toContain('lightest');
    expect(css).not.toContain('--unused');
    // A rule left with no declaration goes too.
    expect(css).not.toContain('.only-vars');
    expect(css).toContain('.button{color:var(--ifm-color-primary)}');
    // Unchanged sheets are not returned.
    expect(Object.keys(changed)).toEqual(['styles.css']);
  });

  test('a variable named in a script or an SVG string of a page chunk is kept', () => {
    const svg = '"<svg><style>text{fill:var(--_text)}</style></svg>"';
    const {removed} = pruneUnusedVariables({'a.css': ':root{--_text:#111;--_line:#999}'}, namedIn([svg]));
    expect(removed).toEqual(['--_line']);
  });

  test('nothing to prune: nothing changes', () => {
    expect(pruneUnusedVariables({'a.css': ':root{--x:1px}.a{top:var(--x)}'}, new Set())).toEqual({changed: {}, removed: []});
  });
});

describe('namedVariables', () => {
  test('finds every --name token, whatever surrounds it', () => {
    expect([...namedVariables("s.getPropertyValue('--ifm-navbar-height');({'--bp-w':'2px'});var(--_x)")]).toEqual(['--ifm-navbar-height', '--bp-w', '--_x']);
  });
});

describe('shortenVariableNames', () => {
  const declaredIn = (css: string) => [...css.matchAll(/(?:^|[{;])(--[\w-]+):/g)].map((m) => m[1]);

  test('renames declarations and reads alike, in every sheet and theme, files taken by name', () => {
    const {changed, renamed} = shortenVariableNames({'z-route.css': ROUTE, 'a-main.css': MAIN}, new Set());
    // Order of first declaration in a-main.css, then z-route.css.
    expect([...renamed]).toEqual([
      ['--ifm-color-primary', '--a'],
      ['--ifm-color-primary-dark', '--b'],
      ['--ifm-color-primary-lightest', '--c'],
      ['--ifm-spacing', '--d'],
      ['--ifm-gap', '--e'],
      ['--unused-a', '--f'],
      ['--unused-b', '--g'],
    ]);
    expect(changed['a-main.css']).toBe(
      ':root{--a:#0b5;--b:#094;--c:#9fd;--d:1rem;--e:var(--d);--f:1px}[data-theme=dark]{--a:#3d8;--c:#cfe}.button{color:var(--a)}.only-vars{--g:2px}',
    );
    // A sheet that only reads a variable another declares.
    expect(changed['z-route.css']).toBe('.card{margin:var(--e)}');
  });

  test('a variable a script or static file names keeps its name, and no short name takes one a script spells', () => {
    const css = ':root{--ifm-navbar-height:3.75rem;--bp-gap:1rem;--ifm-x:1px}.a{top:var(--ifm-navbar-height);margin:var(--bp-gap,var(--ifm-x))}';
    const {changed, renamed} = shortenVariableNames({'a.css': css}, namedIn(["getPropertyValue('--ifm-navbar-height')", 'style={{"--a":"2px"}}']));
    expect(renamed.get('--ifm-navbar-height')).toBeUndefined();
    // `--a` is set by a script: the first short name is `--b`.
    expect([...renamed]).toEqual([['--bp-gap', '--b'], ['--ifm-x', '--c']]);
    expect(changed['a.css']).toBe(':root{--ifm-navbar-height:3.75rem;--b:1rem;--c:1px}.a{top:var(--ifm-navbar-height);margin:var(--b,var(--c))}');
  });

  test('no short name takes one a value reads without any sheet declaring it', () => {
    const {renamed} = shortenVariableNames({'a.css': ':root{--gap:1rem}.a{margin:var(--gap);top:var(--a)}'}, new Set());
    expect(renamed.get('--gap')).toBe('--b');
  });

  test('only names of variables: not class names, not variables no sheet declares', () => {
    const css = ':root{--primary:red}.button--primary{color:var(--primary);height:var(--docsearch-vh)}';
    const {changed} = shortenVariableNames({'a.css': css}, new Set());
    expect(changed['a.css']).toBe(':root{--a:red}.button--primary{color:var(--a);height:var(--docsearch-vh)}');
  });

  test('the names run on past --z, and a sheet with nothing to rename is not returned', () => {
    const many = Array.from({length: 30}, (_, i) => `--v${i}:${i}px`).join(';');
    const {changed, renamed} = shortenVariableNames({'a.css': `:root{${many}}`, 'b.css': '.x{color:red}'}, new Set());
    expect(declaredIn(changed['a.css']!).slice(24)).toEqual(['--y', '--z', '--aa', '--ab', '--ac', '--ad']);
    expect(renamed.size).toBe(30);
    expect(Object.keys(changed)).toEqual(['a.css']);
  });
});

describe('values read with a CSS value parser', () => {
  test('names in var() and its fallbacks are renamed; a string or a longer word that holds "--" is left alone', () => {
    const css = ':root{--main-gap:1px;--main-pad:2px}.a{margin:var(--main-gap,var(--main-pad));content:"--main-gap";grid-area:a--main-gap}';
    const {changed, renamed} = shortenVariableNames({'a.css': css}, new Set());
    expect([...renamed]).toEqual([['--main-gap', '--a'], ['--main-pad', '--b']]);
    expect(changed['a.css']).toBe(':root{--a:1px;--b:2px}.a{margin:var(--a,var(--b));content:"--main-gap";grid-area:a--main-gap}');
  });

  test('a variable read only in a fallback is kept when pruning', () => {
    const {removed} = pruneUnusedVariables({'a.css': ':root{--x:1px;--y:2px;--z:3px}.a{top:var(--x,var(--y))}'}, new Set());
    expect(removed).toEqual(['--z']);
  });
});
