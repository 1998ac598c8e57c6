/**
 * The OpenAPI document as the world's tests read it: resolved (tokens
 * replaced, `$ref`s inlined), with a JSON Schema validator whose every
 * identifier schema of `components/schemas` is registered under its name.
 */
import fs from 'node:fs';
import path from 'node:path';
import Ajv2020, {type ValidateFunction} from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {tokens} from '../../../src/site/identity';
import {loadDocument} from '../../../src/plugins/openapi/document';

export const ROOT = path.resolve(__dirname, '../../..');
export const {doc} = loadDocument(fs.readFileSync(path.join(ROOT, 'src/data/openapi/bindpoint.openapi.yaml'), 'utf8'), tokens);

/** Names of the identifier schemas: the first block of components/schemas, up to EventName. */
export const identifierSchemas: string[] = (() => {
  const names = Object.keys(doc.components.schemas);
  return names.slice(0, names.indexOf('EventName'));
})();

const ajv = new Ajv2020({strict: false, allErrors: true});
addFormats(ajv);
ajv.addKeyword('example');
ajv.addSchema({$id: 'bp', components: doc.components}, 'bp');

const compiled = new Map<string, ValidateFunction>();
/** Validator of a component schema by name (`TenantId`, `ApplicationForm`, ...). */
export function schema(name: string): ValidateFunction {
  if (!doc.components.schemas[name]) throw new Error(`No schema ${name} in components/schemas`);
  if (!compiled.has(name)) compiled.set(name, ajv.compile({$ref: `bp#/components/schemas/${name}`}));
  return compiled.get(name)!;
}

/** The pattern (or patterns of an anyOf) a value of an identifier type must match, for messages. */
export function patternOf(name: string): string {
  const s = doc.components.schemas[name];
  if (s.pattern) return s.pattern;
  if (s.anyOf) return s.anyOf.map((a: {$ref: string}) => patternOf(a.$ref.split('/').pop()!)).join(' or ');
  return JSON.stringify({type: s.type, minimum: s.minimum});
}

/** `where: value does not match <Schema> (pattern)`, or null when it matches. */
export function idProblem(name: string, value: unknown, where: string): string | null {
  return schema(name)(value) ? null : `${where}: ${JSON.stringify(value)} does not match ${name} (${patternOf(name)})`;
}
