/**
 * Docusaurus plugin: Atom feeds of the changelogs, and the API changelog page.
 *
 * - One feed per Storefront SDK changelog (src/data/sdk/changelog/<name>.md,
 *   Keep a Changelog files): `sdk.md` is the SDK release history of
 *   /docs/sdk/changelogs/sdk-changelog/, `sdk-<package>.md` the history of
 *   /docs/sdk/prior-changelogs/sdk-<package>-changelog/.
 * - The API changelog (src/data/openapi/changelog.yaml, checked against
 *   changelog.schema.json and the API plugin's operations, in
 *   allContentLoaded): rendered as the Markdown
 *   partial `@generated/bindpoint-feeds/default/api-changelog.md`, which
 *   docs/api/api_changelog.mdx imports, and as one feed.
 * - Feeds are written to /feeds/<id>.xml after the build; a build whose
 *   changelog page is missing fails.
 * - Global data (`usePluginData('bindpoint-feeds')`) lists the feeds with
 *   their pages, so src/theme/DocItem/Metadata adds
 *   `<link rel="alternate" type="application/atom+xml">` to the head of each
 *   changelog page and of the overview.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {identity, tokens} from '../../site/identity';
import {createPartialsRule, type MdxRule} from '../shared/mdx-partials';
import type {ApiContent} from '../openapi';
import {PLUGIN_NAME as API_PLUGIN} from '../openapi/mdx';
import {API_CHANGELOG_SOURCE, apiChangelogMarkdown, apiReleaseAnchor, loadApiChangelog, releaseBody, type OperationLink} from './api-changelog';
import {atomFeed, feedPath, type FeedSpec} from './atom';
import {parseChangelog, releaseAnchor, SECTIONS, type Release} from './keep-a-changelog';
import type {FeedsGlobalData} from './types';

export const PLUGIN_NAME = 'bindpoint-feeds';
export const SDK_CHANGELOG_DIR = 'src/data/sdk/changelog';
export const API_CHANGELOG_SCHEMA = 'src/data/openapi/changelog.schema.json';
export const API_CHANGELOG_PAGE = '/docs/api/api_changelog/';
/** Pages that advertise every feed, besides each feed's own page. */
export const OVERVIEW_PAGES = ['/docs/overview/'];

/** Route of the changelog page of an SDK changelog file (`sdk` or `sdk-<package>`). */
export function sdkChangelogPage(name: string): string {
  return name === 'sdk' ? '/docs/sdk/changelogs/sdk-changelog/' : `/docs/sdk/prior-changelogs/${name}-changelog/`;
}

/** Markdown of one Keep a Changelog release: its preamble, then its sections. */
export function releaseMarkdown(release: Release): string {
  const parts = [...release.preamble];
  for (const section of SECTIONS) {
    const items = release.sections[section];
    if (items?.length) parts.push(`### ${section}`, items.map((item) => `- ${item}`).join('\n'));
  }
  return parts.join('\n\n');
}

/** The feed of one SDK changelog file. */
export function sdkFeed(name: string, text: string): FeedSpec {
  const releases = parseChangelog(text, `${SDK_CHANGELOG_DIR}/${name}.md`);
  const whole = name === 'sdk';
  const label = whole ? 'Storefront SDK' : `${identity.npmScope}/${name}`;
  return {
    id: name,
    title: `${label} releases`,
    description: whole
      ? `Every ${identity.brand} Storefront SDK release with the package versions it ships, newest first.`
      : `Every release of the ${label} package of the ${identity.brand} Storefront SDK, newest first.`,
    page: sdkChangelogPage(name),
    entries: releases.map((release) => ({
      anchor: releaseAnchor(release),
      title: `${label} ${release.version}`,
      date: release.date,
      summary: release.preamble.find((line) => !line.startsWith('**')),
      markdown: releaseMarkdown(release),
    })),
  };
}

interface Content {
  sdkFeeds: FeedSpec[];
}

export default function feedsPlugin(context: LoadContext): Plugin<Content> {
  const {siteDir, siteConfig, generatedFilesDir} = context;
  const generatedDir = path.join(generatedFilesDir, PLUGIN_NAME);
  const at = (file: string) => path.join(siteDir, file);
  let mdxRule: MdxRule | undefined;
  /** Every feed, the API changelog's last (set in allContentLoaded). */
  let feeds: FeedSpec[] = [];
  /** The last rendering and the two loaded contents it was made from. */
  let rendered: {api: ApiContent; own: Content | undefined; feeds: FeedSpec[]; markdown: string} | undefined;

  /** The feeds and the API changelog's partial, from the API plugin's content and the SDK feeds. */
  async function renderFeeds(api: ApiContent, sdkFeeds: FeedSpec[]): Promise<{feeds: FeedSpec[]; markdown: string}> {
    const operations: OperationLink[] = api.operations.map(({operationId, summary, page}) => ({operationId, summary, page}));
    const releases = loadApiChangelog(await fs.readFile(at(API_CHANGELOG_SOURCE), 'utf8'), {
      schema: JSON.parse(await fs.readFile(at(API_CHANGELOG_SCHEMA), 'utf8')),
      tokens,
      operations,
      apiVersion: api.version,
    });
    const apiFeed: FeedSpec = {
      id: 'api',
      title: `${identity.brand} API changelog`,
      description: `Dated changes to the ${identity.brand} HTTP APIs: new endpoints and fields, deprecations and removals.`,
      page: API_CHANGELOG_PAGE,
      entries: releases.map((release) => ({
        anchor: apiReleaseAnchor(release),
        title: `${release.date}: ${release.title}`,
        date: release.date,
        summary: release.summary,
        markdown: releaseBody(release, operations),
      })),
    };
    return {feeds: [...sdkFeeds, apiFeed], markdown: apiChangelogMarkdown(releases, operations)};
  }

  return {
    name: PLUGIN_NAME,

    getPathsToWatch() {
      // The OpenAPI document is the API plugin's to watch: a change reloads its content, then this plugin's allContentLoaded.
      return [at(SDK_CHANGELOG_DIR), at(API_CHANGELOG_SOURCE), at(API_CHANGELOG_SCHEMA)];
    },

    async loadContent() {
      mdxRule ??= await createPartialsRule(context, generatedDir);
      const names = (await fs.readdir(at(SDK_CHANGELOG_DIR)))
        .filter((file) => file.endsWith('.md'))
        .map((file) => file.replace(/\.md$/, ''))
        .sort((a, b) => (a === 'sdk' ? -1 : b === 'sdk' ? 1 : a.localeCompare(b)));
      const sdkFeeds = await Promise.all(
        names.map(async (name) => sdkFeed(name, await fs.readFile(at(`${SDK_CHANGELOG_DIR}/${name}.md`), 'utf8'))),
      );
      return {sdkFeeds};
    },

    // The API changelog links each change to its operation's page: the
    // operations come from the API plugin's loaded content, so the OpenAPI
    // document is parsed once per build, not once per plugin (each parse held
    // the main thread 0.1-0.6 s while the site loaded).
    async allContentLoaded({allContent, actions}) {
      const api = allContent[API_PLUGIN]?.default as ApiContent | undefined;
      if (!api) throw new Error(`[${PLUGIN_NAME}] the API plugin's content is missing: the API changelog needs its operations`);
      const own = allContent[PLUGIN_NAME]?.default as Content | undefined;
      // Docusaurus runs this after any plugin's reload (in development, every saved page). A loaded
      // content object is replaced only when its plugin reloads, and a change to the changelog's
      // source or schema reloads this plugin (getPathsToWatch): the same two objects, the same feeds.
      if (!rendered || rendered.api !== api || rendered.own !== own) rendered = {api, own, ...(await renderFeeds(api, own?.sdkFeeds ?? []))};
      feeds = rendered.feeds;
      await actions.createData('api-changelog.md', rendered.markdown);
      const data: FeedsGlobalData = {
        feeds: feeds.map(({id, title, page}) => ({id, title, page, href: feedPath(id)})),
        overviewPages: OVERVIEW_PAGES,
      };
      actions.setGlobalData(data);
    },

    configureWebpack() {
      // Docusaurus does not await configureWebpack(): the rule is built in loadContent().
      return mdxRule ? {module: {rules: [mdxRule]}} : {};
    },

    async postBuild({outDir, routesPaths}) {
      const routes = new Set(routesPaths);
      const baseUrl = siteConfig.baseUrl;
      const missing = feeds
        .map((feed) => `${baseUrl}${feed.page.slice(1)}`)
        .filter((route) => !routes.has(route));
      if (missing.length) throw new Error(`[${PLUGIN_NAME}] changelog pages missing for feeds: ${missing.join(', ')}`);
      await fs.mkdir(path.join(outDir, 'feeds'), {recursive: true});
      for (const feed of feeds) {
        const xml = atomFeed(feed, {url: siteConfig.url, baseUrl, brand: identity.brand, favicon: siteConfig.favicon});
        await fs.writeFile(path.join(outDir, feedPath(feed.id)), xml);
      }
    },
  };
}
