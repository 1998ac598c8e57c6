/**
 * The request side of the console: the server, the credentials, the
 * parameters, the body (a form from the schema, or JSON in an editor loaded
 * when the reader first picks it), and this tab's history of the operation.
 */
import React, {useState, type MutableRefObject} from 'react';
import type {OperationData} from '../../types';
import type {ConsoleClient, Target} from './client';
import {bodyMedia, initialValues, paramKey, type ConsoleValues} from './model';
import {SchemaField, type Problems} from './SchemaForm';
import {ParamField, paramId} from './ParamField';
import {Credentials} from './Credentials';
import {JsonBody, loadEditor} from './JsonBody';
import {History} from './History';
import type {HistoryEntry} from './history';
import type {FieldProblem} from './protocol';
import styles from './styles.module.css';

export interface RequestPaneProps {
  operation: OperationData;
  prefix: string;
  target: Target;
  onTarget(t: Target): void;
  server: string;
  values: ConsoleValues;
  onValues(update: (v: ConsoleValues) => ConsoleValues): void;
  bodyMode: 'form' | 'json';
  onBodyMode(mode: 'form' | 'json'): void;
  jsonText: MutableRefObject<string | null>;
  problems: FieldProblem[];
  byField: Problems;
  client: ConsoleClient | null;
  sandboxCredentials: Record<string, string>;
  onSandboxCredentials(c: Record<string, string>): void;
  history: HistoryEntry[];
  onLoad(entry: HistoryEntry): void;
  onResend(entry: HistoryEntry): void;
}

export function RequestPane(props: RequestPaneProps) {
  const {operation, prefix, target, onTarget, server, values, onValues, bodyMode, onBodyMode, jsonText, problems, byField, client} = props;
  const media = bodyMedia(operation);
  const [exampleIndex, setExampleIndex] = useState(0);
  const [modeProblem, setModeProblem] = useState('');
  const setParam = (key: string, value: string) => onValues((v) => ({...v, params: {...v.params, [key]: value}}));

  const toForm = () => {
    if (bodyMode === 'form') return;
    const text = jsonText.current;
    if (text !== null && text.trim() !== '') {
      try {
        const body = JSON.parse(text);
        onValues((v) => ({...v, body}));
      } catch (error) {
        setModeProblem(`The JSON does not parse (${(error as Error).message}): fix it before editing the body as a form.`);
        return;
      }
    }
    setModeProblem('');
    jsonText.current = null;
    onBodyMode('form');
  };
  const toJson = () => {
    if (bodyMode === 'json') return;
    jsonText.current = values.body === undefined ? '' : JSON.stringify(values.body, null, 2);
    onBodyMode('json');
  };

  return (
    <>
      <fieldset className={styles.servers}>
        <legend>Server</legend>
        <label>
          <input type="radio" name={`${prefix}-server`} checked={target === 'mock'} onChange={() => onTarget('mock')} data-console-first /> Mock, in this browser
        </label>
        <label>
          <input type="radio" name={`${prefix}-server`} checked={target === 'sandbox'} onChange={() => onTarget('sandbox')} /> Sandbox, <code>{new URL(server).host}</code>
        </label>
        <p className={styles.note}>
          {target === 'mock'
            ? 'Answered here by the mock of the platform, seeded with the fixture world; what you create lasts for this tab.'
            : 'Sent from your browser straight to the sandbox host, without cookies, through no proxy; the host must allow this site (CORS), else send the code beside from your machine.'}
        </p>
      </fieldset>
      <Credentials operation={operation} target={target} sandboxCredentials={props.sandboxCredentials} onSandboxCredentials={props.onSandboxCredentials} prefix={prefix} />
      {operation.parameters.length > 0 && (
        <fieldset className={styles.group}>
          <legend>Parameters</legend>
          <div className={styles.fields}>
            {operation.parameters.map((p) => {
              const key = paramKey(p);
              return <ParamField key={key} p={p} id={paramId(prefix, p)} value={values.params[key] ?? ''} onChange={(v) => setParam(key, v)} problem={byField[key]} />;
            })}
          </div>
        </fieldset>
      )}
      {media && (
        <fieldset className={styles.group}>
          <legend>
            Body <code>{media.mediaType}</code>
          </legend>
          <div className={styles.bodyBar}>
            {media.examples.length > 1 && (
              <label>
                Example{' '}
                <select
                  value={exampleIndex}
                  onChange={(e) => {
                    const index = Number(e.target.value);
                    setExampleIndex(index);
                    const body = initialValues(operation, index).body;
                    onValues((v) => ({...v, body}));
                    if (bodyMode === 'json') jsonText.current = body === undefined ? '' : JSON.stringify(body, null, 2);
                  }}>
                  {media.examples.map((ex, i) => (
                    <option key={ex.name} value={i}>
                      {ex.summary}
                    </option>
                  ))}
                </select>
              </label>
            )}
            <div role="group" aria-label="Edit the body as" className={styles.modes}>
              <button type="button" aria-pressed={bodyMode === 'form'} onClick={toForm}>
                Form
              </button>
              <button type="button" aria-pressed={bodyMode === 'json'} onClick={toJson} onPointerEnter={() => void loadEditor().catch(() => undefined)} onFocus={() => void loadEditor().catch(() => undefined)}>
                JSON
              </button>
            </div>
          </div>
          {modeProblem && (
            <p className={styles.problem} role="alert">
              {modeProblem}
            </p>
          )}
          {bodyMode === 'form' ? (
            <SchemaField schema={media.schema} root={values.body} path={[]} onChange={(body) => onValues((v) => ({...v, body}))} idPrefix={`${prefix}-body`} label="body" required problems={byField} depth={0} />
          ) : (
            <JsonBody
              key={`${exampleIndex}`}
              id={`${prefix}-json`}
              initial={jsonText.current ?? ''}
              onText={(text) => {
                jsonText.current = text;
              }}
              invalid={problems.some((p) => p.where === 'body')}
              operationId={operation.operationId}
              client={client}
            />
          )}
        </fieldset>
      )}
      <History entries={props.history} onLoad={props.onLoad} onResend={props.onResend} prefix={prefix} />
    </>
  );
}
