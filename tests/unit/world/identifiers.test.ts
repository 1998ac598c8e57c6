/**
 * Every example anywhere on the site is validated against the identifier
 * schemas of the OpenAPI document: the document's own examples, the webhook
 * catalogue, the component manifest and the JSON and code blocks of every
 * page. A failure names the file with its line or JSON pointer, the value,
 * the schema and its pattern. Ids that name something (a tenant, a form, a
 * lead, a quote, a hook, a client id) must also be the fixture world's, so a
 * page cannot show a form or tenant the mock does not know.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {deref, listOperations, resolvePointer} from '../../../src/plugins/openapi/document';
import {catalogue} from '../../../src/data/webhooks';
import {
  applicationForms,
  attachments,
  carriers,
  exchangeForms,
  hookRequests,
  hooks,
  prospects,
  quoteRequests,
  tenants,
  users,
  type Tenant,
} from '../../../src/data/world';
import {codeBlocks} from '../samples/extract';
import {ROOT, doc, idProblem, identifierSchemas} from './openapi';
import {idsInCode, idsInExample, idsInJson, type Found} from './identifiers';
import {isPending, pendingPageValues} from './pending';

const ids = new Set(identifierSchemas);
const idOf = (s: Record<string, any>) => {
  const name = typeof s.$ref === 'string' ? s.$ref.split('/').pop() : undefined;
  return name && ids.has(name) ? name : undefined;
};
const resolve = (s: Record<string, any>) => resolvePointer(doc, s.$ref);
const OPENAPI = 'src/data/openapi/bindpoint.openapi.yaml';

function openapiIds(): Found[] {
  const out: Found[] = [];
  for (const ref of listOperations(doc)) {
    const base = ref.kind === 'path' ? `/paths/${ref.path.replace(/\//g, '~1')}` : `/webhooks/${ref.path}`;
    const where = `${OPENAPI} ${base}/${ref.method.toLowerCase()}`;
    for (const raw of [...(ref.pathItem.parameters ?? []), ...(ref.operation.parameters ?? [])]) {
      const p = deref(doc, raw);
      if (p.example !== undefined) out.push(...idsInExample(p.schema, p.example, `${where} parameter ${p.name}`, idOf, resolve));
    }
    const body = ref.operation.requestBody ? deref(doc, ref.operation.requestBody) : undefined;
    for (const [type, media] of Object.entries<any>(body?.content ?? {})) {
      for (const [name, ex] of Object.entries<any>(media.examples ?? {})) {
        out.push(...idsInExample(media.schema, deref(doc, ex).value, `${where}/requestBody/${type}/examples/${name}/value`, idOf, resolve));
      }
    }
    for (const [status, raw] of Object.entries<any>(ref.operation.responses ?? {})) {
      const response = deref(doc, raw);
      for (const [type, media] of Object.entries<any>(response.content ?? {})) {
        for (const [name, ex] of Object.entries<any>(media.examples ?? {})) {
          out.push(...idsInExample(media.schema, deref(doc, ex).value, `${where}/responses/${status}/${type}/examples/${name}/value`, idOf, resolve));
        }
      }
    }
  }
  return out;
}

const SUBJECT_ID: Record<string, string> = {
  application_form: 'ApplicationFormId',
  quote_request: 'QuoteRequestId',
  carrier: 'CarrierId',
};
function catalogueIds(): Found[] {
  const out: Found[] = [];
  catalogue.subjects.forEach((s, si) =>
    s.events.forEach((e, ei) => {
      const base = `src/data/webhooks/catalogue.json /subjects/${si}/events/${ei}`;
      const {data, ...envelope} = e.payload;
      out.push(...idsInJson(e.headers, `${base}/headers`));
      out.push(...idsInJson(envelope, `${base}/payload`, 'EventId'));
      out.push(...idsInJson(data, `${base}/payload/data`, SUBJECT_ID[s.subject]));
    }),
  );
  return out;
}

function manifestIds(): Found[] {
  const file = 'src/data/components/manifest.json';
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'));
  const out: Found[] = [];
  const walk = (node: unknown, pointer: string) => {
    if (Array.isArray(node)) node.forEach((v, i) => walk(v, `${pointer}/${i}`));
    else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, `${pointer}/${k}`);
    else if (typeof node === 'string' && /[=:]/.test(node)) {
      out.push(...idsInCode(node, `${file} ${pointer}`, 1).map((f) => ({...f, where: f.where.replace(/:\d+$/, '')})));
    }
  };
  walk(manifest, '');
  return out;
}

function pageFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? pageFiles(full) : /\.mdx?$/.test(e.name) ? [full] : [];
  });
}
function docsIds(): Found[] {
  const out: Found[] = [];
  for (const full of pageFiles(path.join(ROOT, 'docs'))) {
    const file = path.relative(ROOT, full);
    for (const block of codeBlocks(file, fs.readFileSync(full, 'utf8'))) {
      const first = block.line + 1;
      let json: unknown;
      if (block.language === 'json') {
        try {
          json = JSON.parse(block.code);
        } catch {
          json = undefined;
        }
      }
      if (json !== undefined) out.push(...idsInJson(json, `${file}:${first}`));
      else out.push(...idsInCode(block.code, file, first));
    }
  }
  return out;
}

/** Values the world holds, per identifier type that names a thing. */
const tenantEnvs = (Object.values(tenants) as Tenant[]).flatMap((t) => Object.values(t.environments));
const KNOWN: Record<string, Set<unknown>> = {
  TenantId: new Set(tenantEnvs.map((e) => e.tenantId)),
  OAuthClientId: new Set(tenantEnvs.map((e) => e.oauth.clientId)),
  OAuthClientSecret: new Set(tenantEnvs.map((e) => e.oauth.clientSecret)),
  SdkClientId: new Set(tenantEnvs.flatMap((e) => [e.storefrontSdk.sdkClientId, e.agentSdk.sdkClientId])),
  ReferenceId: new Set(applicationForms.map((f) => f.referenceId)),
  ApplicationFormId: new Set(applicationForms.flatMap((f) => f.versions.map((v) => v.id))),
  LeadId: new Set(prospects.map((p) => p.leadId)),
  QuoteNumber: new Set(quoteRequests.map((q) => q.quoteNumber)),
  QuoteRequestId: new Set(quoteRequests.map((q) => q.id)),
  HookId: new Set(hooks.map((h) => h.id)),
  AttachmentId: new Set(attachments.map((a) => a.id)),
  CarrierId: new Set(carriers.map((c) => c.id)),
  ExchangeApplicationFormId: new Set(exchangeForms.map((x) => x.id)),
  UserId: new Set([
    ...users.map((u) => u.uid),
    ...tenantEnvs.map((e) => e.oauth.uid),
    ...applicationForms.flatMap((f) => (f.guestUserId ? [f.guestUserId] : [])),
  ]),
  HookRequestId: new Set(hookRequests.map((r) => r.id)),
};
KNOWN.ApplicationFormIdOrReference = new Set([...KNOWN.ReferenceId!, ...KNOWN.ApplicationFormId!]);

function unknownToWorld(found: Found[]): string[] {
  return found
    .filter((f) => !isPending(f.where, f.value))
    .filter((f) => KNOWN[f.schema] && !KNOWN[f.schema]!.has(f.value) && idProblem(f.schema, f.value, '') === null)
    .map((f) => `${f.where}: ${JSON.stringify(f.value)} is a ${f.schema} the fixture world (src/data/world) does not hold; use one of its values (e.g. ${[...KNOWN[f.schema]!][0]})`);
}

const problems = (found: Found[]) =>
  found
    .filter((f) => !isPending(f.where, f.value))
    .map((f) =>
      // A variable holding a reference id, handed over where the form's UUID goes: say what goes there.
      f.schema === 'ApplicationFormId' && typeof f.value === 'string' && /reference/i.test(f.value) && idProblem(f.schema, f.value, f.where)
        ? `${f.where}: passes a reference id (${f.value}) where the application form's id goes, which is a UUID (ApplicationFormId): pass the form's id, e.g. the one your back end bound the token to`
        : idProblem(f.schema, f.value, f.where),
    )
    .filter((p): p is string => p !== null);

describe('every identifier in every example matches its schema', () => {
  const sources = {
    'the OpenAPI document': openapiIds(),
    'the webhook catalogue': catalogueIds(),
    'the component manifest': manifestIds(),
    'the pages (JSON and code blocks)': docsIds(),
  };

  test.each(Object.entries(sources))('%s', (_name, found) => {
    expect(found.length).toBeGreaterThan(0);
    expect(problems(found)).toEqual([]);
  });

  test('every pending page value is still on its page (a stale entry would hide the same mistake put back)', () => {
    // A fixed page's entry must go: while listed, the value put back is excused (issue 35: the
    // sdk_user_guide's reference id passed where the form UUID goes passed because of one).
    const all = Object.values(sources).flat();
    const source = fs.readFileSync(path.join(ROOT, 'tests/unit/world/pending.ts'), 'utf8');
    const stale = pendingPageValues
      .filter((p) => !all.some((f) => f.where.split(/[: ]/)[0] === p.file && f.value === p.value))
      .map((p) => {
        const line = source.split('\n').findIndex((l) => l.includes(p.file) && l.includes(String(p.value))) + 1;
        return `tests/unit/world/pending.ts:${line || 1}: ${p.file} no longer has ${JSON.stringify(p.value)}: remove the entry`;
      });
    expect(stale.length, `${stale.length} pending entries are stale:\n${stale.join('\n')}\n`).toBe(0);
  });

  test.each(Object.entries(sources).filter(([name]) => name !== 'the OpenAPI document'))('%s: ids that name something are the world\'s', (_name, found) => {
    expect(unknownToWorld(found)).toEqual([]);
  });

  test('a wrong id is caught with its file, line, value and pattern', () => {
    const code = 'curl "{{partnerApiSandbox}}/application_forms/K7Q-4MZ-92/latest"\n{"sdk_client_id": "sdkc_sbx_3e7a91d4c"}';
    const found = idsInCode(code.replace('{{partnerApiSandbox}}', 'https://partner-api.sandbox.bindpoint.example'), 'docs/x.mdx', 10);
    expect(problems(found)).toEqual([
      'docs/x.mdx:10: "K7Q-4MZ-92" does not match ApplicationFormIdOrReference (^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$ or ^[A-Z0-9]{3}-[A-Z0-9]{3}-[A-Z0-9]{3}$)',
      'docs/x.mdx:11: "sdkc_sbx_3e7a91d4c" does not match SdkClientId (^(sdkc_sbx_|sdkc_prd_)[0-9a-f]{10}$)',
    ]);
    // A reference id where a form UUID goes (the sdk_user_guide mistake).
    expect(problems(idsInCode("<bp-sdk-root application-form-id=\"K7Q-4MZ-92T\">", 'docs/y.mdx', 3))).toEqual([
      'docs/y.mdx:3: "K7Q-4MZ-92T" does not match ApplicationFormId (^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$)',
    ]);
    expect(unknownToWorld(idsInCode('"tenant_id": "5b2e9c41-7d3a-4f0e-9b6c-2a8d1e4f7c30"', 'docs/z.mdx', 7))[0]).toMatch(
      /^docs\/z\.mdx:7: "5b2e9c41-7d3a-4f0e-9b6c-2a8d1e4f7c30" is a TenantId the fixture world \(src\/data\/world\) does not hold/,
    );
  });
});
