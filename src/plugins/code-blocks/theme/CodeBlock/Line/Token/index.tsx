/**
 * A code token (the theme's pass-through component, replaced).
 *
 * - A plain token has no class to style and no colour of its own (the line's
 *   colour is the block's), so it is bare text, and an empty one nothing: on
 *   an API page every JSON line ended with an empty plain token.
 * - A token of a type keeps its span and classes, in the order
 *   `tokenClassTypes` gives (src/plugins/code-blocks/token-classes.ts), and its colour and
 *   other theme properties come from the stylesheet (`tokenRules` in
 *   src/plugins/code-blocks/colours.ts) instead of an inline style. Only what the stylesheet
 *   does not carry stays inline: the inline-block that keeps an empty line's
 *   height.
 */
import React, {type ReactNode} from 'react';
import {usePrismTheme} from '@docusaurus/theme-common';
import type {Props} from '@theme/CodeBlock/Line/Token';
import {themeFacts, tokenSpan} from '@site/src/plugins/code-blocks/token-classes';

export default function CodeBlockLineToken({line, token, className, style, ...props}: Props): ReactNode {
  const span = tokenSpan(token, className, style, themeFacts(usePrismTheme()));
  if (!span) return props.children === '' ? null : <>{props.children}</>;
  return <span {...props} className={span.className} style={span.style} />;
}
