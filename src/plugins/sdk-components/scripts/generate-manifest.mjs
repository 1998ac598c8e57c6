#!/usr/bin/env node
/**
 * Expands the compact family definitions (src/data/components/families.ts)
 * into src/data/components/manifest.json: the shape of Stencil's `docs-json`
 * output target, plus an `x-site` extension per component (family, contract,
 * custom-element hooks, since) that the site needs beyond Stencil.
 *
 *   npm run components:generate     (node src/plugins/sdk-components/scripts/generate-manifest.mjs)
 *
 * Why families.ts stays the source and this generator stays:
 * - The plugin and the pages read only manifest.json, the docs-json file a
 *   real Stencil build of the SDK emits (as ionic-docs consumes it). This
 *   repository has no component sources, so something has to produce that
 *   file; when the SDK build publishes its own docs-json, it replaces the
 *   generator's output and nothing downstream changes.
 * - families.ts is the reviewable, type-checked form of the same facts
 *   (2,600 lines of TypeScript against 28,000 lines of JSON): a writer edits
 *   one entry and `tsc` checks its shape. The generator derives what would
 *   otherwise be typed twice and drift: attributes from property names,
 *   dependents and the dependency graph from `deps`, type references, and
 *   the HTML and React usage samples.
 * - Staleness (manifest.json not what this produces from families.ts) is
 *   checked in one place only: checkComponents() in ./check-components.mjs,
 *   run by `npm run components:check` and by the unit tests.
 *
 * families.ts is loaded with jiti (TypeScript on the fly, no temporary file).
 */
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import {usageExamples} from './usage-examples.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const siteDir = path.resolve(here, '../../../..');
export const familiesPath = path.join(siteDir, 'src/data/components/families.ts');
export const manifestPath = path.join(siteDir, 'src/data/components/manifest.json');

/** Fixed so that regenerating without changes gives a byte-identical file. */
const TIMESTAMP = '2026-11-20T09:00:00';
const COMPILER = {name: '@stencil/core', version: '4.27.2', typescriptVersion: '5.5.4'};
const TYPES_PACKAGE = '@bindpoint/sdk-types';
const PREFIX = 'bp-sdk-';

export async function loadFamilies(file = familiesPath) {
  // No module cache: a test or a long-running process sees the current file.
  const jiti = createJiti(fileURLToPath(import.meta.url), {cache: false, requireCache: false, interopDefault: true});
  const mod = jiti(file);
  if (!Array.isArray(mod.families)) throw new Error(`${file} does not export a "families" array`);
  return mod.families;
}

/* ------------------------------------------------------------ type helpers */

const kebab = (s) => s.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const pascal = (s) => s.split('-').map((w) => w[0].toUpperCase() + w.slice(1)).join('');
const dq = (t) => t.replace(/'/g, '"');

/** Splits a union at top level (not inside <>, {}, () or []). */
function splitUnion(type) {
  const parts = [];
  let depth = 0;
  let current = '';
  for (const ch of type) {
    if ('<{(['.includes(ch)) depth++;
    if ('>})]'.includes(ch)) depth--;
    if (ch === '|' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else current += ch;
  }
  parts.push(current.trim());
  return parts.filter(Boolean);
}

const PRIMITIVE = /^(string|number|boolean|undefined|'[^']*'|-?\d+(\.\d+)?)$/;
const isPrimitive = (type) => splitUnion(type).every((m) => PRIMITIVE.test(m));

function valuesOf(type, optional) {
  const members = isPrimitive(type) ? splitUnion(type) : [type];
  const values = members.map((m) => {
    if (/^'.*'$/.test(m)) return {value: m.slice(1, -1), type: 'string'};
    if (/^-?\d/.test(m)) return {value: m, type: 'number'};
    return {type: dq(m)};
  });
  if (optional && !values.some((v) => v.type === 'undefined')) values.push({type: 'undefined'});
  return values;
}

const BUILTIN = new Set(['Array', 'Promise', 'Record', 'Partial', 'Readonly', 'CustomEvent']);
/** References to named types, as Stencil records them. */
function referencesOf(...types) {
  const refs = {};
  for (const t of types) {
    for (const [name] of t.matchAll(/\b[A-Z][A-Za-z0-9]+\b/g)) {
      if (BUILTIN.has(name) || /^[A-Z]{2,}$/.test(name)) continue;
      refs[name] = {location: 'import', path: TYPES_PACKAGE, id: `node_modules::${name}`};
    }
  }
  return refs;
}

/** The first sentence of a description, without markdown links. */
export function summaryOf(docs) {
  const plain = docs.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1');
  const match = plain.match(/^(.+?[.!?])(\s|$)/s);
  return (match ? match[1] : plain).trim();
}

/* ------------------------------------------------------------- expansion */

function expandProp(def) {
  const optional = !def.required && def.default === undefined;
  const resolved = dq(def.type) + (optional ? ' | undefined' : '');
  const prop = {
    name: def.name,
    type: resolved,
    complexType: {original: def.type, resolved, references: referencesOf(def.type)},
    mutable: Boolean(def.mutable),
    ...(isPrimitive(def.type) ? {attr: kebab(def.name)} : {}),
    reflectToAttr: Boolean(def.reflect),
    docs: def.docs,
    docsTags: def.deprecation ? [{name: 'deprecated', text: def.deprecation}] : [],
    ...(def.default !== undefined ? {default: def.default} : {}),
    ...(def.deprecation ? {deprecation: def.deprecation} : {}),
    values: valuesOf(def.type, optional),
    optional,
    required: Boolean(def.required),
  };
  return prop;
}

function expandEvent(def) {
  return {
    event: def.event,
    detail: dq(def.detail),
    bivariant: false,
    cancelable: Boolean(def.cancelable),
    bubbles: true,
    composed: true,
    complexType: {original: def.detail, resolved: dq(def.detail), references: referencesOf(def.detail)},
    docs: def.docs,
    docsTags: [],
  };
}

function expandMethod(def) {
  const params = def.params.map(([name, type, docs]) => ({name, type: dq(type), docs}));
  const returnType = `Promise<${def.returns}>`;
  const signature = `${def.name}(${def.params.map(([n, t]) => `${n}: ${t}`).join(', ')}) => ${returnType}`;
  return {
    name: def.name,
    returns: {type: dq(returnType), docs: def.returnsDocs},
    complexType: {
      signature: dq(signature),
      parameters: params.map(({name, type, docs}) => ({name, type, docs})),
      references: referencesOf(returnType, ...def.params.map(([, t]) => t)),
      return: dq(returnType),
    },
    signature: dq(signature),
    parameters: params,
    docs: def.docs,
    docsTags: [
      ...def.params.map(([name, , docs]) => ({name: 'param', text: `${name} ${docs}`})),
      {name: 'returns', text: def.returnsDocs},
    ],
  };
}

const EXAMPLES = usageExamples(siteDir);

function exampleValue(prop) {
  if (prop.name in EXAMPLES && EXAMPLES[prop.name] !== null) return EXAMPLES[prop.name];
  const code = prop.docs.match(/`((?:mqs|lmqs|naics)[a-z_]*)`/);
  if (code) return code[1];
  const first = splitUnion(prop.type)[0];
  if (/^'.*'$/.test(first)) return first.slice(1, -1);
  if (prop.type === 'number') return '1';
  return prop.name;
}

function usageOf(tag, def) {
  const props = def.props ?? [];
  const shown = props.filter((p) => !p.deprecation && (p.required || p.name === 'questionCode'));
  const attrs = shown.filter((p) => isPrimitive(p.type));
  const complex = shown.filter((p) => !isPrimitive(p.type));
  const event = (def.events ?? [])[0];
  const attrText = (p) => (p.type === 'boolean' ? kebab(p.name) : `${kebab(p.name)}="${exampleValue(p)}"`);
  const open = attrs.length
    ? `<${tag}\n${attrs.map((p) => `  ${attrText(p)}`).join('\n')}\n>`
    : `<${tag}>`;
  const slotted = (def.slots ?? []).find(([n]) => n === '');
  const inner = slotted ? `\n  <!-- ${slotted[1].replace(/`/g, '')} -->\n` : '';
  const htmlLines = [`${open}${inner}</${tag}>`];
  const js = [];
  if (complex.length || event) {
    js.push(`  const element = document.querySelector('${tag}');`);
    for (const p of complex) {
      const from = Object.keys(referencesOf(p.type)).length ? ` from ${TYPES_PACKAGE}` : '';
      js.push(`  element.${p.name} = ${p.name}; // ${p.type}${from}`);
    }
    if (event) {
      js.push(`  element.addEventListener('${event.event}', (event) => {`);
      js.push(`    console.log('${event.event}', event.detail);`);
      js.push('  });');
    }
    htmlLines.push('<script type="module">', ...js, '</script>');
  }
  // React 19 renders the custom element itself (no wrapper package, see
  // docs/sdk/sdk_install): a prop whose name is a property of the defined
  // element is set as that property (objects and arrays included), and a
  // function prop `on<event>` is added with addEventListener('<event>'),
  // the event name taken verbatim after `on` (react-dom's
  // setPropOnCustomElement), so `bpSdkChange` is heard by `onbpSdkChange`.
  const jsxAttr = (p) => {
    if (p.type === 'boolean') return p.name;
    if (!isPrimitive(p.type)) return `${p.name}={${p.name}}`;
    if (p.type === 'number') return `${p.name}={${exampleValue(p)}}`;
    return `${p.name}="${exampleValue(p)}"`;
  };
  const reactProps = [...shown.map(jsxAttr)];
  if (event) reactProps.push(`on${event.event}={(event: CustomEvent) => console.log(event.detail)}`);
  const typeImports = [...new Set(complex.flatMap((p) => Object.keys(referencesOf(p.type))))];
  const fnParams = complex.length ? `{${complex.map((p) => p.name).join(', ')}}: {${complex.map((p) => `${p.name}: ${p.type}`).join('; ')}}` : '';
  const react = [
    ...(typeImports.length ? [`import type {${typeImports.join(', ')}} from '${TYPES_PACKAGE}';`, ''] : []),
    `export function ${pascal(def.name)}Example(${fnParams}) {`,
    '  return (',
    reactProps.length
      ? `    <${tag}\n${reactProps.map((a) => `      ${a}`).join('\n')}\n    />`
      : `    <${tag} />`,
    '  );',
    '}',
  ];
  return {
    html: '```html\n' + htmlLines.join('\n') + '\n```',
    react: '```tsx\n' + react.join('\n') + '\n```',
  };
}

function hookDocs(tag, def) {
  const h = def.hook;
  if (!h) return [];
  return [{name: `bp-sdk-external-${def.name}`, disablesHtml: h.disablesHtml, docs: h.docs}];
}

export function buildManifest(families) {
  const byName = new Map();
  for (const family of families) {
    for (const def of family.components) {
      if (byName.has(def.name)) throw new Error(`Duplicate component ${def.name}`);
      byName.set(def.name, {def, family});
    }
  }
  const tag = (name) => {
    if (!byName.has(name)) throw new Error(`Unknown dependency ${name}`);
    return PREFIX + name;
  };
  const depsOf = (name) => (byName.get(name).def.deps ?? []).map(tag);
  const dependents = new Map();
  for (const [name] of byName) {
    for (const dep of depsOf(name)) {
      if (!dependents.has(dep)) dependents.set(dep, []);
      dependents.get(dep).push(PREFIX + name);
    }
  }
  const graphOf = (name) => {
    const graph = {};
    const walk = (n) => {
      const t = PREFIX + n;
      const deps = depsOf(n);
      if (t in graph || deps.length === 0) return;
      graph[t] = deps;
      for (const d of deps) walk(d.slice(PREFIX.length));
    };
    walk(name);
    return graph;
  };

  const components = [];
  for (const family of families) {
    for (const def of family.components) {
      const t = PREFIX + def.name;
      const listeners = [];
      for (const dep of def.deps ?? []) {
        for (const ev of byName.get(dep).def.events ?? []) {
          if (!listeners.some((l) => l.event === ev.event)) {
            listeners.push({event: ev.event, capture: false, passive: false});
          }
        }
      }
      const since = def.since ?? family.since;
      components.push({
        filePath: `src/components/${def.name}/${def.name}.tsx`,
        encapsulation: 'shadow',
        tag: t,
        readme: `# ${t}\n\n${def.docs}\n`,
        docs: def.docs,
        docsTags: [{name: 'since', text: since}],
        usage: usageOf(t, def),
        props: (def.props ?? []).map(expandProp),
        methods: (def.methods ?? []).map(expandMethod),
        events: (def.events ?? []).map(expandEvent),
        listeners,
        styles: (def.css ?? []).map(([name, docs]) => ({name, annotation: 'prop', docs})),
        slots: (def.slots ?? []).map(([name, docs]) => ({name, docs})),
        parts: (def.parts ?? []).map(([name, docs]) => ({name, docs})),
        dependents: (dependents.get(t) ?? []).slice().sort(),
        dependencies: depsOf(def.name),
        dependencyGraph: graphOf(def.name),
        'x-site': {
          family: family.id,
          familyLabel: family.label,
          summary: summaryOf(def.docs),
          contract: `I${pascal(def.name)}Component`,
          contractPackage: TYPES_PACKAGE,
          hooks: hookDocs(t, def),
          since,
        },
      });
    }
  }
  return {
    timestamp: TIMESTAMP,
    compiler: COMPILER,
    components,
    'x-site': {
      package: '@bindpoint/sdk-web-components',
      families: families.map((f) => ({id: f.id, label: f.label, since: f.since})),
    },
  };
}

export const serialize = (manifest) => JSON.stringify(manifest, null, 2) + '\n';

async function main() {
  const manifest = buildManifest(await loadFamilies());
  await writeFile(manifestPath, serialize(manifest));
  console.log(`Wrote ${path.relative(siteDir, manifestPath)} with ${manifest.components.length} components.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
