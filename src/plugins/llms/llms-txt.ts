/**
 * /llms.txt (the llmstxt.org format) and /llms-full.txt, from the pages in
 * sidebar order. llms.txt: an H1, a one-paragraph summary as a blockquote,
 * then one `##` section per top-level sidebar category, each line
 * `- [Title](twin URL): description`; then the machine-readable files
 * (OpenAPI document, component manifest), pages without sidebar, and the
 * optional files. llms-full.txt: every twin, in the same order.
 */
import type {TwinPage} from './types';
import {twinPath} from './files';

/** A sidebar item as the docs plugin normalises it. */
export type SidebarItem =
  | {type: 'doc' | 'ref'; id: string; label?: string}
  | {type: 'category'; label: string; items: SidebarItem[]; link?: {type: string; id?: string}}
  | {type: 'link' | 'html'; [key: string]: unknown};

export interface Section {
  title: string;
  pages: TwinPage[];
}

export interface PublishedFile {
  title: string;
  /** Site path, e.g. /openapi/bindpoint.openapi.yaml */
  path: string;
  description: string;
  optional?: boolean;
}

/** Doc ids of a sidebar subtree in reading order (a category's own page first). */
function docIds(items: SidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'doc' || item.type === 'ref') return [item.id as string];
    if (item.type === 'category') {
      const own = item.link?.type === 'doc' && item.link.id ? [item.link.id] : [];
      return [...own, ...docIds(item.items)];
    }
    return [];
  });
}

/**
 * Sections in sidebar order: one per top-level category; top-level pages
 * outside a category join the section of the category before them (or
 * "Start here" at the very top). Pages in no sidebar form "Other pages".
 */
export function sidebarSections(sidebar: SidebarItem[], pages: TwinPage[]): Section[] {
  const byId = new Map(pages.map((p) => [p.id, p]));
  const seen = new Set<string>();
  const sections: Section[] = [];
  const take = (ids: string[]) =>
    ids.flatMap((id) => {
      const page = byId.get(id);
      if (!page || seen.has(id)) return [];
      seen.add(id);
      return [page];
    });
  for (const item of sidebar) {
    if (item.type === 'category') {
      sections.push({title: item.label, pages: take(docIds([item]))});
    } else {
      const found = take(docIds([item]));
      if (!found.length) continue;
      const last = sections[sections.length - 1];
      if (last) last.pages.push(...found);
      else sections.push({title: 'Start here', pages: found});
    }
  }
  const others = pages.filter((p) => !seen.has(p.id));
  if (others.length) sections.push({title: 'Other pages', pages: others});
  return sections.filter((s) => s.pages.length > 0);
}

/** One line of Markdown text: whitespace folded, `<` escaped so that `<name>` stays text. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim().replace(/</g, '\\<');

export interface LlmsTxtInput {
  title: string;
  summary: string;
  /** Origin of the site, without the base URL (routes carry it). */
  siteUrl: string;
  baseUrl?: string;
  sections: Section[];
  files: PublishedFile[];
  /** The docs' MCP endpoint and the page that says how to connect to it (src/plugins/mcp). */
  mcp?: {url: string; page: TwinPage};
}

export function llmsTxt({title, summary, siteUrl, baseUrl = '/', sections, files, mcp}: LlmsTxtInput): string {
  const base = baseUrl.replace(/\/$/, '');
  const url = (p: string) => `${siteUrl.replace(/\/$/, '')}${p}`;
  const line = (name: string, href: string, description: string) =>
    `- [${name.replace(/[[\]]/g, '')}](${href})${description ? `: ${oneLine(description)}` : ''}`;
  const out = [`# ${title}`, '', `> ${oneLine(summary)}`, ''];
  out.push(
    `Every link below is the Markdown version of a documentation page; the HTML page is the same address without \`.md\`, with a trailing slash. ${url(`${base}/llms-full.txt`)} holds all of them in this order.`,
    '',
  );
  if (mcp) {
    out.push(
      `Coding assistants can also search these pages and read the API, webhook and SDK references through the MCP server at ${mcp.url}; how to connect a client: [${oneLine(mcp.page.title).replace(/[[\]]/g, '')}](${url(twinPath(mcp.page.permalink))}).`,
      '',
    );
  }
  for (const section of sections) {
    out.push(`## ${section.title}`, '');
    for (const page of section.pages) out.push(line(page.title, url(twinPath(page.permalink)), page.description));
    out.push('');
  }
  const required = files.filter((f) => !f.optional);
  const optional = files.filter((f) => f.optional);
  if (required.length) {
    out.push('## API and component data', '');
    for (const f of required) out.push(line(f.title, url(f.path), f.description));
    out.push('');
  }
  out.push('## Optional', '');
  out.push(line('All pages in one file', url(`${base}/llms-full.txt`), 'every page above as Markdown, in the same order'));
  for (const f of optional) out.push(line(f.title, url(f.path), f.description));
  return `${out.join('\n').trimEnd()}\n`;
}

/** Every twin (keyed by route without trailing slash), in section order, separated by a rule. */
export function llmsFullTxt(sections: Section[], twins: Map<string, string>): string {
  const texts = sections.flatMap((s) => s.pages.map((p) => twins.get(p.permalink.replace(/\/+$/, '')) ?? ''));
  return `${texts.filter(Boolean).map((t) => t.trimEnd()).join('\n\n---\n\n')}\n`;
}
