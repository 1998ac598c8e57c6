/**
 * Code blocks render with one theme in both colour modes (src/site/prism.ts):
 * the colours the light and dark themes differ on are CSS variables, declared
 * for each mode in the stylesheet the site plugin writes. Resolving the
 * variables with each mode's declarations gives back that mode's theme,
 * property for property, so a block looks as it did with the two themes.
 */
import postcss from 'postcss';
import {describe, expect, test} from 'vitest';
import type {PrismTheme} from 'prism-react-renderer';
import {codeTheme, codeThemeCss, darkCodeTheme, lightCodeTheme, modeIndependentTheme} from '../../../src/site/prism';

/** The declarations of each rule of the stylesheet, by selector. */
function declarations(css: string): Map<string, Record<string, string>> {
  const out = new Map<string, Record<string, string>>();
  postcss.parse(css).walkRules((rule) => {
    const decls: Record<string, string> = {};
    rule.walkDecls((d) => {
      decls[d.prop] = d.value;
    });
    out.set(rule.selector, decls);
  });
  return out;
}

/** The theme with every `var(--name)` replaced by its value in `vars`. */
function resolve(theme: PrismTheme, vars: Record<string, string>): PrismTheme {
  const style = (s: object) =>
    Object.fromEntries(
      Object.entries(s).map(([k, v]) => {
        const m = typeof v === 'string' ? /^var\((--[\w-]+)\)$/.exec(v) : null;
        if (m && vars[m[1]!] === undefined) throw new Error(`${m[1]} is not declared`);
        return [k, m ? vars[m[1]!] : v];
      }),
    );
  return {plain: style(theme.plain), styles: theme.styles.map((s) => ({...s, style: style(s.style)}))} as PrismTheme;
}

describe('one code theme for both colour modes', () => {
  const rules = declarations(codeThemeCss());

  test('the stylesheet declares the light colours on :root and the dark ones under data-theme="dark"', () => {
    expect([...rules.keys()]).toEqual([':root', "[data-theme='dark']"]);
    expect(Object.keys(rules.get(':root')!).sort()).toEqual(Object.keys(rules.get("[data-theme='dark']")!).sort());
  });

  test('resolved with each mode’s variables, the theme is that mode’s theme', () => {
    expect(resolve(codeTheme, rules.get(':root')!)).toEqual(lightCodeTheme);
    expect(resolve(codeTheme, {...rules.get(':root')!, ...rules.get("[data-theme='dark']")!})).toEqual(darkCodeTheme);
  });

  test('only what differs between the modes is a variable', () => {
    // Comments are italic in both modes: the value itself, not a variable.
    const comment = codeTheme.styles.find((s) => s.types.includes('comment'))!;
    expect(comment.style.fontStyle).toBe('italic');
    expect(comment.style.color).toBe('var(--bp-code-comment)');
    expect(codeTheme.plain).toEqual({color: 'var(--bp-code-color)', backgroundColor: 'var(--bp-code-background-color)'});
  });

  test('themes that do not list the same token types, or set a property in one mode only, are refused', () => {
    const dropped: PrismTheme = {...darkCodeTheme, styles: darkCodeTheme.styles.slice(1)};
    expect(() => modeIndependentTheme(lightCodeTheme, dropped)).toThrow(/same token types/);
    const oneSided: PrismTheme = {...darkCodeTheme, plain: {color: '#ffffff'}};
    expect(() => modeIndependentTheme(lightCodeTheme, oneSided)).toThrow(/"backgroundColor" of plain is set in one mode only/);
  });
});
