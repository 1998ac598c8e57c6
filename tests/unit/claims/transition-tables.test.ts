/**
 * Status changes are shown from the one table the mock enforces
 * (src/data/rules/transitions.ts), never described alone (issue 46: the mock
 * refuses a disposition from `Sold` to `Active` with 422 `invalid_transition`,
 * and no page said so).
 *
 * - The page of an operation that refuses a caller's change (`REFUSED_BY`:
 *   Create a disposition, Update a quote request) renders that table.
 * - A page that states one change of a table's statuses (`Sold` → `Active`,
 *   "from `lent` to `working`", "back to `in_progress`", `invalid_transition`)
 *   renders a table holding those statuses, or links to a page that does.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {REFUSED_BY, transitionTables, type TransitionTableName} from '../../../src/data/rules/transitions';
import {listOperations} from '../../../src/plugins/openapi/document';
import {doc} from '../samples/openapi';
import {proseSentences} from './response-fields';

const ROOT = path.resolve(__dirname, '../../..');
const NAMES = Object.keys(transitionTables) as TransitionTableName[];

function mdx(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? mdx(full) : e.name.endsWith('.mdx') ? [full] : [];
  });
}

interface Page {
  file: string;
  route: string;
  source: string;
}

const routeOf = (file: string) => `/${file.replace(/\.mdx$/, '').replace(/\/index$/, '')}/`;
const pages: Page[] = mdx(path.join(ROOT, 'docs')).map((full) => {
  const file = path.relative(ROOT, full).split(path.sep).join('/');
  return {file, route: routeOf(file), source: fs.readFileSync(full, 'utf8')};
});

/** The tables a page renders. */
function rendered(source: string): TransitionTableName[] {
  return [...source.matchAll(/<TransitionTable\s+table="(\w+)"\s*\/>/g)].map((m) => m[1] as TransitionTableName);
}

/** Routes a page links to (`/docs/...`, anchors dropped). */
function links(source: string): string[] {
  return [...source.matchAll(/\]\((\/docs\/[^)#\s]*)/g)].map((m) => (m[1]!.endsWith('/') ? m[1]! : `${m[1]}/`));
}

const CHANGE = [
  /`(\w+)`\s*(?:→|->)\s*`(\w+)`/g,
  /\bfrom\s+`(\w+)`\s+(?:to|back to|into)\s+`(\w+)`/g,
];
const BACK = /\b(?:back|returns?)\s+to\s+`(\w+)`/g;

interface TransitionFinding {
  file: string;
  line: number;
  message: string;
}

/** The statuses a sentence names as a change, and the tables that hold them all. */
function changesOf(text: string): Array<{statuses: string[]; tables: TransitionTableName[]}> {
  const found: string[][] = [];
  for (const pattern of CHANGE) for (const m of text.matchAll(pattern)) found.push([m[1]!, m[2]!]);
  for (const m of text.matchAll(BACK)) found.push([m[1]!]);
  if (/`invalid_transition`/.test(text)) {
    // The statuses the sentence names say which table; the code alone names the caller's tables.
    const named = [...text.matchAll(/`(\w+)`/g)].map((m) => m[1]!).filter((s) => NAMES.some((n) => s in transitionTables[n].next));
    found.push(named.length ? named : []);
  }
  return found
    .map((statuses) => ({
      statuses,
      tables: NAMES.filter((n) => (statuses.length ? statuses.every((s) => s in transitionTables[n].next) : n in REFUSED_BY)),
    }))
    .filter((c) => c.tables.length > 0);
}

/** Sentences stating a status change on a page that neither renders nor links a table of those statuses. */
function checkTransitions(all: readonly Page[]): TransitionFinding[] {
  const byRoute = new Map(all.map((p) => [p.route, p]));
  const findings: TransitionFinding[] = [];
  for (const page of all) {
    const shown = new Set(rendered(page.source));
    for (const route of links(page.source)) for (const name of rendered(byRoute.get(route)?.source ?? '')) shown.add(name);
    for (const sentence of proseSentences(page.file, page.source)) {
      for (const change of changesOf(sentence.text)) {
        if (change.tables.some((t) => shown.has(t))) continue;
        const what = change.statuses.length ? change.statuses.map((s) => `\`${s}\``).join(' → ') : '`invalid_transition`';
        findings.push({
          file: page.file,
          line: sentence.line,
          message: `${page.file}:${sentence.line}: this sentence states a status change (${what}) and the page neither renders nor links a table of those changes: add <TransitionTable table="${change.tables[0]}" /> (src/components/TransitionTable) or link a page that renders it`,
        });
      }
    }
  }
  return findings;
}

describe('status changes come from the transition tables', () => {
  test('the page of each operation that refuses a change renders its table (else: the page, the table to add)', () => {
    const hosts = new Map(listOperations(doc).map((op) => [op.operationId, op.page]));
    const problems: string[] = [];
    for (const [name, by] of Object.entries(REFUSED_BY)) {
      const route = hosts.get(by!.operationId);
      const page = pages.find((p) => p.route === route);
      if (!page) problems.push(`${by!.operationId}: its x-doc-page ${route} is no page of docs/`);
      else if (!rendered(page.source).includes(name as TransitionTableName)) {
        problems.push(`${page.file}:1: ${by!.operationId} refuses a change of ${transitionTables[name as TransitionTableName].name} status the page does not show: add <TransitionTable table="${name}" />`);
      }
    }
    expect(problems.join('\n')).toBe('');
  });

  test('every page that states a status change shows or links its table (else: file:line, the change, the table)', () => {
    expect(checkTransitions(pages).map((f) => f.message).join('\n')).toBe('');
  });

  test('the check reads the pages: it finds the changes they state', () => {
    const stated = pages.flatMap((p) => proseSentences(p.file, p.source).flatMap((s) => changesOf(s.text)));
    expect(stated.length).toBeGreaterThanOrEqual(4);
  });

  const page = (text: string, file = 'docs/x.mdx'): Page => ({file, route: routeOf(file), source: `---\ntitle: X\n---\n\n${text}\n`});
  test.each([
    ['the disposition rule no page stated (issue 46)', 'A disposition from `Sold` to `Active` answers `422`.', 'dispositionStatus'],
    ['an arrow', 'A typical prospect moves `Active` → `Quoted` → `Sold`.', 'dispositionStatus'],
    ['a way back', 'Editing a quoted form moves it back to `in_progress`.', 'formStatus'],
    ['the detail code alone', 'A change the API does not allow answers with the detail `invalid_transition`.', 'requestStatus'],
  ])('finds %s', (_name, text, table) => {
    const [finding] = checkTransitions([page(text)]);
    expect(finding?.message).toMatch(/^docs\/x\.mdx:5: this sentence states a status change/);
    expect(finding?.message).toContain(`table="${table}"`);
  });

  test.each([
    ['the table rendered', 'A disposition from `Sold` to `Active` answers `422`.\n\n<TransitionTable table="dispositionStatus" />'],
    ['statuses of no table', 'Switch the URL from `http` to `https`.'],
  ])('passes %s', (_name, text) => {
    expect(checkTransitions([page(text)])).toEqual([]);
  });

  test('passes a page that links a page rendering the table', () => {
    const target = page('<TransitionTable table="formStatus" />', 'docs/forms.mdx');
    const linking = page('Editing a quoted form moves it back to `in_progress` ([lifecycle](/docs/forms/#lifecycle)).');
    expect(checkTransitions([target, linking])).toEqual([]);
  });
});
