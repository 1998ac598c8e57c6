import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {productAreas} from '@site/src/site/navigation';
import styles from './styles.module.css';

/**
 * Cards for the product areas on the home page, from the same module as the
 * navbar and the footer (src/site/navigation.ts): heading, landing page,
 * one-line description and the area's main pages.
 */
export default function HomeFamilies(): ReactNode {
  return (
    <ul className={styles.grid} aria-label="Product families">
      {productAreas.map((area) => (
        <li key={area.landing} className={styles.card}>
          <Heading as="h3" className={styles.title}>
            <Link to={area.landing} className={styles.titleLink}>
              {area.title ?? area.label}
            </Link>
          </Heading>
          <p className={styles.summary}>{area.description}</p>
          <ul className={styles.links}>
            {area.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
