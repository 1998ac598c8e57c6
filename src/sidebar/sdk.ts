import type {SidebarItem} from './types';
import tutorials from './sdk-tutorials';
import components from './sdk-components';
import {existsSync} from 'node:fs';
import {join} from 'node:path';

/** `true` when docs/<id>.md(x) exists (pages written by other helpers may land later). */
function docExists(id: string): boolean {
  const base = join(process.cwd(), 'docs', id);
  return existsSync(`${base}.mdx`) || existsSync(`${base}.md`);
}

/** Keep only doc ids whose page exists and categories that still have items. */
function present(list: SidebarItem[]): SidebarItem[] {
  return list.filter((item) => {
    if (typeof item === 'string') return docExists(item);
    if (typeof item === 'object' && item.type === 'category' && Array.isArray(item.items)) {
      return item.items.length > 0 || Boolean(item.link);
    }
    return true;
  });
}

/**
 * The Storefront SDK area of the docs sidebar. This file fixes the shape;
 * the tutorial categories come from ./sdk-tutorials and the generated
 * component families from ./sdk-components (each owned by its writers).
 * `sdk/sdk_tips_for_using` has no sidebar and is deliberately not listed.
 */
const sdk: SidebarItem[] = [
  {
    type: 'category',
    label: 'Storefront SDK',
    link: {type: 'doc', id: 'sdk/sdk_overview'},
    items: present([
      'sdk/sdk_install',
      'sdk/sdk_user_guide',
      ...tutorials,
      {
        type: 'category',
        label: 'Guides',
        items: present([
          'sdk/sdk_customization',
          'sdk/sdk_custom_elements',
          'sdk/sdk_analytics',
          'sdk/sdk_debugging',
          'sdk/sdk_testing',
        ]),
      },
      {
        type: 'category',
        label: 'Reference',
        items: present([
          'sdk/sdk_web_components',
          'sdk/sdk_contracts',
          'sdk/sdk_selectors',
          'sdk/globals',
          ...components,
        ]),
      },
      'sdk/changelogs/sdk-changelog',
    ]),
  },
];

const items: SidebarItem[] = docExists('sdk/sdk_overview') ? sdk : [];

export default items;
