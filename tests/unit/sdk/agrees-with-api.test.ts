/**
 * Where the SDK models what the API models, the two say the same (issue 46,
 * item 3). The SDK's declared API (src/data/sdk/bindpoint-sdk.d.ts) takes
 * statuses, roles and ids from the Partner API; each pair below must agree
 * with the OpenAPI document, or name the difference in the `DIFFERENCES`
 * list, which both pages explain. A new divergence (a status added on one
 * side) fails here with both lists.
 *
 * Before issue 46 the SDK's `ApplicationFormStatus` had `binding` and
 * `sent_to_exchange`, where the API's `FormStatus` has `submitted` and
 * `closed` (a lent form keeps its status and has `lent`).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {doc} from '../samples/openapi';
import selectorsData from '../../../src/data/sdk/selectors.json';
import {SDK_DTS} from './typecheck';

type Json = Record<string, any>;

const dts = readFileSync(SDK_DTS, 'utf8');
const ROOT = path.resolve(__dirname, '../../..');

/** The string literals of an exported union type of the declarations. */
function unionOf(source: string, name: string): string[] {
  const m = new RegExp(`export type ${name} =([^;]+);`).exec(source);
  if (!m) throw new Error(`src/data/sdk/bindpoint-sdk.d.ts declares no type ${name}`);
  return [...m[1]!.matchAll(/'([^']+)'/g)].map((x) => x[1]!);
}

/** The properties of an exported interface of the declarations. */
function propertiesOf(source: string, name: string): string[] {
  const start = source.indexOf(`export interface ${name} {`);
  if (start < 0) throw new Error(`src/data/sdk/bindpoint-sdk.d.ts declares no interface ${name}`);
  const body = source.slice(start, source.indexOf('\n  }', start));
  return [...body.matchAll(/^\s{4}(\w+)\??:/gm)].map((x) => x[1]!);
}

const schema = (name: string): Json => doc.components.schemas[name];

/** SDK type ↔ API enum. */
const ENUMS: Array<{sdk: string; api: string; values: () => string[]}> = [
  {sdk: 'QuoteRequestStatus', api: 'RequestStatus', values: () => schema('RequestStatus').enum},
  {sdk: 'ApplicationFormStatus', api: 'FormStatus', values: () => schema('FormStatus').enum},
  {sdk: 'SessionRole', api: 'SdkTokenRequest sdk_token.role', values: () => schema('SdkTokenRequest').properties.sdk_token.properties.role.enum},
  {sdk: 'SdkFlow', api: 'ApplicationForm.flow', values: () => schema('ApplicationForm').properties.flow.enum},
];

/** SDK interface property (camelCase) ↔ API schema property (snake_case): the fields both models have. */
const FIELDS: Array<{sdk: string; api: string; fields: string[]}> = [
  {sdk: 'ApplicationForm', api: 'ApplicationForm', fields: ['id', 'reference_id', 'status', 'lent', 'flow', 'created_at', 'updated_at']},
  {sdk: 'QuoteRequest', api: 'QuoteRequest', fields: ['id', 'quote_number', 'premium', 'pinned', 'source_system', 'attachment_ids', 'updated_at']},
];

/** Where the two models differ on purpose; both pages named here say so. */
const DIFFERENCES = [
  {what: 'QuoteRequest.premium', sdk: 'Money: minor units (cents) with a currency', api: 'a number of US dollars', pages: ['docs/sdk/sdk_selectors.mdx', 'docs/api/api_overview.mdx']},
];

const camel = (s: string) => s.replace(/_(\w)/g, (_m, c: string) => c.toUpperCase());

describe('the SDK and the API model the same things alike', () => {
  test.each(ENUMS.map((e) => [`${e.sdk} = ${e.api}`, e] as const))('%s', (_name, e) => {
    expect(unionOf(dts, e.sdk), `src/data/sdk/bindpoint-sdk.d.ts ${e.sdk} against the OpenAPI document's ${e.api}: make them equal, or list the difference in DIFFERENCES and explain it on both pages`).toEqual(e.values());
  });

  test.each(FIELDS.map((f) => [`${f.sdk} has the API's ${f.fields.join(', ')}`, f] as const))('%s', (_name, f) => {
    const api = Object.keys(schema(f.api).properties ?? {});
    const sdk = propertiesOf(dts, f.sdk);
    for (const field of f.fields) {
      expect(api, `the OpenAPI document's ${f.api} has no ${field}`).toContain(field);
      expect(sdk, `src/data/sdk/bindpoint-sdk.d.ts ${f.sdk} has no ${camel(field)} (the API's ${field})`).toContain(camel(field));
    }
  });

  test("the SDK data's prose lists the statuses the declarations have", () => {
    const described = selectorsData.selectors.find((s) => s.name === 'selectApplicationFormStatus')!.description;
    expect([...described.matchAll(/`([a-z_]+)`/g)].map((m) => m[1]).filter((v) => v !== 'lent')).toEqual(unionOf(dts, 'ApplicationFormStatus'));
  });

  test('each difference is explained on both pages it names', () => {
    for (const d of DIFFERENCES) {
      for (const page of d.pages) {
        const text = readFileSync(path.join(ROOT, page), 'utf8');
        expect(text.includes('cents') && /dollars/.test(text), `${page}: say that ${d.what} is ${d.sdk} in the SDK and ${d.api} in the API`).toBe(true);
      }
    }
  });

  test('a divergence put back is found: the SDK form statuses before issue 46', () => {
    const before = dts.replace(/export type ApplicationFormStatus =[^;]+;/, "export type ApplicationFormStatus = 'draft' | 'in_progress' | 'quoting' | 'quoted' | 'binding' | 'bound' | 'sent_to_exchange';");
    expect(unionOf(before, 'ApplicationFormStatus')).not.toEqual(schema('FormStatus').enum);
  });
});
