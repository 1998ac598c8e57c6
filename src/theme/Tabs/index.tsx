/**
 * Wraps the theme's Tabs: language tabs (groupId "language", the curl /
 * Node.js / Python samples of the guides and API pages) are lazy by default,
 * so only the chosen language is rendered and hydrated. Each sample is
 * hundreds of highlighted tokens: the Quote Start authentication page had 722
 * elements in hidden panels. The Markdown twins and llms-full.txt still hold
 * every language. A page can still pass `lazy={false}`.
 */
import React, {type ReactNode} from 'react';
import Tabs from '@theme-original/Tabs';
import type TabsType from '@theme/Tabs';

type Props = React.ComponentProps<typeof TabsType>;

export default function TabsWrapper(props: Props): ReactNode {
  return <Tabs {...props} lazy={props.lazy ?? props.groupId === 'language'} />;
}
