/**
 * "Was this page helpful? Yes / No", then an optional short reason, and a
 * "Report an issue" link prefilled with the page. Rendered on the server in
 * its full initial size, so nothing moves when scripts or analytics load late
 * or never; the thank-you is announced through a live region that is always
 * in the page.
 */
import React, {useId, useRef, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {recordFeedback, REASON_MAX_LENGTH, reportIssueUrl, type Answer} from './feedback';
import styles from './styles.module.css';

interface Props {
  /** Path of the page, e.g. /docs/api/authenticate/ */
  path: string;
  title: string;
  /** Absolute URL of the page, for the issue body. */
  url: string;
  source?: string;
  newIssueUrl: string;
}

type State = {step: 'ask'} | {step: 'reason'; answer: Answer} | {step: 'done'; answer: Answer};

export default function PageFeedback({path, title, url, source, newIssueUrl}: Props): ReactNode {
  const [state, setState] = useState<State>({step: 'ask'});
  const [reason, setReason] = useState('');
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const id = useId();

  const answer = (value: Answer) => {
    recordFeedback('page_feedback', {page_path: path, answer: value});
    setState({step: 'reason', answer: value});
    requestAnimationFrame(() => reasonRef.current?.focus());
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (state.step !== 'reason') return;
    const text = reason.trim();
    if (text) recordFeedback('page_feedback_reason', {page_path: path, answer: state.answer, reason: text});
    setState({step: 'done', answer: state.answer});
    requestAnimationFrame(() => statusRef.current?.focus());
  };

  const status =
    state.step === 'ask'
      ? ''
      : state.step === 'reason'
        ? 'Thank you for your feedback.'
        : reason.trim()
          ? 'Thank you, your note was sent.'
          : 'Thank you for your feedback.';

  return (
    // Kept out of the search index: it is the same on every page.
    <section className={styles.feedback} aria-labelledby={`${id}-q`} data-pagefind-ignore="all">
      <div className={styles.row}>
        {state.step === 'ask' ? (
          <>
            <p id={`${id}-q`} className={styles.question}>
              Was this page helpful?
            </p>
            <div className={styles.buttons}>
              <button type="button" className={clsx('button button--outline button--primary', styles.button)} onClick={() => answer('yes')}>
                Yes
              </button>
              <button type="button" className={clsx('button button--outline button--primary', styles.button)} onClick={() => answer('no')}>
                No
              </button>
            </div>
          </>
        ) : (
          <p id={`${id}-q`} className={styles.question}>
            {state.answer === 'yes' ? 'Glad it helped.' : 'Sorry it did not help.'}
          </p>
        )}
        <p ref={statusRef} tabIndex={-1} className={styles.status} role="status" aria-live="polite">
          {status}
        </p>
      </div>
      {state.step === 'reason' && (
        <form className={styles.reason} onSubmit={send}>
          <label htmlFor={`${id}-reason`} className={styles.label}>
            {state.answer === 'yes' ? 'What was most useful? (optional)' : 'What was missing or wrong? (optional)'}
          </label>
          <textarea
            id={`${id}-reason`}
            ref={reasonRef}
            className={styles.textarea}
            rows={2}
            maxLength={REASON_MAX_LENGTH}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <div className={styles.actions}>
            <button type="submit" className="button button--primary button--sm">
              {reason.trim() ? 'Send' : 'Skip'}
            </button>
            <span className={styles.hint}>Do not include personal data or credentials.</span>
          </div>
        </form>
      )}
      <p className={styles.report}>
        Found a mistake or something missing?{' '}
        <Link href={reportIssueUrl(newIssueUrl, {title, url, source})}>Report an issue</Link>
      </p>
    </section>
  );
}
