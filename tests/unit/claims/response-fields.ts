/**
 * Fields a sentence says an operation's answer shows (issue 46: wh_attachments
 * said "re-read the form with Get Latest to see its current attachments", and
 * Get Latest answers no `attachments`). A sentence that names one operation
 * of the OpenAPI document (its reference page's link, `METHOD /path`, its
 * summary, or a capitalised short name that starts its operationId: "Get
 * Latest") and says the answer shows a field ("to see its current
 * attachments", "returns the `quote_requests`") must name a property of that
 * operation's 2xx response, at any depth. Only names that are properties of
 * some schema of the document are read as fields, so ordinary words pass.
 */
import {listOperations, type OperationRef} from '../../../src/plugins/openapi/document';
import {escapeRegExp, pathTemplateSource} from '../../../src/site/regexp';

type Json = Record<string, any>;

export interface FieldFinding {
  file: string;
  line: number;
  operationId: string;
  field: string;
  message: string;
}

/** A sentence of a page with its line (table rows and list items are sentences too). */
export interface Sentence {
  file: string;
  line: number;
  text: string;
}

const VERBS = String.raw`(?:see|sees|show|shows|list|lists|return|returns|give|gives|include|includes|carry|carries|contain|contains|has|have)`;
const DETERMINERS = String.raw`(?:(?:its|the|their|a|an|every|all|each)\s+)?(?:(?:current|latest|new|full)\s+)?`;

const words = (s: string) => s.toLowerCase().replace(/[^a-z0-9 ]+/g, ' ').split(/\s+/).filter((w) => w && !['a', 'an', 'the', 'of'].includes(w));

function resolver(doc: Json) {
  return (node: Json | undefined): Json => {
    let n = node ?? {};
    for (let i = 0; i < 20 && n.$ref; i++) n = (n.$ref as string).slice(2).split('/').reduce((o: Json, k: string) => o?.[k], doc) ?? {};
    return n;
  };
}

/** Property names of a schema at any depth (through $ref, allOf/oneOf/anyOf, items, if/then/else). */
function propertyNames(doc: Json, schema: Json | undefined, into = new Set<string>(), seen = new Set<Json>()): Set<string> {
  const resolve = resolver(doc);
  const s = resolve(schema);
  if (!s || typeof s !== 'object' || seen.has(s)) return into;
  seen.add(s);
  for (const [name, sub] of Object.entries<Json>(s.properties ?? {})) {
    into.add(name);
    propertyNames(doc, sub, into, seen);
  }
  for (const key of ['allOf', 'oneOf', 'anyOf']) for (const part of s[key] ?? []) propertyNames(doc, part, into, seen);
  for (const key of ['items', 'then', 'else', 'additionalProperties']) if (s[key] && typeof s[key] === 'object') propertyNames(doc, s[key], into, seen);
  return into;
}

/**
 * Every property name any schema of the document has: the words a sentence can use as a field,
 * each with whether it is a list somewhere. A plain word ("attachments") is read as a field only
 * when it names a list: "the current state" names no field.
 */
export function documentFields(doc: Json): Map<string, boolean> {
  const all = new Map<string, boolean>();
  const resolve = resolver(doc);
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    const n = node as Json;
    if (n.properties && typeof n.properties === 'object') {
      for (const [k, sub] of Object.entries<Json>(n.properties)) all.set(k, Boolean(all.get(k)) || resolve(sub).type === 'array');
    }
    Object.values(n).forEach(walk);
  };
  walk(doc.components?.schemas);
  walk(doc.paths);
  walk(doc.webhooks);
  return all;
}

/** The fields of an operation's 2xx JSON answers. */
export function responseFields(doc: Json, op: OperationRef): Set<string> {
  const resolve = resolver(doc);
  const fields = new Set<string>();
  for (const [status, raw] of Object.entries<Json>(op.operation.responses ?? {})) {
    if (!/^2/.test(status)) continue;
    for (const media of Object.values<Json>(resolve(raw).content ?? {})) propertyNames(doc, media.schema, fields);
  }
  return fields;
}

interface Named {
  op: OperationRef;
  /** Ways a sentence names the operation. */
  patterns: RegExp[];
}

function names(doc: Json): Named[] {
  const ops = listOperations(doc).filter((o) => o.kind === 'path');
  const pageCount = new Map<string, number>();
  for (const op of ops) pageCount.set(op.page, (pageCount.get(op.page) ?? 0) + 1);
  return ops.map((op) => {
    const patterns: RegExp[] = [];
    // Its reference page, when the page documents this operation alone.
    if (op.page && pageCount.get(op.page) === 1) patterns.push(new RegExp(`\\]\\(${escapeRegExp(op.page)}(?:#[\\w-]*)?\\)`));
    // `GET /application_forms/{id}/latest`, with any parameter names.
    const path = pathTemplateSource(op.path, () => '(?:\\{[^}]+\\}|[^\\s/`]+)');
    patterns.push(new RegExp(`\\b${op.method}\\s+${path}(?![\\w/{])`));
    // Its summary, and a capitalised short name of two or more words that starts its operationId.
    const summary = words(op.operation.summary ?? '');
    if (summary.length) patterns.push(new RegExp(`\\b${summary.join(String.raw`\W+(?:(?:a|an|the|of)\W+)*`)}\\b`, 'i'));
    const id = (op.operationId as string).replace(/([A-Z])/g, ' $1').trim().split(/\s+/);
    for (let n = id.length; n >= 2; n--) {
      const title = id.slice(0, n).map((w) => w[0]!.toUpperCase() + w.slice(1).toLowerCase());
      patterns.push(new RegExp(`\\b${title.join(' ')}\\b`));
    }
    return {op, patterns};
  });
}

/** Findings for the sentences: fields an operation's answer is said to show that it does not have. */
export function checkResponseFields(doc: Json, sentences: Sentence[]): FieldFinding[] {
  const all = documentFields(doc);
  const named = names(doc);
  const findings: FieldFinding[] = [];
  for (const {file, line, text} of sentences) {
    const ops = named.filter((n) => n.patterns.some((p) => p.test(text))).map((n) => n.op);
    // One operation named: the sentence is about its answer. Several: it cannot say which one shows what.
    if (ops.length !== 1) continue;
    const op = ops[0]!;
    const own = responseFields(doc, op);
    // A binary answer (a file) has no fields to name.
    if (!own.size) continue;
    // The operation's own name is not a claim about its answer ("[List coverage types](…)").
    const rest = named.find((n) => n.op === op)!.patterns.reduce((t, p) => t.replace(new RegExp(p.source, p.flags.includes('g') ? p.flags : `${p.flags}g`), ' OPERATION '), text);
    const said = new RegExp(String.raw`(?<!\b(?:not|never|no|cannot|doesn't|don't)\s+)\b${VERBS}\s+${DETERMINERS}` + '(`?)([a-z][a-z0-9_]*(?: [a-z][a-z0-9]*)?)\\1', 'gi');
    for (const m of rest.matchAll(said)) {
      // A field as written (`quote_requests`), or in words naming a list (attachments, quote requests).
      const quoted = m[1] === '`';
      const candidates = quoted ? [m[2]!] : [m[2]!.replace(/ /g, '_'), m[2]!.split(' ')[0]!];
      const field = candidates.find((c) => all.has(c) && (quoted || all.get(c)));
      if (!field || own.has(field)) continue;
      findings.push({
        file,
        line,
        operationId: op.operationId,
        field,
        message: `${file}:${line}: this sentence says ${op.operationId} (${op.method} ${op.path}) shows \`${field}\`, which its answer does not have (${[...own].slice(0, 8).join(', ')}${own.size > 8 ? ', …' : ''}): name where \`${field}\` comes from, or add it to the operation's response in the OpenAPI document and the mock`,
      });
    }
  }
  return findings;
}

/** Sentences of MDX prose with their lines: code blocks, imports and front matter left out. */
export function proseSentences(file: string, source: string): Sentence[] {
  const out: Sentence[] = [];
  let fence = false;
  let front = false;
  source.split('\n').forEach((raw, i) => {
    if (i === 0 && raw === '---') front = true;
    else if (front && raw === '---') return void (front = false);
    if (front) return;
    if (/^\s*(```|~~~)/.test(raw)) fence = !fence;
    if (fence || /^\s*(import|export)\s/.test(raw)) return;
    for (const text of raw.split(/(?<=[.!?])\s+(?=[A-Z`*[])/)) if (text.trim()) out.push({file, line: i + 1, text});
  });
  return out;
}
