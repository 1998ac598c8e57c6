/**
 * Parts of a page hydrated without their content: the HTML the server
 * rendered inside an element is kept as it is, and React neither renders nor
 * hydrates what is in it.
 *
 * Hydration walks every element of the server's HTML and builds a component
 * and a fiber for each. Some of them never need it: a code block's tokens
 * (hundreds on an API page; their colours are CSS variables, so they are right
 * in either colour mode), and on a phone the desktop sidebar and table of
 * contents, which the theme removes as soon as the page has hydrated
 * (`useWindowSize()` then says "mobile"). While the page hydrates, such an
 * element is rendered with an empty `dangerouslySetInnerHTML`: in production
 * React does not compare it with the server's children, so they stay.
 *
 * `kept` holds for the life of a component first rendered by hydration in the
 * browser (`useIsBrowser()` is false there only while the page hydrates). It
 * ends, and the component renders its content, when the element is empty after
 * the commit (React rendered the page afresh instead of hydrating it, after a
 * mismatch above) or when `keep()` no longer holds (the window was widened).
 * A component mounted later (a page reached by a link, a tab chosen) renders
 * its content as usual.
 */
import {useLayoutEffect, useRef, useState, type RefObject} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

export interface KeptElementProps<E extends HTMLElement> {
  ref: RefObject<E | null>;
  dangerouslySetInnerHTML: {__html: string};
  suppressHydrationWarning: true;
}

const EMPTY = {__html: ''};

export function useKeptFromServer<E extends HTMLElement = HTMLElement>(
  keep: () => boolean = () => true,
): {kept: boolean; keptProps: KeptElementProps<E>} {
  const isBrowser = useIsBrowser();
  const [kept, setKept] = useState(() => !isBrowser && typeof window !== 'undefined' && keep());
  const ref = useRef<E>(null);
  useLayoutEffect(() => {
    if (kept && (!ref.current?.firstChild || !keep())) setKept(false);
  });
  return {kept, keptProps: {ref, dangerouslySetInnerHTML: EMPTY, suppressHydrationWarning: true}};
}

/** The theme's breakpoint (`useWindowSize()` in @docusaurus/theme-common, Infima's media queries). */
const DESKTOP_MIN_WIDTH = 997;

/** True where the theme shows its mobile layout: the desktop sidebar and table of contents are hidden there. */
export const isMobileViewport = (): boolean => window.innerWidth < DESKTOP_MIN_WIDTH;
