import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from './support/test';
import {stayLocal, watchConsole} from './support';
import tutorialsSidebar from '../../src/sidebar/sdk-tutorials';
import changelogsSidebar from '../../src/sidebar/sdk-changelogs';
import {sidebarDocIds} from '../../src/sidebar/doc-ids';

/**
 * SDK tutorials and changelogs: every route renders its title, tokens are
 * replaced, framework tabs stay in sync, and the changelog's per-version
 * anchors land on (and scroll to) the version heading.
 */
const root = path.resolve(__dirname, '../..');
const titleOf = (file: string) => readFileSync(path.join(root, 'docs/sdk', file), 'utf8').match(/^title: (.+)$/m)![1];

/** Doc ids below docs/sdk/, in sidebar order, from the sidebar parts (never copied here). */
const sdkDocIds = (items: Parameters<typeof sidebarDocIds>[0]): string[] =>
  sidebarDocIds(items).map((id) => id.replace(/^sdk\//, ''));
const tutorials = sdkDocIds(tutorialsSidebar);
const changelogs = sdkDocIds(changelogsSidebar);

/** The newest SDK release, read from the data the page renders. */
const sdkHistory = readFileSync(path.join(root, 'src/data/sdk/changelog/sdk.md'), 'utf8');
const releases = [...sdkHistory.matchAll(/^## \[(\d+\.\d+\.\d+)\] - (\d{4}-\d{2}-\d{2})$/gm)].map((m) => ({version: m[1], date: m[2]}));
const anchor = (r: {version: string; date: string}) => `${r.version.replace(/\./g, '')}---${r.date}`;

test.beforeEach(async ({page}) => {
  await stayLocal(page);
});

test.describe('SDK tutorials', () => {
  for (const doc of tutorials) {
    test(`/docs/sdk/${doc}/ renders with steps, code and the tutorial sidebar`, async ({page}) => {
      const log = watchConsole(page);
      const response = await page.goto(`/docs/sdk/${doc}/`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('article h1')).toHaveText(titleOf(`${doc}.mdx`));
      await expect(page.locator('article h2', {hasText: /^Step 1: /})).toBeVisible();
      expect(await page.locator('article pre code').count()).toBeGreaterThan(4);
      const text = await page.locator('article').innerText();
      expect(text).not.toContain('{{');
      expect(text).toContain('What you should see');
      const category = doc.startsWith('custom_storefront') ? 'Custom storefront tutorials' : 'Custom terminal tutorials';
      const sidebar = page.locator('.theme-doc-sidebar-container');
      await expect(sidebar.getByRole('button', {name: category}).or(sidebar.getByText(category, {exact: true})).first()).toBeVisible();
      await expect(sidebar.locator('a[aria-current="page"]')).toHaveText(titleOf(`${doc}.mdx`));
      expect(log.errors).toEqual([]);
    });
  }

  test('framework tabs stay in sync across a page and show React and Angular code', async ({page}) => {
    await page.goto('/docs/sdk/custom_storefront_tutorials/sdk_guest_auth/');
    const tabs = page.locator('[role="tablist"]').filter({has: page.getByRole('tab', {name: 'Angular'})});
    await expect(tabs).toHaveCount(1);
    await tabs.getByRole('tab', {name: 'Angular'}).click();
    const panel = page.locator('[role="tabpanel"]:not([hidden])').filter({hasText: 'CUSTOM_ELEMENTS_SCHEMA'});
    await expect(panel).toBeVisible();
    await tabs.getByRole('tab', {name: 'React'}).click();
    await expect(page.locator('[role="tabpanel"]:not([hidden])').filter({hasText: 'useEffect'})).toBeVisible();
    // The choice is remembered (groupId="framework") on the next tutorial.
    await page.goto('/docs/sdk/custom_storefront_tutorials/sdk_guest_application_start/');
    await expect(page.getByRole('tab', {name: 'React', selected: true}).first()).toBeVisible();
  });

  test('code samples show real hosts and the npm scope, not tokens', async ({page}) => {
    await page.goto('/docs/sdk/custom_storefront_tutorials/sdk_guest_auth/');
    const code = await page.locator('article pre').allInnerTexts();
    const all = code.join('\n');
    expect(all).toMatch(/https:\/\/auth\.sandbox\.[^\s'"]+\/auth\/token/);
    expect(all).toMatch(/from '@[a-z-]+\/sdk-core'/);
    expect(all).not.toContain('{{');
  });
});

test.describe('SDK changelogs', () => {
  for (const doc of changelogs) {
    test(`/docs/sdk/${doc}/ renders its release history`, async ({page}) => {
      const response = await page.goto(`/docs/sdk/${doc}/`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('article h1')).toHaveText(titleOf(`${doc}.mdx`));
      const versions = page.locator('article h2').filter({hasText: /^\[\d+\.\d+\.\d+\] - \d{4}-\d{2}-\d{2}/});
      expect(await versions.count()).toBeGreaterThanOrEqual(4);
      await expect(versions.last()).toHaveText(/^\[1\.0\.0\]/);
      expect(await page.locator('article h3').filter({hasText: /^(Added|Changed|Deprecated|Removed|Fixed|Security)\W*$/}).count()).toBeGreaterThan(4);
    });
  }

  test('the SDK changelog has an anchor per version, listed in the table of contents', async ({page}) => {
    await page.goto('/docs/sdk/changelogs/sdk-changelog/');
    for (const release of releases) {
      await expect(page.locator(`[id="${anchor(release)}"]`)).toHaveCount(1);
      await expect(page.locator(`.table-of-contents a[href="#${anchor(release)}"]`)).toHaveCount(1);
    }
  });

  test('opening a version anchor scrolls to that release', async ({page}) => {
    const target = releases[Math.floor(releases.length / 2)];
    await page.goto(`/docs/sdk/changelogs/sdk-changelog/#${anchor(target)}`);
    const heading = page.locator(`[id="${anchor(target)}"]`);
    await expect(heading).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  });

  test('clicking a version in the table of contents scrolls to it and updates the address', async ({page}) => {
    await page.setViewportSize({width: 1400, height: 900});
    await page.goto('/docs/sdk/changelogs/sdk-changelog/');
    const target = releases.at(-1)!;
    await page.locator(`.table-of-contents a[href="#${anchor(target)}"]`).click();
    await expect(page).toHaveURL(new RegExp(`#${anchor(target)}$`));
    await expect(page.locator(`[id="${anchor(target)}"]`)).toBeInViewport();
  });

  test('in-page links to major releases land on their headings', async ({page}) => {
    await page.goto('/docs/sdk/changelogs/sdk-changelog/');
    await page.locator('article').getByRole('link', {name: '3.0.0', exact: true}).first().click();
    await expect(page.locator('[id^="300---"]')).toBeInViewport();
  });
});
