/**
 * The feeds plugin's data: the API changelog is checked against its schema and
 * the OpenAPI document, renders newest first as MDX-safe Markdown, and every
 * changelog (SDK and API) becomes an Atom document that parses and lists each
 * release, linked to its anchor on the changelog page.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it, vi} from 'vitest';
import {identity, tokens} from '../../../site/identity';
import {listOperations, loadDocument, normalizeOperation} from '../../openapi/document';
import type {ApiContent} from '../../openapi';
import {PLUGIN_NAME as API_PLUGIN} from '../../openapi/mdx';
import {apiChangelogMarkdown, loadApiChangelog, type OperationLink} from '../api-changelog';
import {atomFeed, feedPath} from '../atom';
import feedsPlugin, {API_CHANGELOG_PAGE, PLUGIN_NAME, sdkChangelogPage, sdkFeed} from '../index';
import {parseChangelog, releaseAnchor} from '../keep-a-changelog';

const root = path.resolve(__dirname, '../../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const {doc} = loadDocument(read('src/data/openapi/bindpoint.openapi.yaml'), tokens);
const operations: OperationLink[] = listOperations(doc).map((op) => ({
  operationId: op.operationId,
  summary: op.operation.summary,
  page: op.page,
}));
const schema = JSON.parse(read('src/data/openapi/changelog.schema.json'));
const source = read('src/data/openapi/changelog.yaml');
const options = {schema, tokens, operations, apiVersion: String(doc.info.version)};
const site = {url: 'https://developers.bindpoint.example', baseUrl: '/', brand: identity.brand};

describe('API changelog data', () => {
  const releases = loadApiChangelog(source, options);

  it('is valid, ascending, and ends with the release of the OpenAPI document', () => {
    expect(releases.length).toBeGreaterThanOrEqual(5);
    expect(releases.at(-1)!.date).toBe(doc.info.version);
    expect(releases.map((r) => r.date)).toEqual([...releases.map((r) => r.date)].sort());
  });

  it('names only hosts of the identity module, resolved', () => {
    const text = JSON.stringify(releases);
    expect(text).not.toMatch(/\{\{\w+\}\}/);
    for (const host of text.match(/https:\/\/[\w.-]+/g) ?? []) expect(Object.values(tokens).some((t) => t.startsWith(host))).toBe(true);
  });

  it('rejects what release tooling could get wrong, naming the problem', () => {
    const entry = (date: string, extra = '') =>
      `- date: '${date}'\n  title: A release\n  summary: One sentence about this release.\n  changes:\n    - type: added\n      text: A change that is long enough.${extra}\n`;
    expect(() => loadApiChangelog(entry(doc.info.version).replace('type: added', 'type: improved'), options)).toThrow(/schema/);
    expect(() => loadApiChangelog(entry(doc.info.version).replace("'\n", "'\n  extra: 1\n"), options)).toThrow(/additional properties/);
    expect(() => loadApiChangelog(entry(doc.info.version, '\n      operations: [noSuchOperation]'), options)).toThrow(/noSuchOperation is not in the OpenAPI document/);
    expect(() => loadApiChangelog(entry('2099-01-01') + entry('2098-01-01'), options)).toThrow(/dates must ascend/);
    expect(() => loadApiChangelog(entry('2020-01-01'), options)).toThrow(/info.version is/);
    expect(() => loadApiChangelog(entry('2020-02-31'), options)).toThrow(/must match format "date"/);
    expect(() => loadApiChangelog('- date: [', options)).toThrow(/not valid YAML/);
  });

  it('renders newest first, one anchored heading per release, links to operation pages', () => {
    const markdown = apiChangelogMarkdown(releases, operations);
    const headings = [...markdown.matchAll(/^## (\S+): .+ \{#(\S+)\}$/gm)];
    expect(headings.map((m) => m[1])).toEqual(releases.map((r) => r.date).reverse());
    expect(headings.every((m) => m[1] === m[2])).toBe(true);
    for (const link of markdown.matchAll(/\]\((\/docs\/[^)]+)\)/g)) expect(operations.map((o) => o.page)).toContain(link[1]);
    // Safe to compile as MDX: braces and angle brackets only inside inline code or heading ids.
    const outsideCode = markdown.replace(/`[^`]*`/g, '').replace(/ \{#[\w-]+\}$/gm, '');
    expect(outsideCode).not.toMatch(/[{}<>]/);
  });
});

describe('Atom feeds', () => {
  const names = readdirSync(path.join(root, 'src/data/sdk/changelog')).map((f) => f.replace(/\.md$/, ''));

  it.each(names)('%s.md becomes a feed that parses and lists every release', (name) => {
    const text = read(`src/data/sdk/changelog/${name}.md`);
    const releases = parseChangelog(text);
    const feed = sdkFeed(name, text);
    expect(feed.page).toBe(sdkChangelogPage(name));
    const $ = load(atomFeed(feed, site), {xml: true});
    expect($('feed').attr('xmlns')).toBe('http://www.w3.org/2005/Atom');
    expect($('feed > link[rel="self"]').attr('href')).toBe(`${site.url}/${feedPath(name)}`);
    expect($('feed > updated').text()).toBe(`${releases[0].date}T00:00:00.000Z`);
    const entries = $('entry').toArray().map((e) => ({
      id: $(e).children('id').text(),
      title: $(e).children('title').text(),
      link: $(e).children('link').attr('href'),
      content: $(e).children('content').text(),
    }));
    expect(entries).toHaveLength(releases.length);
    releases.forEach((release, i) => {
      expect(entries[i].title).toContain(release.version);
      expect(entries[i].link).toBe(`${site.url}${feed.page}#${releaseAnchor(release)}`);
      expect(entries[i].content).toMatch(/<li>/);
    });
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
  });

  it('the API changelog feed lists every release with absolute links', () => {
    const releases = loadApiChangelog(source, options);
    const feed = {
      id: 'api',
      title: 'API changelog',
      description: 'Dated changes.',
      page: API_CHANGELOG_PAGE,
      entries: releases.map((r) => ({anchor: r.date, title: r.title, date: r.date, markdown: `- [x](/docs/api/authenticate/)`})),
    };
    const $ = load(atomFeed(feed, {...site, baseUrl: '/docs-site/'}), {xml: true});
    expect($('entry')).toHaveLength(releases.length);
    expect($('entry > link').first().attr('href')).toBe(`${site.url}/docs-site${API_CHANGELOG_PAGE}#${releases.at(-1)!.date}`);
    expect($('entry > content').first().text()).toContain(`href="${site.url}/docs-site/docs/api/authenticate/"`);
  });
});

describe('the plugin: the API changelog from the API plugin\'s loaded content', () => {
  const plugin = () =>
    feedsPlugin({siteDir: root, siteConfig: {baseUrl: '/', url: site.url}, generatedFilesDir: path.join(root, '.docusaurus')} as never);
  const actions = () => ({createData: vi.fn(async (_name: string, _data: string) => ''), setGlobalData: vi.fn(), addRoute: vi.fn()});
  const api: Partial<ApiContent> = {
    version: String(doc.info.version),
    operations: listOperations(doc).map((ref) => normalizeOperation(doc, ref)),
  };
  const sdk = sdkFeed('sdk', read('src/data/sdk/changelog/sdk.md'));

  it('writes the same changelog module as from the document itself, and lists the API feed after the SDK\'s', async () => {
    const acts = actions();
    await plugin().allContentLoaded!({allContent: {[API_PLUGIN]: {default: api}, [PLUGIN_NAME]: {default: {sdkFeeds: [sdk]}}}, actions: acts} as never);
    expect(acts.createData).toHaveBeenCalledWith('api-changelog.md', apiChangelogMarkdown(loadApiChangelog(source, options), operations));
    const data = acts.setGlobalData.mock.calls[0]![0] as {feeds: Array<{id: string; page: string}>};
    expect(data.feeds.map((feed) => feed.id)).toEqual(['sdk', 'api']);
    expect(data.feeds.at(-1)!.page).toBe(API_CHANGELOG_PAGE);
  });

  it('renders again only when the API plugin or this plugin reloaded (a saved page reloads neither)', async () => {
    const instance = plugin();
    const loaded = {...api};
    const own = {sdkFeeds: [sdk]};
    const feedsOf = (acts: ReturnType<typeof actions>) => (acts.setGlobalData.mock.calls[0]![0] as {feeds: Array<{id: string}>}).feeds;
    const first = actions();
    await instance.allContentLoaded!({allContent: {[API_PLUGIN]: {default: loaded}, [PLUGIN_NAME]: {default: own}}, actions: first} as never);
    const markdown = first.createData.mock.calls[0]![1] as string;
    // The same two objects: the last rendering is reused (a version that no longer matches would
    // fail a new one), and still handed to Docusaurus, which resets both on each reload.
    loaded.version = '0.0.1';
    const again = actions();
    await instance.allContentLoaded!({allContent: {[API_PLUGIN]: {default: loaded}, [PLUGIN_NAME]: {default: own}}, actions: again} as never);
    expect(again.createData).toHaveBeenCalledWith('api-changelog.md', markdown);
    expect(feedsOf(again)).toEqual(feedsOf(first));
    // This plugin reloaded (its content is a new object): rendered again, from the new SDK feeds.
    const reloaded = actions();
    await instance.allContentLoaded!({allContent: {[API_PLUGIN]: {default: api}, [PLUGIN_NAME]: {default: {sdkFeeds: []}}}, actions: reloaded} as never);
    expect(feedsOf(reloaded).map((feed) => feed.id)).toEqual(['api']);
    // The API plugin reloaded: rendered again, and checked against the new document's version.
    await expect(
      instance.allContentLoaded!({allContent: {[API_PLUGIN]: {default: {...api, version: '0.0.1'}}, [PLUGIN_NAME]: {default: own}}, actions: actions()} as never),
    ).rejects.toThrow(/0\.0\.1/);
  });

  it('fails, naming what is missing, without the API plugin\'s content', async () => {
    await expect(plugin().allContentLoaded!({allContent: {}, actions: actions()} as never)).rejects.toThrow(/API plugin's content is missing/);
  });
});
