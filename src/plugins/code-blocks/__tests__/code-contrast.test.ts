/**
 * Every colour of a code block meets WCAG AA (4.5:1) on the code background,
 * and on a highlighted line, in both themes. The colours are decided here
 * (src/plugins/code-blocks/colours.ts and the highlighted-line variable of src/css/custom.css),
 * so they are checked here, once for every token type: the browser's axe
 * check leaves code lines out (thousands of token spans on the longest pages,
 * the same few colours each time).
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import type {PrismTheme} from 'prism-react-renderer';
import {darkCodeTheme, lightCodeTheme} from '../colours';

type Rgba = [number, number, number, number];

function parse(colour: string): Rgba {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour);
  if (hex) {
    const n = parseInt(hex[1]!, 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255, 1];
  }
  const rgba = /^rgba?\(\s*(\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\s*\)$/.exec(colour);
  if (rgba) return [Number(rgba[1]), Number(rgba[2]), Number(rgba[3]), rgba[4] === undefined ? 1 : Number(rgba[4])];
  throw new Error(`unreadable colour ${colour}`);
}

/** `top` painted over the opaque `bottom`. */
function over(top: Rgba, bottom: Rgba): Rgba {
  const a = top[3];
  return [0, 1, 2].map((i) => top[i]! * a + bottom[i]! * (1 - a)).concat(1) as Rgba;
}

function luminance([r, g, b]: Rgba): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrast(a: Rgba, b: Rgba): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The highlighted-line background of each theme, from the site's stylesheet. */
function highlightedLine(): {light: string; dark: string} {
  const css = fs.readFileSync(path.resolve(__dirname, '../../../css/custom.css'), 'utf8');
  const values = [...css.matchAll(/--docusaurus-highlighted-code-line-bg:\s*([^;]+);/g)].map((m) => m[1]!.trim());
  expect(values, 'custom.css sets the highlighted line for light (first) and dark (second)').toHaveLength(2);
  return {light: values[0]!, dark: values[1]!};
}

/** Each token colour as painted: its own colour, or the plain colour at the token's opacity. */
function tokenColours(theme: PrismTheme, background: Rgba): Array<[string, Rgba]> {
  const plain = parse(theme.plain.color!);
  const colours: Array<[string, Rgba]> = [['plain', plain]];
  for (const {types, style} of theme.styles) {
    const base = style.color ? parse(style.color) : plain;
    const opacity = typeof style.opacity === 'number' ? style.opacity : 1;
    colours.push([types.join(', '), over([base[0], base[1], base[2], opacity], background)]);
  }
  return colours;
}

describe('code colours', () => {
  const line = highlightedLine();
  for (const [name, theme, highlight] of [
    ['light', lightCodeTheme, line.light],
    ['dark', darkCodeTheme, line.dark],
  ] as const) {
    test(`${name}: every token type has 4.5:1 on the code background and on a highlighted line`, () => {
      const background = parse(theme.plain.backgroundColor!);
      const highlighted = over(parse(highlight), background);
      const failing: string[] = [];
      for (const bg of [background, highlighted]) {
        for (const [types, colour] of tokenColours(theme, bg)) {
          const ratio = contrast(colour, bg);
          if (ratio < 4.5) failing.push(`${types}: ${ratio.toFixed(2)}:1 on rgb(${bg.slice(0, 3).map(Math.round).join(', ')})`);
        }
      }
      expect(failing).toEqual([]);
      // Every style is a colour or an opacity: nothing unchecked.
      expect(theme.styles.every(({style}) => style.color !== undefined || style.opacity !== undefined)).toBe(true);
    });
  }

  test('the contrast formula matches WCAG reference values', () => {
    expect(contrast(parse('#000000'), parse('#ffffff'))).toBeCloseTo(21, 5);
    expect(contrast(parse('#767676'), parse('#ffffff'))).toBeCloseTo(4.54, 2);
  });
});
