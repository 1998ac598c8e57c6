/**
 * The theme's CodeBlock (ejected from @docusaurus/theme-classic 3.10.2),
 * without the `key={String(isBrowser)}` that remounts every code block right
 * after hydration: the block is tokenized twice and its DOM thrown away and
 * built again. Ejected, not wrapped: the key is inside the component.
 *
 * The key dates from before the colour mode's hydration lag
 * (facebook/docusaurus#7986). The site's code theme is the same in both
 * modes (its colours are CSS variables, ../../colours.ts), so a block's HTML
 * does not depend on the mode. Measured alone, with the rest of round 1's
 * mechanisms in place, it gained nothing; with round 2's removals done, the
 * remount put Lighthouse's LCP about 900 ms later on API and component pages
 * (decisions/0003-ablation.md, row 10). tests/e2e/foundation/states.spec.ts
 * checks that no block is rebuilt after load.
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
