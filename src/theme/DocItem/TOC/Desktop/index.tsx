/**
 * The theme's desktop table of contents, kept as the server rendered it while
 * the page hydrates on a phone (src/site/kept-from-server.ts): it is hidden
 * there, and the theme removes it as soon as the page has hydrated. Everywhere
 * else, and once the window is wide, it is the theme's own.
 */
import React, {type ReactNode} from 'react';
import DocItemTOCDesktop from '@theme-original/DocItem/TOC/Desktop';
import {isMobileViewport, useKeptFromServer} from '@site/src/site/kept-from-server';

export default function DocItemTOCDesktopWrapper(): ReactNode {
  const {kept, keptProps} = useKeptFromServer<HTMLDivElement>(isMobileViewport);
  return kept ? <div {...keptProps} /> : <DocItemTOCDesktop />;
}
