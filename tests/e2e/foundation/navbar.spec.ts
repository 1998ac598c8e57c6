import {test, expect} from '../support/test';
import {stayLocal} from '../support';

const desktop = {width: 1280, height: 800};

test.beforeEach(async ({page}) => {
  await stayLocal(page);
});

test('desktop navbar has the spec items, in order, on the right', async ({page}) => {
  await page.setViewportSize(desktop);
  await page.goto('/docs/overview/');
  const labels = page.locator(
    '.navbar__items--right > a.navbar__item.navbar__link, .navbar__items--right > .navbar__item.dropdown > .navbar__link',
  );
  await expect(labels).toHaveText(['Terminal', 'Exchange', 'Storefront', 'API']);
  await expect(page.locator('.navbar__items--left .navbar__link')).toHaveCount(0);

  await expect(page.getByRole('link', {name: 'Terminal', exact: true}).first()).toHaveAttribute(
    'href',
    '/docs/terminal/terminal_overview/',
  );
  await expect(page.getByRole('link', {name: 'Storefront', exact: true}).first()).toHaveAttribute(
    'href',
    '/docs/sdk/sdk_user_guide/',
  );
  await expect(page.getByRole('link', {name: 'API', exact: true}).first()).toHaveAttribute(
    'href',
    '/docs/api/api_overview/',
  );
});

const menus: Array<{label: string; items: Array<[string, string]>}> = [
  {
    label: 'Terminal',
    items: [
      ['SSO', '/docs/terminal/sso_saml/'],
      ['Quote Start', '/docs/terminal/quote_start/qs_overview/'],
      ['Webhooks', '/docs/webhooks/wh_overview/'],
      ['One-Click Integration', '/docs/one_click/one_click_integration/'],
    ],
  },
  {
    label: 'Exchange',
    items: [
      ['Send Side Integration', '/docs/exchange/send_side/ss_overview/'],
      ['Receive Side Integration', '/docs/exchange/receive_side/rs_overview/'],
    ],
  },
  {
    label: 'Storefront',
    items: [
      ['Custom Terminals', '/docs/sdk/custom_terminal_tutorials/sdk_agent_auth/'],
      ['Custom Storefronts', '/docs/sdk/custom_storefront_tutorials/sdk_guest_auth/'],
      ['Redux Selectors', '/docs/sdk/sdk_selectors/'],
    ],
  },
];

for (const menu of menus) {
  test(`${menu.label} submenu opens on hover and every item leads to its page`, async ({page}) => {
    await page.setViewportSize(desktop);
    await page.goto('/');
    for (const [label, href] of menu.items) {
      const dropdown = page.locator('.navbar__items--right .dropdown', {
        has: page.locator('> .navbar__link', {hasText: menu.label}),
      });
      // A fresh hover each time: after Back the pointer still rests where the last item was.
      await page.mouse.move(0, 0);
      await dropdown.hover();
      const item = dropdown.locator('.dropdown__menu').getByRole('link', {name: label, exact: true});
      await expect(item).toBeVisible();
      await expect(item).toHaveAttribute('href', href);
      await item.click();
      await expect(page).toHaveURL(href);
      await expect(page.locator('article h1, main h1').first()).toBeVisible();
      // Back to the home page inside the app (no reload), as a reader's Back button does.
      await page.goBack();
      await expect(page).toHaveURL('/');
    }
  });
}

test('logo is 30 px high on desktop', async ({page}) => {
  await page.setViewportSize(desktop);
  await page.goto('/');
  const box = await page.locator('.navbar__logo img').first().boundingBox();
  expect(box?.height).toBe(30);
});

test('navbar hides on scroll down and returns on scroll up', async ({page}) => {
  await page.setViewportSize(desktop);
  await page.goto('/docs/overview/');
  const navbar = page.locator('nav.navbar');
  for (let step = 0; step < 6; step += 1) {
    await page.mouse.wheel(0, 250);
    await page.waitForTimeout(60);
  }
  await expect(navbar).toHaveClass(/navbarHidden/);
  await page.mouse.wheel(0, -200);
  await page.waitForTimeout(60);
  await page.mouse.wheel(0, -200);
  await expect(navbar).not.toHaveClass(/navbarHidden/);
});

test('mobile menu at 996 px, desktop items at 997 px, menu closes when the viewport becomes desktop', async ({
  page,
}) => {
  await page.setViewportSize({width: 996, height: 800});
  await page.goto('/docs/overview/');
  const toggle = page.getByRole('button', {name: /toggle navigation bar/i});
  await expect(toggle).toBeVisible();
  await expect(page.locator('.navbar__items--right > .navbar__item').first()).toBeHidden();
  await toggle.click();
  const sidebar = page.locator('.navbar-sidebar');
  await expect(page.locator('.navbar')).toHaveClass(/navbar-sidebar--show/);
  await expect(sidebar.getByRole('link', {name: 'API', exact: true})).toBeVisible();

  await page.setViewportSize({width: 997, height: 800});
  await expect(page.locator('.navbar')).not.toHaveClass(/navbar-sidebar--show/);
  await expect(toggle).toBeHidden();
  await expect(page.locator('.navbar__items--right > .navbar__item').first()).toBeVisible();
});

test('the mobile menu is closed on load, and slides in with the page\'s own sidebar first', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/docs/sdk/components/bp-sdk-date-input/');
  // Hydrated: at phone width the theme empties the desktop sidebar.
  await expect(page.locator('.theme-doc-sidebar-container .menu')).toHaveCount(0);
  const sidebar = page.locator('.navbar-sidebar');
  await expect(sidebar).toBeHidden();
  await expect(page.locator('.navbar')).not.toHaveClass(/navbar-sidebar--show/);

  const toggle = page.getByRole('button', {name: /toggle navigation bar/i});

  await toggle.click();
  await expect(page.locator('.navbar')).toHaveClass(/navbar-sidebar--show/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // The page's own sidebar is the menu's first panel.
  await expect(sidebar.getByRole('button', {name: /back to main menu/i})).toBeVisible();
  await expect(sidebar.locator('[aria-current="page"]')).toHaveText('bp-sdk-date-input');
});

test('the mobile menu opens from the keyboard', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/docs/overview/');
  await expect(page.locator('.theme-doc-sidebar-container .menu')).toHaveCount(0);
  const toggle = page.getByRole('button', {name: /toggle navigation bar/i});
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.navbar')).toHaveClass(/navbar-sidebar--show/);
  await expect(page.locator('.navbar-sidebar').getByRole('button', {name: /back to main menu/i})).toBeVisible();
});

test('sidebar cannot be hidden and the TOC shows levels 2 to 3', async ({page}) => {
  await page.setViewportSize(desktop);
  await page.goto('/docs/overview/');
  await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
  await expect(page.getByRole('button', {name: /collapse sidebar/i})).toHaveCount(0);
  const tocLinks = page.locator('.table-of-contents a');
  expect(await tocLinks.count()).toBeGreaterThan(0);
  // Every TOC entry points at an h2 or h3 of the article.
  const targets = await tocLinks.evaluateAll((links) =>
    links.map((a) => document.getElementById(decodeURIComponent((a as HTMLAnchorElement).hash.slice(1)))?.tagName),
  );
  for (const tag of targets) expect(['H2', 'H3']).toContain(tag);
  const h4InArticle = await page.locator('article .markdown h4[id]').count();
  if (h4InArticle > 0) {
    const h4Ids = await page.locator('article .markdown h4[id]').evaluateAll((hs) => hs.map((h) => h.id));
    const tocHashes = await tocLinks.evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).hash.slice(1)));
    for (const id of h4Ids) expect(tocHashes).not.toContain(id);
  }
});

test('the docs version label is Next', async ({page}) => {
  await page.goto('/docs/overview/');
  await expect(page.locator('.theme-doc-version-badge')).toHaveText('Version: Next');
  await expect(page.locator('html')).toHaveClass(/docs-version-current/);
});
