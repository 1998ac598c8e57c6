/**
 * Steps and Step: a numbered, vertical list of steps for procedures.
 *
 * Props:
 * - `Steps`: `children` = `<Step>` elements (numbered automatically).
 * - `Step`: `title: string` (short imperative, e.g. "Request a token"),
 *   `children?` = MDX content (paragraphs, code blocks, admonitions).
 *   Leave blank lines around Markdown inside a Step so MDX parses it.
 *
 * Step titles are not headings (they do not appear in the table of
 * contents); use a `##` heading above the Steps for that.
 *
 * @example
 * import Steps, {Step} from '@site/src/components/Steps';
 * <Steps>
 *   <Step title="Request a token">
 *
 *   POST your client credentials to the token URL.
 *
 *   </Step>
 * </Steps>
 */
import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

export interface StepsProps {
  children: ReactNode;
}

export interface StepProps {
  title: string;
  children?: ReactNode;
}

export function Step({title, children}: StepProps) {
  return (
    <li className={styles.step}>
      <p className={styles.title}>{title}</p>
      {children ? <div className={styles.body}>{children}</div> : null}
    </li>
  );
}

export default function Steps({children}: StepsProps) {
  return <ol className={styles.steps}>{children}</ol>;
}
