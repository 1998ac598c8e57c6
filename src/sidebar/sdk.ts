import type {SidebarItem} from './types';
import tutorials from './sdk-tutorials';
import components from './sdk-components';
import {existsSync} from 'node:fs';
import {join} from 'node:path';

/**
 * The Storefront SDK area of the docs sidebar. This file fixes the shape;
 * the tutorial categories come from ./sdk-tutorials and the generated
 * component families from ./sdk-components (each owned by its writers).
 * `sdk/sdk_tips_for_using` has no sidebar and is deliberately not listed.
 *
 * Every id is listed strictly (a misspelt id fails the build), except the
 * changelog, which is written separately and joins the sidebar once its page
 * exists, so the build never breaks while it is being written.
 */
const CHANGELOG = 'sdk/changelogs/sdk-changelog';

function docExists(id: string): boolean {
  const base = join(process.cwd(), 'docs', id);
  return existsSync(`${base}.mdx`) || existsSync(`${base}.md`);
}

const items: SidebarItem[] = [
  {
    type: 'category',
    label: 'Storefront SDK',
    link: {type: 'doc', id: 'sdk/sdk_overview'},
    items: [
      'sdk/sdk_install',
      'sdk/sdk_user_guide',
      ...tutorials,
      {
        type: 'category',
        label: 'Guides',
        items: [
          'sdk/sdk_customization',
          'sdk/sdk_custom_elements',
          'sdk/sdk_analytics',
          'sdk/sdk_debugging',
          'sdk/sdk_testing',
        ],
      },
      {
        type: 'category',
        label: 'Reference',
        items: ['sdk/sdk_web_components', 'sdk/sdk_contracts', 'sdk/sdk_selectors', 'sdk/globals', ...components],
      },
      ...(docExists(CHANGELOG) ? [CHANGELOG] : []),
    ],
  },
];

export default items;
