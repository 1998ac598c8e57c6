/**
 * The code-sample generator produces the request the document describes:
 * URL (server, path parameters, query), method, headers and example body, in
 * curl, JavaScript fetch and Python requests.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {tokens} from '../../../site/identity';
import {listOperations, loadDocument, normalizeOperation} from '../document';
import {buildRequest, envMarker, renderAll} from '../theme/CodeSamples/generate';
import {SAMPLE_LANGUAGES, type SampleLanguageId} from '../theme/CodeSamples/languages';
import {firstWithSchemaOf, operationDataFile, operationDataModule, operationModule} from '../mdx';

const root = path.resolve(__dirname, '../../../..');
const {doc} = loadDocument(fs.readFileSync(path.join(root, 'src/data/openapi/bindpoint.openapi.yaml'), 'utf8'), tokens);
const op = (id: string) => normalizeOperation(doc, listOperations(doc).find((o) => o.operationId === id)!);

describe('buildRequest', () => {
  test('createApplicationForm: sandbox URL with the tenant id, POST, bearer token, JSON body, idempotency key', () => {
    const operation = op('createApplicationForm');
    const request = buildRequest(operation);
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`${tokens.partnerApiSandbox}/tenants/${envMarker('BP_TENANT_ID')}/application_forms`);
    const example = operation.requestBody!.content[0]!.examples[0]!.value as any;
    const body = structuredClone(example);
    body.application_form.storefront_code = envMarker('BP_STOREFRONT_CODE');
    expect(request.body).toEqual({kind: 'json', value: body});
    expect(request.headers.map((h) => h.name)).toEqual(['Authorization', 'Content-Type', 'Accept', 'Idempotency-Key']);
    expect(request.env).toEqual(['BP_TOKEN', 'BP_TENANT_ID', 'BP_STOREFRONT_CODE']);
    expect(buildRequest(operation, 'production').url).toBe(
      `${tokens.partnerApi}/tenants/${envMarker('BP_TENANT_ID')}/application_forms`,
    );
  });

  test('authenticate: token URL, Basic credentials, form-encoded body', () => {
    const request = buildRequest(op('authenticate'));
    expect(request.url).toBe(tokens.tokenUrlSandbox);
    expect(request.body).toEqual({kind: 'form', fields: [['grant_type', 'client_credentials']]});
    expect(request.env).toEqual(['BP_CLIENT_ID', 'BP_CLIENT_SECRET']);
  });

  test('getMarketRecommendation: Carrier API host, required query parameters, token and API key', () => {
    const request = buildRequest(op('getMarketRecommendation'));
    expect(request.method).toBe('GET');
    const url = new URL(request.url);
    expect(url.origin).toBe(tokens.carrierApiSandbox);
    expect(url.pathname).toBe('/market_recommendation');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({state: 'TX', naics: '311811', product: 'general_liability'});
    expect(request.body).toEqual({kind: 'none'});
    expect(request.env).toEqual(['BP_TOKEN', 'BP_API_KEY']);
  });

  test('createDisposition: Leads API host and the static disposition token', () => {
    const request = buildRequest(op('createDisposition'));
    expect(request.url).toBe(`${tokens.leadsApiSandbox}/leads/${envMarker('BP_LEAD_ID')}/lead_attributes`);
    expect(request.env).toEqual(['BP_DISPOSITION_TOKEN', 'BP_LEAD_ID']);
  });

  test('universalSubmitFile: multipart with the file as a file part', () => {
    const request = buildRequest(op('universalSubmitFile'));
    expect(request.body).toEqual({
      kind: 'multipart',
      fields: [['dp_id', envMarker('BP_DP_ID')]],
      files: [['file', 'acord-125-whitfield-bakery.pdf']],
    });
  });

  test('getAttachment: binary download', () => {
    const request = buildRequest(op('getAttachment'));
    expect(request.binary).toBe(true);
    expect(request.url).toBe(`${tokens.partnerApiSandbox}/attachments/${envMarker('BP_ATTACHMENT_ID')}`);
  });

  test('receiveProspect: replays the example to your endpoint with the static header', () => {
    const request = buildRequest(op('receiveProspect'));
    expect(request.url).toBe('https://your-app.example.com/bindpoint/prospects');
    expect(request.headers[0]).toMatchObject({name: 'X-BindPoint-Token', env: 'EXCHANGE_HEADER_VALUES'});
  });
});

describe('rendered samples', () => {
  test('curl, fetch and requests carry the same URL, method and body', () => {
    const operation = op('sendProspect');
    const {request, curl, javascript, python} = renderAll(operation);
    const body = operation.requestBody!.content[0]!.examples[0]!.value as any;
    expect(curl.split('\n')[0]).toBe('IDEMPOTENCY_KEY=$(uuidgen 2>/dev/null || cat /proc/sys/kernel/random/uuid 2>/dev/null)');
    expect(curl).toContain(`curl ${request.url} \\\n  --request POST`);
    expect(curl).toContain('--header "Authorization: Bearer $BP_TOKEN"');
    // With no key the shell stops the command (curl would drop an empty header and send the POST unprotected).
    expect(curl).toContain('--header "Idempotency-Key: ${IDEMPOTENCY_KEY:?install uuidgen or set IDEMPOTENCY_KEY to a new UUID}"');
    expect(curl).not.toContain('$(uuidgen)"');
    const curlBody = curl.match(/--data '([\s\S]*)'$/)![1]!;
    expect(JSON.parse(curlBody)).toEqual(body);

    expect(javascript).toContain(`const response = await fetch('${request.url}'`);
    expect(javascript).toContain(`method: 'POST'`);
    expect(javascript).toContain('Authorization: `Bearer ${process.env.BP_TOKEN}`');
    expect(javascript).toContain(`'Idempotency-Key': crypto.randomUUID()`);
    expect(javascript).toContain("body: JSON.stringify({");

    expect(python).toContain(`response = requests.post(\n    "${request.url}"`);
    expect(python).toContain(`"Authorization": f"Bearer {os.environ['BP_TOKEN']}"`);
    expect(python).toContain('"mqs_phone"');
    expect(python).toContain('import uuid');
  });

  test('every language reads the token from the environment and sends a fresh idempotency key', () => {
    const samples = renderAll(op('sendProspect'));
    const token: Record<SampleLanguageId, string> = {
      curl: '$BP_TOKEN',
      javascript: 'process.env.BP_TOKEN',
      node: 'process.env.BP_TOKEN',
      python: "os.environ['BP_TOKEN']",
      java: 'System.getenv("BP_TOKEN")',
      csharp: 'Environment.GetEnvironmentVariable("BP_TOKEN")',
      php: "getenv('BP_TOKEN')",
      go: 'os.Getenv("BP_TOKEN")',
      ruby: "ENV.fetch('BP_TOKEN')",
    };
    for (const language of SAMPLE_LANGUAGES) {
      const code = samples[language.id];
      expect(code, language.id).toContain(token[language.id]);
      expect(code, language.id).not.toContain('@@');
      expect(code, language.id).toContain('Idempotency-Key');
    }
    expect(samples.go).toMatch(/import \(\n(\t"[^"\n]+"\n)+\)/);
    expect(samples.go).toContain('\t"os"\n');
    expect(samples.ruby).toMatch(/^require 'securerandom'/);
  });

  test('the form-encoded token request uses Basic auth in every language', () => {
    const samples = renderAll(op('authenticate'));
    expect(samples.curl).toContain('--user "$BP_CLIENT_ID:$BP_CLIENT_SECRET"');
    expect(samples.curl).toContain("--data-urlencode 'grant_type=client_credentials'");
    expect(samples.javascript).toContain('new URLSearchParams(');
    expect(samples.javascript).toContain('btoa(`${process.env.BP_CLIENT_ID}:${process.env.BP_CLIENT_SECRET}`)');
    expect(samples.python).toContain('auth=(os.environ["BP_CLIENT_ID"], os.environ["BP_CLIENT_SECRET"])');
    expect(samples.python).toContain('data={');
    expect(samples.java).toContain('java.util.Base64.getEncoder()');
    expect(samples.php).toContain("CURLOPT_USERPWD, getenv('BP_CLIENT_ID') . ':' . getenv('BP_CLIENT_SECRET')");
    expect(samples.go).toContain('req.SetBasicAuth(os.Getenv("BP_CLIENT_ID"), os.Getenv("BP_CLIENT_SECRET"))');
    expect(samples.ruby).toContain("request.basic_auth(ENV.fetch('BP_CLIENT_ID'), ENV.fetch('BP_CLIENT_SECRET'))");
  });

  test('python literals are Python, not JSON', () => {
    const {python} = renderAll(op('createApplicationForm'));
    expect(python).toContain('"create_guest_user": True');
    expect(python).not.toMatch(/:\s(true|false|null)\b/);
  });
});

describe('generated operation module', () => {
  test('has real headings for each section and status, and embeds only its own operation', () => {
    const operation = op('createDisposition');
    const mdx = operationModule(operation);
    for (const heading of ['## Endpoint URL', '## Authentication', '## Parameters', '### Path parameters', '## Request body', '## Responses', '### 201 Created', '### 422 Unprocessable Entity', '## Code samples']) {
      expect(mdx).toContain(`\n${heading}\n`);
    }
    expect(mdx).toContain("import operation from './createDisposition.data.js';");
    expect(operationDataFile(operation)).toBe('createDisposition.data.js');
    const data = operationDataModule(operation);
    expect(data).toMatch(/^export default \{"operationId":"createDisposition",/);
    expect(data).not.toContain('getDispositions');
    // The MDX holds no data of its own: only its imports, headings and components.
    expect(mdx.length).toBeLessThan(data.length / 2);
  });

  test('the error envelope is drawn under the first error status only; later ones link to it', () => {
    const operation = op('createApplicationForm');
    const statuses = operation.responses.map((r) => r.status);
    expect(statuses.slice(0, 3)).toEqual(['201', '400', '401']);
    expect(firstWithSchemaOf(operation, '201')).toBeUndefined();
    expect(firstWithSchemaOf(operation, '400')).toBeUndefined();
    for (const status of statuses.slice(2)) expect(firstWithSchemaOf(operation, status), status).toBe('400');
    const mdx = operationModule(operation);
    expect(mdx).toContain('<Response operation={operation} status="400" />');
    expect(mdx).toContain('<Response operation={operation} status="401" schemaShownAt={{"status":"400","anchor":"400-bad-request"}} />');
    const shared = operationModule(op('createUniversalSubmitUploadUrl'), {shared: true});
    const link = /schemaShownAt=\{\{"status":"(\d+)","anchor":"([^"]+)"\}\}/.exec(shared);
    expect(link, 'a shared page links within its operation').not.toBeNull();
    expect(shared).toContain(` {#${link![2]}}\n`);
    expect(link![2]).toMatch(new RegExp(`^create-universal-submit-upload-url-${link![1]}-`));
  });

  test('webhooks get delivery wording and pages with two operations get distinct headings', () => {
    const mdx = operationModule(op('receiveProspect'));
    expect(mdx).toContain('\n## Payload\n');
    expect(mdx).toContain('\n## Your response\n');
    const shared = operationModule(op('createUniversalSubmitUploadUrl'), {shared: true});
    expect(shared).toContain('\n## Get an upload URL for a large file {#create-universal-submit-upload-url}\n');
    expect(shared).toContain('\n### Request body {#create-universal-submit-upload-url-request-body}\n');
    expect(shared).toContain('\n#### 201 Created {#create-universal-submit-upload-url-201-created}\n');
  });
});
