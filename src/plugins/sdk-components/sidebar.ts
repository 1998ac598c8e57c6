import type {SidebarItem} from '../../sidebar/types';
import manifestJson from '../../data/components/manifest.json';
import type {Manifest} from './types';

const manifest = manifestJson as unknown as Manifest;

/**
 * The SDK component reference in the sidebar: a "Components" category linked
 * to the index page, with one sub-category per family, generated from the
 * manifest (families in manifest order, components in definition order).
 * Doc ids are `sdk/components/<tag>`; ./scripts/check-components.mjs
 * guarantees every manifest entry has its page.
 */
export function componentSidebar(source: Manifest = manifest): SidebarItem[] {
  const families = source['x-site'].families.map((family) => ({
    type: 'category' as const,
    label: family.label,
    collapsed: true,
    items: source.components
      .filter((c) => c['x-site'].family === family.id)
      .map((c) => ({type: 'doc' as const, id: `sdk/components/${c.tag}`, label: c.tag})),
  }));
  return [
    {
      type: 'category',
      label: 'Components',
      collapsed: true,
      link: {type: 'doc', id: 'sdk/components/index'},
      items: families.filter((f) => f.items.length > 0),
    },
  ];
}

const items: SidebarItem[] = componentSidebar();

export default items;
