/**
 * The API console of one operation, loaded when the reader opens it (the
 * "Try it" button, index.tsx), as a modal dialog: the request on the left
 * (server, credentials, parameters, the body as a form from the schema or as
 * JSON in an editor, the history of this tab), the answer on the right (or,
 * on a phone, a sheet whose bar keeps Send and the status in view, the
 * answer below the request). Send validates with the mock's own validator
 * first; Ctrl/Cmd+Enter sends; Escape closes.
 */
import React, {useCallback, useEffect, useMemo, useRef, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {OperationData} from '../../types';
import {consoleClient, type ConsoleClient, type Target} from './client';
import {bodyMedia, initialValues, sandboxServer, type ConsoleValues} from './model';
import {forgetMockToken} from './Credentials';
import {CodeView, ResponseView} from './Result';
import {RequestPane} from './RequestPane';
import {problemsByField} from './ParamField';
import {addToHistory, readHistory, type HistoryEntry} from './history';
import {sendRequest, type Outcome} from './send';
import {useLeaveGuard} from './leave';
import type {FieldProblem} from './protocol';
import styles from './styles.module.css';

export interface Notice {
  text: string;
  /** A refusal or a failure (shown as a problem), or a note. */
  problem: boolean;
}

export default function Console({operation, open, onClose, onStarted}: {operation: OperationData; open: boolean; onClose(): void; onStarted?(): void}) {
  const baseUrl = useBaseUrl('/');
  const prefix = `console-${operation.operationId}`;
  const [values, setValues] = useState<ConsoleValues>(() => initialValues(operation));
  const [target, setTarget] = useState<Target>('mock');
  const [bodyMode, setBodyMode] = useState<'form' | 'json'>('form');
  const [client, setClient] = useState<ConsoleClient | null>(null);
  const [startError, setStartError] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [sandboxCredentials, setSandboxCredentials] = useState<Record<string, string>>({});
  const [history, setHistory] = useState<HistoryEntry[]>(() => readHistory(operation.operationId));
  const dialog = useRef<HTMLDialogElement>(null);
  const answerRef = useRef<HTMLHeadingElement>(null);
  /** The JSON editor's text while the body is edited as JSON (the text is what is sent: it must parse). */
  const jsonText = useRef<string | null>(null);
  /** One Send at a time: set before anything awaits, so clicks in the same tick make one request. */
  const sending = useRef(false);
  const byField = useMemo(() => problemsByField(operation, problems), [operation, problems]);
  useLeaveGuard(busy);

  useEffect(() => {
    let live = true;
    consoleClient(baseUrl)
      .then(
        (c) => live && setClient(c),
        (error: Error) => live && setStartError(error.message),
      )
      .finally(() => onStarted?.());
    return () => {
      live = false;
    };
  }, [baseUrl]);

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) {
      d.showModal();
      d.querySelector<HTMLElement>('[data-console-first]')?.focus();
    } else if (!open && d.open) d.close();
  }, [open]);

  const focusIn = (selector: string) => dialog.current?.querySelector<HTMLElement>(selector)?.focus();

  const send = useCallback(
    async (sent: ConsoleValues = values) => {
      if (!client || sending.current) return;
      sending.current = true;
      setBusy(true);
      setNotice(null);
      setOutcome(null);
      try {
        const unparsed = dialog.current?.querySelector<HTMLElement>('[data-console-unparsed]');
        if (unparsed) {
          setNotice({text: `Not sent: ${unparsed.id.replace(`${prefix}-body-`, 'body.').replace(/_/g, '.')} is not JSON yet. Finish it first.`, problem: true});
          unparsed.focus();
          return;
        }
        const result = await sendRequest({operation, client, target, values: sent, jsonText: bodyMode === 'json' ? jsonText.current : null, sandboxCredentials, prefix});
        setProblems(result.problems ?? []);
        if (result.notice) setNotice(result.notice);
        if (result.focus) requestAnimationFrame(() => focusIn(result.focus!));
        if (result.sent) setValues(result.sent);
        if (result.outcome) {
          setOutcome(result.outcome);
          setHistory(addToHistory(operation.operationId, {id: crypto.randomUUID(), at: new Date().toISOString(), target, status: result.outcome.answer?.status ?? null, values: result.sent ?? sent}));
          // The answer is what the reader waits for: focus goes there (Send keeps its place in the tab order).
          requestAnimationFrame(() => answerRef.current?.focus());
        }
      } catch (error) {
        setNotice({text: `The console failed: ${(error as Error).message}`, problem: true});
      } finally {
        sending.current = false;
        setBusy(false);
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client, values, target, bodyMode, sandboxCredentials, operation, prefix],
  );

  async function resetMock() {
    if (!client || sending.current) return;
    await client.resetMock();
    forgetMockToken();
    setOutcome(null);
    setProblems([]);
    setNotice({text: 'The mock is back to the fixture world: every form, hook and token made in this session is gone.', problem: false});
  }

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void send();
    }
  };

  const answer = outcome?.answer;
  const status = busy ? 'Sending…' : answer ? `${answer.status} from the ${answer.from === 'mock' ? 'mock' : 'sandbox'} in ${answer.ms} ms` : !client && !startError ? 'Starting the mock…' : 'Ready: Send, or Ctrl+Enter';
  const media = bodyMedia(operation);
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={`${prefix}-title`}
      onCancel={(event) => {
        // Escape: closed as by the Close button (the page keeps the console, the opener gets focus).
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}>
      <div className={styles.console} id={prefix} data-api-console={operation.operationId} data-answered={outcome || notice ? 'yes' : 'no'}>
        <header className={styles.head}>
          <h2 id={`${prefix}-title`} className={styles.title}>
            <span className={styles.method}>{operation.method}</span> <code>{operation.path}</code>
            <span className={styles.summary}>{operation.summary}</span>
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label="Close the console">
            Close
          </button>
        </header>
        <div className={styles.panes}>
          <section className={styles.request} aria-label="Request">
            {startError && (
              <p className={styles.problem} role="alert">
                {startError}
              </p>
            )}
            <RequestPane
              operation={operation}
              prefix={prefix}
              target={target}
              onTarget={setTarget}
              server={sandboxServer(operation)}
              values={values}
              onValues={setValues}
              bodyMode={media ? bodyMode : 'form'}
              onBodyMode={setBodyMode}
              jsonText={jsonText}
              problems={problems}
              byField={byField}
              client={client}
              sandboxCredentials={sandboxCredentials}
              onSandboxCredentials={setSandboxCredentials}
              history={history}
              onLoad={(entry) => {
                setValues(entry.values);
                setTarget(entry.target);
                jsonText.current = null;
                setBodyMode('form');
              }}
              onResend={(entry) => {
                setTarget(entry.target);
                void send(entry.values);
              }}
            />
          </section>
          <section className={styles.response} aria-label="Answer" data-console-answer-pane>
            <h3 ref={answerRef} tabIndex={-1} className={styles.answerTitle} data-console-answer>
              Answer
            </h3>
            <div aria-live="polite" className={styles.live}>
              {notice && (
                <p className={notice.problem ? styles.problem : styles.note} data-console-notice>
                  {notice.text}
                </p>
              )}
              {answer && <ResponseView answer={answer} />}
            </div>
            {!answer && !notice && <p className={styles.note}>Press Send (or Ctrl+Enter) and the answer shows here.</p>}
            <CodeView operation={operation} values={values} />
          </section>
        </div>
        <footer className={styles.bar}>
          <button type="button" className="button button--primary" onClick={() => void send()} disabled={!client} aria-disabled={busy || undefined} data-console-send>
            {busy ? 'Sending…' : 'Send'}
          </button>
          <span className={styles.barStatus} data-console-bar-status data-status={answer?.status}>
            {status}
          </span>
          <button type="button" className="button button--secondary button--sm" onClick={resetMock} disabled={!client}>
            Reset mock
          </button>
        </footer>
      </div>
    </dialog>
  );
}
