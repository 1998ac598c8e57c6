/**
 * Every sidebar category is a crawlable link to a real page (SEO: no
 * `href="#"` toggles), and no category adds a generated index page.
 */
import {describe, expect, test} from 'vitest';
import sidebars from '../../../sidebars';
import {linkEveryCategory} from '../../../src/sidebar/linkEveryCategory';
import type {SidebarItem} from '../../../src/site/sidebar';

function categories(items: SidebarItem[]): Array<Extract<SidebarItem, {type: 'category'}>> {
  return items.flatMap((item) =>
    typeof item === 'object' && item !== null && item.type === 'category'
      ? [item as Extract<SidebarItem, {type: 'category'}>, ...categories(item.items as SidebarItem[])]
      : [],
  );
}

describe('sidebar category links', () => {
  const all = categories(sidebars.docs as SidebarItem[]);

  test('the sidebar has categories', () => {
    expect(all.length).toBeGreaterThan(10);
  });

  test('every category links to a doc page', () => {
    const unlinked = all.filter((c) => !c.link || c.link.type !== 'doc').map((c) => c.label);
    expect(unlinked).toEqual([]);
  });

  test('a category without a link gets its first page, nested categories included; an existing link stays', () => {
    const out = linkEveryCategory([
      {type: 'category', label: 'Outer', items: [{type: 'category', label: 'Inner', items: ['a/first', 'a/second']}, 'b/third']},
      {type: 'category', label: 'Own', link: {type: 'doc', id: 'c/landing'}, items: ['c/other']},
    ]);
    const [outer, inner, own] = categories(out);
    expect(outer!.link).toEqual({type: 'doc', id: 'a/first'});
    expect(inner!.link).toEqual({type: 'doc', id: 'a/first'});
    expect(own!.link).toEqual({type: 'doc', id: 'c/landing'});
  });
});
