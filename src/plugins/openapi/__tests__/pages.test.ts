/**
 * Pages and the OpenAPI document agree: every operation has exactly one page
 * (the one its `x-doc-page` names, which imports the operation's generated
 * module), every API page names operations that exist, and every page has
 * front matter, a real introduction and no placeholder text.
 */
import fs from 'node:fs';
import path from 'node:path';
import {codeTable} from '../../../data/rules/codes';
import {describe, expect, test} from 'vitest';
import {parse as parseYaml} from 'yaml';
import {tokens} from '../../../site/identity';
import {listOperations, loadDocument} from '../document';
import apiSidebar from '../sidebar';
import intelligenceSidebar from '../../../sidebar/intelligence';
import {sidebarDocIds as sidebarIds} from '../../../sidebar/doc-ids';

const root = path.resolve(__dirname, '../../../..');
const {doc} = loadDocument(fs.readFileSync(path.join(root, 'src/data/openapi/bindpoint.openapi.yaml'), 'utf8'), tokens);
const operations = listOperations(doc);
const operationIds = new Set(operations.map((o) => o.operationId));

/** Every page of the area on disk (the sidebars must list each of them; the order is theirs). */
const AREA_PAGES = ['api', 'insurance_intelligence'].flatMap((dir) =>
  fs
    .readdirSync(path.join(root, 'docs', dir))
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => `${dir}/${f.replace(/\.mdx$/, '')}`),
);
/**
 * Pages of other areas that host an operation (their sidebar lives elsewhere):
 * the carrier integration guide renders `PUT /quote_requests/{quote_number}`.
 */
const HOST_PAGES = ['carrier_integrations'];
const QUESTION_SET_PAGES = ['api/mqs', 'api/lmqs', 'api/dpmqs', 'api/vpmqs', 'api/broker_questions', 'api/state_information'];
/** The pages this area owns (question-set pages belong to another writer). */
/** The API changelog is rendered from src/data/openapi/changelog.yaml by the feeds plugin (its own tests). */
const CHANGELOG_PAGES = ['api/api_changelog'];
const PAGES = AREA_PAGES.filter((id) => !QUESTION_SET_PAGES.includes(id) && !CHANGELOG_PAGES.includes(id));

const IMPORT = /^import\s+(\w+)\s+from\s+'@generated\/bindpoint-openapi\/default\/(\w+)\.mdx';$/gm;

interface Page {
  id: string;
  route: string;
  source: string;
  frontMatter: Record<string, unknown>;
  body: string;
  imports: Array<{name: string; module: string}>;
}

const pages: Page[] = [...PAGES, ...HOST_PAGES].map((id) => {
  const source = fs.readFileSync(path.join(root, 'docs', `${id}.mdx`), 'utf8');
  const match = source.match(/^---\n([\s\S]*?)\n---\n([\s\S]*)$/);
  if (!match) throw new Error(`${id}: no front matter`);
  const imports = [...source.matchAll(IMPORT)].map((m) => ({name: m[1]!, module: m[2]!}));
  return {id, route: `/docs/${id}/`, source, frontMatter: parseYaml(match[1]!), body: match[2]!, imports};
});

describe('pages and operations', () => {
  test('every operation has exactly one page, the one named by x-doc-page', () => {
    for (const op of operations) {
      const importing = pages.filter((p) => p.imports.some((i) => i.module === op.operationId));
      expect(importing.map((p) => p.route), op.operationId).toEqual([op.page]);
      const page = importing[0]!;
      const {name} = page.imports.find((i) => i.module === op.operationId)!;
      expect(page.body, `${page.id} renders <${name} />`).toContain(`<${name} />`);
    }
  });

  test('every API page names only operations that exist', () => {
    for (const page of pages) {
      for (const {module} of page.imports) {
        if (module === 'endpoints') continue;
        expect(operationIds.has(module), `${page.id} imports ${module}`).toBe(true);
      }
    }
  });

  test('every endpoint page renders an operation; the overview renders the endpoint table', () => {
    const withoutOperation = pages.filter((p) => !p.imports.some((i) => i.module !== 'endpoints')).map((p) => p.id);
    expect(withoutOperation.sort()).toEqual(
      ['api/api_overview', 'insurance_intelligence/insurance_intelligence_101', 'insurance_intelligence/insurance_intelligence_authentication'].sort(),
    );
    const overview = pages.find((p) => p.id === 'api/api_overview')!;
    expect(overview.imports.map((i) => i.module)).toEqual(['endpoints']);
  });

  test('every page has a title, a specific description, a real introduction and no placeholder', () => {
    for (const page of pages) {
      expect(typeof page.frontMatter.title, page.id).toBe('string');
      // The description's and the page's length, and placeholders: tests/unit/content, for every page.
      expect(typeof page.frontMatter.description, page.id).toBe('string');
      expect(page.body.replace(/```[\s\S]*?```/g, ''), page.id).not.toMatch(/^# /m);
      const intro = page.body
        .split('\n')
        .filter((line) => line.trim() && !line.startsWith('import '))
        .slice(0, 1)
        .join('');
      expect(intro.length, `${page.id} introduction`).toBeGreaterThan(200);
    }
  });

  test('no page writes a platform host; hosts come from identity tokens', () => {
    for (const page of pages) expect(page.source, page.id).not.toMatch(/bindpoint\.example/);
  });

  test('json code blocks are valid JSON', () => {
    for (const page of pages) {
      for (const block of page.body.matchAll(/```json\n([\s\S]*?)```/g)) {
        expect(() => JSON.parse(block[1]!), page.id).not.toThrow();
      }
    }
  });

  test('the 101 has a Mermaid diagram of the data flow', () => {
    const page = pages.find((p) => p.id === 'insurance_intelligence/insurance_intelligence_101')!;
    expect(page.body).toMatch(/```mermaid\nsequenceDiagram/);
  });

  test('the error table of the overview lists exactly the error codes of the document (rendered from the rules)', () => {
    const overview = pages.find((p) => p.id === 'api/api_overview')!;
    expect(overview.body).toMatch(/^<ErrorCodeTable \/>$/m);
    expect(overview.body).not.toMatch(/^\| `[a-z_]+` \| \d{3} \|/m);
    expect(codeTable().map((r) => r.code).sort()).toEqual([...doc.components.schemas.ErrorCode.enum].sort());
  });

  test('the sidebars list every page of the area and the question-set pages', () => {
    const api = sidebarIds(apiSidebar);
    const intelligence = sidebarIds(intelligenceSidebar);
    expect(PAGES.length).toBeGreaterThan(0);
    expect([...api, ...intelligence].sort()).toEqual([...AREA_PAGES].sort());
    expect((apiSidebar[0] as any).link.id).toBe('api/api_overview');
    expect((intelligenceSidebar[0] as any).link.id).toBe('insurance_intelligence/insurance_intelligence_101');
    expect(intelligence[1]).toBe('insurance_intelligence/insurance_intelligence_authentication');
  });
});
