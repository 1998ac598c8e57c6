import {test, expect} from '../support/test';
import {stayLocal, watchConsole} from '../support';
import {firstCallSteps} from '../../../src/site/first-call';

test.beforeEach(async ({page}) => {
  await stayLocal(page);
});

test('home page: title, tagline, search entry, family cards and the first-call path', async ({page}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', {level: 1, name: 'BindPoint Developers'})).toBeVisible();
  await expect(page.locator('header p').first()).toContainText('Connect agencies, carriers and storefronts');
  const cards = page.getByRole('list', {name: 'Product families'}).locator('> li');
  await expect(cards).toHaveCount(6);
  await expect(page.getByRole('heading', {name: 'Your first call in five minutes'})).toBeVisible();
  // One code block per step of the first-call path (src/site/first-call.ts).
  await expect(page.locator('ol pre')).toHaveCount(firstCallSteps.length);
  await expect(page.locator('body')).not.toContainText(/dinosaur|docusaurus tutorial|lorem/i);

  await page.getByRole('searchbox', {name: 'Search the documentation'}).fill('webhook signature');
  await page.getByRole('searchbox', {name: 'Search the documentation'}).press('Enter');
  await expect(page).toHaveURL(/\/search\/\?q=webhook\+signature/);
});

test('every family card leads to a documentation page', async ({page}) => {
  await page.goto('/');
  const hrefs = await page
    .getByRole('list', {name: 'Product families'})
    .locator('h3 a')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  expect(hrefs.length).toBe(6);
  for (const href of hrefs) {
    // A click, as a reader makes it (the app navigates without a reload), then Back.
    await page.getByRole('list', {name: 'Product families'}).locator(`h3 a[href="${href}"]`).click();
    await expect(page).toHaveURL(href);
    await expect(page.locator('article h1').first()).toBeVisible();
    const response = await page.request.get(href);
    expect(response.status(), href).toBe(200);
    await page.goBack();
    await expect(page).toHaveURL('/');
  }
});

test('/docs/ leads to /docs/overview/', async ({page}) => {
  await page.goto('/docs/');
  await expect(page).toHaveURL('/docs/overview/');
  await expect(page.locator('article h1')).toBeVisible();
});

for (const [from, to] of [
  ['/docs/overview.html', '/docs/overview/'],
  ['/docs/overview/index', '/docs/overview/'],
  ['/docs/overview/index.html', '/docs/overview/'],
  ['/docs/api/api_overview.html', '/docs/api/api_overview/'],
  ['/docs/webhooks/wh_overview/index', '/docs/webhooks/wh_overview/'],
  ['/index.html', '/'],
  ['/index', '/'],
  ['/docs/overview.html?tab=1#environments', '/docs/overview/?tab=1#environments'],
]) {
  test(`${from} redirects to ${to}`, async ({page}) => {
    await page.goto(from);
    await expect(page).toHaveURL(to);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.getByRole('heading', {name: 'Page not found'})).toHaveCount(0);
  });
}

test('an unknown route gets the designed not-found page with status 404', async ({page}) => {
  const log = watchConsole(page);
  const response = await page.goto('/docs/no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1, name: 'Page not found'})).toBeVisible();
  await expect(page.getByRole('link', {name: 'API reference'}).first()).toBeVisible();
  await page.getByRole('searchbox', {name: 'Search the documentation'}).fill('mqs_phone');
  await page.getByRole('button', {name: 'Search', exact: true}).click();
  await expect(page).toHaveURL(/\/search\/\?q=mqs_phone/);
  // The browser logs the 404 status of the document itself; nothing else may fail.
  expect(log.errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
});

test('client-side navigation to an unknown route shows the not-found page', async ({page}) => {
  await page.goto('/docs/overview/');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/docs/does-not-exist/');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', {name: 'Page not found'})).toBeVisible();
});

test('after navigation the view scrolls to the hash target, or to the top', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 700});
  await page.goto('/docs/overview/');
  const tocLink = page.locator('.table-of-contents a').last();
  const hash = await tocLink.evaluate((a) => (a as HTMLAnchorElement).hash);
  await page.goto(`/docs/overview/${hash}`);
  const id = decodeURIComponent(hash.slice(1));
  await expect
    .poll(async () => page.evaluate((target) => Math.round(document.getElementById(target)!.getBoundingClientRect().top), id))
    .toBeLessThan(200);
  await page.mouse.wheel(0, 400);
  // A link to another page lands at its top.
  await page.locator('.pagination-nav__link--next, .menu__link[href="/docs/ip_ranges/"]').first().click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a table too wide for the page can be scrolled from the keyboard', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await page.goto('/docs/sdk/globals/');
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  // Every table that overflows is focusable and labelled; the others are left alone.
  const tables = await page.locator('.markdown table').evaluateAll((ts) =>
    ts.map((t) => ({overflows: t.scrollWidth > t.clientWidth + 1, tabindex: t.getAttribute('tabindex'), role: t.getAttribute('role')})),
  );
  const wide = tables.filter((t) => t.overflows);
  expect(wide.length).toBeGreaterThan(0);
  for (const t of wide) expect(t).toMatchObject({tabindex: '0', role: 'region'});
  for (const t of tables.filter((x) => !x.overflows)) expect(t.tabindex).toBeNull();
  const scrollable = page.locator('.markdown table[tabindex="0"]').first();
  await scrollable.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => scrollable.evaluate((t) => t.scrollLeft)).toBeGreaterThan(0);
});
