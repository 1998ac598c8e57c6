/**
 * Code blocks render with one theme in both colour modes (src/plugins/code-blocks/colours.ts):
 * the colours the light and dark themes differ on are CSS variables, declared
 * for each mode in the stylesheet the site plugin writes. Resolving the
 * variables with each mode's declarations gives back that mode's theme,
 * property for property, so a block looks as it did with the two themes.
 */
import postcss from 'postcss';
import {createElement} from 'react';
import {renderToString} from 'react-dom/server';
import {describe, expect, test} from 'vitest';
import {Highlight, type PrismTheme, type RenderProps} from 'prism-react-renderer';
import {
  codeTheme,
  codeThemeCss,
  darkCodeTheme,
  lightCodeTheme,
  modeIndependentTheme,
  tokenRules,
} from '../colours';
import {themeFacts, tokenClassTypes} from '../token-classes';

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
    expect([...rules.keys()].slice(0, 2)).toEqual([':root', "[data-theme='dark']"]);
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

describe('token styles from the stylesheet', () => {
  // prism-react-renderer's own style for a token of some types (what an inline style carried before).
  let getTokenProps!: RenderProps['getTokenProps'];
  renderToString(
    createElement(Highlight, {
      theme: codeTheme,
      code: '',
      language: 'json',
      children: (props: RenderProps) => {
        getTokenProps = props.getTokenProps;
        return null;
      },
    }),
  );
  const inline = (types: string[]) => (getTokenProps({token: {types, content: 'x'}}).style ?? {}) as Record<string, unknown>;

  // The stylesheet's result for a span whose class attribute is `token <types in tokenClassTypes order>`.
  const rules: Array<{selectors: string[]; decls: Record<string, string>}> = [];
  postcss.parse(tokenRules()).walkRules((rule) => {
    const decls: Record<string, string> = {};
    rule.walkDecls((d) => {
      decls[d.prop] = d.value;
    });
    rules.push({selectors: rule.selectors, decls});
  });
  const fromStylesheet = (types: string[]) => {
    const classAttr = ['token', ...tokenClassTypes(types, themeFacts(codeTheme).colourTypes)].join(' ');
    const classes = new Set(classAttr.split(' '));
    const style: Record<string, string> = {};
    for (const {selectors, decls} of rules) {
      const applies = selectors.some((sel) => {
        const last = /^\.token\[class\$='( [\w-]+)'\]$/.exec(sel);
        if (last) return classAttr.endsWith(last[1]!);
        const has = /^\.token\.([\w-]+)$/.exec(sel);
        if (has) return classes.has(has[1]!);
        throw new Error(`unexpected selector ${sel}`);
      });
      if (applies) Object.assign(style, decls);
    }
    return style;
  };
  const css = (style: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(style).map(([k, v]) => [k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), String(v)]));
  const same = (a: Record<string, unknown>, b: Record<string, unknown>) =>
    JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

  const themed = codeTheme.styles.flatMap((s) => s.types);
  // Types no entry styles, which Prism nests around or inside themed ones.
  const unthemed = ['attr-equals', 'script', 'language-javascript', 'generic-function', 'property-access'];

  test('every token of one type, two nested types (either way round) or three, looks as its inline style did', () => {
    const combos: string[][] = themed.map((t) => [t]);
    for (const a of [...themed, ...unthemed]) for (const b of [...themed, ...unthemed]) if (a !== b) combos.push([a, b]);
    for (const a of unthemed) for (const b of themed) for (const c of themed) combos.push([b, a, c], [b, c, a], [a, b, c]);
    const wrong = combos.filter((types) => !same(css(inline(types)), fromStylesheet(types)));
    expect(combos.length).toBeGreaterThan(1000);
    expect(wrong.slice(0, 5).map((t) => `${t.join(' ')}: inline ${JSON.stringify(css(inline(t)))}, stylesheet ${JSON.stringify(fromStylesheet(t))}`)).toEqual([]);
  });

  test('the cases CSS rule order alone got wrong: the innermost coloured type wins', () => {
    expect(fromStylesheet(['tag', 'punctuation']).color).toBe('var(--bp-code-punctuation)');
    expect(fromStylesheet(['variable', 'string']).color).toBe('var(--bp-code-string)');
    expect(fromStylesheet(['string', 'variable']).color).toBe('var(--bp-code-variable)');
    expect(fromStylesheet(['tag', 'attr-value', 'punctuation', 'attr-equals']).color).toBe('var(--bp-code-punctuation)');
    expect(fromStylesheet(['doc-comment', 'comment', 'punctuation'])).toEqual({color: 'var(--bp-code-punctuation)', 'font-style': 'italic'});
  });

  test('every block gets the plain colours from the stylesheet, which the theme set inline on each', () => {
    const rules = declarations(codeThemeCss());
    expect(rules.get('.theme-code-block')).toEqual({'--prism-color': codeTheme.plain.color, '--prism-background-color': codeTheme.plain.backgroundColor});
    expect(rules.get('.prism-code')).toEqual({color: codeTheme.plain.color, 'background-color': codeTheme.plain.backgroundColor});
  });

  test('a theme where two entries set the same property other than colour is refused', () => {
    const twoItalics: PrismTheme = {...codeTheme, styles: [...codeTheme.styles, {types: ['bold'], style: {fontStyle: 'normal'}}]};
    expect(() => tokenRules(twoItalics)).toThrow(/"fontStyle" is set by both comment and bold/);
  });
});
