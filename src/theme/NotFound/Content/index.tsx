/**
 * The not-found page's content: a search form, the likeliest destinations
 * and the support address.
 *
 * Why not a wrapper: the theme's NotFound/Content is three translated
 * paragraphs that tell readers to contact "the owner of the site". A wrapper
 * would keep them beside ours, and translations (i18n code.json) can only
 * reword them, not add a form or links. The theme's NotFound page, which
 * renders this inside the Layout, is used as it is.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import {identity} from '@site/src/site/identity';
import {routes} from '@site/src/site/navbar';
import styles from './styles.module.css';

const destinations = [
  {label: 'Documentation overview', to: routes.overview},
  {label: 'API reference', to: routes.api},
  {label: 'Terminal', to: routes.terminal},
  {label: 'Exchange', to: routes.exchange},
  {label: 'Storefront SDK', to: routes.sdkUserGuide},
  {label: 'Webhooks', to: routes.webhooks},
];

export default function NotFoundContent({className}: Props): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', styles.wrapper, className)}>
      <p className={styles.code}>404</p>
      <Heading as="h1">Page not found</Heading>
      <p className={styles.lead}>
        There is no page at this address. It may have moved when the documentation was reorganised,
        or the link that brought you here has a typo.
      </p>
      <form className={styles.search} action={routes.search} method="get" role="search">
        <label htmlFor="not-found-search">Search the documentation</label>
        <div className={styles.searchRow}>
          <input id="not-found-search" name="q" type="search" placeholder="Search docs" autoComplete="off" />
          <button type="submit" className="button button--primary">
            Search
          </button>
        </div>
      </form>
      <Heading as="h2" className={styles.subhead}>
        Popular destinations
      </Heading>
      <ul className={styles.links}>
        {destinations.map((d) => (
          <li key={d.to}>
            <Link to={d.to}>{d.label}</Link>
          </li>
        ))}
      </ul>
      <p>
        Still stuck? Write to <a href={`mailto:${identity.supportEmail}`}>{identity.supportEmail}</a>.
      </p>
    </main>
  );
}
