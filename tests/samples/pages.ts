/**
 * The pages of the site in the order a reader meets them: the home page's
 * first-call steps, then the docs in sidebar order (sidebars.ts with the
 * parts in src/sidebar and the API and component parts of their plugins).
 * A page without a sidebar is reached from the pages of its own folder: it
 * comes right after the last sidebar page of that folder
 * (terminal/quote_start/authentication after quote_start/qs_overview, whose
 * first step sends the reader there), else after the area its path belongs to
 * (webhooks/wh_testing after the Webhooks area). Each page has an area: the
 * label of its top-level sidebar category, as the README's table shows it.
 */
import fs from 'node:fs';
import path from 'node:path';
import sidebars from '../../sidebars';
import {sidebarDocIds} from '../../src/sidebar/doc-ids';
import type {SidebarItem} from '../../src/site/sidebar';
import {firstCallSteps} from '../../src/site/first-call';
import type {ReaderVariable} from '../../src/data/reader-variables';
import {pageBlocks, type Block} from './blocks';

export const ROOT = path.resolve(__dirname, '../..');

export interface Page {
  /** Doc id (`webhooks/wh_getting_started`) or `home`. */
  id: string;
  /** Repository-relative source file. */
  file: string;
  area: string;
  blocks(): Block[];
}

function docFiles(dir = path.join(ROOT, 'docs')): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return docFiles(full);
    return /\.mdx?$/.test(entry.name) ? [path.relative(ROOT, full).split(path.sep).join('/')] : [];
  });
}

const idOf = (file: string) => file.replace(/^docs\//, '').replace(/\.mdx?$/, '');

/** The home page's steps as blocks of `src/site/first-call.ts`, each at the line of its code. */
export function homeBlocks(): Block[] {
  const file = 'src/site/first-call.ts';
  const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
  return firstCallSteps.map((step) => {
    const at = source.indexOf(`title: '${step.title}'`);
    const line = at < 0 ? 1 : source.slice(0, at).split('\n').length;
    return {file, line, endLine: line, language: step.language, code: step.code, origin: 'home', before: `${step.title}. ${step.text}`, after: '', shown: ''};
  });
}

/** Every page with samples, in reader order (`readerVariables`: the fixture world's list, for pages that render them). */
export function orderedPages(readerVariables?: readonly ReaderVariable[]): Page[] {
  const files = docFiles();
  const byId = new Map(files.map((f) => [idOf(f), f]));
  const areas: Array<{label: string; ids: string[]}> = (sidebars.docs as SidebarItem[]).map((item) => ({
    label: typeof item === 'object' && 'label' in item && typeof item.label === 'string' ? item.label : 'Other',
    ids: sidebarDocIds([item]),
  }));
  const listed = new Set(areas.flatMap((a) => a.ids));
  const top = (id: string) => id.split('/')[0]!;
  const unlisted = [...byId.keys()].filter((id) => !listed.has(id)).sort();
  const pages: Page[] = [{id: 'home', file: 'src/site/first-call.ts', area: 'Home', blocks: homeBlocks}];
  const page = (id: string, area: string): Page => {
    const file = byId.get(id)!;
    return {id, file, area, blocks: () => pageBlocks(file, ROOT, readerVariables)};
  };
  const folder = (id: string) => path.posix.dirname(id);
  for (const area of areas) {
    const ids = area.ids.filter((id) => byId.has(id));
    ids.forEach((id, i) => {
      pages.push(page(id, area.label));
      // The last sidebar page of its folder: the folder's sidebar-less pages follow it.
      if (ids.slice(i + 1).some((next) => folder(next) === folder(id))) return;
      for (const u of unlisted.filter((u) => u.includes('/') && folder(u) === folder(id) && !pages.some((p) => p.id === u))) {
        pages.push(page(u, area.label));
      }
    });
    const tops = new Set(area.ids.filter((id) => id.includes('/')).map(top));
    for (const id of unlisted.filter((u) => u.includes('/') && tops.has(top(u)) && !pages.some((p) => p.id === u))) {
      pages.push(page(id, area.label));
    }
  }
  const placed = new Set(pages.map((p) => p.id));
  for (const id of unlisted.filter((u) => !placed.has(u))) pages.push(page(id, 'Other'));
  return pages;
}
