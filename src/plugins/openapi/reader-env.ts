/**
 * Which reader variables (decision 9, src/data/world/env.ts) an operation's
 * samples read: those whose sandbox value is the example of a path or query
 * parameter, or a string of the first request-body example. The code-sample
 * generator writes `$BP_TENANT_ID` (curl), `process.env.BP_TENANT_ID` (fetch)
 * or `os.environ["BP_TENANT_ID"]` (requests) there instead of the value, so a
 * pasted sample acts on the reader's own tenant (decision 8). Computed at
 * build time, so an API page's script carries only its own variables.
 */
import {readerEnvironment} from '../../data/world/env';
import type {OperationData, ReaderEnvData} from './types';

/** Kinds of reader values a sample may read in place of an example (hosts and origins stay literal). */
const SUBSTITUTED = new Set(['credential', 'id', 'obtained']);

function strings(value: unknown, out: Set<string>): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) value.forEach((v) => strings(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => strings(v, out));
  return out;
}

export function readerEnvOf(op: Pick<OperationData, 'parameters' | 'requestBody'>): ReaderEnvData[] {
  const values = new Set<string>();
  for (const p of op.parameters) {
    if ((p.in === 'path' || p.in === 'query') && p.example !== undefined) values.add(String(p.example));
  }
  strings(op.requestBody?.content[0]?.examples[0]?.value, values);
  return readerEnvironment
    .filter((v) => SUBSTITUTED.has(v.kind) && values.has(v.sandbox))
    .map((v) => ({name: v.name, value: v.sandbox}));
}
