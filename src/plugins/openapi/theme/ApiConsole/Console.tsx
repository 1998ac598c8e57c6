/**
 * The API console of one operation, loaded when the reader opens it (the
 * "Try it" button, index.tsx): server, credentials, parameters and body as a
 * form from the schema (or raw JSON), Send (validated by the mock's own
 * validator first), the answer, and the same request as code.
 */
import React, {useEffect, useMemo, useRef, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {OperationData, ParameterData, SchemaData} from '../../types';
import {consoleClient, type ConsoleClient, type Target} from './client';
import {bodyMedia, buildCall, initialValues, operationWithValues, paramKey, sandboxServer, type ConsoleValues} from './model';
import {chosenVariant, fieldId, JsonField, SchemaField, variantLabel, variantsOf, type Problems} from './SchemaForm';
import {Credentials, credentialsFor, forgetMockToken} from './Credentials';
import {CodeView, ResponseView, type Answer} from './Result';
import {headerPairs, type FieldProblem} from './protocol';
import styles from './styles.module.css';

/** A value of a parameter's variant, to switch to it: its example, else nothing. */
const variantExample = (v: SchemaData) => (v.example === undefined ? '' : String(v.example));

function ParamField({p, value, onChange, id, problem}: {p: ParameterData; value: string; onChange(v: string): void; id: string; problem?: string}) {
  const options = p.schema.enum as unknown[] | undefined;
  const variants = variantsOf(p.schema);
  const common = {id, 'aria-invalid': problem ? true : undefined, 'aria-describedby': problem ? `${id}-problem` : undefined, 'aria-required': p.required || undefined} as const;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        <code>{p.name}</code> <span className={styles.where}>{p.in}</span>{' '}
        {p.required ? <span className={styles.req}>required</span> : <span className={styles.opt}>optional</span>}
        {p.schema.format && <span className={styles.format}> {p.schema.format}</span>}
      </label>
      {variants && (
        <select id={`${id}-variant`} aria-label={`${p.name}: ${p.schema.oneOf ? 'one of' : 'any of'}`} value={chosenVariant(variants, value)} onChange={(e) => onChange(variantExample(variants[Number(e.target.value)]!))}>
          {variants.map((v, i) => (
            <option key={i} value={i}>
              {variantLabel(v, i)}
            </option>
          ))}
        </select>
      )}
      {options || p.schema.type === 'boolean' ? (
        <select {...common} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">(not sent)</option>
          {(options ?? [true, false]).map((o) => (
            <option key={String(o)} value={String(o)}>
              {String(o)}
            </option>
          ))}
        </select>
      ) : (
        <input {...common} type="text" inputMode={p.schema.type === 'integer' ? 'numeric' : undefined} value={value} onChange={(e) => onChange(e.target.value)} />
      )}
      {problem && (
        <span id={`${id}-problem`} className={styles.problem} role="alert">
          {problem}
        </span>
      )}
    </div>
  );
}

/** Problems by the key of the form's field: `path:id`, `header:Idempotency-Key`, or the body's dotted path. */
function problemsByField(op: OperationData, list: FieldProblem[]): Problems {
  const out: Problems = {};
  for (const p of list) {
    if (p.where === 'body') out[p.field] ??= p.message;
    else {
      const param = op.parameters.find((x) => x.in === p.where && x.name.toLowerCase() === p.field.toLowerCase());
      out[param ? paramKey(param) : `${p.where}:${p.field}`] ??= p.message;
    }
  }
  return out;
}

const describeProblem = (p: FieldProblem) => `${p.where === 'body' ? `body${p.field ? `.${p.field}` : ''}` : `${p.where} parameter ${p.field}`}: ${p.message}`;

export default function Console({operation, onClose}: {operation: OperationData; onClose(): void}) {
  const baseUrl = useBaseUrl('/');
  const prefix = `console-${operation.operationId}`;
  const media = bodyMedia(operation);
  const [exampleIndex, setExampleIndex] = useState(0);
  const [values, setValues] = useState<ConsoleValues>(() => initialValues(operation));
  const [target, setTarget] = useState<Target>('mock');
  const [bodyMode, setBodyMode] = useState<'form' | 'json'>('form');
  const [client, setClient] = useState<ConsoleClient | null>(null);
  const [startError, setStartError] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [sandboxCredentials, setSandboxCredentials] = useState<Record<string, string>>({});
  const rootRef = useRef<HTMLDivElement>(null);
  const byField = useMemo(() => problemsByField(operation, problems), [operation, problems]);

  useEffect(() => {
    let live = true;
    consoleClient(baseUrl).then(
      (c) => live && setClient(c),
      (error: Error) => live && setStartError(error.message),
    );
    rootRef.current?.querySelector<HTMLElement>('[data-console-first]')?.focus();
    return () => {
      live = false;
    };
  }, [baseUrl]);

  const server = sandboxServer(operation);
  const setParam = (key: string, value: string) => setValues((v) => ({...v, params: {...v.params, [key]: value}}));

  async function send() {
    if (!client) return;
    client.target = target;
    setBusy(true);
    setNotice('');
    setAnswer(null);
    try {
      const credentials = await credentialsFor(operation, target, client, values, sandboxCredentials);
      if (typeof credentials === 'string') {
        setNotice(credentials);
        return;
      }
      const call = buildCall(operation, values, credentials, server);
      const found = await client.validateRequest(operation.operationId, call.toValidate);
      setProblems(found);
      if (found.length) {
        setNotice(`Not sent: ${found.map(describeProblem).join('; ')}.`);
        const first = found[0]!;
        const param = operation.parameters.find((x) => x.in === first.where && x.name.toLowerCase() === first.field.toLowerCase());
        const id = param ? `${prefix}-param-${paramKey(param).replace(/[^A-Za-z0-9_-]/g, '_')}` : fieldId(`${prefix}-body`, first.field ? first.field.split('.') : []);
        (document.getElementById(id) ?? document.getElementById(`${prefix}-json`))?.focus();
        return;
      }
      const started = performance.now();
      let response: Response;
      try {
        response = await client.send(call.url, {method: call.method, headers: call.headers, body: call.body});
      } catch (error) {
        setNotice(
          target === 'sandbox'
            ? `No answer from ${new URL(call.url).host}: the browser blocked the request or could not reach the host (${(error as Error).message}). The sandbox must allow this site's origin (CORS); the code below sends the same request from your machine.`
            : `The mock did not answer: ${(error as Error).message}`,
        );
        return;
      }
      const type = response.headers.get('content-type') ?? '';
      const bytes = await response.arrayBuffer();
      const isJson = type.includes('json');
      let parsed: unknown;
      let text = '';
      if (isJson && bytes.byteLength) {
        const raw = new TextDecoder().decode(bytes);
        try {
          parsed = JSON.parse(raw);
          text = JSON.stringify(parsed, null, 2);
        } catch {
          text = raw;
        }
      } else if (bytes.byteLength) {
        parsed = new Uint8Array(bytes);
        text = type.startsWith('text/') ? new TextDecoder().decode(bytes) : `${bytes.byteLength} bytes of ${type || 'unknown type'}`;
      }
      const headers = headerPairs(response.headers);
      const schemaProblems = await client.validateResponse(operation.operationId, response.status, parsed, Object.fromEntries(headers));
      if (response.status === 401 && target === 'mock') forgetMockToken();
      setAnswer({status: response.status, headers, text, json: isJson, problems: schemaProblems, from: target, ms: Math.round(performance.now() - started)});
    } catch (error) {
      setNotice(`The console failed: ${(error as Error).message}`);
    } finally {
      setBusy(false);
    }
  }

  async function resetMock() {
    if (!client) return;
    await client.resetMock();
    forgetMockToken();
    setAnswer(null);
    setProblems([]);
    setNotice('The mock is back to the fixture world: every form, hook and token made in this session is gone.');
  }

  const pathParams = operation.parameters;
  return (
    <div ref={rootRef} className={styles.console} id={`${prefix}`} role="region" aria-label={`Try ${operation.operationId}`} data-api-console={operation.operationId}>
      <div className={styles.top}>
        <fieldset className={styles.servers}>
          <legend>Server</legend>
          <label>
            <input type="radio" name={`${prefix}-server`} checked={target === 'mock'} onChange={() => setTarget('mock')} data-console-first />{' '}
            Mock, in this browser
          </label>
          <label>
            <input type="radio" name={`${prefix}-server`} checked={target === 'sandbox'} onChange={() => setTarget('sandbox')} /> Sandbox, <code>{new URL(server).host}</code>
          </label>
          <p className={styles.note}>
            {target === 'mock'
              ? 'Answered here by the mock of the platform, seeded with the fixture world; what you create lasts for this tab.'
              : 'Sent from your browser straight to the sandbox host, without cookies, through no proxy; the host must allow this site (CORS), else send the code below from your machine.'}
          </p>
        </fieldset>
        <button type="button" className={styles.close} onClick={onClose}>
          Close console
        </button>
      </div>
      {startError && (
        <p className={styles.problem} role="alert">
          {startError}
        </p>
      )}
      <Credentials operation={operation} target={target} sandboxCredentials={sandboxCredentials} onSandboxCredentials={setSandboxCredentials} prefix={prefix} />
      {pathParams.length > 0 && (
        <fieldset className={styles.group}>
          <legend>Parameters</legend>
          <div className={styles.fields}>
            {pathParams.map((p) => {
              const key = paramKey(p);
              return <ParamField key={key} p={p} id={`${prefix}-param-${key.replace(/[^A-Za-z0-9_-]/g, '_')}`} value={values.params[key] ?? ''} onChange={(v) => setParam(key, v)} problem={byField[key]} />;
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
                    setValues((v) => ({...v, body: initialValues(operation, index).body}));
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
              <button type="button" aria-pressed={bodyMode === 'form'} onClick={() => setBodyMode('form')}>
                Form
              </button>
              <button type="button" aria-pressed={bodyMode === 'json'} onClick={() => setBodyMode('json')}>
                JSON
              </button>
            </div>
          </div>
          {bodyMode === 'form' ? (
            <SchemaField schema={media.schema} root={values.body} path={[]} onChange={(body) => setValues((v) => ({...v, body}))} idPrefix={`${prefix}-body`} label="body" required problems={byField} depth={0} />
          ) : (
            <>
              <label htmlFor={`${prefix}-json`} className={styles.label}>
                The body as JSON
              </label>
              <JsonField id={`${prefix}-json`} rows={14} value={values.body} onValue={(body) => setValues((v) => ({...v, body}))} aria-invalid={problems.some((p) => p.where === 'body') || undefined} />
            </>
          )}
        </fieldset>
      )}
      <div className={styles.actions}>
        <button type="button" className="button button--primary" onClick={send} disabled={!client || busy} data-console-send>
          {busy ? 'Sending…' : 'Send'}
        </button>
        <button type="button" className="button button--secondary" onClick={resetMock} disabled={!client || busy}>
          Reset mock
        </button>
        {!client && !startError && <span className={styles.note}>Starting the mock…</span>}
      </div>
      <div aria-live="polite" className={styles.live}>
        {notice && <p className={problems.length ? styles.problem : styles.note} data-console-notice>{notice}</p>}
        {answer && <ResponseView answer={answer} />}
      </div>
      <CodeView operation={operationWithValues(operation, values)} />
    </div>
  );
}
