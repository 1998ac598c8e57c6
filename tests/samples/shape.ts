/**
 * Compares the JSON a page shows as a response with the JSON the mock
 * answered, by shape: every field the page shows must be in the answer with
 * the same JSON type (null matches any type; an array is compared by its
 * first item). Fields the page leaves out are fine: pages shorten responses.
 */

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};

const typeOf = (value: Json) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/** Differences, as `path: what` lines (empty when the shown JSON fits the answer). */
export function shapeDifferences(shown: Json, actual: Json, at = ''): string[] {
  if (shown === null || actual === null) return [];
  const a = typeOf(shown);
  const b = typeOf(actual);
  if (a !== b) return [`${at || '(root)'}: the page shows ${a === 'array' || a === 'object' ? `an ${a}` : `a ${a}`}, the mock answered ${b === 'array' || b === 'object' ? `an ${b}` : `a ${b}`}`];
  if (a === 'array') {
    const [first] = shown as Json[];
    const [other] = actual as Json[];
    if (first === undefined || other === undefined) return [];
    return shapeDifferences(first, other, `${at}[0]`);
  }
  if (a === 'object') {
    const out: string[] = [];
    const theirs = actual as Record<string, Json>;
    for (const [key, value] of Object.entries(shown as Record<string, Json>)) {
      const where = at ? `${at}.${key}` : key;
      if (!(key in theirs)) out.push(`${where}: the page shows this field, the mock's answer has no such field`);
      else out.push(...shapeDifferences(value, theirs[key]!, where));
    }
    return out;
  }
  return [];
}

export function parseJson(text: string | undefined): {ok: true; value: Json} | {ok: false} {
  if (text === undefined) return {ok: false};
  try {
    return {ok: true, value: JSON.parse(text) as Json};
  } catch {
    return {ok: false};
  }
}
