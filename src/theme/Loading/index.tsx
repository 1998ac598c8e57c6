/**
 * The route loader's fallback (spec §8): an error box with the error text and
 * a Retry button, or a spinner with a 3 s cycle once the delay has passed.
 *
 * Why not a wrapper: theme-classic has no Loading, so `@theme-original/Loading`
 * is core's theme-fallback/Loading, a bare fallback for themes to replace. It
 * styles itself inline (white on #fa383e, under the 4.5:1 contrast axe
 * requires; a 128 px SVG spinner), with no class to restyle and no role for
 * assistive technology, and a wrapper can change none of it. The behaviour
 * here is the same (the same three states, the same props).
 */
import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

type Props = {
  readonly error?: unknown;
  readonly retry: () => void;
  readonly pastDelay: boolean;
};

export default function Loading({error, retry, pastDelay}: Props): ReactNode {
  if (error) {
    return (
      <div className={styles.errorBox} role="alert">
        <p className={styles.errorTitle}>This page could not be loaded.</p>
        <p className={styles.errorText}>{String(error)}</p>
        <button type="button" className="button button--primary" onClick={retry}>
          Retry
        </button>
      </div>
    );
  }
  if (pastDelay) {
    return (
      <div className={styles.loader} role="status" aria-live="polite">
        <span className={styles.spinner} aria-hidden="true" />
        <span className={styles.label}>Loading…</span>
      </div>
    );
  }
  return null;
}
