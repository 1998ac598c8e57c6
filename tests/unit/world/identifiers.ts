/**
 * Finds the identifiers in examples everywhere on the site and names the
 * identifier schema of the OpenAPI document each must match:
 * - OpenAPI examples: by walking the example with its schema, where a
 *   property `$ref`s an identifier schema;
 * - JSON (the webhook catalogue, the component manifest, JSON code blocks):
 *   by the name of the field that holds it (`FIELD_SCHEMAS`, `id` by context);
 * - code blocks of any language: fields written as `"name": "value"`,
 *   `name: 'value'` or `name=value`, path segments of the API's URLs, and
 *   values with an id prefix (`sdkc_`, `tx_`, `Q-`).
 * Values that are variables or templates (`$X`, `${...}`, `{...}`, `<...>`) are
 * the reader's and are skipped.
 */
export interface Found {
  schema: string;
  value: unknown;
  /** `file:line` or `file pointer`. */
  where: string;
}

/** Field name → identifier schema. */
export const FIELD_SCHEMAS: Record<string, string> = {
  tenant_id: 'TenantId',
  tenantId: 'TenantId',
  reference_id: 'ReferenceId',
  referenceId: 'ReferenceId',
  application_form_id: 'ApplicationFormId',
  applicationFormId: 'ApplicationFormId',
  lead_id: 'LeadId',
  leadId: 'LeadId',
  quote_number: 'QuoteNumber',
  quoteNumber: 'QuoteNumber',
  hook_id: 'HookId',
  'X-Hook-Id': 'HookId',
  event_id: 'EventId',
  'X-Event-Id': 'EventId',
  'X-Request-Id': 'HookRequestId',
  redelivery_of: 'HookRequestId',
  sdk_client_id: 'SdkClientId',
  sdkClientId: 'SdkClientId',
  client_id: 'OAuthClientId',
  client_secret: 'OAuthClientSecret',
  carrier_id: 'CarrierId',
  coverage_type_id: 'CoverageTypeId',
  coverage_type_ids: 'CoverageTypeId',
  dp_id: 'DpId',
  dpid: 'DpId',
  tx_id: 'TxId',
  company_report_id: 'CompanyReportId',
  location_report_ids: 'LocationReportId',
  report_id: 'ReportId',
  attachment_ids: 'AttachmentId',
  attachmentId: 'AttachmentId',
  quoteRequestId: 'QuoteRequestId',
  'application-form-id': 'ApplicationFormId',
  'reference-id': 'ReferenceId',
  'sdk-client-id': 'SdkClientId',
  'quote-request-id': 'QuoteRequestId',
  'attachment-id': 'AttachmentId',
  storefront_code: 'StorefrontCode',
  storefrontCode: 'StorefrontCode',
  policy_number: 'PolicyNumber',
  uid: 'UserId',
  user_id: 'UserId',
};

/** Schema of an `id` field by the field that holds its object. */
const ID_BY_PARENT: Record<string, string> = {
  quote_requests: 'QuoteRequestId',
  attachments: 'AttachmentId',
  assigned_agent: 'UserId',
  coverage_types: 'CoverageTypeId',
  coverage_type: 'CoverageTypeId',
  application_form: 'ApplicationFormId',
  user: 'UserId',
};

/** A reader-supplied or computed value, not an example. */
export const isPlaceholder = (v: string) =>
  /[$<>{}]|\.\.\.|…|process\.env|os\.environ|^X{3}|^your[-_ ]|^[A-Z_]+$/.test(v) || v === '';

/** Ids in a JSON value, by field names. `context` names the payload kind for a top-level `id`. */
export function idsInJson(value: unknown, where: string, context?: string): Found[] {
  const out: Found[] = [];
  const walk = (node: unknown, pointer: string, key: string | undefined, parent: string | undefined) => {
    if (Array.isArray(node)) {
      node.forEach((v, i) => walk(v, `${pointer}/${i}`, key, parent));
      return;
    }
    if (node && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) walk(v, `${pointer}/${k}`, k, key ?? parent);
      return;
    }
    if (key === undefined || (typeof node !== 'string' && typeof node !== 'number')) return;
    if (typeof node === 'string' && isPlaceholder(node)) return;
    let schema = FIELD_SCHEMAS[key];
    if (key === 'id') schema = (parent && ID_BY_PARENT[parent]) ?? (parent === undefined || parent === 'data' ? context : undefined) ?? '';
    if (schema) out.push({schema, value: node, where: `${where} ${pointer}`});
  };
  walk(value, '', undefined, undefined);
  return out;
}

/** URL path segments of the API that hold an id. */
const PATH_IDS: Array<[RegExp, string[]]> = [
  [/\/tenants\/([^/?\s"'`]+)\/application_forms\/([^/?\s"'`]+)/, ['TenantId', 'ApplicationFormId']],
  [/\/tenants\/([^/?\s"'`]+)/, ['TenantId']],
  [/\/application_forms\/([^/?\s"'`]+)\/latest/, ['ApplicationFormIdOrReference']],
  [/\/leads\/([^/?\s"'`]+)\/lead_attributes/, ['LeadId']],
  [/\/quote_requests\/([^/?\s"'`]+)/, ['QuoteNumber']],
  [/\/hooks\/([^/?\s"'`]+)\/requests\/([^/?\s"'`]+)/, ['HookId', 'HookRequestId']],
  [/\/hooks\/([^/?\s"'`]+)/, ['HookId']],
  [/\/attachments\/([^/?\s"'`]+)/, ['AttachmentId']],
  [/\/data\/v4\/([^/?\s"'`]+)\/([^/?\s"'`]+)/, ['DpId', 'ReportId']],
];

/** Literal path segments of the API, never ids. */
const PATH_WORDS = new Set(['search', 'latest', 'clones', 'requests', 'redeliver', 'test', 'lead_attributes', 'sdk_tokens', 'application_forms', 'lent_application_forms']);

/** Ids in the text of a code block of any language. */
export function idsInCode(code: string, file: string, firstLine: number): Found[] {
  const out: Found[] = [];
  const lines = code.split('\n');
  lines.forEach((line, i) => {
    const where = `${file}:${firstLine + i}`;
    const seen = new Set<string>();
    const add = (schema: string, value: string | number) => {
      const key = `${schema}:${value}`;
      if (seen.has(key) || (typeof value === 'string' && isPlaceholder(value))) return;
      seen.add(key);
      out.push({schema, value, where});
    };
    for (const [re, schemas] of PATH_IDS) {
      const m = line.match(re);
      if (!m || !/https?:\/\/|^\s*(GET|POST|PUT|PATCH|DELETE) \//.test(line)) continue;
      schemas.forEach((schema, k) => {
        const value = decodeURIComponent(m[k + 1]!);
        if (!PATH_WORDS.has(value)) add(schema, value);
      });
      break;
    }
    // "field": "value" / field: 'value' / field = "value"; unquoted only after `=` and with a digit
    // (form fields, query strings), so that code (`applicationFormId: string`) is not read as a value.
    for (const m of line.matchAll(/["']?([A-Za-z][\w-]*)["']?\s*([:=])\s*(?:"([^"]*)"|'([^']*)'|(-?\d+)\b(?![.\w])|([A-Za-z0-9_-]{6,})(?![\w.([]))/g)) {
      const schema = FIELD_SCHEMAS[m[1]!];
      if (!schema) continue;
      const bare = m[6];
      if (bare !== undefined && (m[2] !== '=' || !/\d/.test(bare))) continue;
      const raw = m[3] ?? m[4] ?? m[5] ?? bare;
      if (raw === undefined) continue;
      add(schema, schema === 'CoverageTypeId' && /^\d+$/.test(raw) ? Number(raw) : raw);
    }
    // A reference id handed over where an application form id goes (`applicationFormId: referenceId`).
    for (const m of line.matchAll(/(application[-_]?form[-_]?id|applicationFormId)["']?\s*[:=]\s*\{?([\w.]*reference[_-]?id)\b/gi)) {
      add('ApplicationFormId', m[2]!);
    }
    for (const m of line.matchAll(/[?&](dpid|dp_id|carrier)=([A-Za-z0-9_]+)/g)) add(m[1] === 'carrier' ? 'CarrierCode' : 'DpId', m[2]!);
    // Values recognisable by their prefix, wherever they are (an SDK client id misspelt `sdk_sbx_` too).
    for (const m of line.matchAll(/(?<![\w$])(sdkc?_(?:sbx|prd|sandbox|live)_[A-Za-z0-9_]+)/g)) add('SdkClientId', m[1]!);
    for (const m of line.matchAll(/(?<![\w$])(tx_[0-9a-f]{6,}[0-9a-z]*)\b/g)) add('TxId', m[1]!);
    for (const m of line.matchAll(/(?<![\w-])(Q-\d{6,}-\d+)\b/g)) add('QuoteNumber', m[1]!);
  });
  return out;
}

/** Ids in an OpenAPI example, walking it with its (dereferenced, `x-id` marked) schema. */
export function idsInExample(
  schema: Record<string, any> | undefined,
  value: unknown,
  where: string,
  idOf: (schema: Record<string, any>) => string | undefined,
  resolve: (schema: Record<string, any>) => Record<string, any>,
): Found[] {
  const out: Found[] = [];
  const walk = (raw: Record<string, any> | undefined, v: unknown, pointer: string) => {
    if (!raw || v === undefined || v === null) return;
    const id = idOf(raw);
    if (id) {
      out.push({schema: id, value: v, where: `${where}${pointer}`});
      return;
    }
    const s = raw.$ref ? resolve(raw) : raw;
    for (const alt of [...(s.allOf ?? []), ...(s.anyOf ?? []), ...(s.oneOf ?? [])]) walk(alt, v, pointer);
    if (Array.isArray(v)) v.forEach((item, i) => walk(s.items, item, `${pointer}/${i}`));
    else if (v && typeof v === 'object') {
      for (const [k, sub] of Object.entries(v)) walk(s.properties?.[k], sub, `${pointer}/${k}`);
    }
  };
  walk(schema, value, '');
  return out;
}
