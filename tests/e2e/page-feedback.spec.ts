/**
 * Page feedback at the end of a doc page: Yes / No reach analytics as a
 * `page_feedback` event with the path and the answer, a reason follows as
 * `page_feedback_reason`, it works from the keyboard, and with the analytics
 * script blocked nothing errs and nothing moves.
 */
import {test, expect, type Page} from './support/test';
import {axe} from './support/axe';
import {stayLocal, watchConsole} from './support';
import {identity} from '../../src/site/identity';

const ROUTE = '/docs/webhooks/wh_securing/';

/** `page_feedback*` events in dataLayer, whether pushed by gtag (arguments) or directly. */
async function feedbackEvents(page: Page) {
  return page.evaluate(() => {
    const layer = ((window as unknown as {dataLayer?: unknown[]}).dataLayer ?? []) as Array<Record<string, unknown>>;
    return layer
      .map((entry) =>
        entry && entry[0] === 'event' ? {event: entry[1] as string, ...(entry[2] as object)} : (entry as {event?: string}),
      )
      .filter((entry) => typeof entry?.event === 'string' && entry.event.startsWith('page_feedback'));
  });
}

test('Yes and No record page_feedback with the path and the answer; a reason follows', async ({page}) => {
  await stayLocal(page);
  const console = watchConsole(page);
  await page.goto(ROUTE);
  const feedback = page.locator('section').filter({has: page.getByRole('link', {name: 'Report an issue'})});
  await feedback.getByRole('button', {name: 'Yes'}).click();
  await expect(feedback.getByRole('status')).toHaveText('Thank you for your feedback.');
  expect(await feedbackEvents(page)).toEqual([{event: 'page_feedback', page_path: ROUTE, answer: 'yes'}]);

  await feedback.getByLabel('What was most useful? (optional)').fill('The constant-time comparison sample.');
  await feedback.getByRole('button', {name: 'Send'}).click();
  await expect(feedback.getByRole('status')).toHaveText('Thank you, your note was sent.');
  expect((await feedbackEvents(page))[1]).toEqual({
    event: 'page_feedback_reason',
    page_path: ROUTE,
    answer: 'yes',
    reason: 'The constant-time comparison sample.',
  });

  // Another page asks again, and No is recorded for that page.
  await page.goto('/docs/webhooks/wh_testing/');
  await page.getByRole('button', {name: 'No'}).click();
  expect((await feedbackEvents(page)).at(-1)).toEqual({event: 'page_feedback', page_path: '/docs/webhooks/wh_testing/', answer: 'no'});
  expect(console.errors).toEqual([]);
});

test('keyboard: answer with Enter, the reason field takes focus, Skip closes it', async ({page}) => {
  await stayLocal(page);
  await page.goto(ROUTE);
  const no = page.getByRole('button', {name: 'No'});
  await no.focus();
  await page.keyboard.press('Enter');
  const reason = page.getByLabel('What was missing or wrong? (optional)');
  await expect(reason).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', {name: 'Skip'})).toBeFocused();
  await page.keyboard.press('Enter');
  // The Copy page menu has a status region of its own on every doc page.
  await expect(page.getByRole('status').filter({hasText: 'Thank you'})).toHaveText('Thank you for your feedback.');
  expect((await feedbackEvents(page)).map((e) => e.event)).toEqual(['page_feedback']);
});

test('Edit this page and Report an issue point at the repository and name the page', async ({page}) => {
  await stayLocal(page);
  await page.goto(ROUTE);
  await expect(page.getByRole('link', {name: /Edit this page/})).toHaveAttribute(
    'href',
    `${identity.repository.editUrl}docs/webhooks/wh_securing.mdx`,
  );
  const report = new URL((await page.getByRole('link', {name: 'Report an issue'}).getAttribute('href'))!);
  expect(`${report.origin}${report.pathname}`).toBe(identity.repository.newIssueUrl);
  expect(report.searchParams.get('title')).toBe('Docs: Securing webhooks');
  expect(report.searchParams.get('template')).toBe('docs.yml');
  expect(report.searchParams.get('page')).toBe('docs/webhooks/wh_securing.mdx');
});

test('with the analytics script blocked: no console error, no layout shift, answers still recorded', async ({page}) => {
  await page.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    (route) => route.abort('blockedbyclient'),
  );
  const console = watchConsole(page);
  await page.addInitScript(() => {
    // Layout shifts that move the feedback block or anything in it.
    (window as unknown as {shifts: number[]}).shifts = [];
    type Shift = PerformanceEntry & {value: number; hadRecentInput: boolean; sources: Array<{node?: Node}>};
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        const ours = entry.sources.some((s) => s.node instanceof Element && s.node.closest('section') && s.node.closest('section')!.querySelector('a[href*="issues/new"]'));
        if (!entry.hadRecentInput && ours) (window as unknown as {shifts: number[]}).shifts.push(entry.value);
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
  await page.setViewportSize({width: 1280, height: 720});
  await page.goto(ROUTE, {waitUntil: 'domcontentloaded'});
  const feedback = page.locator('section').filter({has: page.getByRole('link', {name: 'Report an issue'})});
  const before = await feedback.boundingBox();
  await page.waitForLoadState('load');
  await page.waitForTimeout(500);
  expect(await feedback.boundingBox()).toEqual(before);

  await feedback.scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  const shifts = await page.evaluate(() => (window as unknown as {shifts: number[]}).shifts);
  expect(shifts.reduce((a, b) => a + b, 0)).toBeLessThan(0.01);

  await feedback.getByRole('button', {name: 'Yes'}).click();
  await expect(feedback.getByRole('status')).toHaveText('Thank you for your feedback.');
  expect(await feedbackEvents(page)).toEqual([{event: 'page_feedback', page_path: ROUTE, answer: 'yes'}]);
  // A blocked request is logged by the browser as a failed resource, not by the page.
  expect(console.errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
});

test('no axe violations in the feedback block, before and after answering, light and dark', async ({page}) => {
  await stayLocal(page);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({colorScheme: scheme});
    await page.goto(ROUTE);
    const selector = 'article section:has(a[href*="issues/new"])';
    const scan = async () => (await axe(page).include(selector).analyze()).violations.map((v) => `${scheme}: ${v.id}`);
    expect(await scan()).toEqual([]);
    await page.getByRole('button', {name: 'No'}).click();
    await expect(page.getByLabel('What was missing or wrong? (optional)')).toBeVisible();
    expect(await scan()).toEqual([]);
  }
});
