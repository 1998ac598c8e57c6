/**
 * What a step says its output shows, against what its `jq` prints (issue 35:
 * the home page said "it lists the answers you sent" and printed three
 * fields). For a command that calls an operation of the OpenAPI document and
 * projects its answer with `jq '{a, b, c}'`, every field of the 2xx response
 * that the text names ("the answers" names `answer_values`, "reference id"
 * names `reference_id`) must be printed.
 */
import {deref, operationsAt} from './openapi';

type Json = Record<string, any>;

/** Properties of the 2xx JSON response of the operation a URL calls (allOf merged). */
function responseFields(method: string, url: URL): string[] {
  const op = operationsAt(url.origin, url.pathname).find((o) => o.ref.method.toUpperCase() === method);
  if (!op) return [];
  const fields = new Set<string>();
  const walk = (raw: Json | undefined) => {
    const schema = deref(raw ?? {});
    Object.keys(schema.properties ?? {}).forEach((k) => fields.add(k));
    for (const part of [...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])]) walk(part);
  };
  for (const [status, raw] of Object.entries<Json>(op.ref.operation.responses ?? {})) {
    if (/^2/.test(status)) walk(deref(raw).content?.['application/json']?.schema);
  }
  return [...fields];
}

/** How prose names a field: its words ("reference id"), and for a list of values its plural noun ("answers"). */
function named(field: string, text: string): boolean {
  const words = field.replace(/_/g, ' ');
  const plural = /_values$/.test(field) ? `${field.replace(/_values$/, '')}s` : undefined;
  return [words, plural].filter(Boolean).some((w) => new RegExp(`(?<![\\w-])(?:its |the )?${w}(?![\\w-])`, 'i').test(text));
}

/** Fields the text names and the jq projection does not print, each as a message (empty when they agree). */
export function unshownFields(text: string, code: string): string[] {
  const projection = /\|\s*jq(?:\s+-\w+)*\s+'\{([^}]*)\}'/.exec(code);
  const call = /curl\b[^\n]*?(?:-X\s+(\w+)[^\n]*?)?\s(https:\/\/[^\s'"\\]+)/.exec(code.replace(/\\\n/g, ' '));
  if (!projection || !call) return [];
  const url = new URL(call[2]!.replace(/\$\{?(\w+)\}?/g, '00000000-0000-4000-8000-000000000000'));
  const printed = new Set(projection[1]!.split(',').map((f) => f.trim().split(':')[0]!.trim()).filter(Boolean));
  return responseFields((call[1] ?? 'GET').toUpperCase(), url)
    .filter((f) => f !== 'id' && !printed.has(f) && named(f, text))
    .map((f) => `the text says the output shows ${f.replace(/_/g, ' ')}, but jq prints only {${[...printed].join(', ')}}: add ${f} to the jq filter, or say what it prints`);
}
