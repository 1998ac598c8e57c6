/**
 * `text` as a literal inside a `RegExp` source: every character with a
 * meaning in a pattern gets a backslash. The one copy for the site (search
 * highlighting in the browser), the tests and the scripts.
 *
 * Our own line, not a package: ES2025's `RegExp.escape` is the standard one
 * but Node 20 (the site's floor) and browsers before 2025 lack it, and a
 * dependency for one `replace` would be a package in the search bundle.
 * In `src/site`, the lowest layer, so every layer and the tests may import it.
 */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * An OpenAPI path template (`/v1/forms/{id}/clone`) as a `RegExp` source that
 * matches a concrete path: the text literal, each `{parameter}` what `param`
 * returns for its name (by default one path segment, `[^/]+`). Anchors and a
 * trailing slash are the caller's.
 */
export function pathTemplateSource(template: string, param: (name: string) => string = () => '[^/]+'): string {
  return escapeRegExp(template).replace(/\\\{([^}]+)\\\}/g, (_match, name: string) => param(name));
}

/**
 * A format of facts.ts that writes X for each upper-case letter or digit
 * (`XXX-XXX-XXX`) as a regular expression: `^[A-Z0-9]{3}-[A-Z0-9]{3}-[A-Z0-9]{3}$`.
 */
export function shapePattern(shape: string): string {
  return `^${shapeSource(shape)}$`;
}

/** `shapePattern` without its anchors, to find such an id inside a text (`new RegExp(shapeSource(...), 'g')`). */
export function shapeSource(shape: string): string {
  if (!/^(?=.*X)\S+$/.test(shape)) throw new Error(`facts.ts: the id format "${shape}" must write X for each letter or digit (as XXX-XXX-XXX): it renders the OpenAPI document's pattern`);
  return shape.split(/(X+)/).filter(Boolean).map((part) => (/^X+$/.test(part) ? `[A-Z0-9]{${part.length}}` : escapeRegExp(part))).join('');
}
