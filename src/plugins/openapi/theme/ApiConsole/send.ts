/**
 * One Send of the console, as a function of what the reader set (no React):
 * the body as JSON must parse (else nothing is sent: the last body that did
 * parse is never sent in its place), the credentials must be there, the
 * mock's validator must find nothing wrong; then the request goes to the
 * chosen server and the answer is read and checked against the document.
 * Returns what to show and where focus goes.
 */
import type {OperationData} from '../../types';
import type {ConsoleClient, Target} from './client';
import {buildCall, sandboxServer, type ConsoleValues} from './model';
import {credentialsFor, forgetMockToken} from './Credentials';
import {describeProblem, paramId} from './ParamField';
import {fieldId} from './SchemaForm';
import {headerPairs, type FieldProblem} from './protocol';
import type {Answer} from './Result';

export interface Outcome {
  answer: Answer;
  /** The values sent (the body as parsed from the JSON text). */
  sentValues: ConsoleValues;
}

export interface SendResult {
  notice?: {text: string; problem: boolean};
  problems?: FieldProblem[];
  /** A selector inside the console to focus. */
  focus?: string;
  outcome?: Outcome;
  sent?: ConsoleValues;
}

export interface SendInput {
  operation: OperationData;
  client: ConsoleClient;
  target: Target;
  values: ConsoleValues;
  /** The body as the reader typed it in the JSON editor, or null when the body is edited as a form. */
  jsonText: string | null;
  sandboxCredentials: Record<string, string>;
  prefix: string;
}

/** The values with the body the JSON text says, or why the text is not JSON. */
export function valuesWithJson(values: ConsoleValues, jsonText: string | null): {values: ConsoleValues} | {error: string} {
  if (jsonText === null) return {values};
  if (jsonText.trim() === '') return {values: {...values, body: undefined}};
  try {
    return {values: {...values, body: JSON.parse(jsonText)}};
  } catch (error) {
    return {error: (error as Error).message};
  }
}

export async function sendRequest({operation, client, target, values, jsonText, sandboxCredentials, prefix}: SendInput): Promise<SendResult> {
  const parsed = valuesWithJson(values, jsonText);
  if ('error' in parsed) {
    return {notice: {text: `Not sent: the body is not JSON yet (${parsed.error}). Finish it, or switch to Form.`, problem: true}, problems: [], focus: `#${prefix}-json`};
  }
  const sent = parsed.values;
  const credentials = await credentialsFor(operation, target, client, sent, sandboxCredentials);
  if (typeof credentials === 'string') return {notice: {text: credentials, problem: true}, problems: [], focus: '[data-console-credential][data-empty]', sent};
  const call = buildCall(operation, sent, credentials, sandboxServer(operation));
  // Each phase measured (performance entries `bp-console:*`), for the bench's large-input figures.
  let phase = performance.now();
  const measure = (name: string) => {
    performance.measure(`bp-console:${name}`, {start: phase});
    phase = performance.now();
  };
  const found = await client.validateRequest(operation.operationId, call.toValidate);
  measure('validate');
  if (found.length) {
    const first = found[0]!;
    const param = operation.parameters.find((x) => x.in === first.where && x.name.toLowerCase() === first.field.toLowerCase());
    const id = param ? paramId(prefix, param) : jsonText !== null ? `${prefix}-json` : fieldId(`${prefix}-body`, first.field ? first.field.split('.') : []);
    return {notice: {text: `Not sent: ${found.map(describeProblem).join('; ')}.`, problem: true}, problems: found, focus: `#${CSS.escape(id)}`, sent};
  }
  const started = performance.now();
  phase = started;
  let response: Response;
  try {
    response = await client.send(call.url, {method: call.method, headers: call.headers, body: call.body}, target);
  } catch (error) {
    const text =
      target === 'sandbox'
        ? `No answer from ${new URL(call.url).host}: the browser blocked the request or could not reach the host (${(error as Error).message}). The sandbox must allow this site's origin (CORS); the code beside sends the same request from your machine.`
        : `The mock did not answer: ${(error as Error).message}`;
    return {notice: {text, problem: true}, problems: [], sent};
  }
  measure('send');
  const type = response.headers.get('content-type') ?? '';
  const bytes = await response.arrayBuffer();
  const isJson = type.includes('json');
  let body: unknown;
  let text = '';
  if (isJson && bytes.byteLength) {
    const raw = new TextDecoder().decode(bytes);
    try {
      body = JSON.parse(raw);
      text = JSON.stringify(body, null, 2);
    } catch {
      text = raw;
    }
  } else if (bytes.byteLength) {
    body = new Uint8Array(bytes);
    text = type.startsWith('text/') ? new TextDecoder().decode(bytes) : `${bytes.byteLength} bytes of ${type || 'unknown type'}`;
  }
  const headers = headerPairs(response.headers);
  measure('read');
  const schemaProblems = await client.validateResponse(operation.operationId, response.status, body, Object.fromEntries(headers));
  measure('check');
  if (response.status === 401 && target === 'mock') forgetMockToken();
  const answer: Answer = {status: response.status, headers, text, json: isJson, problems: schemaProblems, from: target, ms: Math.round(performance.now() - started)};
  return {outcome: {answer, sentValues: sent}, problems: [], sent};
}
