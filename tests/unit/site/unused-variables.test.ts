/**
 * Pruning the built stylesheets of the custom properties nothing reads
 * (src/plugins/unused-variables.ts).
 */
import {describe, expect, test} from 'vitest';
import {namedVariables, pruneUnusedVariables} from '../../../src/plugins/unused-variables';

const MAIN = [
  ':root{--ifm-color-primary:#0b5;--ifm-color-primary-dark:#094;--ifm-color-primary-lightest:#9fd;--ifm-spacing:1rem;--ifm-gap:var(--ifm-spacing);--unused-a:1px}',
  '[data-theme=dark]{--ifm-color-primary:#3d8;--ifm-color-primary-lightest:#cfe}',
  '.button{color:var(--ifm-color-primary)}',
  '.only-vars{--unused-b:2px}',
].join('');
const ROUTE = '.card{margin:var(--ifm-gap)}';

describe('pruneUnusedVariables', () => {
  test('removes what no rule, kept variable or script reads, in every theme; keeps the rest', () => {
    const {changed, removed} = pruneUnusedVariables({'styles.css': MAIN, 'route.css': ROUTE}, ['el.style.setProperty("--ifm-color-primary-dark", c)']);
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
    const {removed} = pruneUnusedVariables({'a.css': ':root{--_text:#111;--_line:#999}'}, [svg]);
    expect(removed).toEqual(['--_line']);
  });

  test('nothing to prune: nothing changes', () => {
    expect(pruneUnusedVariables({'a.css': ':root{--x:1px}.a{top:var(--x)}'}, [])).toEqual({changed: {}, removed: []});
  });
});

describe('namedVariables', () => {
  test('finds every --name token, whatever surrounds it', () => {
    expect([...namedVariables("s.getPropertyValue('--ifm-navbar-height');({'--bp-w':'2px'});var(--_x)")]).toEqual(['--ifm-navbar-height', '--bp-w', '--_x']);
  });
});
