/** Helpers that describe a JSON Schema in words for the reference tables. */
import type {SchemaData} from '../../types';

/** Short type label: `string<uuid>`, `array<object>`, `integer | null`. */
export function typeLabel(schema: SchemaData): string {
  if (!schema || typeof schema !== 'object') return 'any';
  if (schema.const !== undefined && !schema.type) return typeof schema.const;
  const types: string[] = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const label = (t: string) => {
    if (t === 'array') return `array<${schema.items ? typeLabel(schema.items) : 'any'}>`;
    if (t === 'string' && schema.format) return `string<${schema.format}>`;
    if (t === 'string' && schema.contentMediaType) return 'binary';
    if (t === 'object' && schema['x-name']) return schema['x-name'];
    return t;
  };
  if (types.length) return types.map(label).join(' | ');
  // Alternatives: each one's label, once (`string<uuid> | null`; issue 46 found them all shown as `string`).
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(alternatives) && alternatives.length) return [...new Set(alternatives.map((alt: SchemaData) => typeLabel(alt)))].join(' | ');
  if (schema.properties) return schema['x-name'] ?? 'object';
  if (schema.contentMediaType) return 'binary';
  return 'any';
}

/** Constraint phrases: "≥ 25 characters", "pattern ^[0-9]{5}$", "default false". */
export function constraints(schema: SchemaData): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const out: string[] = [];
  const s = schema;
  if (s.minLength !== undefined && s.maxLength !== undefined) out.push(`${s.minLength}–${s.maxLength} characters`);
  else if (s.minLength !== undefined) out.push(`at least ${s.minLength} characters`);
  else if (s.maxLength !== undefined) out.push(s.maxLength === 0 ? 'always empty' : `at most ${s.maxLength} characters`);
  if (s.minimum !== undefined && s.maximum !== undefined) out.push(`${s.minimum} to ${s.maximum}`);
  else if (s.minimum !== undefined) out.push(`≥ ${s.minimum}`);
  else if (s.maximum !== undefined) out.push(`≤ ${s.maximum}`);
  if (s.exclusiveMinimum !== undefined) out.push(`> ${s.exclusiveMinimum}`);
  if (s.exclusiveMaximum !== undefined) out.push(`< ${s.exclusiveMaximum}`);
  if (s.minItems !== undefined) out.push(`at least ${s.minItems} item${s.minItems === 1 ? '' : 's'}`);
  if (s.maxItems !== undefined) out.push(`at most ${s.maxItems} items`);
  // A UUID's pattern only restates `string<uuid>` (and lower case): the label says it.
  if (s.pattern && s.format !== 'uuid') out.push(`pattern ${s.pattern}`);
  for (const alt of s.anyOf ?? []) {
    if (alt.pattern && alt.format !== 'uuid') out.push(`or pattern ${alt.pattern}`);
  }
  return out;
}

export function enumValues(schema: SchemaData): unknown[] | null {
  if (!schema) return null;
  if (Array.isArray(schema.enum)) return schema.enum;
  if (schema.const !== undefined) return [schema.const];
  if (schema.items && Array.isArray(schema.items.enum)) return schema.items.enum;
  // An enum among alternatives (`oneOf: [{enum: [...]}, {type: null}]`): its values, and null when allowed.
  const alternatives: SchemaData[] | undefined = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(alternatives)) {
    const values = alternatives.flatMap((alt) => enumValues(alt) ?? []);
    if (values.length) return alternatives.some((alt) => alt?.type === 'null') ? [...values, null] : values;
  }
  return null;
}

/** Child schema to expand below a property: its properties, or its items' properties. */
export function childObject(schema: SchemaData): SchemaData | null {
  if (!schema) return null;
  if (schema.properties) return schema;
  if (schema.items?.properties) return schema.items;
  return null;
}

const STATUS_TEXT: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'No Content',
  '400': 'Bad Request',
  '401': 'Unauthorized',
  '403': 'Forbidden',
  '404': 'Not Found',
  '409': 'Conflict',
  '413': 'Payload Too Large',
  '415': 'Unsupported Media Type',
  '422': 'Unprocessable Entity',
  '429': 'Too Many Requests',
  '500': 'Internal Server Error',
  '503': 'Service Unavailable',
};

export function statusText(status: string): string {
  return STATUS_TEXT[status] ?? '';
}
