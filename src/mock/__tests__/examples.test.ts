/**
 * Every operation of the document, sent with its own request example (path
 * and query parameters from their examples, the reader's credentials of the
 * fixture world), gets an answer the document describes: a documented status
 * and a body valid against that status's schema (test mode throws otherwise).
 * This is what the API console sends first (issue 37).
 */
import {describe, expect, test} from 'vitest';
import {readerEnvironmentValues as reader} from '../../data/world';
import {listOperations} from '../../plugins/openapi/document';
import {identity} from '../../site/identity';
import {call, document, sandbox, testMock} from './helpers';

type Json = Record<string, any>;
const deref = (node: Json): Json => (node?.$ref ? deref(node.$ref.slice(2).split('/').reduce((n: Json, k: string) => n[k], document)) : node);

describe.each(listOperations(document).filter((o) => o.kind === 'path' && o.operationId !== 'authenticate'))('$operationId', (ref) => {
  test('its example gets a documented, schema-valid answer', async () => {
    const mock = testMock();
    const security = JSON.stringify(ref.operation.security ?? []);
    const token = security.includes('dispositionToken')
      ? reader.BP_DISPOSITION_TOKEN
      : (await call(mock, 'POST', `${sandbox.auth}${identity.tokenPath}`, {body: `grant_type=client_credentials&client_id=${reader.BP_CLIENT_ID}&client_secret=${reader.BP_CLIENT_SECRET}`, headers: {'content-type': 'application/x-www-form-urlencoded'}})).body.access_token;
    const headers: Record<string, string> = security.includes('intelligenceApiKey') ? {'x-api-key': reader.BP_API_KEY} : {};
    let path = ref.path;
    const query = new URLSearchParams();
    for (const p of [...(ref.pathItem.parameters ?? []), ...(ref.operation.parameters ?? [])].map(deref)) {
      if (p.in === 'path') path = path.replace(`{${p.name}}`, p.name === 'tenant_id' ? reader.BP_TENANT_ID : String(p.example));
      if (p.in === 'query' && p.required) query.set(p.name, String(p.example));
    }
    const origin = (ref.operation.servers ?? ref.pathItem.servers ?? document.servers)[0].url;
    const url = `${origin}${path}${query.size ? `?${query}` : ''}`;
    const content = deref(ref.operation.requestBody ?? {}).content ?? {};
    const [type] = Object.keys(content);
    let body: unknown;
    if (type === 'multipart/form-data') {
      const form = new FormData();
      const example = Object.values<Json>(content[type].examples)[0]!.value;
      form.set('dp_id', example.dp_id);
      form.set('file', new File([new Uint8Array(2048)], example.file));
      body = form;
    } else if (type) {
      body = JSON.stringify(Object.values<Json>(content[type].examples ?? {})[0]?.value);
    }
    const response = await mock.handle(new Request(url, {method: ref.method, headers: {authorization: `Bearer ${token}`, ...headers, ...(type && type !== 'multipart/form-data' ? {'content-type': type} : {})}, body: body as BodyInit}));
    expect(Object.keys(ref.operation.responses)).toContain(String(response.status));
  });
});

describe('the default examples through the whole flow (the console sends them first)', () => {
  const first = (operationId: string): Json => {
    const op = listOperations(document).find((o) => o.operationId === operationId)!;
    const content = deref(op.operation.requestBody ?? {}).content['application/json'];
    return Object.values<Json>(content.examples)[0]!.value;
  };

  test('a form created from its default example is lent with the lend example, the default flow of the console', async () => {
    const mock = testMock();
    const token = (await call(mock, 'POST', `${sandbox.auth}${identity.tokenPath}`, {body: `grant_type=client_credentials&client_id=${reader.BP_CLIENT_ID}&client_secret=${reader.BP_CLIENT_SECRET}`, headers: {'content-type': 'application/x-www-form-urlencoded'}})).body.access_token;
    const auth = {authorization: `Bearer ${token}`};
    const created = await call(mock, 'POST', `${sandbox.partner}/tenants/${reader.BP_TENANT_ID}/application_forms`, {body: first('createApplicationForm'), headers: auth});
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const lend = first('lendApplicationForm');
    const lent = await call(mock, 'POST', `${sandbox.partner}/tenants/${reader.BP_TENANT_ID}/lent_application_forms`, {
      body: {...lend, lent_application_form: {...lend.lent_application_form, application_form_id: created.body.id}},
      headers: auth,
    });
    // The example's phone number must not be one the fixture world already sent to the Exchange (422 duplicate_prospect).
    expect(lent.status, JSON.stringify(lent.body)).toBe(201);
  });
});
