import {test, expect} from './support/test';
import terminalSidebar from '../../src/sidebar/terminal';
import {category as sidebarCategory, entryLabels} from './support/sidebar';

/** Every Terminal route with the H1 it must show (the front-matter title). */
const pages = [
  {path: '/docs/terminal/terminal_overview/', h1: 'Terminal overview'},
  {path: '/docs/terminal/sso_saml/', h1: 'Single sign-on with SAML 2.0'},
  {path: '/docs/terminal/sso/azure/', h1: 'SSO with Microsoft Entra ID (Azure)'},
  {path: '/docs/terminal/sso/okta/', h1: 'SSO with Okta'},
  {path: '/docs/terminal/quote_start/qs_overview/', h1: 'Quote Start overview'},
  {path: '/docs/terminal/quote_start/authentication/', h1: 'Quote Start authentication'},
  {path: '/docs/terminal/quote_requests/retrieve_attachments/', h1: 'Retrieve attachments'},
];

test.describe('Terminal guides', () => {
  for (const {path, h1} of pages) {
    test(`${path} renders its H1, TOC and resolved identity tokens`, async ({page}) => {
      // Status 200 for every route is asserted by the shared every-route test.
      await page.goto(path);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(h1);
      await expect(page.locator('article h1')).toHaveCount(1);
      // H2 sections exist and the table of contents lists them.
      expect(await page.locator('article h2').count()).toBeGreaterThanOrEqual(3);
      await expect(page.locator('.table-of-contents').first()).toContainText('Next steps');
      // Tokens were replaced at build time (prose, code) or run time (components).
      const text = await page.locator('article').innerText();
      expect(text).not.toMatch(/\{\{\s*[A-Za-z]+\s*\}\}/);
    });
  }

  test('quote_start/authentication has no sidebar', async ({page}) => {
    await page.goto('/docs/terminal/quote_start/authentication/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Quote Start authentication');
    await expect(page.locator('nav.menu')).toHaveCount(0);
    await expect(page.locator('aside.theme-doc-sidebar-container')).toHaveCount(0);
  });

  test('the Terminal sidebar category lists the guides in order', async ({page}) => {
    await page.goto('/docs/terminal/sso/okta/');
    const sidebar = page.locator('nav.menu');
    await expect(sidebar).toBeVisible();
    const category = sidebar.locator('.menu__list-item').filter({has: page.locator('a.menu__link', {hasText: /^Terminal$/})}).first();
    await expect(category.locator('a.menu__link', {hasText: /^Terminal$/}).first()).toHaveAttribute('href', '/docs/terminal/terminal_overview/');
    const labels = (await category.locator('> ul a.menu__link, > ul .menu__list-item-collapsible a, > ul .menu__caret').allInnerTexts())
      .map((l) => l.trim())
      .filter(Boolean);
    // The entries of src/sidebar/terminal.ts, in its order, docs under their front-matter titles.
    const order = entryLabels(sidebarCategory(terminalSidebar, 'Terminal').items as typeof terminalSidebar);
    expect(order).toContain('Single sign-on guides');
    const positions = order.map((label) => labels.indexOf(label));
    for (const [i, pos] of positions.entries()) expect(pos, `${order[i]} in ${labels.join(' | ')}`).toBeGreaterThanOrEqual(0);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // The current page is inside the expanded "Single sign-on guides" subcategory.
    await expect(sidebar.locator('a.menu__link--active', {hasText: 'SSO with Okta'})).toBeVisible();
    await expect(sidebar.locator('a.menu__link', {hasText: 'SSO with Microsoft Entra ID (Azure)'})).toBeVisible();
    await expect(sidebar.locator('a.menu__link', {hasText: 'Quote Start authentication'})).toHaveCount(0);
  });

  test('sso_saml renders the SP-initiated sign-in sequence diagram as SVG', async ({page}) => {
    await page.goto('/docs/terminal/sso_saml/');
    const svg = page.locator('.bp-diagram svg').first();
    await expect(svg).toBeVisible();
    await expect(svg).toContainText('SAMLResponse');
    await expect(svg).toContainText('/users/auth/saml/callback');
    await expect(page.locator('article')).toContainText('IdP-initiated sign-in is not supported');
  });

  test('Quote Start and attachments also render their sequence diagrams', async ({page}) => {
    for (const path of ['/docs/terminal/quote_start/qs_overview/', '/docs/terminal/quote_requests/retrieve_attachments/']) {
      await page.goto(path);
      await expect(page.locator('.bp-diagram svg').first(), path).toBeVisible();
    }
  });

  test('environment tables show sandbox and production SAML reply URLs', async ({page}) => {
    await page.goto('/docs/terminal/sso/azure/');
    const table = page.locator('table').filter({hasText: 'Reply URL (Assertion Consumer Service URL)'}).first();
    const row = table.locator('tr').filter({hasText: 'Reply URL'}).first();
    const cells = row.locator('td');
    await expect(cells).toHaveCount(2);
    await expect(cells.nth(0)).toHaveText(/^https:\/\/auth\.sandbox\.[^/]+\/users\/auth\/saml\/callback$/);
    await expect(cells.nth(1)).toHaveText(/^https:\/\/auth\.(?!sandbox)[^/]+\/users\/auth\/saml\/callback$/);
  });

  test('the attachments endpoint callout names method, path, both hosts and the API page', async ({page}) => {
    await page.goto('/docs/terminal/quote_requests/retrieve_attachments/');
    const callout = page
      .locator('[class*="endpoint_"]')
      .filter({has: page.locator('code', {hasText: /^\/attachments\/\{id\}$/})})
      .first();
    await expect(callout).toContainText('GET');
    await expect(callout).toContainText(/https:\/\/partner-api\.sandbox\.\S+\/attachments\/\{id\}/);
    await expect(callout).toContainText(/https:\/\/partner-api\.(?!sandbox)\S+\/attachments\/\{id\}/);
    await expect(callout.getByRole('link', {name: 'API reference'})).toHaveAttribute('href', '/docs/api/get_attachments/');
  });

  test('language tabs stay in sync across a page', async ({page}) => {
    await page.goto('/docs/terminal/quote_start/authentication/');
    await page.getByRole('tab', {name: 'Python'}).first().click();
    await expect(page.getByRole('tabpanel').first()).toContainText('def get_token');
    await page.goto('/docs/terminal/quote_requests/retrieve_attachments/');
    await expect(page.getByRole('tab', {name: 'Python', selected: true}).first()).toBeVisible();
  });
});
