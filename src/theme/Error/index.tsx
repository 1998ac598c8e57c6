/**
 * The root error boundary's fallback (spec §8: "This page crashed." with
 * "Try again" and the chain of error messages).
 *
 * Why not a wrapper: theme-classic has no Error of its own, so
 * `@theme-original/Error` is core's fallback (theme-fallback/Error). That one
 * renders the whole Layout again, which crashes a second time when the navbar
 * or a provider was what failed, and its own last resort is titled "This page
 * crashed" without the period; a wrapper can change neither. So this page
 * stands alone (no navbar, no providers) and renders the theme's own crash
 * content, @theme/ErrorPageContent (the title, Try again, the error chain),
 * which the theme's Layout also shows when a page's content fails.
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import ErrorPageContent from '@theme/ErrorPageContent';
import type {Props} from '@theme/Error';
import {identity} from '@site/src/site/identity';
import styles from './styles.module.css';

export default function Error(props: Props): ReactNode {
  // The root error boundary sits outside DocusaurusContextProvider, but the
  // context's default value is the static site config, so the base URL holds.
  const home = useBaseUrl('/');
  return (
    <div className={styles.page}>
      <Head>
        <title>This page crashed.</title>
      </Head>
      <a className={styles.home} href={home}>
        {identity.siteTitle}
      </a>
      <ErrorPageContent {...props} />
    </div>
  );
}
