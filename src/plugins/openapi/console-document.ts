/**
 * The OpenAPI document as the API console's mock gets it (a JSON file of the
 * build, fetched when a console opens: theme/ApiConsole/start.ts): the
 * resolved document without what the mock never reads, which was most of its
 * bytes (31 KB gzip with all of it, 24 KB without the prose, 11 KB now):
 * - the prose, the `description` and `summary` texts;
 * - the examples (the console starts from the page's operation data), but
 *   for the few the mock answers from (src/mock/examples-read.ts).
 * A property or a schema named `description`, `summary` or `example` is a
 * name, not prose, and stays, and so does everything in an example's value,
 * a default, an enum or an `x-` extension (the rules and facts).
 */
import {EXAMPLES_READ, exampleValue, type ExampleRead} from '../../mock/examples-read';
import {HTTP_METHODS} from '../../data/rules';

type Json = unknown;
type JsonObject = Record<string, any>;

const DROPPED = new Set(['description', 'summary', 'examples', 'example']);
/** Maps of names: a key under one is a name (a field, a schema), never prose or an example. */
const NAMES = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'schemas']);
/** Data, copied as it is (an example's `description` field is the example's). */
const DATA = new Set(['value', 'default', 'const', 'enum']);

function withoutUnread(node: Json, parent?: string): Json {
  if (Array.isArray(node)) return node.map((item) => withoutUnread(item));
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, Json> = {};
  for (const [key, value] of Object.entries(node as Record<string, Json>)) {
    if (!NAMES.has(parent ?? '') && DROPPED.has(key) && (typeof value === 'string' || key.startsWith('example'))) continue;
    out[key] = DATA.has(key) || key.startsWith('x-') ? value : withoutUnread(value, key);
  }
  return out;
}

export function consoleDocument(document: Json, reads: readonly ExampleRead[] = EXAMPLES_READ): Json {
  const out = withoutUnread(document) as JsonObject;
  // The examples the mock answers from, put back as their values alone.
  for (const read of reads) {
    const at = operationOf(document as JsonObject, read.operationId);
    if (!at) throw new Error(`${read.operationId}: the document has no such operation, whose example the mock answers from (src/mock/examples-read.ts)`);
    // The mock's own reading of it: throws, naming the example, when the document lacks it.
    const value = exampleValue(at.source, read);
    const content = out.paths[at.path][at.method].responses[read.status].content[read.mediaType];
    content.examples = {...content.examples, [read.name]: {value}};
  }
  return out;
}

function operationOf(document: JsonObject, operationId: string): {path: string; method: string; source: JsonObject} | undefined {
  for (const [path, item] of Object.entries<JsonObject>(document.paths ?? {})) {
    for (const method of HTTP_METHODS) if (item[method]?.operationId === operationId) return {path, method, source: item[method]};
  }
  return undefined;
}

/** The reader-environment values the console's credentials use (Credentials.tsx), as the API plugin writes them. */
export const CONSOLE_CREDENTIALS = ['BP_CLIENT_ID', 'BP_CLIENT_SECRET', 'BP_DISPOSITION_TOKEN', 'BP_API_KEY'] as const;
export type ConsoleCredentials = Record<(typeof CONSOLE_CREDENTIALS)[number], string>;
