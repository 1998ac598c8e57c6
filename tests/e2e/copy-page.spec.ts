import {test, expect, type Page} from './support/test';
import {axe} from './support/axe';

/**
 * The Copy page menu (src/plugins/llms/theme/CopyPage): the clipboard holds
 * the page's Markdown twin after a copy, the menu behaves as a WAI-ARIA menu
 * button from the keyboard, the assistant links name the twin, and a failed
 * fetch says so.
 */
const route = '/docs/webhooks/wh_securing/';
const twin = '/docs/webhooks/wh_securing.md';

test.use({permissions: ['clipboard-read', 'clipboard-write']});

const toggle = (page: Page) => page.getByRole('button', {name: 'More ways to use this page'});
const menu = (page: Page) => page.getByRole('menu', {name: 'Page actions'});

test.describe('Copy page', () => {
  test('copies the twin to the clipboard and says "Copied"', async ({page, request}) => {
    await page.goto(route);
    const expected = await (await request.get(twin)).text();
    expect(expected.startsWith('# Securing webhooks\n')).toBe(true);
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
    await expect(page.getByRole('status').filter({hasText: 'Page copied as Markdown'})).toHaveCount(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  });

  test('menu: keyboard opens, moves, closes with Escape and returns focus', async ({page}) => {
    await page.goto(route);
    const button = toggle(page);
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = menu(page).getByRole('menuitem');
    await expect(items).toHaveText([/Copy page as Markdown/, /View as Markdown/, /Open in ChatGPT/, /Open in Claude/]);
    await expect(items.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(items.nth(3)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(items.nth(3)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(items.nth(0)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    // ArrowUp opens on the last item; a click outside closes.
    await page.keyboard.press('ArrowUp');
    await expect(items.nth(3)).toBeFocused();
    await page.locator('article h2').first().click();
    await expect(menu(page)).toBeHidden();
  });

  test('the open menu passes axe, in light and dark', async ({page}) => {
    test.setTimeout(120_000);
    for (const theme of ['light', 'dark']) {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto(route);
      await toggle(page).click();
      await expect(menu(page)).toBeVisible();
      const results = await axe(page)
        .include('[data-copy-page]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
    }
  });

  test('menu item copies from the keyboard', async ({page, request}) => {
    await page.goto(route);
    await toggle(page).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await (await request.get(twin)).text());
  });

  test('links: the twin, and assistants with a prompt naming its absolute address', async ({page, baseURL}) => {
    await page.goto(route);
    await toggle(page).click();
    const items = menu(page).getByRole('menuitem');
    await expect(items.nth(1)).toHaveAttribute('href', twin);
    const chatgpt = new URL((await items.nth(2).getAttribute('href'))!);
    const claude = new URL((await items.nth(3).getAttribute('href'))!);
    expect(chatgpt.origin + chatgpt.pathname).toBe('https://chatgpt.com/');
    expect(claude.origin + claude.pathname).toBe('https://claude.ai/new');
    for (const url of [chatgpt, claude]) expect(url.searchParams.get('q')).toMatch(new RegExp(`https?://[^ ]+${twin.replace(/\./g, '\\.')}`));
    // The twin itself answers as Markdown.
    const response = await page.request.get(`${baseURL}${twin}`);
    expect(response.status()).toBe(200);
  });

  test('says "Copy failed" when the twin cannot be fetched', async ({page}) => {
    await page.route(`**${twin}`, (r) => r.fulfill({status: 503, body: 'down'}));
    await page.goto(route);
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.getByRole('button', {name: 'Copy failed'})).toBeVisible();
    await expect(page.getByRole('status').filter({hasText: 'Could not copy the page'})).toHaveCount(1);
  });

  test('is on every kind of doc page, without layout shift', async ({page}) => {
    for (const path of ['/docs/overview/', '/docs/api/create_application_form/', '/docs/sdk/components/bp-sdk-date-input/', '/docs/webhooks/wh_testing/']) {
      await page.goto(path);
      await expect(page.getByRole('button', {name: 'Copy page'})).toBeVisible();
    }
    await page.goto(route, {waitUntil: 'commit'});
    const before = await page.locator('article h1').boundingBox();
    await page.waitForLoadState('networkidle');
    const after = await page.locator('article h1').boundingBox();
    expect(after).toEqual(before);
  });
});
