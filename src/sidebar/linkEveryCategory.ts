import type {SidebarItem} from '../site/sidebar';

/** The id of the first doc a sidebar item leads to (depth first), if any. */
function firstDoc(item: SidebarItem): string | undefined {
  if (typeof item === 'string') return item;
  if (typeof item !== 'object' || item === null) return undefined;
  if (item.type === 'doc' || item.type === 'ref') return item.id;
  if (item.type === 'category') {
    if (item.link && item.link.type === 'doc') return item.link.id;
    for (const child of item.items as SidebarItem[]) {
      const id = firstDoc(child);
      if (id) return id;
    }
  }
  return undefined;
}

/**
 * Gives each category without a link a link to its first page, recursively.
 * Applied once, to the whole sidebar, in sidebars.ts: a category without a
 * link renders as a `href="#"` toggle, which crawlers cannot follow (SEO
 * "links are not crawlable"). Linking the first page rather than a generated
 * index adds no thin pages to the site, its search index, its twins or its
 * social cards.
 */
export function linkEveryCategory(items: SidebarItem[]): SidebarItem[] {
  return items.map((item) => {
    if (typeof item !== 'object' || item === null || item.type !== 'category') return item;
    const children = linkEveryCategory(item.items as SidebarItem[]);
    const first = firstDoc({...item, items: children} as SidebarItem);
    const link = item.link ?? (first ? {type: 'doc' as const, id: first} : undefined);
    return {...item, ...(link ? {link} : {}), items: children} as SidebarItem;
  });
}
