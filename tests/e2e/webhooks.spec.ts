import {test, expect} from './support/test';
import {createHmac} from 'node:crypto';
import catalogue from '../../src/data/webhooks/catalogue.json';
import webhooksSidebar from '../../src/sidebar/webhooks';
import {category as sidebarCategory, entryLabels} from './support/sidebar';

/** Every webhook route with the H1 it must show (the front-matter title). */
const pages = [
  {path: '/docs/webhooks/wh_overview/', h1: 'Webhooks overview'},
  {path: '/docs/webhooks/wh_getting_started/', h1: 'Getting started with webhooks'},
  {path: '/docs/webhooks/wh_event_payloads/', h1: 'Webhook event payloads'},
  {path: '/docs/webhooks/wh_securing/', h1: 'Securing webhooks'},
  {path: '/docs/webhooks/wh_testing/', h1: 'Testing webhooks locally'},
  {path: '/docs/webhooks/wh_attachments/', h1: 'Webhook attachments'},
  {path: '/docs/webhooks/wh_best_practices/', h1: 'Webhook best practices'},
  {path: '/docs/webhooks/wh_troubleshooting/', h1: 'Troubleshooting webhooks'},
];

const events = catalogue.subjects.flatMap((s) =>
  s.events.map((e) => ({subject: s.subject, action: e.action, name: `${s.subject}:${e.action}`, payload: e.payload})),
);

test.describe('Webhooks guides', () => {
  for (const {path, h1} of pages) {
    test(`${path} renders its H1, sections and resolved tokens`, async ({page}) => {
      // Status 200, console errors and axe for every route: the shared every-route test.
      await page.goto(path);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(h1);
      await expect(page.locator('article h1')).toHaveCount(1);
      expect(await page.locator('article h2').count()).toBeGreaterThanOrEqual(3);
      const text = await page.locator('article').first().innerText();
      expect(text).not.toMatch(/\{\{\s*[A-Za-z]+\s*\}\}/);
    });
  }

  test('wh_testing has no sidebar', async ({page}) => {
    await page.goto('/docs/webhooks/wh_testing/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Testing webhooks locally');
    await expect(page.locator('nav.menu')).toHaveCount(0);
    await expect(page.locator('aside.theme-doc-sidebar-container')).toHaveCount(0);
  });

  test('the Webhooks sidebar category lists the guides in order, without wh_testing', async ({page}) => {
    await page.goto('/docs/webhooks/wh_securing/');
    const sidebar = page.locator('nav.menu');
    await expect(sidebar).toBeVisible();
    const category = sidebar
      .locator('.menu__list-item')
      .filter({has: page.locator('a.menu__link', {hasText: /^Webhooks$/})})
      .first();
    await expect(category.locator('a.menu__link', {hasText: /^Webhooks$/}).first()).toHaveAttribute(
      'href',
      '/docs/webhooks/wh_overview/',
    );
    const labels = (await category.locator('> ul a.menu__link').allInnerTexts()).map((l) => l.trim());
    // The guides of src/sidebar/webhooks.ts, in its order, each under its front-matter title.
    const expected = entryLabels(sidebarCategory(webhooksSidebar, 'Webhooks').items as typeof webhooksSidebar);
    expect(expected).toHaveLength(6);
    expect(expected).not.toContain('Testing webhooks locally');
    expect(labels).toEqual(expected);
    await expect(sidebar.locator('a.menu__link--active', {hasText: 'Securing webhooks'})).toBeVisible();
  });

  test('wh_event_payloads lists every event of the catalogue with a JSON example', async ({page}) => {
    await page.goto('/docs/webhooks/wh_event_payloads/');
    for (const s of catalogue.subjects) {
      await expect(page.locator(`h2#${s.subject}-events`)).toHaveText(s.title);
    }
    const headings = (await page.locator('article h3').allInnerTexts()).map((t) => t.replace(/\u200b/g, '').trim());
    expect(headings).toEqual(events.map((e) => e.name));
    for (const e of events) {
      const article = page.locator(`[data-event="${e.name}"]`);
      await expect(article.locator(`h3#${e.subject}-${e.action}`)).toContainText(e.name);
      // The rendered JSON parses back to the catalogue payload.
      const json = await article.locator('pre code').nth(1).innerText();
      expect(JSON.parse(json)).toEqual(e.payload);
      await expect(article.locator('pre code').first()).toContainText(`X-Event: ${e.name}`);
    }
    // The TOC lists the events too.
    await expect(page.locator('.table-of-contents').first()).toContainText('quote_request:finished');
  });

  test('the event index links to each event heading', async ({page}) => {
    await page.goto('/docs/webhooks/wh_event_payloads/');
    const link = page.locator('a[href="#quote_request-failed"]').first();
    await link.click();
    await expect(page).toHaveURL(/#quote_request-failed$/);
    await expect(page.locator('h3#quote_request-failed')).toBeInViewport();
  });

  test('the signature shown for an example verifies with the documented example secret', async ({page}) => {
    await page.goto('/docs/webhooks/wh_event_payloads/');
    const article = page.locator('[data-event="quote_request:finished"]');
    const head = await article.locator('pre code').first().innerText();
    const shown = /X-Signature: (sha256=[0-9a-f]{64})/.exec(head)?.[1];
    const body = JSON.stringify(JSON.parse(await article.locator('pre code').nth(1).innerText()));
    const expected = `sha256=${createHmac('sha256', catalogue.example_secret).update(body).digest('hex')}`;
    expect(shown).toBe(expected);
  });

  test('wh_securing shows the tested verifier files in Node.js and Python tabs', async ({page}) => {
    await page.goto('/docs/webhooks/wh_securing/');
    const node = page.locator('.theme-code-block').filter({hasText: 'verify-signature.mjs'}).first();
    await expect(node).toContainText('timingSafeEqual(received, expected)');
    await page.getByRole('tab', {name: 'Python'}).first().click();
    const python = page.locator('.theme-code-block').filter({hasText: 'verify_signature.py'}).first();
    await expect(python).toBeVisible();
    await expect(python).toContainText('hmac.compare_digest(received, expected)');
  });

  test('wh_overview renders the delivery and retry sequence diagram', async ({page}) => {
    await page.goto('/docs/webhooks/wh_overview/');
    const svg = page.locator('.bp-diagram svg').first();
    await expect(svg).toBeVisible();
    await expect(svg).toContainText('Schedule retry');
  });
});
