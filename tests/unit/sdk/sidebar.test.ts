/**
 * The Storefront SDK sidebar (src/sidebar/sdk.ts) has the documented shape:
 * overview as the category link, install and user guide, the tutorials,
 * "Guides", "Reference" with the component families, the changelog last,
 * and no entry for the tips page (which has no sidebar).
 */
import {describe, expect, it} from 'vitest';
import sdk from '../../../src/sidebar/sdk';
import tutorials from '../../../src/sidebar/sdk-tutorials';
import components from '../../../src/plugins/sdk-components/sidebar';

type Category = {type: 'category'; label: string; link?: {type: string; id: string}; items: unknown[]};
const isCategory = (item: unknown, label?: string): item is Category =>
  typeof item === 'object' && item !== null && (item as Category).type === 'category' && (!label || (item as Category).label === label);

describe('Storefront SDK sidebar', () => {
  const root = sdk[0];

  it('is one category linked to the overview', () => {
    expect(sdk).toHaveLength(1);
    expect(isCategory(root, 'Storefront SDK')).toBe(true);
    if (!isCategory(root)) return;
    expect(root.link).toEqual({type: 'doc', id: 'sdk/sdk_overview'});
  });

  it('orders install, user guide, tutorials, Guides, Reference, changelog', () => {
    if (!isCategory(root)) throw new Error('not a category');
    const items = root.items;
    expect(items.slice(0, 2)).toEqual(['sdk/sdk_install', 'sdk/sdk_user_guide']);
    expect(items.slice(2, 2 + tutorials.length)).toEqual(tutorials);
    const guides = items.findIndex((i) => isCategory(i, 'Guides'));
    const reference = items.findIndex((i) => isCategory(i, 'Reference'));
    expect(guides).toBe(2 + tutorials.length);
    expect(reference).toBe(guides + 1);
    const last = items[items.length - 1];
    if (typeof last === 'string') expect(last).toBe('sdk/changelogs/sdk-changelog');
  });

  it('lists the guides and the reference pages with the component families', () => {
    if (!isCategory(root)) throw new Error('not a category');
    const guides = root.items.find((i) => isCategory(i, 'Guides')) as Category;
    expect(guides.items).toEqual([
      'sdk/sdk_customization',
      'sdk/sdk_custom_elements',
      'sdk/sdk_analytics',
      'sdk/sdk_debugging',
      'sdk/sdk_testing',
    ]);
    const reference = root.items.find((i) => isCategory(i, 'Reference')) as Category;
    expect(reference.items.slice(0, 4)).toEqual(['sdk/sdk_web_components', 'sdk/sdk_contracts', 'sdk/sdk_selectors', 'sdk/globals']);
    expect(reference.items.slice(4)).toEqual(components);
  });

  it('does not list the tips page', () => {
    expect(JSON.stringify(sdk)).not.toContain('sdk_tips_for_using');
  });
});
