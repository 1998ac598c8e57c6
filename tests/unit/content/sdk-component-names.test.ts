/**
 * Every SDK component a page names exists, with the attributes, properties,
 * events and shadow parts the page uses. The component manifest
 * (src/data/components/manifest.json) is the one home of that API; a page
 * that names `bp-sdk-errors` (no such tag) or sets `question-code` on
 * `bp-sdk-dynamic-input` (no such attribute) fails here with the file, the
 * line and what the manifest has instead.
 *
 * Scanned: every MDX page (hand-written parts of the component pages
 * included), the home page and its steps, the site's components, and the SDK
 * reference data whose prose the selector and globals pages render.
 *
 * Checked, per occurrence:
 * - a `bp-sdk-*` name is a manifest tag, `bp-sdk-external-<tag>` of a tag
 *   with a hook, or a CSS custom property the manifest lists;
 * - on an element in HTML, JSX or an Angular template: each attribute is the
 *   tag's attribute or property, a listener of one of its events
 *   (`onbpSdkX`, `(bpSdkX)`), or a global HTML attribute;
 * - `querySelector('bp-sdk-x').setAttribute('a', ...)`, CSS selectors
 *   `bp-sdk-x[a=...]` and `bp-sdk-x [part="p"]` / `::part(p)`, and the keys of
 *   JSX declarations `'bp-sdk-x': SdkElement<{...}>` use what the tag has.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {globSync} from 'tinyglobby';
import {describe, expect, it} from 'vitest';

const ROOT = path.resolve(__dirname, '../../..');

interface ManifestComponent {
  tag: string;
  props: Array<{name: string; attr?: string}>;
  methods?: Array<{name: string}>;
  events: Array<{event: string}>;
  parts: Array<{name: string}>;
  styles: Array<{name: string}>;
  'x-site'?: {hooks?: unknown[]};
}

const manifest = JSON.parse(readFileSync(path.join(ROOT, 'src/data/components/manifest.json'), 'utf8')) as {
  components: ManifestComponent[];
};
const components = new Map(manifest.components.map((c) => [c.tag, c]));
const cssProperties = new Set(manifest.components.flatMap((c) => c.styles.map((s) => s.name)));

/** Attributes any HTML element (or JSX, or an Angular template) may carry. */
const GLOBAL_ATTRIBUTES = new Set([
  'id', 'class', 'classname', 'slot', 'hidden', 'style', 'ref', 'key', 'part', 'role', 'title', 'lang', 'dir',
  'tabindex', 'inert', 'is', 'translate', 'autofocus', 'exportparts',
]);

export interface Finding {
  file: string;
  line: number;
  message: string;
}

/** Members every element has, which a page may use on any SDK tag. */
const DOM_MEMBERS = new Set([
  'setAttribute', 'getAttribute', 'removeAttribute', 'toggleAttribute', 'addEventListener', 'removeEventListener',
  'dispatchEvent', 'before', 'after', 'append', 'prepend', 'remove', 'replaceChildren', 'scrollIntoView', 'hidden',
  'textContent', 'shadowRoot', 'closest', 'querySelector', 'querySelectorAll', 'focus', 'contains',
]);

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** The closest manifest tag by shared words, for "did you mean". */
function closestTag(name: string): string {
  const words = new Set(name.replace(/^bp-sdk-/, '').split('-'));
  let best = '';
  let score = -1;
  for (const tag of components.keys()) {
    const shared = tag.replace(/^bp-sdk-/, '').split('-').filter((w) => words.has(w) || words.has(w.replace(/s$/, '')) || words.has(`${w}s`)).length;
    if (shared > score || (shared === score && tag.length < best.length)) {
      best = tag;
      score = shared;
    }
  }
  return best;
}

function describeApi(component: ManifestComponent): string {
  const attrs = component.props.map((p) => p.attr ?? `${p.name} (property)`);
  return `${component.tag} has ${attrs.length ? attrs.join(', ') : 'no attributes'}; events ${component.events.map((e) => e.event).join(', ') || 'none'}`;
}

/** Is `name`, written on an element of `component`, something that element has? */
function knownAttribute(component: ManifestComponent, raw: string): boolean {
  const name = raw.replace(/^\[attr\.|^\[|\]$|^\(|\)$/g, '').replace(/^attr\./, '');
  const lower = name.toLowerCase();
  if (GLOBAL_ATTRIBUTES.has(lower) || lower.startsWith('aria-') || lower.startsWith('data-')) return true;
  if (component.props.some((p) => p.attr === name || p.name === name)) return true;
  const event = name.replace(/^on(?=bpSdk)/, '');
  return component.events.some((e) => e.event === event);
}

/**
 * The attribute names of the start tag whose name ends at `from`: a small
 * scanner rather than a regular expression, because JSX values nest braces
 * (`style={{'--x': y} as React.CSSProperties}`).
 */
function attributeNames(text: string, from: number): string[] {
  const names: string[] = [];
  let i = from;
  while (i < text.length) {
    while (/\s/.test(text[i] ?? '')) i++;
    if (text[i] === '>' || text.startsWith('/>', i) || i >= text.length) break;
    const name = /^[^\s=>/]+/.exec(text.slice(i))?.[0];
    if (!name) break;
    names.push(name);
    i += name.length;
    if (text[i] !== '=') continue;
    i++;
    const open = text[i];
    if (open === '"' || open === "'") {
      i = text.indexOf(open, i + 1) + 1;
      if (i === 0) break;
    } else if (open === '{') {
      let depth = 0;
      for (; i < text.length; i++) {
        if (text[i] === '{') depth++;
        else if (text[i] === '}' && --depth === 0) break;
      }
      i++;
    } else {
      while (i < text.length && !/[\s>]/.test(text[i])) i++;
    }
  }
  return names;
}

/** Every finding in one file's text, in line order. */
export function checkText(file: string, text: string): Finding[] {
  const findings: Finding[] = [];
  const add = (index: number, message: string) => findings.push({file, line: lineOf(text, index), message});

  // 1. Names. Module paths (`@generated/bp-sdk-components/...`) and file names (`bp-sdk-jsx.d.ts`) are not tags.
  for (const m of text.matchAll(/(--)?\bbp-sdk-[a-z0-9]+(?:-[a-z0-9]+)*/g)) {
    const name = m[0];
    const before = text.slice(Math.max(0, m.index - 1), m.index);
    const after = text.slice(m.index + name.length, m.index + name.length + 5);
    if (before === '/' || before === '@' || /^\.(d\.ts|ts|tsx|mdx|json|js)/.test(after)) continue;
    if (name.startsWith('--')) {
      if (!cssProperties.has(name)) add(m.index, `${name} is not a CSS custom property of any component in the manifest`);
      continue;
    }
    if (name === 'bp-sdk-external' || name.startsWith('bp-sdk-external-')) {
      const hooked = name.replace(/^bp-sdk-external-?/, '');
      if (!hooked) continue; // the pattern itself, `bp-sdk-external-<name>`
      const target = components.get(`bp-sdk-${hooked}`);
      if (!target) add(m.index, `${name} replaces bp-sdk-${hooked}, which is not in the manifest`);
      else if (!target['x-site']?.hooks?.length) add(m.index, `${name}: bp-sdk-${hooked} has no custom element hook in the manifest`);
      continue;
    }
    if (!components.has(name)) add(m.index, `${name} is not a component of the manifest; did you mean ${closestTag(name)}?`);
  }

  // 2. Attributes on elements: <bp-sdk-x a="..." b={...} [c]="..." (d)="...">
  for (const m of text.matchAll(/<(bp-sdk-[a-z0-9-]+)(?=[\s/>])/g)) {
    const component = components.get(m[1]);
    if (!component) continue;
    for (const name of attributeNames(text, m.index + m[0].length)) {
      if (!knownAttribute(component, name)) add(m.index, `<${m[1]}> has no attribute, property or event "${name}" (${describeApi(component)})`);
    }
  }

  // 3. setAttribute on a queried element, CSS attribute selectors and shadow parts.
  for (const m of text.matchAll(/querySelector(?:<[^>]*>)?\(['"](bp-sdk-[a-z0-9-]+)['"]\)[!?]?\.setAttribute\(['"]([a-z-]+)['"]/g)) {
    const component = components.get(m[1]);
    if (component && !knownAttribute(component, m[2])) add(m.index, `${m[1]} has no attribute "${m[2]}" (${describeApi(component)})`);
  }
  // `querySelector('bp-sdk-x').name = ...` or `.name(...)`: a property or method of the tag, or of every element.
  for (const m of text.matchAll(/querySelector(?:<[^>]*>)?\(['"](bp-sdk-[a-z0-9-]+)['"]\)[!?]?\.([A-Za-z]\w*)/g)) {
    const component = components.get(m[1]);
    if (!component || DOM_MEMBERS.has(m[2])) continue;
    const own = component.props.some((p) => p.name === m[2]) || (component.methods ?? []).some((x) => x.name === m[2]);
    if (!own) add(m.index, `${m[1]} has no property or method "${m[2]}" (${describeApi(component)})`);
  }
  for (const m of text.matchAll(/\b(bp-sdk-[a-z0-9-]+)((?:\[[a-z-]+(?:[~|^$*]?=[^\]]*)?\])+)/g)) {
    const component = components.get(m[1]);
    if (!component) continue;
    for (const a of m[2].matchAll(/\[([a-z-]+)/g)) {
      if (!knownAttribute(component, a[1])) add(m.index, `${m[1]} has no attribute "${a[1]}" (${describeApi(component)})`);
    }
  }
  for (const m of text.matchAll(/\b(bp-sdk-[a-z0-9-]+)(?:\[[^\]]*\])*(?:\s+\[part=["']?|::part\()([a-z-]+)/g)) {
    const component = components.get(m[1]);
    if (component && !component.parts.some((p) => p.name === m[2])) {
      add(m.index, `${m[1]} has no shadow part "${m[2]}" (parts: ${component.parts.map((p) => p.name).join(', ') || 'none'})`);
    }
  }

  // 4. JSX declarations of the tags.
  for (const m of text.matchAll(/'(bp-sdk-[a-z0-9-]+)':\s*SdkElement<\{([^}]*)\}>/g)) {
    const component = components.get(m[1]);
    if (!component) continue;
    for (const key of m[2].matchAll(/'?([A-Za-z][\w-]*)'?\??:/g)) {
      if (!knownAttribute(component, key[1])) add(m.index, `the JSX declaration of ${m[1]} names "${key[1]}", which it does not have (${describeApi(component)})`);
    }
  }
  return findings.sort((x, y) => x.line - y.line);
}

const FILES = globSync(
  ['docs/**/*.mdx', 'src/pages/**/*.{ts,tsx}', 'src/site/*.ts', 'src/components/**/*.{ts,tsx}', 'src/data/sdk/*.json'],
  {cwd: ROOT},
).sort();

const report = (findings: Finding[]) => findings.map((f) => `${f.file}:${f.line}: ${f.message}`).join('\n');

describe('SDK components named on pages', () => {
  it('finds the pages and the manifest', () => {
    expect(FILES.some((f) => f.startsWith('docs/sdk/'))).toBe(true);
    expect(components.has('bp-sdk-root')).toBe(true);
  });

  it('catches the mistakes it exists for', () => {
    const bad = [
      'Errors appear in `bp-sdk-errors`.',
      '<bp-sdk-dynamic-input question-code="mqs_zipcode"></bp-sdk-dynamic-input>',
      "document.querySelector('bp-sdk-setup').setAttribute('client-id', id);",
      "page.locator('bp-sdk-text-input[question-code=\"mqs_zipcode\"] [part=\"field\"]')",
      "'bp-sdk-root': SdkElement<{flow?: SdkFlow; 'form-id'?: string}>;",
      'color: var(--bp-sdk-root-accent);',
      '<bp-sdk-root flow="consumer" onbpSdkBound={f} />',
      "customElements.define('bp-sdk-external-root', MyRoot);",
      "document.querySelector('bp-sdk-setup').clientId = id;",
    ].join('\n');
    const messages = checkText('fixture.mdx', bad).map((f) => `${f.line}: ${f.message}`);
    expect(messages).toEqual([
      expect.stringMatching(/^1: bp-sdk-errors is not a component .*did you mean bp-sdk-error-/),
      expect.stringMatching(/^2: <bp-sdk-dynamic-input> has no attribute, property or event "question-code"/),
      expect.stringMatching(/^3: bp-sdk-setup has no attribute "client-id"/),
      expect.stringMatching(/^4: bp-sdk-text-input has no shadow part "field"/),
      expect.stringMatching(/^5: the JSX declaration of bp-sdk-root names "form-id"/),
      expect.stringMatching(/^6: --bp-sdk-root-accent is not a CSS custom property/),
      expect.stringMatching(/^7: <bp-sdk-root> has no attribute, property or event "onbpSdkBound"/),
      expect.stringMatching(/^8: bp-sdk-external-root: bp-sdk-root has no custom element hook/),
      expect.stringMatching(/^9: bp-sdk-setup has no property or method "clientId"/),
    ]);
  });

  it('accepts what the manifest has', () => {
    const good = [
      '<bp-sdk-root flow="partner" application-form-id="K7Q-4XD-92M" onbpSdkSubmit={f} hidden></bp-sdk-root>',
      "<bp-sdk-root flow=\"consumer\" style={{'--bp-sdk-root-primary-color': c} as React.CSSProperties} />",
      '<bp-sdk-queue assigned-to="me" (bpSdkSelect)="open($event)" [attr.page-size]="20"></bp-sdk-queue>',
      "customElements.define('bp-sdk-external-date-input', AcmeDateInput);",
      "page.locator('bp-sdk-text-input[question-code=\"mqs_zipcode\"] [part=\"control\"]')",
      "import x from '@generated/bp-sdk-components/default/bp-sdk-root.json';",
      "document.querySelector('bp-sdk-setup').authToken = token; document.querySelector('bp-sdk-root').setAttribute('flow', 'partner');",
    ].join('\n');
    expect(report(checkText('fixture.mdx', good))).toBe('');
  });

  it.each(FILES)('%s names only components, attributes, events and parts the manifest has', (file) => {
    const findings = checkText(file, readFileSync(path.join(ROOT, file), 'utf8'));
    expect(findings, report(findings)).toEqual([]);
  });
});
