import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {families} from './families';
import styles from './styles.module.css';

/** Cards for the product families on the home page. */
export default function HomeFamilies(): ReactNode {
  return (
    <ul className={styles.grid} aria-label="Product families">
      {families.map((family) => (
        <li key={family.title} className={styles.card}>
          <Heading as="h3" className={styles.title}>
            <Link to={family.to} className={styles.titleLink}>
              {family.title}
            </Link>
          </Heading>
          <p className={styles.summary}>{family.summary}</p>
          <ul className={styles.links}>
            {family.links.map((link) => (
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
