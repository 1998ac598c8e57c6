/**
 * The OpenAPI document as the API console's mock gets it (a chunk the
 * console loads when it opens): the resolved document without its prose,
 * the `description` and `summary` texts, which the mock never reads (its
 * routing, validation and examples are the rest) and which were half of the
 * chunk's bytes (31 KB gzip before, 17 KB after). A property of a schema
 * that is named `description` or `summary` is a field, not prose, and stays,
 * and so does everything in an example, a default or an `x-` extension. The
 * examples of requests go too: the console starts from the page's operation
 * data, and the mock reads only the examples of responses.
 */
type Json = unknown;

const PROSE = new Set(['description', 'summary']);
/** Under these keys examples are the console's own (the page's operation data), never the mock's: dropped. */
const REQUEST = new Set(['requestBody', 'requestBodies', 'parameters']);
/** Data, copied as it is (an example's `description` field is the example's). */
const DATA = new Set(['value', 'example', 'default', 'const', 'enum']);

export function consoleDocument(node: Json, parent?: string, request = false): Json {
  if (Array.isArray(node)) return node.map((item) => consoleDocument(item, undefined, request));
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, Json> = {};
  for (const [key, value] of Object.entries(node as Record<string, Json>)) {
    if (parent !== 'properties' && PROSE.has(key) && typeof value === 'string') continue;
    if (request && parent !== 'properties' && (key === 'examples' || key === 'example')) continue;
    out[key] = DATA.has(key) || key.startsWith('x-') ? value : consoleDocument(value, key, request || REQUEST.has(key));
  }
  return out;
}

/** The reader-environment values the console's credentials use (Credentials.tsx), as the API plugin writes them. */
export const CONSOLE_CREDENTIALS = ['BP_CLIENT_ID', 'BP_CLIENT_SECRET', 'BP_DISPOSITION_TOKEN', 'BP_API_KEY'] as const;
export type ConsoleCredentials = Record<(typeof CONSOLE_CREDENTIALS)[number], string>;
