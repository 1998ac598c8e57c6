/**
 * Every `{{fact:name}}` token a page may use, from the two homes of facts:
 *
 * - the root `x-facts` map of the OpenAPI document (facts about the API:
 *   token lifetime, limits, header names, timeouts, retries), and
 * - `src/site/facts.ts` (the platform's other facts), flattened to dotted
 *   names without the group: `facts.exchange.firstDispositionHours` is
 *   `{{fact:firstDispositionHours}}`.
 *
 * A few facts are derived (hours or minutes from seconds, DERIVED; the
 * patterns of id schemas from the id formats, ID_PATTERNS) so that each
 * stays one line.
 * Node-only (reads the OpenAPI document); the remark plugin and the OpenAPI
 * loader use it at build time, the tests at test time.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {facts} from './facts';
import {shapePattern} from './regexp';

export const OPENAPI_SOURCE = path.resolve(__dirname, '../data/openapi/bindpoint.openapi.yaml');

export type FactValue = string | number;

/**
 * The top-level `x-facts:` block of a YAML text, up to the next top-level key:
 * a few dozen lines of a 150 KB document, parsed in a millisecond where the
 * whole document takes a few hundred, three times a build. The whole text
 * when there is no such block, so the error below still comes from a parse.
 */
function factsBlock(source: string): string {
  const start = source.search(/^x-facts:/m);
  if (start < 0) return source;
  const body = source.indexOf('\n', start) + 1;
  if (body === 0) return source.slice(start);
  const next = source.slice(body).search(/^[^\s#]/m);
  return next < 0 ? source.slice(start) : source.slice(start, body + next);
}

/** The `x-facts` map of an OpenAPI source text (parsed before tokens are replaced). */
export function apiFacts(source: string = fs.readFileSync(OPENAPI_SOURCE, 'utf8')): Record<string, FactValue> {
  const doc = parse(factsBlock(source)) as {'x-facts'?: Record<string, FactValue>};
  const map = doc?.['x-facts'];
  if (!map || typeof map !== 'object') {
    throw new Error('The OpenAPI document has no x-facts map: the API facts are stated there.');
  }
  return map;
}

/** facts.ts flattened: the last key of each leaf is its name. */
export function platformFacts(): Record<string, FactValue> {
  const out: Record<string, FactValue> = {};
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string' || typeof value === 'number') {
      if (key in out) throw new Error(`facts.ts states "${key}" twice`);
      out[key] = value;
    } else if (Array.isArray(value)) {
      out[key] = value.join(', ');
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, k);
    }
  };
  for (const [k, v] of Object.entries(facts)) walk(v, k);
  return out;
}

/**
 * Facts stated in another unit than their home's, so a page can write the unit
 * its sentence reads best in: each is computed, never stated.
 */
export const DERIVED: Record<string, {from: string; divide: number}> = {
  tokenLifetimeHours: {from: 'tokenLifetimeSeconds', divide: 3600},
  sdkTokenLifetimeMinutes: {from: 'sdkTokenLifetimeSeconds', divide: 60},
  uploadUrlLifetimeMinutes: {from: 'uploadUrlLifetimeSeconds', divide: 60},
};

function derivedFacts(facts: Record<string, FactValue>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [name, {from, divide}] of Object.entries(DERIVED)) {
    // A document without the source fact (a test's fragment) has no derived one either.
    if (facts[from] !== undefined) out[name] = Number(facts[from]) / divide;
  }
  return out;
}

/** `N to M upper-case letters and digits` (a format of facts.ts) as a regular expression: `^[A-Z0-9]{N,M}$`. */
export function lengthPattern(words: string): string {
  const m = /^(\d+) to (\d+) upper-case letters and digits$/.exec(words);
  if (!m) throw new Error(`facts.ts: the id format "${words}" must read "N to M upper-case letters and digits": it renders the OpenAPI document's pattern`);
  return `^[A-Z0-9]{${m[1]},${m[2]}}$`;
}

/**
 * The id schemas of the OpenAPI document whose shape facts.ts states in
 * words render their `pattern` from it (`pattern: '{{fact:referenceIdPattern}}'`),
 * so the format a page names and the pattern the mock, the reference and the
 * tests validate with are one fact. (An id prefix is a fact of its own and
 * the pattern writes it as a token: `'^{{fact:companyReportPrefix}}[A-Z0-9]{10}$'`.)
 */
export const ID_PATTERNS: Record<string, (formats: typeof facts.idFormats) => string> = {
  referenceIdPattern: (f) => shapePattern(f.referenceId),
  leadIdPattern: (f) => lengthPattern(f.leadId),
};

/** Every fact by name, from both homes, plus the derived ones. */
export function allFacts(source?: string): Record<string, FactValue> {
  const api = apiFacts(source);
  const platform = platformFacts();
  for (const name of Object.keys(platform)) {
    if (name in api) throw new Error(`Fact "${name}" is stated both in x-facts and in facts.ts`);
  }
  const merged: Record<string, FactValue> = {...api, ...platform};
  for (const [name, value] of Object.entries(derivedFacts(merged))) merged[name] = value;
  for (const [name, pattern] of Object.entries(ID_PATTERNS)) {
    if (name in merged) throw new Error(`Fact "${name}" is stated, but it is derived from facts.ts idFormats (ID_PATTERNS)`);
    merged[name] = pattern(facts.idFormats);
  }
  return merged;
}

/** `fact:name` tokens for the remark plugin and the OpenAPI loader. */
export function factTokens(source?: string): Record<string, string> {
  return Object.fromEntries(Object.entries(allFacts(source)).map(([k, v]) => [`fact:${k}`, String(v)]));
}
