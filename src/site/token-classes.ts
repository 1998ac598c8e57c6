/**
 * How a code token's classes carry its theme style, so that tokens need no
 * inline style (src/theme/CodeBlock/Line/Token renders with it; the rules
 * are written by `tokenRules` in ./prism.ts). No theme is imported here: the
 * browser gets the theme from the site's config, not from a second copy in
 * its scripts.
 */
import type {PrismTheme} from 'prism-react-renderer';

type ThemeFacts = {colourTypes: ReadonlySet<string>; stylesheetProperties: ReadonlySet<string>};
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
