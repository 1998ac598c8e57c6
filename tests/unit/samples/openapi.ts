/**
 * The OpenAPI document as the samples tests see it: resolved (identity and
 * fact tokens replaced), indexed by host, method and path, with Ajv
 * validators for its schemas. Shared by the sample, first-call and lint tests.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {tokens} from '../../../src/site/identity';
import {documentYaml, listOperations, loadDocument, type OperationRef} from '../../../src/plugins/openapi/document';
import {pathTemplateSource} from '../../../src/site/regexp';

export const ROOT = path.resolve(__dirname, '../../..');
export const SOURCE = path.join(ROOT, 'src/data/openapi/bindpoint.openapi.yaml');

type Json = Record<string, any>;

export const {doc} = loadDocument(fs.readFileSync(SOURCE, 'utf8'), tokens);
export const yaml = documentYaml(doc);

/** Writes the resolved document to a fresh temporary directory (for Redocly). */
export function writeResolved(prefix = 'bp-openapi-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const file = path.join(dir, 'bindpoint.openapi.yaml');
  fs.writeFileSync(file, yaml);
  return file;
}

const DOC_ID = 'https://openapi.bindpoint.example/document.json';
const ajv = new Ajv2020({strict: false, allErrors: true, validateSchema: false, validateFormats: true});
addFormats(ajv);
ajv.addSchema(doc, DOC_ID);

const pointer = (parts: string[]) => '#/' + parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
const cache = new Map<string, ReturnType<typeof ajv.compile>>();

/** A validator for the schema at a JSON pointer of the document. */
export function validatorAt(parts: string[]) {
  const ref = `${DOC_ID}${pointer(parts)}`;
  let validate = cache.get(ref);
  if (!validate) {
    validate = ajv.compile({$ref: ref});
    cache.set(ref, validate);
  }
  return validate;
}

/** Validates a value; returns the problems as text (empty when valid). */
export function check(parts: string[], value: unknown): string[] {
  const validate = validatorAt(parts);
  if (validate(value)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message}${e.params && 'allowedValues' in e.params ? ` ${JSON.stringify((e.params as any).allowedValues)}` : ''}`);
}

export interface Operation {
  ref: OperationRef;
  /** Origins (scheme and host) the operation is served on. */
  origins: string[];
  /** Matches a URL path; groups are the path parameters in order. */
  pattern: RegExp;
  params: string[];
  /** JSON pointer parts of the operation object. */
  at: string[];
  parameters: Json[];
}

const deref = (value: Json): Json => {
  if (value && typeof value.$ref === 'string') {
    const parts = value.$ref.slice(2).split('/').map((p: string) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
    return deref(parts.reduce((node: Json, key: string) => node[key], doc));
  }
  return value;
};
export {deref};

export const operations: Operation[] = listOperations(doc)
  .filter((ref) => ref.kind === 'path')
  .map((ref) => {
    const servers = ref.operation.servers ?? ref.pathItem.servers ?? doc.servers ?? [];
    const params: string[] = [];
    const pattern = new RegExp(
      '^' +
        pathTemplateSource(ref.path, (name) => {
          params.push(name);
          return '([^/]+)';
        }) +
        '/?$',
    );
    const parameters = [...(ref.pathItem.parameters ?? []), ...(ref.operation.parameters ?? [])].map(deref);
    return {
      ref,
      origins: servers.map((s: Json) => new URL(s.url).origin),
      pattern,
      params,
      at: ['paths', ref.path, ref.method.toLowerCase()],
      parameters,
    };
  });

/** Every origin the document serves. */
export const platformOrigins = new Set(operations.flatMap((o) => o.origins));

/** The operations on an origin whose path matches (any method). */
export function operationsAt(origin: string, urlPath: string): Operation[] {
  return operations.filter((o) => o.origins.includes(origin) && o.pattern.test(urlPath));
}

/** Header names a security requirement needs (`Authorization` for Bearer and Basic). */
export function requiredHeaders(op: Operation): string[][] {
  const schemes = doc.components.securitySchemes as Json;
  const requirements: Json[] = op.ref.operation.security ?? doc.security ?? [];
  return requirements.map((req) =>
    Object.keys(req).map((name) => {
      const scheme = schemes[name];
      return scheme.type === 'apiKey' ? String(scheme.name).toLowerCase() : 'authorization';
    }),
  );
}

/** JSON pointer parts of every response schema of an operation (any status, JSON only). */
export function responseSchemas(op: Operation): string[][] {
  const out: string[][] = [];
  for (const [status, raw] of Object.entries(op.ref.operation.responses ?? {})) {
    const response = deref(raw as Json);
    const json = response.content?.['application/json'];
    if (!json?.schema) continue;
    if ((raw as Json).$ref) {
      out.push([...(raw as Json).$ref.slice(2).split('/'), 'content', 'application/json', 'schema']);
    } else {
      out.push([...op.at, 'responses', status, 'content', 'application/json', 'schema']);
    }
  }
  return out;
}
