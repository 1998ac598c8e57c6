import type {SidebarItem} from '../site/sidebar';

/**
 * The doc ids of a sidebar part in sidebar order: a category's linked doc
 * first, then its items. Tests read the lists of pages from the sidebar parts
 * through this function instead of copying them.
 */
export function sidebarDocIds(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item): string[] => {
    if (typeof item === 'string') return [item];
    if (item.type === 'doc') return [item.id];
    if (item.type === 'category') {
      const link = item.link && 'id' in item.link ? [item.link.id] : [];
      return [...link, ...sidebarDocIds(item.items as SidebarItem[])];
    }
    return [];
  });
}
