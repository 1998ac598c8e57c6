/**
 * The theme's ThemedImage (ejected from @docusaurus/theme-classic 3.10.2)
 * that loads only what a reader can see before they scroll. React's server
 * renderer preloads, in the page's head, the first ten images that are not
 * `loading="lazy"`: with the theme's component that was the navbar logo, its
 * dark variant and the footer logo, three high-priority requests before the
 * first paint where one is needed. Lazy here:
 * - the dark variant: hidden in light mode (the default), it is then never
 *   fetched; in dark mode it is in view and loads at once;
 * - the footer logo (`footer__logo`), below the fold on every page.
 * tests/e2e/foundation/states.spec.ts checks the preloads and that the logos
 * load in both modes.
 *
 * Why not a wrapper: the original spreads the same props onto the light and
 * the dark `<img>`, so a wrapper can make both lazy or neither; the light logo
 * must stay eager (it is the one preload) while the dark one is lazy. The
 * footer's alone could be a wrapper. The difference from the original is the
 * `loading` line.
 */
import React, {type ReactNode} from 'react';
import {ThemedComponent} from '@docusaurus/theme-common';
import type {Props} from '@theme/ThemedImage';

export default function ThemedImage(props: Props): ReactNode {
  const {sources, className: parentClassName, alt, ...propsRest} = props;
  const footer = parentClassName?.includes('footer__logo');
  return (
    <ThemedComponent className={parentClassName}>
      {({theme, className}) => (
        <img
          src={sources[theme]}
          alt={alt}
          className={className}
          loading={footer || theme === 'dark' ? 'lazy' : undefined}
          {...propsRest}
        />
      )}
    </ThemedComponent>
  );
}
