/**
 * Wraps the theme's Tabs: language tabs (groupId "language", the curl /
 * Node.js / Python samples) are lazy unless the page says otherwise
 * (`lazy={false}`), so a page's HTML holds only the chosen language's panel.
 * The API operation pages repeat their three samples per request: with every
 * panel in the HTML, an operation page is 1.75 KB gzip over its byte budget
 * (tests/build/budgets.ts; decisions/0003-ablation.md). The Markdown twins
 * and llms-full.txt still hold every language.
 */
import React, {type ReactNode} from 'react';
import Tabs from '@theme-original/Tabs';
import type TabsType from '@theme/Tabs';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof TabsType>;

export default function TabsWrapper(props: Props): ReactNode {
  return <Tabs {...props} lazy={props.lazy ?? props.groupId === 'language'} />;
}
