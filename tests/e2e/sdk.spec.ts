import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from './support/test';
import {tokens} from '../../src/site/identity';

/**
 * Storefront SDK guides and reference: every route renders its title and
 * content, sits in the "Storefront SDK" sidebar (except the tips page, which
 * has none), and the selectors and globals pages render their headings from
 * src/data/sdk with anchors that also appear in the table of contents.
 */
const data = (file: string) => JSON.parse(readFileSync(path.join(__dirname, '../../src/data/sdk', file), 'utf8'));
const selectors: {selectors: Array<{name: string; returnType: string}>} = data('selectors.json');
const globals: {config: Array<{name: string}>; events: Array<{name: string; detailType: string}>} = data('globals.json');

const pages: Array<{route: string; title: string; sidebar: boolean}> = [
  {route: '/docs/sdk/sdk_overview/', title: 'Storefront SDK overview', sidebar: true},
  {route: '/docs/sdk/sdk_install/', title: 'Install the Storefront SDK', sidebar: true},
  {route: '/docs/sdk/sdk_user_guide/', title: 'Storefront SDK user guide', sidebar: true},
  {route: '/docs/sdk/sdk_customization/', title: 'Customize the Storefront SDK', sidebar: true},
  {route: '/docs/sdk/sdk_custom_elements/', title: 'Custom elements', sidebar: true},
  {route: '/docs/sdk/sdk_analytics/', title: 'Analytics', sidebar: true},
  {route: '/docs/sdk/sdk_debugging/', title: 'Debugging', sidebar: true},
  {route: '/docs/sdk/sdk_testing/', title: 'Testing', sidebar: true},
  {route: '/docs/sdk/sdk_web_components/', title: 'Web components', sidebar: true},
  {route: '/docs/sdk/sdk_contracts/', title: 'Component contracts', sidebar: true},
  {route: '/docs/sdk/sdk_selectors/', title: 'Redux selectors', sidebar: true},
  {route: '/docs/sdk/globals/', title: 'Globals', sidebar: true},
  {route: '/docs/sdk/sdk_tips_for_using/', title: 'Tips for using the Storefront SDK', sidebar: false},
];

const sidebar = '.theme-doc-sidebar-container';

test.describe('SDK guide pages', () => {
  for (const {route, title, sidebar: hasSidebar} of pages) {
    test(`${route} renders${hasSidebar ? ' in the Storefront SDK sidebar' : ' without a sidebar'}`, async ({page}) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.locator('article h1')).toHaveText(title);
      // Real content: several sections and at least one code sample.
      expect(await page.locator('.theme-doc-markdown h2').count()).toBeGreaterThanOrEqual(3);
      expect(await page.locator('.theme-doc-markdown pre').count()).toBeGreaterThanOrEqual(1);
      // No identity token left unreplaced.
      await expect(page.locator('.theme-doc-markdown')).not.toContainText(/\{\{\s*[A-Za-z][A-Za-z0-9]*\s*\}\}/);

      if (hasSidebar) {
        const nav = page.locator(sidebar);
        await expect(nav.getByRole('link', {name: 'Storefront SDK', exact: true})).toBeVisible();
        await expect(nav.locator(`a.menu__link--active[href="${route}"]`)).toHaveCount(1);
      } else {
        await expect(page.locator(sidebar)).toHaveCount(0);
      }
    });
  }

  test('the sidebar groups guides and reference in the documented order', async ({page}) => {
    await page.goto('/docs/sdk/sdk_overview/');
    const nav = page.locator(sidebar);
    await expect(nav.getByText('Guides', {exact: true})).toBeVisible();
    await expect(nav.getByText('Reference', {exact: true})).toBeVisible();
    const labels = await nav.locator('a.menu__link').allInnerTexts();
    const order = ['Install the Storefront SDK', 'Storefront SDK user guide', 'Guides', 'Reference'];
    const positions = order.map((label) => labels.findIndex((text) => text.trim() === label));
    expect(positions.every((p) => p >= 0), JSON.stringify(labels)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(labels.some((text) => text.trim() === 'Tips for using the Storefront SDK')).toBe(false);
  });
});

test.describe('data-driven reference pages', () => {
  test('sdk_selectors lists every selector from the data with an anchor in the TOC', async ({page}) => {
    await page.goto('/docs/sdk/sdk_selectors/');
    const first = selectors.selectors.find((s) => s.name === 'selectQuoteRequests');
    expect(first).toBeDefined();
    const heading = page.locator('h3#selectquoterequests');
    await expect(heading).toHaveText('selectQuoteRequests');
    await expect(page.locator('.table-of-contents a[href="#selectquoterequests"]')).toHaveCount(1);
    await expect(page.locator('.theme-doc-markdown article h3')).toHaveCount(selectors.selectors.length);
    for (const {name} of selectors.selectors) {
      await expect(page.locator(`h3#${name.toLowerCase()}`)).toHaveCount(1);
    }
    // A deep link scrolls to the selector.
    await page.goto('/docs/sdk/sdk_selectors/#selectanswerbycode');
    await expect(page.locator('h3#selectanswerbycode')).toBeInViewport();
  });

  test('globals renders configuration fields, environments and window events from the data', async ({page}) => {
    await page.goto('/docs/sdk/globals/');
    for (const field of globals.config) {
      const id = `config-${field.name.toLowerCase().replace(/\./g, '-')}`;
      await expect(page.locator(`h3#${id}`)).toHaveText(field.name);
    }
    for (const event of globals.events) {
      const section = page.locator('.theme-doc-markdown article', {has: page.locator(`h3#${event.name.toLowerCase()}`)});
      await expect(section).toContainText(`CustomEvent<${event.detailType}>`);
    }
    await expect(page.locator('.table-of-contents a[href="#bpsdkready"]')).toHaveCount(1);
    // Hosts come from the identity module, resolved for each environment.
    await expect(page.locator('.theme-doc-markdown article', {has: page.locator('h3#env-sandbox')})).toContainText(tokens.partnerApiSandbox);
    await expect(page.locator('.theme-doc-markdown article', {has: page.locator('h3#env-production')})).toContainText(tokens.partnerApi);
  });
});
