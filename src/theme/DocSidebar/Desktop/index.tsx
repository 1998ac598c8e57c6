/**
 * The theme's desktop sidebar, kept as the server rendered it while the page
 * hydrates on a phone (src/site/kept-from-server.ts). It is hidden there, and
 * the theme replaces it with the mobile sidebar as soon as the page has
 * hydrated; hydrating its links first was work thrown away (on a component
 * page, about 280 elements). Everywhere else, and once the window is wide,
 * it is the theme's own.
 */
import React, {type ReactNode} from 'react';
import DocSidebarDesktop from '@theme-original/DocSidebar/Desktop';
import type DocSidebarDesktopType from '@theme/DocSidebar/Desktop';
import type {WrapperProps} from '@docusaurus/types';
import {isMobileViewport, useKeptFromServer} from '@site/src/site/kept-from-server';

type Props = WrapperProps<typeof DocSidebarDesktopType>;

export default function DocSidebarDesktopWrapper(props: Props): ReactNode {
  const {kept, keptProps} = useKeptFromServer<HTMLDivElement>(isMobileViewport);
  return kept ? <div {...keptProps} /> : <DocSidebarDesktop {...props} />;
}
