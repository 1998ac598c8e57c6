import {test, expect, waitForHydration} from '../support/test';
import {pageScripts} from '../../../src/plugins/route-assets/routes.mjs';
import {stayLocal, watchConsole} from '../support';

// Navigation as a reader's browser does it, with Docusaurus's prefetching of links in view (tests/e2e/support/test.ts).
test.use({routePrefetch: true});

test.beforeEach(async ({page}) => {
  await stayLocal(page);
});

const theme = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-theme'));


test.describe('colour mode', () => {
  test('light by default and no switch is shown', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto('/');
    expect(await theme(page)).toBe('light');
    await expect(page.locator('button[class*="toggleButton"], .clean-btn[title*="mode"]')).toHaveCount(0);
  });

  test('with no stored choice the system preference is followed', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto('/docs/overview/');
    expect(await theme(page)).toBe('dark');
  });

  test('a stored `theme` wins over the system preference, and stays stored', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    await page.goto('/docs/overview/');
    expect(await theme(page)).toBe('dark');
    await page.reload();
    expect(await theme(page)).toBe('dark');
    expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('dark');
  });

  test('the dark theme has readable, dark surfaces', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto('/');
    const colours = await page.evaluate(() => {
      const html = getComputedStyle(document.documentElement);
      return {bg: html.backgroundColor, fg: getComputedStyle(document.body).color};
    });
    expect(colours.bg).toBe('rgb(13, 19, 34)');
    expect(colours.fg).not.toBe(colours.bg);
  });
});

test('the announcement bar can be dismissed, stays dismissed after reload, and returns when its id changes', async ({
  page,
}) => {
  await page.goto('/');
  const bar = page.locator('[class*="announcementBar_"]').first();
  await expect(bar).toBeVisible();
  await bar.getByRole('button', {name: /close/i}).click();
  await expect(bar).toBeHidden();
  await page.reload();
  await expect(page.locator('[class*="announcementBar_"]')).toHaveCount(0);
  const storedId = await page.evaluate(() => window.localStorage.getItem('docusaurus.announcement.id'));
  expect(storedId).toBe('sandbox-2026-11');

  // A new announcement (another id) is shown again.
  await page.evaluate(() => window.localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
  await page.reload();
  await expect(page.locator('[class*="announcementBar_"]').first()).toBeVisible();
});

test('the docs version preference is read per docs plugin from local storage, and a stale one is removed', async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('docs-preferred-version-default', 'current');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.goto('/docs/overview/');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');
  await page.evaluate(() => localStorage.setItem('docs-preferred-version-default', 'v0-removed'));
  await page.reload();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBeNull();
});

test('the progress bar appears for a navigation slower than 200 ms, and not for a fast one', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/docs/overview/');
  await page.waitForLoadState('networkidle');
  // Links in view prefetch their pages: let every prefetch finish first, so that
  // none is still in flight (and then delayed below) when the click needs the same chunk.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const done = new Set(performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
        const links = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'));
        return links.length > 0 && links.every((link) => done.has(new URL(link.href).pathname));
      }),
    )
    .toBe(true);
  // Slow down every script chunk by 1.2 s.
  await page.route('**/assets/js/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await route.continue();
  });
  await page.locator('.menu__link[href="/docs/ip_ranges/"]').click();
  await expect(page.locator('#nprogress .bar')).toBeVisible({timeout: 1100});
  await expect(page).toHaveURL('/docs/ip_ranges/');
  await expect(page.locator('#nprogress')).toHaveCount(0, {timeout: 5000});
  await page.unroute('**/assets/js/*.js');

  // A second visit to a loaded page is instant: no bar.
  let sawBar = false;
  await page.exposeFunction('reportBar', () => {
    sawBar = true;
  });
  await page.evaluate(() => {
    new MutationObserver(() => {
      if (document.getElementById('nprogress')) (window as unknown as {reportBar: () => void}).reportBar();
    }).observe(document.body, {childList: true, subtree: true});
  });
  await page.locator('.menu__link[href="/docs/overview/"]').click();
  await expect(page).toHaveURL('/docs/overview/');
  await page.waitForTimeout(400);
  expect(sawBar).toBe(false);
});

test('links prefetch their page, except on slow-2g or with data saving on', async ({browser}) => {
  async function chunksAfterHover(connection: Record<string, unknown> | null) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await stayLocal(page);
    if (connection) {
      await page.addInitScript((c) => {
        Object.defineProperty(navigator, 'connection', {value: c, configurable: true});
      }, connection);
    }
    // A page of a new context is not the fixture's: wait for its own scripts (run after the first
    // paint, which a busy machine can present after the network has been idle) and hydration.
    await page.goto('/');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const requested: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/assets/js/')) requested.push(r.url());
    });
    await page.getByRole('link', {name: 'Read the overview'}).hover();
    await page.waitForTimeout(800);
    await context.close();
    return requested.length;
  }
  expect(await chunksAfterHover(null)).toBeGreaterThan(0);
  expect(await chunksAfterHover({effectiveType: 'slow-2g', saveData: false})).toBe(0);
  expect(await chunksAfterHover({effectiveType: '4g', saveData: true})).toBe(0);
});

test('links in view prefetch their pages, and an explicit prefetch resolves', async ({page}) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const prefetched = page.locator('head link[rel="prefetch"]');
  await expect.poll(() => prefetched.count()).toBeGreaterThan(0);
  const hrefs = await prefetched.evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));
  for (const href of hrefs) {
    expect(href).toMatch(/^\/assets\/(js|css)\/[\w~.-]+\.(js|css)$/);
  }
  // They run in idle time, through the wrapper of src/plugins/client/idle-prefetch.ts.
  expect(await page.evaluate(() => (window as unknown as {docusaurus: Record<symbol, unknown>}).docusaurus[Symbol.for('bindpoint.idle-prefetch')])).toBe(true);
  // Core's prefetch finds a page's chunks from its path.
  const added = await page.evaluate(async () => {
    const {docusaurus} = window as unknown as {docusaurus: {prefetch(path: string): false | Promise<unknown>}};
    const before = document.querySelectorAll('link[rel=prefetch]').length;
    const pending = docusaurus.prefetch('/docs/api/create_application_form/');
    if (pending === false) return -1;
    await pending;
    return document.querySelectorAll('link[rel=prefetch]').length - before;
  });
  expect(added).toBeGreaterThan(0);
});

test('every script a page runs to hydrate is named in its HTML, deferred, and the runtime requests no other (src/plugins/route-assets)', async ({page}) => {
  // Scripts added to the document once it is parsed (the runtime appends one for a chunk it lacks);
  // the parser's own script elements are the page's HTML.
  await page.addInitScript(() => {
    const appended: string[] = [];
    (window as unknown as {appendedScripts: typeof appended}).appendedScripts = appended;
    new MutationObserver((records) => {
      if (document.readyState === 'loading') return;
      for (const record of records) {
        for (const node of Array.from(record.addedNodes)) {
          if (node instanceof HTMLScriptElement && node.src) appended.push(new URL(node.src).pathname);
        }
      }
    }).observe(document, {childList: true, subtree: true});
  });
  for (const route of ['/', '/docs/terminal/quote_start/authentication/', '/docs/api/create_application_form/', '/docs/sdk/components/bp-sdk-date-input/', '/search/?q=token']) {
    const html = await (await page.request.get(route)).text();
    const named = pageScripts(html).filter((src) => src.startsWith('/assets/js/'));
    expect(named.length, `${route}: runtime, route chunks and main`).toBeGreaterThan(3);
    await page.goto(route);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const appended = await page.evaluate(() => (window as unknown as {appendedScripts: string[]}).appendedScripts);
    // The runtime found every chunk registered: it appended none of the page's own.
    expect(appended.filter((src) => named.includes(src)), route).toEqual([]);
    await expect(page.locator('#__docusaurus-base-url-issue-banner-container'), route).toHaveCount(0);
    // Until hydration, the page loaded no script of webpack's that its HTML does not name.
    const loaded = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' && entry.name.includes('/assets/js/'))
        .map((entry) => new URL(entry.name).pathname),
    );
    expect(named.every((file) => loaded.includes(file)), route).toBe(true);
  }
});

test('language tabs render only the chosen language, and the language a reader chose comes back on the next load', async ({page, request}) => {
  const route = '/docs/api/create_application_form/';
  const tab = (name: string) => page.getByRole('tab', {name, exact: true}).first();
  // Lazy (src/theme/Tabs): the server HTML holds one panel per tab group, the chosen language's.
  const html = await (await request.get(route)).text();
  const count = (pattern: RegExp) => (html.match(pattern) ?? []).length;
  expect(count(/role="?tablist/g)).toBeGreaterThan(0);
  expect(count(/role="?tabpanel/g)).toBe(count(/role="?tablist/g));
  expect(html).not.toMatch(/import requests/);
  // No choice yet: the default language.
  await page.goto(route);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(tab('curl')).toHaveAttribute('aria-selected', 'true');
  // A choice is stored and comes back on the next load.
  await tab('Python').click();
  await expect(tab('Python')).toHaveAttribute('aria-selected', 'true');
  await page.reload();
  await expect(tab('Python')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').first().locator('code')).toContainText('import');
  await expect(tab('curl')).toHaveAttribute('aria-selected', 'false');
  // Switching still works after a stored choice was applied.
  await tab('JavaScript').click();
  await expect(tab('JavaScript')).toHaveAttribute('aria-selected', 'true');
  await expect(tab('Python')).toHaveAttribute('aria-selected', 'false');
});

/**
 * Records, from before the page's scripts run, the links inside each removed `selector` element,
 * and how many of them React had hydrated (a hydrated element carries React's `__reactFiber$…` key).
 */
async function recordRemovedLinks(page: import('@playwright/test').Page, selector: string) {
  await page.addInitScript((sel) => {
    const seen: {links: number; hydrated: number}[] = [];
    (window as unknown as {removedLinks: typeof seen}).removedLinks = seen;
    new MutationObserver((records) => {
      for (const node of records.flatMap((r) => Array.from(r.removedNodes))) {
        if (!(node instanceof Element)) continue;
        for (const root of [node, ...Array.from(node.querySelectorAll(sel))].filter((el) => el.matches(sel))) {
          const links = Array.from(root.querySelectorAll('a'));
          seen.push({links: links.length, hydrated: links.filter((a) => Object.keys(a).some((k) => k.startsWith('__reactFiber'))).length});
        }
      }
    }).observe(document, {childList: true, subtree: true});
  }, selector);
  return () => page.evaluate(() => (window as unknown as {removedLinks: {links: number; hydrated: number}[]}).removedLinks);
}

test('on a phone the mobile menu shows the sidebar, and its links navigate in the app', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  const log = watchConsole(page);
  await page.goto('/docs/sdk/components/bp-sdk-date-input/');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  // The theme removes the desktop sidebar and table of contents on a phone once the page has hydrated.
  await expect(page.locator('aside .theme-doc-sidebar-menu')).toHaveCount(0);
  await expect(page.locator('.theme-doc-toc-desktop')).toHaveCount(0);
  await page.getByRole('button', {name: /toggle navigation bar/i}).click();
  const drawer = page.locator('.navbar-sidebar');
  await expect(drawer.locator('.theme-doc-sidebar-menu')).toBeVisible();
  await drawer.locator('a.menu__link[href="/docs/sdk/components/bp-sdk-text-input/"]').first().click();
  await expect(page).toHaveURL(/bp-sdk-text-input\/$/);
  await expect(page.locator('article h1')).toContainText('bp-sdk-text-input');
  expect(log.errors.filter((e) => !/ERR_NAME_NOT_RESOLVED|net::/.test(e))).toEqual([]);
});

test('widened after loading on a phone, the page gets the full desktop sidebar, and it works', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/docs/sdk/components/bp-sdk-date-input/');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.setViewportSize({width: 1280, height: 900});
  const sidebar = page.locator('aside .theme-doc-sidebar-menu');
  await expect(sidebar).toBeVisible();
  await expect(page.locator('.theme-doc-toc-desktop')).toBeVisible();
  // A category toggles in place (a hydrated sidebar), and a link navigates.
  const category = sidebar.locator('.theme-doc-sidebar-item-category-level-1').filter({has: page.locator('a[aria-expanded="false"]')}).first();
  await category.locator('a[aria-expanded]').first().click();
  await expect(category.locator('a[aria-expanded]').first()).toHaveAttribute('aria-expanded', 'true');
  await sidebar.locator('a.menu__link[href="/docs/sdk/components/bp-sdk-text-input/"]').click();
  await expect(page).toHaveURL(/bp-sdk-text-input\/$/);
});

test('on a wide window the desktop sidebar is hydrated as the server rendered it', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  const removedSidebar = await recordRemovedLinks(page, '.theme-doc-sidebar-menu');
  await page.goto('/docs/sdk/components/bp-sdk-date-input/');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.waitForLoadState('networkidle');
  const hydrated = await page.locator('aside .theme-doc-sidebar-menu a').evaluateAll(
    (links) => links.filter((a) => Object.keys(a).some((k) => k.startsWith('__reactFiber'))).length,
  );
  expect(hydrated).toBe(await page.locator('aside .theme-doc-sidebar-menu a').count());
  expect(await removedSidebar()).toEqual([]);
});

test('sidebar categories collapse with an ease-in-out animation sized by content height', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await page.goto('/docs/overview/');
  const categories = page.locator('.theme-doc-sidebar-item-category-level-1');
  await expect(categories.first()).toBeVisible();
  const index = await categories.evaluateAll((els) =>
    els.findIndex((el) => el.classList.contains('menu__list-item--collapsed')),
  );
  expect(index).toBeGreaterThanOrEqual(0);
  const category = categories.nth(index);
  // The list is rendered when the category opens; record the inline styles it goes through.
  await category.evaluate((el) => {
    const seen: string[] = [];
    (window as unknown as {transitions: string[]}).transitions = seen;
    new MutationObserver(() => {
      const list = el.querySelector(':scope > ul.menu__list') as HTMLElement | null;
      if (list?.style.transition) seen.push(list.style.transition);
    }).observe(el, {attributes: true, subtree: true, childList: true, attributeFilter: ['style']});
  });
  await category.locator('.menu__caret, .menu__link--sublist-caret').first().click();
  await expect(category).not.toHaveClass(/menu__list-item--collapsed/);
  // The theme sets the transition in an animation frame after the class changes: wait for it.
  const recorded = () => page.evaluate(() => (window as unknown as {transitions: string[]}).transitions.join(' | '));
  await expect.poll(recorded).toContain('ease-in-out');
  const animated = (await recorded()).split(' | ').find((t) => t.includes('ease-in-out'));
  const ms = Number(/height ([\d.]+)ms/.exec(animated!)?.[1] ?? '0');
  expect(ms).toBeGreaterThan(0);
});

test('with browser storage unavailable the site works and only warns', async ({page}) => {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage'] as const) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    }
  });
  const log = watchConsole(page);
  await page.goto('/');
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await page.getByRole('link', {name: 'Read the overview'}).click();
  await expect(page).toHaveURL('/docs/overview/');
  await expect(page.locator('article h1')).toBeVisible();
  const bar = page.locator('[class*="announcementBar_"]').first();
  await bar.getByRole('button', {name: /close/i}).click();
  await expect(bar).toBeHidden();
  expect(log.errors).toEqual([]);
  expect(log.warnings.join('\n')).toMatch(/storage/i);
});

for (const mode of ['light', 'dark'] as const) {
  test(`in ${mode} mode the navbar shows that mode's logo, and the footer logo loads`, async ({page}) => {
    await page.addInitScript((stored) => localStorage.setItem('theme', stored), mode);
    await page.goto('/docs/terminal/quote_start/authentication/');
    const navbarLogo = page.locator('.navbar__logo img:visible');
    await expect(navbarLogo).toHaveCount(1);
    await expect(navbarLogo).toHaveAttribute('src', mode === 'dark' ? '/img/logo-dark.svg' : '/img/logo.svg');
    await expect.poll(() => navbarLogo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    const footerLogo = page.locator('img.footer__logo:visible');
    await footerLogo.scrollIntoViewIfNeeded();
    await expect.poll(() => footerLogo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  });
}
