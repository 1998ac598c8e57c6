/**
 * Code colours with WCAG AA contrast (4.5:1) on their own backgrounds and on
 * a highlighted line (src/plugins/code-blocks/__tests__/code-contrast.test.ts); the stock
 * GitHub and Dracula themes fall short for comments, strings and constants.
 * Token colours follow GitHub's Primer palette (keywords a shade darker).
 */
import type {PrismTheme} from 'prism-react-renderer';

export const lightCodeTheme: PrismTheme = {
  plain: {color: '#1f2328', backgroundColor: '#f6f8fa'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#57606a', fontStyle: 'italic'}},
    {types: ['namespace'], style: {opacity: 0.85}},
    {types: ['string', 'attr-value', 'char'], style: {color: '#0a3069'}},
    {types: ['punctuation', 'operator'], style: {color: '#1f2328'}},
    {types: ['number', 'boolean', 'constant', 'symbol', 'regex', 'url', 'entity'], style: {color: '#0550ae'}},
    {types: ['variable', 'parameter', 'property', 'inserted'], style: {color: '#953800'}},
    {types: ['keyword', 'atrule', 'selector', 'builtin'], style: {color: '#b3202a'}},
    {types: ['function', 'function-variable', 'class-name'], style: {color: '#6639ba'}},
    {types: ['tag', 'deleted'], style: {color: '#116329'}},
    {types: ['attr-name'], style: {color: '#0550ae'}},
  ],
};

export const darkCodeTheme: PrismTheme = {
  plain: {color: '#e6edf3', backgroundColor: '#161b22'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#9ba7b4', fontStyle: 'italic'}},
    {types: ['namespace'], style: {opacity: 0.85}},
    {types: ['string', 'attr-value', 'char'], style: {color: '#a5d6ff'}},
    {types: ['punctuation', 'operator'], style: {color: '#e6edf3'}},
    {types: ['number', 'boolean', 'constant', 'symbol', 'regex', 'url', 'entity'], style: {color: '#79c0ff'}},
    {types: ['variable', 'parameter', 'property', 'inserted'], style: {color: '#ffa657'}},
    {types: ['keyword', 'atrule', 'selector', 'builtin'], style: {color: '#ff7b72'}},
    {types: ['function', 'function-variable', 'class-name'], style: {color: '#d2a8ff'}},
    {types: ['tag', 'deleted'], style: {color: '#7ee787'}},
    {types: ['attr-name'], style: {color: '#79c0ff'}},
  ],
};

type Style = PrismTheme['plain'];

/** `fontStyle` → `font-style`. */
const kebab = (prop: string): string => prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The variable for a property of the plain style or of a style entry (named by its first type). */
function variableName(entry: string | undefined, prop: string): string {
  if (entry === undefined) return prop === 'color' ? '--bp-code-color' : `--bp-code-${kebab(prop)}`;
  return prop === 'color' ? `--bp-code-${entry}` : `--bp-code-${entry}-${kebab(prop)}`;
}

/**
 * The one theme code blocks render with, in both colour modes: a property the
 * two themes give the same value keeps it, one they differ on is a CSS
 * variable (`--bp-code-keyword`, `--bp-code-background-color`), declared for
 * each mode by `codeThemeCss`. A block's HTML is then the same in both modes:
 * the reader's mode applies before the first paint, and no block renders
 * again when it changes (and ./theme/CodeBlock does not remount it after hydration).
 */
export function modeIndependentTheme(light: PrismTheme, dark: PrismTheme): {theme: PrismTheme; variables: {light: Record<string, string>; dark: Record<string, string>}} {
  if (light.styles.length !== dark.styles.length || light.styles.some((s, i) => s.types.join() !== dark.styles[i]!.types.join())) {
    throw new Error('The light and dark code themes must list the same token types in the same order');
  }
  const variables = {light: {} as Record<string, string>, dark: {} as Record<string, string>};
  const merge = (a: Style, b: Style, entry?: string): Style => {
    const out: Record<string, string | number> = {};
    for (const prop of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const x = (a as Record<string, string | number | undefined>)[prop];
      const y = (b as Record<string, string | number | undefined>)[prop];
      if (x === y) {
        if (x !== undefined) out[prop] = x;
        continue;
      }
      if (x === undefined || y === undefined) throw new Error(`Code themes: "${prop}" of ${entry ?? 'plain'} is set in one mode only`);
      const name = variableName(entry, prop);
      variables.light[name] = String(x);
      variables.dark[name] = String(y);
      out[prop] = `var(${name})`;
    }
    return out as Style;
  };
  const theme: PrismTheme = {
    plain: merge(light.plain, dark.plain),
    styles: light.styles.map((s, i) => ({...s, style: merge(s.style, dark.styles[i]!.style, s.types[0])})),
  };
  return {theme, variables};
}

const independent = modeIndependentTheme(lightCodeTheme, darkCodeTheme);

/** The theme of `themeConfig.prism`, for both modes. */
export const codeTheme: PrismTheme = independent.theme;

/**
 * The token rules of the stylesheet, from the mode-independent theme: colour
 * by the class attribute's last word (see `tokenClassTypes` in
 * ./token-classes.ts); any other property (italic comments, dimmed
 * namespaces) by the class alone, which is prism-react-renderer's result as
 * long as one entry sets it, so two entries setting the same one are refused.
 * src/plugins/code-blocks/__tests__/code-theme.test.ts compares the two over every pair of
 * types.
 */
export function tokenRules(theme: PrismTheme = codeTheme): string {
  const rules: string[] = [];
  const setBy = new Map<string, string>();
  for (const {types, style} of theme.styles) {
    for (const [prop, value] of Object.entries(style)) {
      const cssProp = kebab(prop);
      if (prop === 'color') {
        rules.push(`${types.map((t) => `.token[class$=' ${t}']`).join(',\n')} {\n  color: ${value};\n}\n`);
        continue;
      }
      const other = setBy.get(prop);
      if (other) throw new Error(`Code theme: "${prop}" is set by both ${other} and ${types[0]}; the stylesheet cannot order them`);
      setBy.set(prop, types[0]!);
      rules.push(`${types.map((t) => `.token.${t}`).join(',\n')} {\n  ${cssProp}: ${value};\n}\n`);
    }
  }
  return rules.join('');
}

/**
 * The block rules of the stylesheet: the plain colours the theme's components
 * set inline on every block (the container's `--prism-*` variables, the
 * `<pre>`'s colour and background), declared once (src/plugins/code-blocks/theme/CodeBlock/Container
 * and Content leave them out).
 */
export function blockRules(theme: PrismTheme = codeTheme): string {
  const {color, backgroundColor} = theme.plain;
  if (color === undefined || backgroundColor === undefined) throw new Error('Code theme: the plain style needs a colour and a background');
  return (
    `.theme-code-block {\n  --prism-color: ${color};\n  --prism-background-color: ${backgroundColor};\n}\n` +
    `.prism-code {\n  color: ${color};\n  background-color: ${backgroundColor};\n}\n`
  );
}

/** The code colours of each mode, and the block and token rules, for the main stylesheet (the site plugin writes it). */
export function codeThemeCss(): string {
  const block = (selector: string, vars: Record<string, string>) =>
    `${selector} {\n${Object.entries(vars)
      .map(([name, value]) => `  ${name}: ${value};\n`)
      .join('')}}\n`;
  return `/* Code colours, from src/plugins/code-blocks/colours.ts. */\n${block(':root', independent.variables.light)}${block("[data-theme='dark']", independent.variables.dark)}${blockRules()}${tokenRules()}`;
}
