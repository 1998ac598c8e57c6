/** The Exchange guides as pages: front matter, length, tokens, sidebar, and text that must match the rules data. */
import {existsSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import sidebar from '../../../src/sidebar/exchange';
import {tokens} from '../../../src/site/identity';
import {EXCHANGE_DOC_IDS, ROOT, frontMatter, openApi, prose, source} from './pages';
import {sidebarDocIds} from '../../../src/sidebar/doc-ids';

const schemas = (await openApi()).components.schemas;
const dispositionStatuses: string[] = schemas.DispositionStatus.enum;
const legalEntities: string[] = schemas.TruckingProspect.allOf[1].properties.legal_entity.enum;

type Item = string | {type: string; label?: string; link?: {type: string; id: string}; items?: Item[]};


describe('Exchange pages', () => {
  it.each(EXCHANGE_DOC_IDS)('%s has a title, a description and no H1 of its own', (id) => {
    const fm = frontMatter(id);
    // Length of title and description, words and placeholders: tests/unit/content, for every page.
    expect(fm.title).toBeTruthy();
    expect(fm.description).toBeTruthy();
    expect(prose(id)).not.toMatch(/^# /m);
  });

  it('titles are unique', () => {
    const titles = EXCHANGE_DOC_IDS.map((id) => frontMatter(id).title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it.each(EXCHANGE_DOC_IDS)('%s names hosts only through known identity tokens', (id) => {
    const text = source(id);
    expect(text).not.toContain(tokens.domain);
    for (const [, name] of text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)) expect(Object.keys(tokens)).toContain(name);
  });

  it('the dispositioning guide lists exactly the statuses of the API reference', () => {
    const statusTable = source('exchange/receive_side/dispositioning_prospects')
      .split('\n')
      .filter((line) => /^\| `[A-Z]\w+` \|/.test(line))
      .map((line) => line.match(/^\| `(\w+)`/)![1]);
    expect(statusTable.sort()).toEqual([...dispositionStatuses].sort());
  });

  it('the receiving guide lists exactly the legal entities of the API reference', () => {
    const row = source('exchange/receive_side/receiving_prospects')
      .split('\n')
      .find((line) => line.startsWith('| `legal_entity` |'));
    const listed = [...(row ?? '').split('|')[3].matchAll(/`([^`]+)`/g)].map((m) => m[1]);
    expect(listed).toEqual([...legalEntities]);
  });
});

describe('Exchange sidebar', () => {
  const [exchange] = sidebar as Item[];

  it('is one category "Exchange" linked to the overview, with Send side then Receive side', () => {
    expect(sidebar).toHaveLength(1);
    expect(typeof exchange).toBe('object');
    const category = exchange as Exclude<Item, string>;
    expect(category.label).toBe('Exchange');
    expect(category.link).toEqual({type: 'doc', id: 'exchange/exchange_overview'});
    const subs = (category.items ?? []) as Exclude<Item, string>[];
    expect(subs.map((s) => [s.label, s.link?.id])).toEqual([
      ['Send side', 'exchange/send_side/ss_overview'],
      ['Receive side', 'exchange/receive_side/rs_overview'],
    ]);
  });

  it('lists every Exchange guide on disk once, and each listed page exists', () => {
    const ids = sidebarDocIds(sidebar);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(existsSync(join(ROOT, 'docs', `${id}.mdx`)), id).toBe(true);
    const onDisk = (readdirSync(join(ROOT, 'docs/exchange'), {recursive: true}) as string[])
      .filter((f) => f.endsWith('.mdx'))
      .map((f) => `exchange/${f.replace(/\\/g, '/').replace(/\.mdx$/, '')}`);
    expect([...ids].sort()).toEqual(onDisk.sort());
  });
});

describe('Exchange search queries', () => {
  it('name only Exchange routes, cover every guide, and use words the page contains', async () => {
    const {default: queries} = await import('../../../src/data/exchange/search-queries.json');
    const routes = EXCHANGE_DOC_IDS.map((id) => `/docs/${id}/`);
    expect(new Set(queries.map((q: {expect: string}) => q.expect))).toEqual(new Set(routes));
    for (const {query, expect: route} of queries as {query: string; expect: string}[]) {
      const text = source(route.slice('/docs/'.length, -1)).toLowerCase();
      for (const word of query.toLowerCase().split(/\s+/)) expect(text, `${route} contains "${word}"`).toContain(word);
    }
  });
});
