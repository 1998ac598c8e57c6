import {test, expect} from '../support/test';
import {stayLocal} from '../support';
import {identity} from '../../../src/site/identity';

test.beforeEach(async ({page}) => {
  await stayLocal(page);
});

test('a navbar item that fails to render: "This page crashed." names the item, shows the chain, and Try again recovers', async ({
  page,
}) => {
  // Make the dropdown navbar items' focus listener throw once, while they mount.
  await page.addInitScript(() => {
    const original = Document.prototype.addEventListener;
    let armed = true;
    (window as unknown as {disarm: () => void}).disarm = () => {
      armed = false;
    };
    Document.prototype.addEventListener = function (this: Document, type: string, ...rest: unknown[]) {
      if (armed && type === 'focusin') {
        throw new Error('Test: focus listeners are unavailable', {cause: new Error('Injected by the browser test')});
      }
      return (original as (...a: unknown[]) => void).call(this, type, ...rest);
    } as typeof Document.prototype.addEventListener;
  });
  await page.goto('/docs/overview/');
  await expect(page.getByRole('heading', {level: 1, name: 'This page crashed.'})).toBeVisible();
  const body = page.locator('main');
  await expect(body).toContainText('A theme navbar item failed to render');
  await expect(body).toContainText('Test: focus listeners are unavailable');
  await expect(body).toContainText('Injected by the browser test');

  await page.evaluate(() => (window as unknown as {disarm: () => void}).disarm());
  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page.locator('article h1')).toBeVisible();
  await expect(page.getByRole('heading', {name: 'This page crashed.'})).toHaveCount(0);
});

test('a render error inside a page shows "This page crashed." with Try again and the error chain', async ({page}) => {
  // The colour-mode provider subscribes to the system preference after render.
  await page.addInitScript(() => {
    const original = window.matchMedia.bind(window);
    let calls = 0;
    window.matchMedia = (query: string) => {
      calls += 1;
      // First call is the inline theme script; the next comes from React.
      if (calls > 1 && !(window as unknown as {healed?: boolean}).healed) {
        throw new Error('Test: media queries are unavailable', {cause: new Error('Injected by the browser test')});
      }
      return original(query);
    };
  });
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto('/docs/overview/');
  await expect(page.getByRole('heading', {level: 1, name: 'This page crashed.'})).toBeVisible();
  await expect(page.locator('main')).toContainText('Test: media queries are unavailable');
  await expect(page.locator('main')).toContainText('Cause');
  await page.evaluate(() => {
    (window as unknown as {healed: boolean}).healed = true;
  });
  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page.locator('article h1')).toBeVisible();
});

test('a route whose code fails to load during navigation reloads the whole page', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/docs/overview/');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    (window as unknown as {marker: string}).marker = 'before-navigation';
  });
  let blocked = 0;
  await page.route('**/assets/js/*.js', async (route) => {
    if (blocked < 50) {
      blocked += 1;
      await route.abort('failed');
    } else {
      await route.continue();
    }
  });
  const reload = page.waitForEvent('load');
  await page.locator('.menu__link[href="/docs/ip_ranges/"]').click();
  await reload;
  expect(blocked).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as {marker?: string}).marker)).toBeUndefined();
  await expect(page).toHaveURL('/docs/ip_ranges/');
  // The server-rendered page is readable even though its scripts failed.
  await expect(page.locator('article h1')).toBeVisible();
});

test('the home page shows the base-URL banner when the site is served under the wrong base URL', async ({page}) => {
  // Simulate a mis-set baseUrl: assets are not found where the HTML points.
  await page.route('**/assets/**', (route) => route.fulfill({status: 404, body: ''}));
  // Not waiting for hydration: with no script found, the page never hydrates.
  await page.goto('/', {waitUntil: 'domcontentloaded'});
  const banner = page.locator('#__docusaurus-base-url-issue-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('did not load properly');
  await expect(banner).toContainText('baseUrl');
  await expect(page.locator('#__docusaurus-base-url-issue-banner-suggestion-container')).toHaveText('/');
});

test('analytics: a page view with title, location and path on every route change, IP anonymising off', async ({page}) => {
  const outside = await stayLocal(page);
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/');
  await page.getByRole('link', {name: 'Read the overview'}).click();
  await expect(page).toHaveURL('/docs/overview/');
  await page.locator('.menu__link[href="/docs/ip_ranges/"]').click();
  await expect(page).toHaveURL('/docs/ip_ranges/');
  await expect
    .poll(async () =>
      page.evaluate(() =>
        ((window as unknown as {dataLayer: IArguments[]}).dataLayer ?? [])
          .map((entry) => Array.from(entry))
          .filter((args) => args[0] === 'event' && args[1] === 'page_view')
          .map((args) => args[2] as {page_title: string; page_location: string; page_path: string}),
      ),
    )
    .toHaveLength(2);
  const views = await page.evaluate(() =>
    ((window as unknown as {dataLayer: IArguments[]}).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter((args) => args[0] === 'event' || args[0] === 'config'),
  );
  const config = views.find((args) => args[0] === 'config') as unknown[];
  expect(config[1]).toBe(identity.analyticsId);
  expect((config[2] as {anonymize_ip?: boolean}).anonymize_ip).toBeUndefined();
  const pageViews = views.filter((args) => args[1] === 'page_view').map((args) => args[2]) as Array<
    Record<string, string>
  >;
  expect(pageViews[0]!.page_path).toBe('/docs/overview/');
  expect(pageViews[0]!.page_location).toMatch(/\/docs\/overview\/$/);
  expect(pageViews[0]!.page_title).toContain('Overview');
  expect(pageViews[1]!.page_path).toBe('/docs/ip_ranges/');
  expect(outside.some((url) => url.includes('/gtag/js?id=G-'))).toBe(true);
});

test('the site works when the analytics and button requests fail', async ({page}) => {
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort('internetdisconnected'),
  );
  await page.route('**/js/buttons.js', (route) => route.abort('failed'));
  await page.goto('/');
  await page.getByRole('link', {name: 'Read the overview'}).click();
  await expect(page.locator('article h1')).toBeVisible();
});

test('the button script loads asynchronously and runs', async ({page}) => {
  await page.goto('/');
  const script = page.locator('script[src="/js/buttons.js"]');
  await expect(script).toHaveAttribute('async', '');
  await expect(page.locator('html')).toHaveAttribute('data-bp-buttons', 'ready');
});

test('pages set text in the system fonts and download no web font', async ({page}) => {
  const fonts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'font' || /\.(?:woff2?|ttf|otf)(?:[?#]|$)/.test(r.url())) fonts.push(r.url());
  });
  // Prose, code, a diagram and the API reference's tables.
  for (const route of ['/', '/docs/overview/', '/docs/terminal/quote_start/authentication/', '/docs/api/create_application_form/']) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
  }
  expect(fonts).toEqual([]);
  // No @font-face either: FontFaceSet is a set of the page's faces.
  expect(await page.evaluate(() => (document.fonts as unknown as Set<FontFace>).size)).toBe(0);
});
