import type {SidebarItem} from '../site/sidebar';

/** Packages of the Storefront SDK that have their own changelog page. */
export const sdkPackages = [
  'auth',
  'core',
  'http',
  'icons',
  'polyfill',
  'redux',
  'requests',
  'types',
  'utility',
  'web-components',
  'websockets',
] as const;

/**
 * The SDK changelogs: the SDK release history as the category page and one
 * page per package under it. Imported by ./sdk in place of a bare
 * 'sdk/changelogs/sdk-changelog' entry.
 */
const items: SidebarItem[] = [
  {
    type: 'category',
    label: 'Changelogs',
    link: {type: 'doc', id: 'sdk/changelogs/sdk-changelog'},
    items: sdkPackages.map((name) => ({
      type: 'doc' as const,
      id: `sdk/prior-changelogs/sdk-${name}-changelog`,
    })),
  },
];

export default items;
