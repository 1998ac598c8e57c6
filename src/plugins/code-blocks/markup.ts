/**
 * A code block's lines as one HTML string, for the server's render of a
 * block (src/plugins/code-blocks/theme/CodeBlock/Content): the markup the theme's Line component
 * and the site's Token component (src/plugins/code-blocks/theme/CodeBlock/Line/Token) write, a
 * `<div class="token-line">` per line with a span per styled token, without
 * a React element and component for every token. In a profile of the static
 * renderer, about a third of its time went to code blocks' tokens (an API page
 * has about 900 of them; README, "Build time", sixth round).
 *
 * The browser never renders this string: a block hydrating keeps the
 * server's lines (src/site/kept-from-server.ts), and a block mounted later
 * renders its components. The markup differs from React's only in the empty
 * comments React puts between two adjacent texts
 * (src/plugins/code-blocks/__tests__/markup.test.tsx renders both).
 */
import type {CSSProperties} from 'react';
import type {RenderProps, Token} from 'prism-react-renderer';
import {tokenSpan, type ThemeFacts} from './token-classes';

/**
 * `true` in the server's bundle and `false` in the browser's, written in when
 * the site is bundled (src/plugins/site-plugin.ts): a component tests this
 * expression, spelled out, and the browser's scripts leave out what it guards.
 */
export const SERVER_BUNDLE = 'process.env.BP_SERVER_BUNDLE';

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;'};

/** Text or an attribute value escaped as React escapes it. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** ` style="…"` as React writes a style of string values; undefined for a value it would write otherwise (a number). */
function styleAttribute(style: CSSProperties | undefined): string | undefined {
  if (!style) return '';
  const declarations: string[] = [];
  for (const [property, value] of Object.entries(style)) {
    if (value === undefined || value === null || value === '') continue;
    if (typeof value !== 'string' || property.startsWith('--') || /^(ms|Webkit|Moz)[A-Z]/.test(property)) return undefined;
    declarations.push(`${property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value.trim()}`);
  }
  return declarations.length ? ` style="${escapeHtml(declarations.join(';'))}"` : '';
}

/** The attributes of a line's or a span's props, or undefined when they hold more than a class and a style. */
function attributes({className, style, children: _children, ...rest}: {className?: string; style?: CSSProperties; children?: unknown}): string | undefined {
  if (Object.keys(rest).length) return undefined;
  const css = styleAttribute(style);
  if (css === undefined) return undefined;
  return `${className ? ` class="${escapeHtml(className)}"` : ''}${css}`;
}

/**
 * The lines' HTML, or undefined when a line or token has props this writer
 * does not know (the caller then renders the components). Line numbers are
 * not written here: their classes are the theme's CSS module's.
 */
export function linesMarkup(
  lines: Token[][],
  getLineProps: RenderProps['getLineProps'],
  getTokenProps: RenderProps['getTokenProps'],
  facts: ThemeFacts,
  lineClassNames: Record<number, string[] | undefined> = {},
): string | undefined {
  let html = '';
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!;
    // The theme's Line: a line that is only a line break is written empty, its <br/> keeps it open.
    if (line.length === 1 && line[0]!.content === '\n') line = [{...line[0]!, content: ''}];
    const classNames = lineClassNames[i];
    const lineAttributes = attributes(getLineProps({line, className: classNames?.length ? classNames.join(' ') : ''}));
    if (lineAttributes === undefined) return undefined;
    html += `<div${lineAttributes}>`;
    for (const token of line) {
      const {className, style, children, ...rest} = getTokenProps({token});
      if (Object.keys(rest).length) return undefined;
      const span = tokenSpan(token, className, style, facts);
      if (!span) {
        html += escapeHtml(String(children ?? ''));
        continue;
      }
      const spanAttributes = attributes(span);
      if (spanAttributes === undefined) return undefined;
      html += `<span${spanAttributes}>${escapeHtml(String(children ?? ''))}</span>`;
    }
    html += '<br/></div>';
  }
  return html;
}
