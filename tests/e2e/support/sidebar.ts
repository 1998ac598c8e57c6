/**
 * What a sidebar part should render, read from the sidebar modules and the
 * pages' front matter (never copied into a spec): the label of each entry of
 * a category, in sidebar order.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {SidebarItem} from '../../../src/site/sidebar';

const docs = path.resolve(__dirname, '../../../docs');

/** The sidebar label of a doc: its `sidebar_label`, else its `title`. */
export function docLabel(id: string): string {
  const front = readFileSync(path.join(docs, `${id}.mdx`), 'utf8').match(/^---\n([\s\S]*?)\n---/)![1]!;
  const field = (name: string) => front.match(new RegExp(`^${name}: *(.+)$`, 'm'))?.[1]?.replace(/^(['"])(.*)\1$/, '$2');
  const label = field('sidebar_label') ?? field('title');
  if (!label) throw new Error(`docs/${id}.mdx has no title`);
  return label;
}

/** The labels of the entries of a category (docs by their label, sub-categories by theirs). */
export function entryLabels(items: readonly SidebarItem[]): string[] {
  return items.map((item) => {
    if (typeof item === 'string') return docLabel(item);
    if (item.type === 'doc') return item.label ?? docLabel(item.id);
    if (item.type === 'category') return item.label;
    throw new Error(`unexpected sidebar entry ${JSON.stringify(item)}`);
  });
}

/** The category called `label` among `items`, at any depth. */
export function category(items: readonly SidebarItem[], label: string): Extract<SidebarItem, {type: 'category'}> {
  for (const item of items) {
    if (typeof item === 'string' || item.type !== 'category') continue;
    if (item.label === label) return item;
    try {
      return category(item.items as SidebarItem[], label);
    } catch {
      // not below this one
    }
  }
  throw new Error(`no sidebar category "${label}"`);
}
