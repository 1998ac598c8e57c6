/**
 * The console's answer (status, headers, formatted body, whether it is what
 * the document says) and the request as code, written by the page's own
 * sample generator (CodeSamples/generate.ts) from the values sent.
 */
import React from 'react';
import clsx from 'clsx';
import type {OperationData} from '../../types';
import CodeBlock from '@theme/CodeBlock';
import SampleTabs from '../CodeSamples/SampleTabs';
import {renderAll} from '../CodeSamples/generate';
import {statusText} from '../ApiOperation/schema';
import styles from './styles.module.css';

export interface Answer {
  status: number;
  headers: Array<[string, string]>;
  /** Formatted body text, or a line that says what the bytes are. */
  text: string;
  json: boolean;
  /** What does not match the document's response for this status (empty: it matches). */
  problems: string[];
  /** Where it came from. */
  from: 'mock' | 'sandbox';
  ms: number;
}

export function ResponseView({answer}: {answer: Answer}) {
  const ok = answer.status < 400;
  const matches = answer.problems.length === 0;
  return (
    <div className={styles.answer} data-console-status={answer.status} data-schema-valid={matches}>
      <p className={styles.statusLine}>
        <span className={clsx(styles.status, ok ? styles.statusOk : styles.statusError)}>
          {answer.status} {statusText(String(answer.status))}
        </span>{' '}
        <span>
          from the {answer.from === 'mock' ? 'mock in this browser' : 'sandbox'} in {answer.ms} ms
        </span>
      </p>
      {matches ? (
        <p className={styles.verdictOk}>Matches the documented {answer.status} response.</p>
      ) : (
        <div className={styles.verdictBad} role="alert">
          <p>Does not match the documented schema:</p>
          <ul>
            {answer.problems.map((p) => (
              <li key={p}>
                <code>{p}</code>
              </li>
            ))}
          </ul>
        </div>
      )}
      <details className={styles.headers}>
        <summary>Response headers ({answer.headers.length})</summary>
        <dl>
          {answer.headers.map(([name, value]) => (
            <React.Fragment key={name}>
              <dt>
                <code>{name}</code>
              </dt>
              <dd>
                <code>{value}</code>
              </dd>
            </React.Fragment>
          ))}
        </dl>
      </details>
      {answer.text ? (
        <CodeBlock language={answer.json ? 'json' : 'text'} title="Response body">
          {answer.text}
        </CodeBlock>
      ) : (
        <p>No body.</p>
      )}
    </div>
  );
}

export function CodeView({operation}: {operation: OperationData}) {
  const samples = renderAll(operation, 'sandbox');
  return (
    <details className={styles.code} data-console-code>
      <summary>
        This request as code: curl, JavaScript, Python
      </summary>
      <p>
        Against the sandbox
        {samples.request.env.length > 0 && (
          <>
            {' '}(reads {samples.request.env.map((name, i) => (
              <React.Fragment key={name}>
                {i > 0 && ', '}
                <code>{name}</code>
              </React.Fragment>
            ))}{' '}
            from the environment)
          </>
        )}
        :
      </p>
      <SampleTabs curl={samples.curl} javascript={samples.javascript} python={samples.python} />
    </details>
  );
}
