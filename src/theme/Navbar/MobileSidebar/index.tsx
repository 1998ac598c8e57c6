/**
 * Wraps the theme's mobile menu so that it renders only once a reader reaches
 * for it. The theme renders the whole menu (every navbar item plus a copy of
 * the page's sidebar) as soon as the window is narrow, before anyone opens
 * it: on a component page that was 303 of the navbar's 355 elements, and the
 * largest task after hydration on a phone.
 *
 * The menu mounts, closed, when the pointer or focus reaches the toggle, so
 * that its slide-in transition still runs on the click that follows; it also
 * mounts on `shown` for a toggle driven some other way. Once mounted it stays.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

/** The theme's toggle button (`@theme/Navbar/MobileSidebar/Toggle`). */
const TOGGLE = '.navbar__toggle';
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin'] as const;

export default function MobileSidebarWrapper(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [mounted, setMounted] = useState(false);
  if (shown && !mounted) {
    setMounted(true);
  }
  useEffect(() => {
    if (mounted) {
      return undefined;
    }
    const onIntent = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(TOGGLE)) {
        setMounted(true);
      }
    };
    for (const type of INTENT_EVENTS) {
      window.addEventListener(type, onIntent, {passive: true, capture: true});
    }
    return () => {
      for (const type of INTENT_EVENTS) {
        window.removeEventListener(type, onIntent, {capture: true});
      }
    };
  }, [mounted]);
  return mounted ? <MobileSidebar /> : null;
}
