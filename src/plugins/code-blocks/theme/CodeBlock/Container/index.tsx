/**
 * The theme's code block container (replaced), without its inline style. The
 * theme sets `--prism-color` and `--prism-background-color` from the code
 * theme on every block; the site's code theme is the same in both colour
 * modes (src/plugins/code-blocks/colours.ts), so the stylesheet declares them once for
 * `.theme-code-block` (`codeThemeCss`), and a page's blocks no longer repeat
 * them.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';

import styles from './styles.module.css';

export default function CodeBlockContainer<T extends 'div' | 'pre'>({as: As, ...props}: {as: T} & ComponentProps<T>): ReactNode {
  const Element = As as 'div';
  return (
    <Element {...(props as ComponentProps<'div'>)} className={clsx(props.className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)} />
  );
}
