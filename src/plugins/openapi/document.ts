/**
 * Loading and normalising the one OpenAPI document of the site
 * (src/data/openapi/bindpoint.openapi.yaml).
 *
 * The source holds `{{token}}` placeholders instead of hosts; `loadDocument`
 * replaces them from the identity module. `normalizeOperation` turns one
 * operation into the self-contained, reference-free data that a page renders
 * (and that the code-sample generator reads), so that a page carries only its
 * own operation.
 *
 * Pure functions only (no Docusaurus imports): the unit tests use them too.
 */
import {CORE_SCHEMA, load} from 'js-yaml';
import {stringify} from 'yaml';
import {replaceTokens} from '../remark-identity';
import {factTokens} from '../../site/fact-tokens';
import {applyRules} from '../../data/rules/openapi';
import {HTTP_METHODS} from '../../data/rules';
import {readerEnvOf} from './reader-env';
import type {
  OperationData,
  ParameterData,
  SchemaData,
  SecurityRequirementData,
  MediaData,
  ResponseData,
  ServerData,
} from './types';
import {pointerSegments} from '@hyperjump/json-pointer';
import mergeAllOfSchemas from 'json-schema-merge-allof';

export type * from './types';

type Json = Record<string, any>;

export interface LoadedDocument {
  /** The resolved document (tokens replaced), as a plain object. */
  doc: Json;
}

/**
 * Parses the YAML source and replaces every `{{token}}`. The parser is
 * js-yaml with YAML 1.2's core schema (dates stay strings, as in the `yaml`
 * package, which parsed the same object in five times the time, on the main
 * thread before bundling can start; a unit test compares the two).
 */
export function loadDocument(source: string, tokens: Record<string, string>): LoadedDocument {
  // `{{fact:name}}` comes from this document's own x-facts (and facts.ts).
  const values = {...factTokens(source), ...tokens};
  const resolved = replaceTokens(source, values, 'src/data/openapi/bindpoint.openapi.yaml');
  const doc = load(resolved, {schema: CORE_SCHEMA}) as Json;
  // A document without paths (a test's fragment) has no operations to state rules for.
  if (!doc?.paths) return {doc};
  // The error responses come from the rules (src/data/rules): the same merge as the mock's loader.
  return {doc: applyRules(doc, (text) => replaceTokens(text, values, 'src/data/rules'))};
}

/** The resolved document as YAML text, as published (written after the build, where it is needed). */
export function documentYaml(doc: Json): string {
  return stringify(doc, {lineWidth: 0});
}

export interface OperationRef {
  operationId: string;
  method: string;
  /** URL path, or the webhook name for callbacks the platform sends. */
  path: string;
  kind: 'path' | 'webhook';
  page: string;
  operation: Json;
  pathItem: Json;
}

/** Every operation of the document: paths first, then webhooks. */
export function listOperations(doc: Json): OperationRef[] {
  const out: OperationRef[] = [];
  const collect = (items: Json | undefined, kind: 'path' | 'webhook') => {
    for (const [path, pathItem] of Object.entries(items ?? {})) {
      for (const method of HTTP_METHODS) {
        const operation = (pathItem as Json)[method];
        if (!operation) continue;
        out.push({
          operationId: operation.operationId,
          method: method.toUpperCase(),
          path,
          kind,
          page: operation['x-doc-page'],
          operation,
          pathItem: pathItem as Json,
        });
      }
    }
  };
  collect(doc.paths, 'path');
  collect(doc.webhooks, 'webhook');
  return out;
}

/** Follows a local `#/...` JSON pointer (read by @hyperjump/json-pointer). */
export function resolvePointer(doc: Json, ref: string): any {
  if (!ref.startsWith('#/')) throw new Error(`Only local references are supported: ${ref}`);
  return [...pointerSegments(ref.slice(1))].reduce((node: any, key) => {
    if (node === undefined || node === null || typeof node !== 'object' || !(key in node)) throw new Error(`Unresolved reference ${ref}`);
    return node[key];
  }, doc);
}

/** Resolves a `$ref` at the top of a node (parameters, responses, examples). */
export function deref<T = Json>(doc: Json, node: Json): T {
  let current = node;
  const seen = new Set<string>();
  while (current && typeof current.$ref === 'string') {
    if (seen.has(current.$ref)) throw new Error(`Circular reference ${current.$ref}`);
    seen.add(current.$ref);
    current = resolvePointer(doc, current.$ref);
  }
  return current as T;
}

/**
 * Returns a schema with every `$ref` inlined (keeping the component name as
 * `x-name`) and object `allOf` members merged, for display.
 */
export function inlineSchema(doc: Json, schema: Json | undefined, stack: string[] = []): SchemaData {
  if (!schema || typeof schema !== 'object') return {};
  if (typeof schema.$ref === 'string') {
    const ref: string = schema.$ref;
    if (stack.includes(ref)) return {'x-name': ref.split('/').pop(), 'x-circular': true};
    const {$ref: _ignored, ...siblings} = schema;
    const target = inlineSchema(doc, resolvePointer(doc, ref), [...stack, ref]);
    return {'x-name': ref.split('/').pop(), ...target, ...siblings};
  }
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties' || key === 'patternProperties' || key === '$defs') {
      out[key] = Object.fromEntries(
        Object.entries(value as Json).map(([name, sub]) => [name, inlineSchema(doc, sub as Json, stack)]),
      );
    } else if (['items', 'contains', 'additionalProperties', 'not', 'if', 'then', 'else'].includes(key) &&
      value && typeof value === 'object') {
      out[key] = inlineSchema(doc, value as Json, stack);
    } else if (['allOf', 'anyOf', 'oneOf', 'prefixItems'].includes(key) && Array.isArray(value)) {
      out[key] = value.map((sub) => inlineSchema(doc, sub, stack));
    } else {
      out[key] = value;
    }
  }
  return mergeAllOf(out);
}

/**
 * The structural members of `allOf` merged into the schema itself, by
 * json-schema-merge-allof (properties merged name by name, `required`
 * joined, every other keyword by the library's rule, the schema's own value
 * first where there can be only one); conditional members (`if`/`then`,
 * `not`) stay in `allOf`. A member's `x-name` is its component's name and
 * does not name the merged schema.
 */
const MERGE_RESOLVERS = {
  // A keyword the library has no rule for (`x-*`, `example`): the schema's own value, else the first member's.
  defaultResolver: mergeAllOfSchemas.options.resolvers.title,
  // The order the document states them in (the library sorts them).
  required: (values: string[][]) => [...new Set(values.flat())],
};

function mergeAllOf(schema: Json): Json {
  if (!Array.isArray(schema.allOf)) return schema;
  const members = schema.allOf as Json[];
  const conditional = (member: Json) => 'if' in member || 'then' in member || 'not' in member;
  const structural = members.filter((member) => !conditional(member)).map(({'x-name': _name, ...rest}) => rest);
  const keep = members.filter(conditional);
  const {allOf: _allOf, ...own} = schema;
  const merged: Json = structural.length
    ? mergeAllOfSchemas({...own, allOf: structural} as never, {ignoreAdditionalProperties: true, resolvers: MERGE_RESOLVERS} as never)
    : own;
  if (keep.length) merged.allOf = keep;
  return merged;
}

function examplesOf(doc: Json, media: Json): MediaData['examples'] {
  const examples: MediaData['examples'] = [];
  for (const [name, raw] of Object.entries((media.examples ?? {}) as Json)) {
    const example = deref(doc, raw as Json);
    examples.push({name, summary: example.summary ?? name, value: example.value});
  }
  if (!examples.length && media.example !== undefined) {
    examples.push({name: 'example', summary: 'Example', value: media.example});
  }
  return examples;
}

function mediaOf(doc: Json, content: Json | undefined): MediaData[] {
  return Object.entries(content ?? {}).map(([mediaType, media]) => ({
    mediaType,
    schema: inlineSchema(doc, (media as Json).schema),
    examples: examplesOf(doc, media as Json),
  }));
}

function securityOf(doc: Json, requirements: Json[] | undefined): SecurityRequirementData[] {
  const schemes = doc.components?.securitySchemes ?? {};
  return (requirements ?? []).map((requirement) =>
    Object.keys(requirement).map((name) => {
      const scheme = schemes[name];
      if (!scheme) throw new Error(`Unknown security scheme ${name}`);
      return {
        name,
        type: scheme.type,
        scheme: scheme.scheme,
        in: scheme.in,
        headerName: scheme.name,
        description: scheme.description,
        tokenUrl: scheme.flows?.clientCredentials?.tokenUrl,
      };
    }),
  );
}

/** The self-contained data of one operation. */
export function normalizeOperation(doc: Json, ref: OperationRef): OperationData {
  const {operation, pathItem} = ref;
  const byKey = new Map<string, ParameterData>();
  for (const raw of [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])]) {
    const p = deref(doc, raw);
    byKey.set(`${p.in}:${p.name}`, {
      name: p.name,
      in: p.in,
      required: Boolean(p.required),
      description: p.description ?? '',
      deprecated: Boolean(p.deprecated),
      schema: inlineSchema(doc, p.schema),
      example: p.example ?? p.schema?.example,
    });
  }
  const order = ['path', 'query', 'header', 'cookie'];
  const parameters = [...byKey.values()].sort(
    (a, b) => order.indexOf(a.in) - order.indexOf(b.in) || Number(b.required) - Number(a.required),
  );

  const body = operation.requestBody ? deref(doc, operation.requestBody) : undefined;
  const responses: ResponseData[] = Object.entries(operation.responses ?? {}).map(([status, raw]) => {
    const response = deref(doc, raw as Json);
    return {
      status,
      description: response.description ?? '',
      headers: Object.entries(response.headers ?? {}).map(([name, h]) => {
        const header = deref(doc, h as Json);
        return {
          name,
          description: header.description ?? '',
          schema: inlineSchema(doc, header.schema),
        };
      }),
      content: mediaOf(doc, response.content),
    };
  });

  const servers: ServerData[] =
    ref.kind === 'webhook'
      ? []
      : (operation.servers ?? pathItem.servers ?? doc.servers ?? []).map((s: Json) => ({
          url: s.url,
          description: s.description ?? '',
        }));

  const requestBody = body
    ? {required: Boolean(body.required), description: body.description ?? '', content: mediaOf(doc, body.content)}
    : null;
  return {
    operationId: ref.operationId,
    method: ref.method,
    path: ref.kind === 'webhook' ? (operation['x-receiver-url'] ?? '') : ref.path,
    kind: ref.kind,
    webhookName: ref.kind === 'webhook' ? ref.path : undefined,
    delivery: ref.kind === 'webhook' ? deliveryOf(ref.operationId, operation['x-delivery']) : undefined,
    summary: operation.summary ?? '',
    description: operation.description ?? '',
    deprecated: Boolean(operation.deprecated),
    tags: operation.tags ?? [],
    page: ref.page,
    servers,
    security: securityOf(doc, operation.security ?? doc.security),
    parameters,
    requestBody,
    responses,
    readerEnv: readerEnvOf({parameters, requestBody}),
  };
}

/** A webhook's `x-delivery`: what its endpoint was registered for, the answer expected and within how many seconds. */
function deliveryOf(operationId: string, raw: unknown): OperationData['delivery'] {
  const d = (raw ?? {}) as Json;
  for (const key of ['for', 'answer', 'within']) {
    if (typeof d[key] !== 'string' && typeof d[key] !== 'number') {
      throw new Error(`webhooks ${operationId}: x-delivery.${key} is missing: give x-delivery {for, answer, within} (what the endpoint is registered for, the answer expected, the seconds)`);
    }
  }
  return {for: String(d.for), answer: String(d.answer), within: String(d.within)};
}

/**
 * Checks what the site relies on (the full OpenAPI 3.1 validation runs in the
 * unit tests): unique operation ids, a documentation page per operation,
 * resolvable references and no unreplaced token. Returns the problems found.
 */
export function checkDocument(doc: Json): string[] {
  const problems: string[] = [];
  if (!String(doc.openapi ?? '').startsWith('3.1')) problems.push('openapi must be 3.1.x');
  const seen = new Set<string>();
  for (const ref of listOperations(doc)) {
    const where = `${ref.method} ${ref.path}`;
    if (!ref.operationId) problems.push(`${where}: missing operationId`);
    else if (seen.has(ref.operationId)) problems.push(`${where}: duplicate operationId ${ref.operationId}`);
    seen.add(ref.operationId);
    if (!/^\/docs\/[a-z_/]+\/$/.test(ref.page ?? '')) problems.push(`${where}: missing or malformed x-doc-page`);
    try {
      normalizeOperation(doc, ref);
    } catch (error) {
      problems.push(`${where}: ${(error as Error).message}`);
    }
  }
  const text = JSON.stringify(doc);
  if (text.includes('{{')) problems.push('unreplaced {{token}} left in the document');
  return problems;
}
