/**
 * Every sentence a reader (or a coding assistant) reads on the site, with its
 * file and line: the pages (docs/), the home page and the hand-written
 * components, the OpenAPI document's prose (descriptions, summaries, titles,
 * error messages of its examples; not `x-facts`, the facts' own home), the
 * webhook catalogue, the component manifest's descriptions, the SDK's
 * globals and selectors, the question sets' notes, the API changelog and the
 * SDK changelogs (entries carry their date: see `since` in
 * src/site/fact-subjects.ts), and the webhook receiver samples' comments.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {isMap, isPair, isScalar, isSeq, parseDocument, type Node as YamlNode} from 'yaml';
import {mdxUnits} from './mdx';
import {codeComments, lineAt, lineStarts, locate, sentences, type Unit} from './text';

export const ROOT = path.resolve(__dirname, '../../..');

function files(dir: string, name: RegExp): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? files(full, name) : name.test(e.name) ? [full] : [];
  });
}

const rel = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** Prose keys of the OpenAPI document and the changelog. */
const YAML_PROSE = new Set(['description', 'summary', 'title', 'message', 'text']);

/**
 * Strings under prose keys of a YAML (or JSON) text, with their lines.
 * `scopeOf` names the text a string belongs to (an operation, a schema);
 * `skip` leaves out top-level keys (`x-facts`, the facts' own home).
 */
export function yamlUnits(file: string, source: string, options: {skip?: string[]; scopeDepth?: number; date?: (path: unknown[]) => string | undefined; scopes?: Map<string, string>} = {}): Unit[] {
  const doc = parseDocument(source, {uniqueKeys: false});
  const starts = lineStarts(source);
  const units: Unit[] = [];
  const depth = options.scopeDepth ?? 3;
  const visit = (node: YamlNode | null | undefined, trail: unknown[], heading?: string) => {
    if (isMap(node)) {
      // The raw text of an operation (or schema) is its scope: its servers name its API's host.
      if (trail.length === depth && node.range) options.scopes?.set(`${file}#${trail.join('/')}`, source.slice(node.range[0], node.range[1]));
      // An operation's (or schema's) summary and title head the prose below it.
      const own = ['summary', 'title', 'operationId'].map((k) => node.get(k)).filter((v) => typeof v === 'string');
      if (own.length || trail.length <= depth) heading = `${trail.join(' ')} ${own.join(' ')}`.trim();
      for (const pair of node.items) {
        if (!isPair(pair)) continue;
        const key = isScalar(pair.key) ? String(pair.key.value) : '';
        if (trail.length === 0 && options.skip?.includes(key)) continue;
        const value = pair.value as YamlNode | null;
        if (YAML_PROSE.has(key) && isScalar(value) && typeof value.value === 'string' && value.range) {
          const raw = source.slice(value.range[0], value.range[1]);
          const scope = `${file}#${trail.slice(0, depth).join('/')}`;
          const date = options.date?.([...trail, key]);
          for (const s of sentences(value.value.replace(/\s+/g, ' '))) {
            const at = locate(raw, lineStarts(raw), s.text);
            units.push({file, line: lineAt(starts, value.range[0]) + at.line - 1, text: s.text, scope, date, heading});
          }
        } else visit(value, [...trail, key], heading);
      }
    } else if (isSeq(node)) node.items.forEach((item, i) => visit(item as YamlNode, [...trail, i], heading));
  };
  visit(doc.contents as YamlNode, []);
  return units;
}

/** Strings under the given keys of a JSON file, in source order, with their lines. */
export function jsonUnits(file: string, keys: Set<string>, options: {scopeKey?: string; headingKeys?: string[]} = {}): Unit[] {
  const source = read(file);
  const starts = lineStarts(source);
  const units: Unit[] = [];
  let cursor = 0;
  // A record's name (a question's code, a global's name) heads its strings.
  const visit = (value: unknown, key: string, scope: string, heading?: string) => {
    if (Array.isArray(value)) return value.forEach((v) => visit(v, key, scope, heading));
    if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      const own = options.scopeKey && typeof record[options.scopeKey] === 'string' ? `${file}#${record[options.scopeKey]}` : scope;
      const name = (options.headingKeys ?? []).map((k) => record[k]).find((v) => typeof v === 'string') as string | undefined;
      for (const [k, v] of Object.entries(record)) visit(v, k, own, name ?? heading);
      return;
    }
    if (typeof value !== 'string' || !keys.has(key) || !/[A-Za-z]{2,}\s+\S/.test(value)) return;
    const found = locate(source, starts, value, cursor);
    cursor = found.at;
    for (const s of sentences(value.replace(/\s+/g, ' '))) units.push({file, line: found.line, text: s.text, scope, heading});
  };
  visit(JSON.parse(source), '', file);
  return units;
}

/** JSX text and prose string literals of a TypeScript/TSX file (home page, components, first-call steps). */
export function tsxUnits(file: string): Unit[] {
  const source = read(file);
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const units: Unit[] = [];
  const add = (text: string, pos: number) => {
    const line = sf.getLineAndCharacterOfPosition(pos).line + 1;
    for (const s of sentences(text.replace(/\s+/g, ' '))) units.push({file, line, text: s.text, scope: file});
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) return;
    if (ts.isJsxText(node) && /[A-Za-z]{2,}/.test(node.text)) add(node.text, node.getStart(sf));
    else if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && /[A-Za-z]{2,}\s+[A-Za-z]{2,}\s+\S/.test(node.text)) add(node.text, node.getStart(sf));
    ts.forEachChild(node, visit);
  };
  visit(sf);
  // Comments of the samples a page imports raw are read with the code.
  return units;
}

/** The dates of a Keep a Changelog file: line -> date of the release heading above it. */
function changelogDates(source: string): (line: number) => string | undefined {
  const headings: Array<[number, string]> = [];
  source.split('\n').forEach((text, i) => {
    const m = /^## \[[^\]]+\] - (\d{4}-\d{2}-\d{2})/.exec(text);
    if (m) headings.push([i + 1, m[1]!]);
  });
  return (line) => headings.filter(([l]) => l <= line).at(-1)?.[1];
}

export interface Site {
  units: Unit[];
  /** The text of each scope (page, operation, event, component), where a sentence's domain and API are read. */
  scopes: Map<string, string>;
}

/**
 * The sentences of each page, kept between runs (parsing the pages is most
 * of the check's time): keyed by the page's text and by the code that reads
 * it, so a changed page or reader is read again. In node_modules/.cache,
 * like the other build caches; delete it to read everything again.
 */
const CACHE = path.join(ROOT, 'node_modules/.cache/claims/pages.json');
const READER = createHash('sha1')
  .update(['mdx.ts', 'text.ts'].map((f) => fs.readFileSync(path.join(__dirname, f), 'utf8')).join('\0'))
  .digest('hex');

function pageUnits(pages: Array<{file: string; source: string}>): Unit[] {
  let cache: Record<string, Unit[]> = {};
  try {
    cache = JSON.parse(fs.readFileSync(CACHE, 'utf8')) as Record<string, Unit[]>;
  } catch {
    // No cache yet, or an unreadable one: every page is read.
  }
  const next: Record<string, Unit[]> = {};
  const units: Unit[] = [];
  for (const {file, source} of pages) {
    const key = createHash('sha1').update(READER).update(file).update(source).digest('hex');
    next[key] = cache[key] ?? mdxUnits(file, source);
    units.push(...next[key]!);
  }
  if (Object.keys(next).some((k) => !cache[k]) || Object.keys(cache).length !== Object.keys(next).length) {
    fs.mkdirSync(path.dirname(CACHE), {recursive: true});
    fs.writeFileSync(CACHE, JSON.stringify(next));
  }
  return units;
}

/** Every unit of the site. */
export function siteUnits(): Site {
  const units: Unit[] = [];
  const scopes = new Map<string, string>();
  const pages = files(path.join(ROOT, 'docs'), /\.mdx?$/).map((file) => ({file: rel(file), source: fs.readFileSync(file, 'utf8')}));
  for (const page of pages) scopes.set(page.file, page.source);
  units.push(...pageUnits(pages));
  units.push(...yamlUnits('src/data/openapi/bindpoint.openapi.yaml', read('src/data/openapi/bindpoint.openapi.yaml'), {skip: ['x-facts'], scopes}));
  const changelog = read('src/data/openapi/changelog.yaml');
  const entries = parseDocument(changelog).toJS() as Array<{date: string}>;
  units.push(...yamlUnits('src/data/openapi/changelog.yaml', changelog, {scopeDepth: 1, date: (trail) => entries[trail[0] as number]?.date}));
  for (const file of files(path.join(ROOT, 'src/data/sdk/changelog'), /\.md$/)) {
    const source = fs.readFileSync(file, 'utf8');
    units.push(...mdxUnits(rel(file), source, {markdown: true, date: changelogDates(source)}));
  }
  units.push(...jsonUnits('src/data/webhooks/catalogue.json', new Set(['title', 'summary', 'description', 'message']), {scopeKey: 'subject'}));
  units.push(...jsonUnits('src/data/components/manifest.json', new Set(['docs', 'summary', 'deprecation']), {scopeKey: 'tag', headingKeys: ['name', 'event']}));
  units.push(...jsonUnits('src/data/sdk/globals.json', new Set(['description', 'when']), {headingKeys: ['name']}));
  units.push(...jsonUnits('src/data/sdk/selectors.json', new Set(['description']), {headingKeys: ['name']}));
  for (const file of files(path.join(ROOT, 'src/data/question-sets'), /\.json$/)) units.push(...jsonUnits(rel(file), new Set(['notes', 'rule', 'title']), {headingKeys: ['code', 'name']}));
  for (const file of files(path.join(ROOT, 'src/data/webhooks/samples'), /\.(mjs|py|ts|js)$/)) {
    const lang = file.endsWith('.py') ? 'python' : 'js';
    for (const c of codeComments(lang, fs.readFileSync(file, 'utf8'))) units.push({file: rel(file), line: c.index + 1, text: c.text, scope: rel(file)});
  }
  for (const file of [...files(path.join(ROOT, 'src/pages'), /\.tsx$/), ...files(path.join(ROOT, 'src/components'), /\.tsx$/), path.join(ROOT, 'src/site/first-call.ts')]) {
    if (fs.existsSync(file)) units.push(...tsxUnits(rel(file)));
  }
  // Scopes without a text of their own (data records, changelog entries) are the text of their sentences.
  const raw = new Set(scopes.keys());
  for (const u of units) if (!raw.has(u.scope)) scopes.set(u.scope, `${scopes.get(u.scope) ?? ''}\n${u.text}`);
  return {units, scopes};
}
