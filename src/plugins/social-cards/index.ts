/**
 * Docusaurus plugin: a social card (og:image) for every doc page, rendered
 * while the site bundles and linked after the build into
 * build/img/og/<route>.png (see ./paths), showing the
 * page's title, its area and the brand (see ./card).
 *
 * The area is the top-level sidebar category that lists the page; a page
 * without sidebar takes the area of its first path segment. Cards are cached
 * in node_modules/.cache/og-cards by a hash of their content and the
 * renderer, so a build renders only the cards of pages that changed
 * (./generate). src/theme/DocItem/Metadata points og:image and twitter:image
 * at the card.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {AllContent, LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {identity} from '../../site/identity';
import type {CardAssets} from './card';
import {cacheCards, writeCards, type CachedCards, type CardJob} from './generate';
import {cardPath} from './paths';

export const PLUGIN_NAME = 'bindpoint-social-cards';
export const CACHE_DIR = 'node_modules/.cache/og-cards';

/** Area names of first path segments, for pages that no sidebar lists. */
export const AREAS_BY_SEGMENT: Record<string, string> = {
  api: 'API reference',
  sdk: 'Storefront SDK',
  webhooks: 'Webhooks',
  exchange: 'Exchange',
  terminal: 'Terminal',
  one_click: 'Terminal',
  insurance_intelligence: 'Insurance Intelligence',
  third_party_integrations: 'Integrations',
  application_forms: 'Getting started',
  narratives: 'Getting started',
};
export const DEFAULT_AREA = 'Documentation';

type SidebarItem = {type: string; label?: string; id?: string; items?: SidebarItem[]; link?: {type: string; id?: string}};

/** Doc id → label of the top-level sidebar category that lists it. */
export function areasFromSidebars(sidebars: Record<string, SidebarItem[]>): Map<string, string> {
  const areas = new Map<string, string>();
  const visit = (item: SidebarItem, area: string) => {
    if (item.type === 'doc' || item.type === 'ref') areas.set(item.id!, area);
    if (item.type === 'category') {
      if (item.link?.type === 'doc' && item.link.id) areas.set(item.link.id, area);
      for (const child of item.items ?? []) visit(child, area);
    }
  };
  for (const items of Object.values(sidebars)) {
    for (const item of items) visit(item, item.type === 'category' && item.label ? item.label : DEFAULT_AREA);
  }
  return areas;
}

export function areaOf(docId: string, areas: Map<string, string>): string {
  return areas.get(docId) ?? AREAS_BY_SEGMENT[docId.split('/')[0]] ?? DEFAULT_AREA;
}

/** The fonts and logo the cards are drawn with, read from the site's dependencies and static files. */
export async function loadAssets(siteDir: string): Promise<CardAssets> {
  const file = (p: string) => fs.readFile(require.resolve(p, {paths: [siteDir]}));
  return {
    fonts: [
      {name: 'Inter', data: await file('@fontsource/inter/files/inter-latin-500-normal.woff'), weight: 500, style: 'normal'},
      {name: 'Inter', data: await file('@fontsource/inter/files/inter-latin-700-normal.woff'), weight: 700, style: 'normal'},
      {name: 'Inter', data: await file('@fontsource/inter/files/inter-latin-800-normal.woff'), weight: 800, style: 'normal'},
      {
        name: 'JetBrains Mono',
        data: await file('@fontsource/jetbrains-mono/files/jetbrains-mono-latin-500-normal.woff'),
        weight: 500,
        style: 'normal',
      },
    ],
    logoSvg: await fs.readFile(path.join(siteDir, 'static/img/logo-dark.svg'), 'utf8'),
  };
}

/** One card per doc page of the docs plugin's content. */
export function cardJobs(content: LoadedContent, siteUrl: string, baseUrl: string): CardJob[] {
  const host = new URL(siteUrl).host;
  return content.loadedVersions.flatMap((version) => {
    const areas = areasFromSidebars(version.sidebars as unknown as Record<string, SidebarItem[]>);
    return version.docs.map((doc) => ({
      file: cardPath(doc.permalink, baseUrl),
      input: {
        title: doc.title,
        area: areaOf(doc.id, areas),
        description: doc.description,
        address: `${host}${doc.permalink}`,
        siteTitle: identity.siteTitle,
      },
    }));
  });
}

export default function socialCardsPlugin(context: LoadContext): Plugin {
  const {siteDir, siteConfig} = context;
  const docsContent = (allContent: AllContent) => {
    const content = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
    if (!content) throw new Error(`[${PLUGIN_NAME}] the docs plugin's content is missing`);
    return content;
  };
  let allContent: AllContent | undefined;
  let pending: Promise<CachedCards> | undefined;
  const render = (loaded: AllContent) => {
    const jobs = cardJobs(docsContent(loaded), siteConfig.url, siteConfig.baseUrl);
    return loadAssets(siteDir).then((assets) => cacheCards(jobs, {cacheDir: path.join(siteDir, CACHE_DIR), assets}));
  };
  return {
    name: PLUGIN_NAME,
    allContentLoaded(args) {
      allContent = args.allContent;
      // Rendering needs only the docs' titles and areas, so a production build
      // starts it now, on a worker thread, while the site bundles; postBuild
      // links the cards into the build (decisions/0010). The
      // development server writes no cards.
      if (process.env.NODE_ENV !== 'production') return;
      pending = render(allContent);
      // A failure is reported in postBuild, where it is awaited.
      pending.catch(() => undefined);
    },
    async postBuild({outDir}) {
      // A build in development mode (`build --dev`) renders them now.
      pending ??= allContent && render(allContent);
      if (!pending) throw new Error(`[${PLUGIN_NAME}] the docs' content was not loaded`);
      const result = await writeCards(await pending, outDir);
      console.log(
        `[${PLUGIN_NAME}] ${result.total} cards: ${result.rendered} rendered, ${result.cached} from cache, ${(result.ms / 1000).toFixed(1)} s`,
      );
    },
  };
}
