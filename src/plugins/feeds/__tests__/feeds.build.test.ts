/**
 * The Atom feeds of the changelogs (run after `npm run build`): one per SDK
 * changelog and one for the API changelog, each announced in its page's head
 * by `<link rel="alternate">`, and the API changelog page itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, test} from 'vitest';
import {API_CHANGELOG_PAGE, OVERVIEW_PAGES, sdkChangelogPage} from '../index';
import {feedPath} from '../atom';

const root = path.resolve(__dirname, '../../../..');
const buildDir = path.join(root, 'build');
const read = (file: string) => fs.readFileSync(path.join(buildDir, file), 'utf8');
const page = (route: string) => load(read(path.join(route, 'index.html')));

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
