/**
 * Files generated for readers outside the site (run after `npm run build`):
 * the Postman collection next to the OpenAPI document, the Atom feeds of the
 * changelogs with their `<link rel="alternate">` in page heads, and a social
 * card of its own for every doc page.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, test} from 'vitest';
import {tokens} from '../../src/site/identity';
import {listOperations, loadDocument} from '../../src/plugins/openapi/document';
import {POSTMAN_PUBLISHED} from '../../src/plugins/openapi/published';
import {API_CHANGELOG_PAGE, OVERVIEW_PAGES, sdkChangelogPage} from '../../src/plugins/feeds/index';
import {feedPath} from '../../src/plugins/feeds/atom';
import {cardPath, CARD_HEIGHT, CARD_WIDTH} from '../../src/plugins/social-cards/paths';
import {sitemapRoutes} from './files';

const root = path.resolve(__dirname, '../..');
const buildDir = path.join(root, 'build');
const read = (file: string) => fs.readFileSync(path.join(buildDir, file), 'utf8');
const page = (route: string) => load(read(path.join(route, 'index.html')));

const docRoutes = sitemapRoutes(buildDir).filter((route) => route.startsWith('/docs/'));

describe('Postman collection', () => {
  test('is published next to the OpenAPI document and lists every operation on its documented host', () => {
    const {doc} = loadDocument(fs.readFileSync(path.join(root, 'src/data/openapi/bindpoint.openapi.yaml'), 'utf8'), tokens);
    const collection = JSON.parse(read(POSTMAN_PUBLISHED));
    const leaves = (items: any[]): any[] => items.flatMap((i) => (i.item ? leaves(i.item) : [i]));
    const requests = leaves(collection.item);
    const variables = new Map<string, string>(collection.variable.map((v: any) => [v.key, v.value]));
    const listed = new Set(requests.map((r) => `${r.request.method} /${r.request.url.path.join('/')}`));
    for (const op of listOperations(doc).filter((o) => o.kind === 'path')) {
      const key = `${op.method} /${op.path.split('/').filter(Boolean).map((s) => s.replace(/^\{(.+)\}$/, ':$1')).join('/')}`;
      expect(listed, op.operationId).toContain(key);
      const request = requests.find((r) => `${r.request.method} /${r.request.url.path.join('/')}` === key);
      const host = variables.get(request.request.url.host[0].replace(/^\{\{(.+)\}\}$/, '$1'));
      const servers = (op.operation.servers ?? op.pathItem.servers ?? doc.servers).map((s: any) => s.url);
      expect(servers, op.operationId).toContain(host);
    }
  });

  test('the API overview links it beside the YAML and JSON', () => {
    const $ = page('/docs/api/api_overview/');
    for (const file of ['bindpoint.openapi.yaml', 'bindpoint.openapi.json', 'bindpoint.postman.json']) {
      expect($(`article a[href="/openapi/${file}"]`).length, file).toBeGreaterThan(0);
    }
  });
});

describe('feeds', () => {
  const feeds = fs.readdirSync(path.join(buildDir, 'feeds')).map((f) => f.replace(/\.xml$/, ''));
  const pageOf = (id: string) => (id === 'api' ? API_CHANGELOG_PAGE : sdkChangelogPage(id));

  test('one feed per SDK changelog file, plus the API changelog', () => {
    const sdk = fs.readdirSync(path.join(root, 'src/data/sdk/changelog')).map((f) => f.replace(/\.md$/, ''));
    expect(feeds.sort()).toEqual([...sdk, 'api'].sort());
  });

  test.each(feeds)('%s parses, lists its entries and links to anchors of its page', (id) => {
    const $ = load(read(feedPath(id)), {xml: true});
    expect($('feed').attr('xmlns')).toBe('http://www.w3.org/2005/Atom');
    const entries = $('entry');
    expect(entries.length).toBeGreaterThanOrEqual(4);
    const $page = page(pageOf(id));
    entries.each((_, entry) => {
      const link = new URL($(entry).children('link').attr('href')!);
      expect(link.pathname).toBe(pageOf(id));
      expect($page(`[id="${link.hash.slice(1)}"]`).length, link.hash).toBe(1);
      expect($(entry).children('updated').text()).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    });
  });

  test.each(feeds)('the changelog page of %s announces it in its head', (id) => {
    const $ = page(pageOf(id));
    const links = $('head link[rel="alternate"][type="application/atom+xml"]');
    expect(links.map((_, l) => new URL($(l).attr('href')!).pathname).get()).toEqual([`/${feedPath(id)}`]);
  });

  test('the overview announces every feed', () => {
    for (const route of OVERVIEW_PAGES) {
      const $ = page(route);
      const hrefs = $('head link[rel="alternate"][type="application/atom+xml"]').map((_, l) => new URL($(l).attr('href')!).pathname).get();
      expect(hrefs.sort()).toEqual(feeds.map((id) => `/${feedPath(id)}`).sort());
    }
  });

  test('the API changelog page renders every release, newest first, and is in the sidebar', () => {
    const $ = page(API_CHANGELOG_PAGE);
    const dates = $('article h2[id]').map((_, h) => $(h).attr('id')).get().filter((id) => /^\d{4}-\d{2}-\d{2}$/.test(id));
    expect(dates.length).toBeGreaterThanOrEqual(5);
    expect(dates).toEqual([...dates].sort().reverse());
    expect($(`.theme-doc-sidebar-menu a[href="${API_CHANGELOG_PAGE}"]`).length).toBe(1);
  });
});

describe('social cards', () => {
  test('every doc page points og:image and twitter:image at its own 1200×630 card', () => {
    expect(docRoutes.length).toBeGreaterThan(200);
    const hashes = new Map<string, string>();
    for (const route of docRoutes) {
      const $ = page(route);
      const og = $('head meta[property="og:image"]').attr('content')!;
      expect(og, route).toMatch(/^https?:\/\//);
      expect(new URL(og).pathname, route).toBe(`/${cardPath(route)}`);
      expect($('head meta[name="twitter:image"]').attr('content'), route).toBe(og);
      const png = fs.readFileSync(path.join(buildDir, cardPath(route)));
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], route).toEqual([CARD_WIDTH, CARD_HEIGHT]);
      const hash = createHash('sha256').update(png).digest('hex');
      expect(hashes.get(hash), `${route} has the card of ${hashes.get(hash)}`).toBeUndefined();
      hashes.set(hash, route);
    }
  }, 180_000);
});
