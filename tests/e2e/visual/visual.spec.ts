/**
 * Visual baselines (Playwright `toHaveScreenshot`): the site's page types and
 * the search modal's states, each in light and dark, at 1280 px and 390 px.
 * Baselines live beside this file in visual.spec.ts-snapshots/ (project
 * "visual" in playwright.config.ts: one name per image, no platform suffix;
 * CI runs the same Debian Chromium). A change writes the expected, actual
 * and diff images to test-results/.
 *
 * Regenerate after an intended change: `npm run build && npm run test:visual:update`,
 * then look at every changed PNG (git diff --stat, open them) before committing.
 *
 * Deterministic: fonts settled (the system fonts: DejaVu in CI), animations and the caret off, the clock
 * fixed, a fresh browser context (announcement bar shown, no stored theme:
 * the theme follows the emulated colour scheme, switched without reload), no
 * mouse hover. One page per viewport; both themes are taken per page load.
 */
import {test, expect as baseExpect, type Page} from '../support/test';
import {stayLocal} from '../support';
import {searchInput, searchModal} from '../support/search';

/** Screens wait for the search index; a busy CI machine gets time. */
const expect = baseExpect.configure({timeout: 30_000});

const WIDTHS = {desktop: {width: 1280, height: 800}, mobile: {width: 390, height: 844}} as const;
const THEMES = ['light', 'dark'] as const;
const NOW = new Date('2026-11-26T09:00:00Z');

/** The pages, and whether the whole page is taken (short pages) or its first screen. */
const PAGES = [
  {name: 'home', path: '/', fullPage: true},
  {name: 'doc', path: '/docs/webhooks/wh_securing/', fullPage: false},
  {name: 'api', path: '/docs/api/create_application_form/', fullPage: false},
  {name: 'component', path: '/docs/sdk/components/bp-sdk-date-input/', fullPage: false},
  {name: 'search', path: '/search/?q=webhook', fullPage: false},
  {name: '404', path: '/docs/no-such-page/', fullPage: true},
] as const;

test.describe.configure({mode: 'parallel'});

async function prepare(page: Page, size: {width: number; height: number}) {
  await stayLocal(page);
  await page.clock.setFixedTime(NOW);
  await page.setViewportSize(size);
  await page.emulateMedia({colorScheme: 'light', reducedMotion: 'reduce'});
}

/** Switches the theme the way a reader's system setting does, and waits for the page to follow. */
async function setTheme(page: Page, theme: (typeof THEMES)[number]) {
  await page.emulateMedia({colorScheme: theme, reducedMotion: 'reduce'});
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Lazy images below the first screen: load them so a full-page image is complete.
    await Promise.all(
      Array.from(document.images).map((img) => {
        img.loading = 'eager';
        return img.complete ? null : new Promise((resolve) => img.addEventListener('load', resolve, {once: true}));
      }),
    );
  });
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

const shot = {animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.001} as const;

/**
 * What another page puts on these screens, masked so that a correct new page fails no baseline
 * but its own (issue 47): the entries of a doc sidebar (a new page shows in its category, and
 * moves the entries after it), the search page's results and count, and the modal's hits (a new
 * page can match the query). The frame around them (sidebar, search box, modal) is still compared.
 */
const otherPages = (page: Page) => ({
  mask: [
    page.locator('.theme-doc-sidebar-menu'),
    page.locator('.navbar-sidebar__item .menu__list'),
    page.getByTestId('search-results'),
    page.getByTestId('search-count'),
    page.locator('.DocSearch-Dropdown-Container'),
    page.locator('.DocSearch-HitsFooter'),
  ],
});

for (const [widthName, size] of Object.entries(WIDTHS)) {
  test(`pages at ${size.width} px, light and dark`, async ({page}) => {
    test.setTimeout(300_000);
    await prepare(page, size);
    for (const {name, path, fullPage} of PAGES) {
      await page.goto(path);
      await settle(page);
      if (name === 'search') await expect(page.getByTestId('search-count')).toBeVisible();
      for (const theme of THEMES) {
        await setTheme(page, theme);
        await expect(page).toHaveScreenshot(`${name}-${widthName}-${theme}.png`, {...shot, ...otherPages(page), fullPage});
      }
      await setTheme(page, 'light');
    }
    if (widthName === 'mobile') {
      await page.goto('/docs/webhooks/wh_securing/');
      await settle(page);
      await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
      await expect(page.locator('.navbar-sidebar')).toBeVisible();
      for (const theme of THEMES) {
        await setTheme(page, theme);
        await expect(page).toHaveScreenshot(`mobile-menu-${theme}.png`, {...shot, ...otherPages(page)});
      }
    }
  });

  test(`search modal states at ${size.width} px, light and dark`, async ({page}) => {
    test.setTimeout(300_000);
    await prepare(page, size);
    const modalShots = async (state: string) => {
      for (const theme of THEMES) {
        await setTheme(page, theme);
        await expect(page).toHaveScreenshot(`modal-${state}-${widthName}-${theme}.png`, {...shot, ...(state === 'results' ? otherPages(page) : {})});
      }
      await setTheme(page, 'light');
    };
    const open = async () => {
      await page.keyboard.press('Control+k');
      await expect(searchModal(page)).toBeVisible();
    };

    // A recent search, saved the way a reader saves one: a query, then a hit.
    await page.goto('/docs/overview/');
    await settle(page);
    await open();
    await searchInput(page).fill('okta');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(searchModal(page)).toHaveCount(0);
    await page.goto('/docs/overview/');
    await settle(page);

    // Error: the index cannot be reached.
    await page.route('**/search-index/**', (route) => route.abort('failed'));
    await open();
    await searchInput(page).fill('webhooks');
    await expect(page.locator('.bp-search-error')).toBeVisible();
    await modalShots('error');
    await page.keyboard.press('Escape');
    await page.unroute('**/search-index/**');

    await open();
    await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})).toBeVisible();
    await modalShots('recent');

    await searchInput(page).fill('webhook signature');
    await expect(page.getByRole('link', {name: /^See all \d+ results$/})).toBeVisible();
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await modalShots('results');

    await searchInput(page).fill('quantum entanglement');
    await expect(page.locator('.DocSearch-NoResults strong')).toHaveText('quantum entanglement');
    await modalShots('no-results');
  });
}
