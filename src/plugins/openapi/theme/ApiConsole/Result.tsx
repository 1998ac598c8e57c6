/**
 * The console's answer (status, headers, formatted body, whether it is what
 * the document says) and the request as code, written by the pages' own
 * sample generator (CodeSamples/generate.ts) from the console's values.
 */
import React, {useDeferredValue, useEffect, useMemo, useState} from 'react';
import clsx from 'clsx';
import type {OperationData} from '../../types';
import CodeBlock from '@theme/CodeBlock';
import SampleTabs from '../CodeSamples/SampleTabs';
import {operationWithValues, type ConsoleValues} from './model';
import {statusText} from '../ApiOperation/schema';
import styles from './styles.module.css';
import extras from './extras.module.css';

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
        <Body text={answer.text} language={answer.json ? 'json' : 'text'} title="Response body" />
      ) : (
        <p>No body.</p>
      )}
    </div>
  );
}

/** Text longer than this is shown as it is, without highlighting (Prism on a megabyte took seconds). */
export const HIGHLIGHT_MAX = 50_000;

export function Body({text, language, title}: {text: string; language: string; title?: string}) {
  if (text.length <= HIGHLIGHT_MAX) {
    return (
      <CodeBlock language={language} title={title}>
        {text}
      </CodeBlock>
    );
  }
  return (
    <div className={extras.plainBody}>
      {title && <div className={extras.plainTitle}>{`${title} (${text.length.toLocaleString('en')} characters, not highlighted)`}</div>}
      <pre tabIndex={0}>{text}</pre>
    </div>
  );
}

/**
 * The request as code in every sample language, written by the pages' own
 * generator from the values the console holds. Printed only while open (a
 * closed disclosure costs nothing as the reader types), and again only when
 * the values change; a very long sample is shown without highlighting.
 */
export function CodeView({operation, values}: {operation: OperationData; values: ConsoleValues}) {
  const [open, setOpen] = useState(false);
  return (
    <details className={styles.code} data-console-code onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}>
      <summary>This request as code: curl, JavaScript, Node.js, Python, Java, C#, PHP, Go, Ruby</summary>
      {open && <Samples operation={operation} values={values} />}
    </details>
  );
}

type Generator = typeof import('../CodeSamples/generate');
let generator: Promise<Generator> | undefined;
/** The sample generator (@scalar/snippetz and our finishing): a chunk of its own, loaded when the code is first shown. */
const loadGenerator = () =>
  (generator ??= import(/* webpackChunkName: "api-console-samples" */ '../CodeSamples/generate').catch((error: Error) => {
    generator = undefined;
    throw error;
  }));

function Samples({operation, values: current}: {operation: OperationData; values: ConsoleValues}) {
  // Printed behind the typing: React keeps the field responsive and prints the latest values when it can.
  const values = useDeferredValue(current);
  const [module, setModule] = useState<Generator | null>(null);
  const [failed, setFailed] = useState('');
  useEffect(() => {
    let live = true;
    loadGenerator().then(
      (m) => live && setModule(m),
      (error: Error) => live && setFailed(`The code did not load (${error.message}). Close and open it to try again.`),
    );
    return () => {
      live = false;
    };
  }, []);
  const samples = useMemo(() => {
    if (!module) return null;
    // Counted (performance entries), so a browser test can see the samples are not printed per keystroke.
    performance.mark('bp-console:samples');
    return module.renderAll(operationWithValues(operation, values), 'sandbox');
  }, [module, operation, values]);
  if (failed) return <p role="alert">{failed}</p>;
  if (!samples) return <p aria-live="polite">Loading the code…</p>;
  const long = Object.values(samples).some((s) => typeof s === 'string' && s.length > HIGHLIGHT_MAX);
  return (
    <>
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
      {long ? <Body text={samples.curl} language="bash" title="curl" /> : <SampleTabs samples={samples} />}
    </>
  );
}
