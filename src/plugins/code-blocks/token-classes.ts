/**
 * How a code token's classes carry its theme style, so that tokens need no
 * inline style (src/plugins/code-blocks/theme/CodeBlock/Line/Token renders with it; the rules
 * are written by `tokenRules` in ./prism.ts). No theme is imported here: the
 * browser gets the theme from the site's config, not from a second copy in
 * its scripts.
 */
import type {CSSProperties} from 'react';
import type {PrismTheme, Token} from 'prism-react-renderer';

export type ThemeFacts = {colourTypes: ReadonlySet<string>; stylesheetProperties: ReadonlySet<string>};
const facts = new WeakMap<PrismTheme, ThemeFacts>();

/** The types whose theme entry sets a colour, and every property a theme entry sets (the stylesheet's). */
export function themeFacts(theme: PrismTheme): ThemeFacts {
  let known = facts.get(theme);
  if (!known) {
    known = {
      colourTypes: new Set(theme.styles.filter((s) => s.style.color !== undefined).flatMap((s) => s.types)),
      stylesheetProperties: new Set(theme.styles.flatMap((s) => Object.keys(s.style))),
    };
    facts.set(theme, known);
  }
  return known;
}

/**
 * A token's types in the order its class lists them: those without a colour
 * first, then those with one, each group in Prism's order (outer to inner).
 * prism-react-renderer gives a nested token the colour of its innermost type
 * that has one (`tag punctuation` is punctuation-coloured, `class-name
 * keyword` keyword-coloured); CSS cannot see nesting, but it can match the
 * class attribute's last word, which this order makes that type.
 */
export function tokenClassTypes(types: readonly string[], colourTypes: ReadonlySet<string>): string[] {
  return [...types.filter((t) => !colourTypes.has(t)), ...types.filter((t) => colourTypes.has(t))];
}

/** The style without what the stylesheet sets; undefined when nothing is left. */
function inlineRest(style: CSSProperties | undefined, stylesheet: ReadonlySet<string>): CSSProperties | undefined {
  if (!style) return undefined;
  let rest: Record<string, unknown> | undefined;
  // No copy for a token whose every property is the stylesheet's (most of them, hundreds a page).
  for (const prop in style) {
    if (!stylesheet.has(prop)) (rest ??= {})[prop] = style[prop as keyof CSSProperties];
  }
  return rest as CSSProperties | undefined;
}

/**
 * How a token is written: `undefined` for a plain token with nothing to
 * style (bare text), else its span's classes and what stays of its inline
 * style. `className` and `style` are what the theme's `getTokenProps` gave.
 */
export function tokenSpan(
  token: Pick<Token, 'types'>,
  className: string | undefined,
  style: CSSProperties | undefined,
  {colourTypes, stylesheetProperties}: ThemeFacts,
): {className: string; style?: CSSProperties} | undefined {
  const rest = inlineRest(style, stylesheetProperties);
  if (token.types.length === 1 && token.types[0] === 'plain' && !rest) return undefined;
  // getTokenProps wrote `token <types…>`; anything after the types is a class the caller added.
  const added = (className ?? '').split(' ').slice(1 + token.types.length).filter(Boolean);
  return {className: ['token', ...tokenClassTypes(token.types, colourTypes), ...added].join(' '), style: rest};
}
