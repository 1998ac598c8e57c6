/**
 * Why this exists: the root error boundary's fallback (core's
 * theme-fallback/Error) titles the page "This page crashed" without the
 * period the spec requires, and renders the full layout again, which crashes
 * a second time when the navbar was what failed. This page stands alone:
 * title, "Try again" and the chain of error messages (spec §8).
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {ErrorBoundaryError, ErrorBoundaryTryAgainButton} from '@docusaurus/theme-common';
import type {Props} from '@theme/Error';
import {identity} from '@site/src/site/identity';
import styles from './styles.module.css';

export default function Error({error, tryAgain}: Props): ReactNode {
  // The root error boundary sits outside DocusaurusContextProvider, but the
  // context's default value is the static site config, so the base URL holds.
  const home = useBaseUrl('/');
  return (
    <main className={styles.page}>
      <Head>
        <title>This page crashed.</title>
      </Head>
      <a className={styles.home} href={home}>
        {identity.siteTitle}
      </a>
      <h1>This page crashed.</h1>
      <p>Something on this page failed while it was showing. Trying again usually helps.</p>
      <ErrorBoundaryTryAgainButton onClick={tryAgain} className="button button--primary" />
      <hr />
      <ErrorBoundaryError error={error} />
    </main>
  );
}
