/**
 * The theme's Heading (@docusaurus/theme-classic/src/theme/Heading), ejected
 * for one change: the hash link has no `title`. It repeated the link's
 * accessible name (`aria-label`, kept) as a tooltip, about 30 bytes of HTML
 * per heading: 140 bytes gzip of a component page, which has 28 headings.
 * Keep the rest as the theme has it.
 *
 * Why not a wrapper: the attribute is on the hash link the theme's Heading
 * renders inside the heading, set from the same translated string as the
 * link's `aria-label`; no prop or option leaves it out, and a wrapper only
 * sees the heading from outside. (Whether the bytes pay for an ejected
 * component is measured in decisions/0003-ablation.md.)
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useAnchorTargetClassName} from '@docusaurus/theme-common';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import type {Props} from '@theme/Heading';
import './styles.module.css';

export default function Heading({as: As, id, ...props}: Props): ReactNode {
  const brokenLinks = useBrokenLinks();
  const anchorTargetClassName = useAnchorTargetClassName(id);

  // H1 headings do not need an id because they don't appear in the TOC.
  if (As === 'h1' || !id) {
    return <As {...props} id={undefined} />;
  }

  brokenLinks.collectAnchor(id);

  const anchorTitle = translate(
    {
      id: 'theme.common.headingLinkTitle',
      message: 'Direct link to {heading}',
      description: 'Title for link to heading',
    },
    {
      heading: typeof props.children === 'string' ? props.children : id,
    },
  );

  return (
    <As {...props} className={clsx('anchor', anchorTargetClassName, props.className)} id={id}>
      {props.children}
      <Link className="hash-link" to={`#${id}`} aria-label={anchorTitle} translate="no">
        &#8203;
      </Link>
    </As>
  );
}
