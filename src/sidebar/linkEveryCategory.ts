import type {SidebarItem} from '../site/sidebar';

/**
 * Gives each category without a link a generated index page (listing its
 * items, under /docs/category/<label>/), recursively. Applied once, to the
 * whole sidebar, in sidebars.ts: a category without a link renders as a
 * `href="#"` toggle, which crawlers cannot follow.
 */
export function linkEveryCategory(items: SidebarItem[]): SidebarItem[] {
  return items.map((item) => {
    if (typeof item !== 'object' || item === null || item.type !== 'category') return item;
    const children = linkEveryCategory(item.items as SidebarItem[]);
    const link = item.link ?? {
      type: 'generated-index' as const,
      description: `Every page about ${item.label}, in the order of the sidebar.`,
    };
    return {...item, link, items: children} as SidebarItem;
  });
}

