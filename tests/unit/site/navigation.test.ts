/**
 * The navigation module is the one source of the navbar, the footer's
 * Developer and Products columns and the home family cards: every route it
 * names is a page, and what the navbar and footer show is what it says.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {developerLinks, productAreas, productLinks, routes} from '../../../src/site/navigation';
import {navbarItems} from '../../../src/site/navbar';
import {footer} from '../../../src/site/footer';

const root = path.resolve(__dirname, '../../..');

describe('navigation module', () => {
  test('every docs route is a page of docs/', () => {
    for (const route of Object.values(routes).filter((r) => r.startsWith('/docs/'))) {
      const file = path.join(root, `${route.replace(/^\/|\/$/g, '')}.mdx`);
      expect(fs.existsSync(file), route).toBe(true);
    }
  });

  test('every area has a description sentence, a landing page and at least one link, none repeated', () => {
    for (const area of productAreas) {
      expect(area.description, area.label).toMatch(/^[A-Z].{30,}\.$/);
      expect(area.links.length, area.label).toBeGreaterThan(0);
      expect(new Set(area.links.map((l) => l.to)).size, area.label).toBe(area.links.length);
    }
    expect(new Set(productAreas.map((a) => a.landing)).size).toBe(productAreas.length);
  });

  test('the navbar shows the navbar areas in order, each submenu being the area links', () => {
    const inNavbar = productAreas.filter((a) => a.navbar);
    const items = navbarItems.filter((i) => i.type !== 'search') as Array<{label: string; to?: string; items?: unknown[]}>;
    expect(items.map((i) => i.label)).toEqual(inNavbar.map((a) => a.label));
    for (const [index, area] of inNavbar.entries()) {
      const item = items[index]!;
      expect(item.to, area.label).toBe(area.navbar === 'menu-only' ? undefined : area.landing);
      expect(item.items, area.label).toEqual(area.navbar === 'link' ? undefined : area.links.map(({label, to}) => ({label, to})));
    }
  });

  test('the footer Developer and Products columns are the module lists', () => {
    const column = (title: string) => footer.links.find((c) => c.title === title)!.items;
    expect(column('Developer')).toEqual([...developerLinks]);
    expect(column('Products')).toEqual(productLinks);
    expect(productLinks.map((l) => l.to)).toEqual([routes.terminal, routes.exchange, routes.sdkUserGuide, routes.analytics]);
  });
});
