/**
 * A code token (the theme's pass-through component, replaced). Both what the
 * server renders and what the browser renders later go through it.
 *
 * - A plain token has no class to style and no colour of its own (the line's
 *   colour is the block's), so it is bare text, and an empty one nothing: on
 *   an API page every JSON line ended with an empty plain token.
 * - A token of a type keeps its span and classes, in the order
 *   `tokenClassTypes` gives (src/site/token-classes.ts), and its colour and
 *   other theme properties come from the stylesheet (`tokenRules` in
 *   src/site/prism.ts) instead of an inline style. Only what the stylesheet
 *   does not carry stays inline: the inline-block that keeps an empty line's
 *   height.
 */
import React, {type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import {usePrismTheme} from '@docusaurus/theme-common';
import type {Props} from '@theme/CodeBlock/Line/Token';
import {themeFacts, tokenClassTypes} from '@site/src/site/token-classes';

/** The style without what the stylesheet sets; undefined when nothing is left. */
function inlineRest(style: CSSProperties | undefined, stylesheet: ReadonlySet<string>): CSSProperties | undefined {
  if (!style) return undefined;
  const rest = Object.fromEntries(Object.entries(style).filter(([prop]) => !stylesheet.has(prop)));
  return Object.keys(rest).length ? rest : undefined;
}

export default function CodeBlockLineToken({line, token, className, style, ...props}: Props): ReactNode {
  const {colourTypes, stylesheetProperties} = themeFacts(usePrismTheme());
  const rest = inlineRest(style, stylesheetProperties);
  if (token.types.length === 1 && token.types[0] === 'plain' && !rest) {
    return props.children === '' ? null : <>{props.children}</>;
  }
  // getTokenProps wrote `token <types…>`; anything after the types is a class the caller added.
  const added = (className ?? '').split(' ').slice(1 + token.types.length);
  return <span {...props} className={clsx('token', ...tokenClassTypes(token.types, colourTypes), ...added)} style={rest} />;
}
