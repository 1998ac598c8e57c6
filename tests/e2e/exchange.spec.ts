import {test, expect, type Page} from './support/test';
import exchangeSidebar from '../../src/sidebar/exchange';
import {category as sidebarCategory, entryLabels} from './support/sidebar';

/** Every Exchange route with the H1 it must show (the front-matter title). */
const pages = [
  {path: '/docs/exchange/exchange_overview/', h1: 'Exchange overview'},
  {path: '/docs/exchange/send_side/ss_overview/', h1: 'Send side overview'},
  {path: '/docs/exchange/send_side/ss_prerequisites/', h1: 'Send side prerequisites'},
  {path: '/docs/exchange/send_side/ss_authentication/', h1: 'Send side authentication'},
  {path: '/docs/exchange/send_side/ss_app_form_creation/', h1: 'Create an Exchange application form'},
  {path: '/docs/exchange/receive_side/rs_overview/', h1: 'Receive side overview'},
  {path: '/docs/exchange/receive_side/rs_prerequisites/', h1: 'Receive side prerequisites'},
  {path: '/docs/exchange/receive_side/rs_authentication/', h1: 'Receive side authentication'},
  {path: '/docs/exchange/receive_side/receiving_prospects/', h1: 'Receiving prospects'},
  {path: '/docs/exchange/receive_side/dispositioning_prospects/', h1: 'Dispositioning prospects'},
];

/** The top-level "Exchange" category of the docs sidebar. */
function exchangeCategory(page: Page) {
  return page
    .locator('nav.menu .theme-doc-sidebar-menu > li')
    .filter({has: page.locator('> .menu__list-item-collapsible a.menu__link', {hasText: /^Exchange$/})});
}

test.describe('Exchange guides', () => {
  for (const {path, h1} of pages) {
    test(`${path} renders its H1 and is the active item under Exchange in the sidebar`, async ({page}) => {
      await page.goto(path);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(h1);
      await expect(page.locator('article h1')).toHaveCount(1);
      expect(await page.locator('article h2').count()).toBeGreaterThanOrEqual(3);
      const text = await page.locator('article').innerText();
      expect(text).not.toMatch(/\{\{\s*[A-Za-z]+\s*\}\}/);

      const category = exchangeCategory(page);
      await expect(category).toHaveCount(1);
      await expect(category.locator('a.menu__link[aria-current="page"]')).toHaveAttribute('href', path);
    });
  }

  test('the sidebar orders Send side then Receive side, each with its guides', async ({page}) => {
    await page.goto('/docs/exchange/receive_side/dispositioning_prospects/');
    const category = exchangeCategory(page);
    await expect(category.locator('> .menu__list-item-collapsible a.menu__link')).toHaveAttribute(
      'href',
      '/docs/exchange/exchange_overview/',
    );
    const sub = (label: string) =>
      category.locator('> ul > li').filter({has: page.locator('> .menu__list-item-collapsible a.menu__link', {hasText: label})});
    await expect(category.locator('> ul > li > .menu__list-item-collapsible a.menu__link')).toHaveText(['Send side', 'Receive side']);
    await expect(sub('Send side').locator('> .menu__list-item-collapsible a')).toHaveAttribute('href', '/docs/exchange/send_side/ss_overview/');
    await expect(sub('Receive side').locator('> .menu__list-item-collapsible a')).toHaveAttribute('href', '/docs/exchange/receive_side/rs_overview/');
    // The current page's subcategory is expanded and lists its guides in order.
    const guides = (label: string) => entryLabels(sidebarCategory(exchangeSidebar, label).items as typeof exchangeSidebar);
    await expect(sub('Receive side').locator('> ul a.menu__link')).toHaveText(guides('Receive side'));
    // Expanding Send side shows its guides in order.
    await sub('Send side').locator('> .menu__list-item-collapsible button, > .menu__list-item-collapsible .menu__caret').first().click();
    await expect(sub('Send side').locator('> ul a.menu__link')).toHaveText(guides('Send side'));
  });

  test('the send flow and the receive-and-disposition flow render as Mermaid sequence diagrams', async ({page}) => {
    await page.goto('/docs/exchange/send_side/ss_overview/');
    const send = page.locator('.bp-diagram svg').first();
    await expect(send).toBeVisible();
    await expect(send).toContainText('/exchange_application_forms');

    await page.goto('/docs/exchange/receive_side/rs_overview/');
    const receive = page.locator('.bp-diagram svg').first();
    await expect(receive).toBeVisible();
    await expect(receive).toContainText('/leads/{lead_id}/lead_attributes');
  });

  test('code tabs are synced across pages by language', async ({page}) => {
    await page.goto('/docs/exchange/send_side/ss_authentication/');
    await page.getByRole('tab', {name: 'Python'}).first().click();
    await expect(page.getByRole('tab', {name: 'Python'}).first()).toHaveAttribute('aria-selected', 'true');
    await page.goto('/docs/exchange/receive_side/dispositioning_prospects/');
    await expect(page.getByRole('tab', {name: 'Python'}).first()).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('[role="tabpanel"]:not([hidden])').first()).toContainText('send_disposition');
  });

  test('hosts come from the identity module, in both environments', async ({page}) => {
    await page.goto('/docs/exchange/receive_side/dispositioning_prospects/');
    const endpoint = page.locator('article').getByText('/leads/{lead_id}/lead_attributes', {exact: true}).first();
    await expect(endpoint).toBeVisible();
    const article = page.locator('article');
    await expect(article).toContainText(/https:\/\/api\.sandbox\.[a-z.]+\/leads\/\{lead_id\}\/lead_attributes/);
    await expect(article).toContainText(/https:\/\/api\.(?!sandbox)[a-z.]+\/leads\/\{lead_id\}\/lead_attributes/);
  });

  test('money-costing warnings are shown as admonitions', async ({page}) => {
    await page.goto('/docs/exchange/exchange_overview/');
    const admonitions = page.locator('.theme-admonition');
    await expect(admonitions.filter({hasText: 'Missing dispositions are audited'})).toHaveCount(1);
    await expect(admonitions.filter({hasText: 'Duplicate prospects'})).toHaveCount(1);
    await expect(admonitions.filter({hasText: 'Expired tokens lose prospects'})).toHaveCount(1);
  });
});
