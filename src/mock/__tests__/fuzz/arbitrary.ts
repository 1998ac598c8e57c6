/**
 * fast-check arbitraries from the OpenAPI document's JSON Schemas (2020-12),
 * for the mock's fuzzer (decisions/0020-fuzz-arbitraries-of-our-own.md: no
 * maintained package converts 2020-12 schemas to fast-check 4 arbitraries).
 *
 * It covers the keywords the document uses: `$ref` (local), `type` (one or a
 * list), `const`, `enum`, `pattern` (fast-check's `stringMatching`), the
 * formats `uuid`, `date-time`, `date`, `email`, `uri`, `binary`, lengths and
 * bounds, `items`, `contains`, `uniqueItems`, `properties`, `required`,
 * `dependentRequired`, `minProperties`, `allOf` (merged), `oneOf`/`anyOf`
 * (one branch, merged with its siblings) and `if`/`then`/`else` (one side,
 * with the condition when `then`). A value it makes is not trusted to be
 * valid: the fuzzer classifies every request with the document's validator.
 */
import fc from 'fast-check';
import type {Json} from '../../http';

const MAX_DEPTH = 8;

export function resolveRef(document: Json, schema: Json): Json {
  let current = schema;
  for (let hops = 0; current && typeof current.$ref === 'string' && hops < 32; hops++) {
    const target = (current.$ref as string)
      .replace(/^#\//, '')
      .split('/')
      .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<Json>((node, key) => node?.[key], document);
    const {$ref: _ref, ...rest} = current;
    current = Object.keys(rest).length ? merge(document, target, rest) : target;
  }
  return current ?? {};
}

/** Two schemas as one (what both say; where both constrain one keyword, the second wins, except properties and required, which add up). */
export function merge(document: Json, a: Json, b: Json): Json {
  const left = a.$ref ? resolveRef(document, a) : a;
  const right = b.$ref ? resolveRef(document, b) : b;
  const out: Json = {...left, ...right};
  if (left.properties || right.properties) {
    out.properties = {...left.properties};
    for (const [name, schema] of Object.entries((right.properties ?? {}) as Json)) {
      out.properties[name] = out.properties[name] ? merge(document, out.properties[name], schema as Json) : schema;
    }
  }
  if (left.required || right.required) out.required = [...new Set([...(left.required ?? []), ...(right.required ?? [])])];
  if ((left.const !== undefined || left.enum) && right.const === undefined && !right.enum) {
    if (left.const !== undefined) out.const = left.const;
    if (left.enum) out.enum = left.enum;
  }
  return out;
}

const isoSeconds = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');
const dates = fc.date({min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true});

function stringArbitrary(schema: Json): fc.Arbitrary<string> {
  const min = Number(schema.minLength ?? 0);
  const max = Math.min(Number(schema.maxLength ?? min + 24), min + 64);
  const fits = (s: string) => [...s].length >= min && [...s].length <= Number(schema.maxLength ?? Infinity);
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'date-time':
      return dates.map(isoSeconds);
    case 'date':
      return dates.map((d) => d.toISOString().slice(0, 10));
    case 'email':
      return fc.emailAddress().filter(fits);
    case 'uri':
      return fc.webUrl({validSchemes: /https/.test(String(schema.pattern ?? '')) ? ['https'] : ['https', 'http']}).filter(fits);
    default:
      break;
  }
  if (typeof schema.pattern === 'string') {
    let pattern: RegExp;
    try {
      pattern = new RegExp(schema.pattern as string, 'u');
    } catch {
      pattern = new RegExp(schema.pattern as string);
    }
    return fc.stringMatching(pattern).map((s) => (fits(s) ? s : s.slice(0, max))).filter(fits);
  }
  // Mostly printable ASCII, sometimes any Unicode grapheme: non-ASCII is ordinary input.
  return fc.oneof({arbitrary: fc.string({minLength: min, maxLength: max}), weight: 4}, {arbitrary: fc.string({unit: 'grapheme', minLength: min, maxLength: max}), weight: 1}).filter(fits);
}

function numberArbitrary(schema: Json, integer: boolean): fc.Arbitrary<number> {
  const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? Number(schema.exclusiveMinimum) + (integer ? 1 : 0.01) : -1000);
  const high = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? Number(schema.exclusiveMaximum) - (integer ? 1 : 0.01) : Math.max(Number(low) + 1000, 1000));
  if (integer) return fc.integer({min: Math.ceil(Number(low)), max: Math.floor(Number(high))});
  return fc.oneof(fc.integer({min: Math.ceil(Number(low)), max: Math.floor(Number(high))}), fc.double({min: Number(low), max: Number(high), noNaN: true, noDefaultInfinity: true}).map((n) => Math.round(n * 100) / 100));
}

function objectArbitrary(document: Json, schema: Json, depth: number): fc.Arbitrary<Json> {
  const properties = (schema.properties ?? {}) as Json;
  const names = Object.keys(properties);
  const required = new Set<string>(schema.required ?? []);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const name of new Set([...names, ...required])) model[name] = arbitraryOf(document, properties[name] ?? {}, depth + 1);
  const dependent = (schema.dependentRequired ?? {}) as Record<string, string[]>;
  const keys = Object.keys(model);
  return fc.tuple(fc.record(model), fc.array(fc.boolean(), {minLength: keys.length, maxLength: keys.length})).map(([all, mask]) => {
    const keep = new Set(keys.filter((k, i) => required.has(k) || mask[i]));
    for (let changed = true; changed; ) {
      changed = false;
      for (const [key, needs] of Object.entries(dependent)) {
        if (!keep.has(key)) continue;
        for (const need of needs) if (!keep.has(need) && need in all) (keep.add(need), (changed = true));
      }
    }
    for (const k of keys) if (keep.size < Number(schema.minProperties ?? 0)) keep.add(k);
    return Object.fromEntries(keys.filter((k) => keep.has(k)).map((k) => [k, all[k]]));
  });
}

function arrayArbitrary(document: Json, schema: Json, depth: number): fc.Arbitrary<unknown[]> {
  const items = arbitraryOf(document, schema.items ?? {}, depth + 1);
  const minLength = Number(schema.minItems ?? 0);
  const maxLength = Math.min(Number(schema.maxItems ?? minLength + 4), minLength + 4);
  const list = schema.uniqueItems ? fc.uniqueArray(items, {minLength, maxLength, selector: (v) => JSON.stringify(v)}) : fc.array(items, {minLength, maxLength});
  if (!schema.contains) return list;
  return fc.tuple(list, arbitraryOf(document, schema.contains, depth + 1)).map(([values, needed]) => [...values, needed]);
}

/** An arbitrary of values the schema describes (mostly valid; see the header). */
export function arbitraryOf(document: Json, input: Json, depth = 0): fc.Arbitrary<unknown> {
  if (depth > MAX_DEPTH) return fc.constant(null);
  let schema = input?.$ref ? resolveRef(document, input) : (input ?? {});
  if (!schema || typeof schema !== 'object') return fc.jsonValue({maxDepth: 2});
  if (schema.allOf) {
    const {allOf, ...rest} = schema;
    schema = (allOf as Json[]).reduce((acc, part) => merge(document, acc, part), rest);
  }
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    if (schema[keyword]) {
      const {[keyword]: branches, ...rest} = schema;
      return fc.oneof(...(branches as Json[]).map((branch) => arbitraryOf(document, merge(document, rest, branch), depth + 1)));
    }
  }
  if (schema.if && (schema.then || schema.else)) {
    const {if: condition, then: yes, else: no, ...rest} = schema;
    const sides = [yes ? arbitraryOf(document, merge(document, merge(document, rest, condition), yes), depth) : null, no ? arbitraryOf(document, merge(document, rest, no), depth) : arbitraryOf(document, rest, depth)];
    return fc.oneof(...sides.filter((s): s is fc.Arbitrary<unknown> => s !== null));
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const types: string[] = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : schema.properties ? ['object'] : schema.items ? ['array'] : [];
  if (!types.length) return fc.jsonValue({maxDepth: 2});
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'string':
          return stringArbitrary(schema);
        case 'integer':
          return numberArbitrary(schema, true);
        case 'number':
          return numberArbitrary(schema, false);
        case 'boolean':
          return fc.boolean();
        case 'null':
          return fc.constant(null);
        case 'array':
          return arrayArbitrary(document, schema, depth);
        default:
          return objectArbitrary(document, schema, depth);
      }
    }),
  );
}
