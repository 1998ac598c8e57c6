/**
 * The theme's CodeBlock (ejected from @docusaurus/theme-classic 3.10.2),
 * without the `key={String(isBrowser)}` that remounted every code block right
 * after hydration: the block was tokenized twice and its DOM thrown away and
 * built again (on the home page, 5 blocks of 25-64 elements each; on an API
 * page, hundreds of tokens).
 *
 * The key dates from before the color mode's hydration lag
 * (facebook/docusaurus#7986). The site's code theme is the same in both modes
 * (its colours are CSS variables, src/plugins/code-blocks/colours.ts), so a block's HTML does
 * not depend on the mode at all, and ./Content keeps the lines the server
 * rendered while the page hydrates. tests/e2e/foundation/states.spec.ts loads
 * a page in each mode and checks the colours and that no block was rebuilt.
 */
import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  // The children is now guaranteed to be one/more plain strings
  return Array.isArray(children) ? children.join('') : (children as string);
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  const CodeBlockComp = typeof children === 'string' ? StringContent : ElementContent;
  return <CodeBlockComp {...props}>{children as string}</CodeBlockComp>;
}
