import {test, expect} from '../support/test';
import {PREFETCH_PAUSE_EVENT} from '../../../src/site/prefetch-pause';
import {consoleOf, openConsole, tryIt} from './support';

/**
 * No console code before the console is opened: the page's server HTML has
 * the button, and until it is clicked the page requests nothing of the
 * console (its chunk, the mock's worker, its service worker, the document)
 * and no script it ran holds the console's code (only its start, a few
 * hundred bytes of the page's own chunk: start.ts); the click loads the chunk.
 */
test.use({serviceWorkers: 'allow'});

/** A string only the console's code holds (client.ts). */
const CONSOLE_MARK = 'bp-api-console:session';
const CONSOLE_FILES = /api-console|bp-api-console-mock|api-console-sw\.js|openapi\.document/;

test('an API page loads no console code until Try it is clicked', async ({page}) => {
  const html = await (await page.request.get('/docs/api/hooks/')).text();
  expect(html, 'the button is in the server HTML').toMatch(/data-operation-id="?createHook"?[^>]*>[\s\S]*?<button[^>]*aria-expanded="?false"?[^>]*>Try it<\/button><\/div>/);

  const requested: string[] = [];
  const scripts: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  page.on('response', async (r) => {
    if (r.request().resourceType() === 'script' && new URL(r.url()).hostname === '127.0.0.1') scripts.push(await r.text().catch(() => ''));
  });
  await page.goto('/docs/api/hooks/');
  await page.waitForLoadState('networkidle');
  expect(requested.filter((p) => CONSOLE_FILES.test(p))).toEqual([]);
  expect(scripts.length, 'the page ran its scripts').toBeGreaterThan(0);
  expect(scripts.filter((s) => s.includes(CONSOLE_MARK)).length, 'scripts with console code').toBe(0);
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0);

  await openConsole(page, 'createHook');
  expect(requested.filter((p) => /\/assets\/js\/api-console\.[0-9a-f]+\.js$/.test(p)).length).toBe(1);
  const workers = await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.map((w) => (w.active ?? w.installing ?? w.waiting)?.scriptURL)));
  expect(workers.map((url) => url && new URL(url).pathname)).toEqual(['/api-console-sw.js']);
  expect(scripts.some((s) => s.includes(CONSOLE_MARK))).toBe(true);
});

test("the click starts the mock's worker and its document beside the console's chunk, and the page's link prefetching waits until the console can send", async ({page}) => {
  await page.goto('/docs/api/hooks/');
  await page.waitForLoadState('networkidle');
  // The pause the click announces, watched from the page.
  await page.evaluate((name) => {
    const w = window as unknown as {pause?: string};
    window.addEventListener(name, (event) => {
      w.pause = 'open';
      void (event as CustomEvent<Promise<unknown>>).detail.then(() => (w.pause = 'settled'));
    });
  }, PREFETCH_PAUSE_EVENT);
  // The console's own chunk is held back: what the click started is asked for all the same.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\/api-console\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await tryIt(page, 'createHook').click();
  await expect.poll(() => requested.filter((p) => /\/bp-api-console-mock\.[0-9a-f]+\.js$/.test(p)).length, {message: "the mock's worker, before the console's chunk"}).toBe(1);
  await expect.poll(() => requested.filter((p) => /\/api-console-document\.[0-9a-f]+\.json$/.test(p)).length, {message: 'the document, before the chunk'}).toBe(1);
  expect(await page.evaluate(() => (window as unknown as {pause?: string}).pause)).toBe('open');
  release();
  await expect(consoleOf(page, 'createHook').locator('[data-console-send]')).toBeEnabled({timeout: 20_000});
  await expect.poll(() => page.evaluate(() => (window as unknown as {pause?: string}).pause), {message: 'the pause ends when the console has started'}).toBe('settled');
  // Started once: the console's own start took what the click had started.
  expect(requested.filter((p) => /\/bp-api-console-mock\.[0-9a-f]+\.js$/.test(p)).length).toBe(1);
});


test("a mock that cannot start says why, and the console starts afresh when opened again", async ({page}) => {
  await page.goto('/docs/api/hooks/');
  await page.waitForLoadState('networkidle');
  // The worker's script first, then (once that loads again) the document.
  let failing: 'worker' | 'document' | null = 'worker';
  await page.route(/\/bp-api-console-mock\.[0-9a-f]+\.js$/, (route) => (failing === 'worker' ? route.abort('failed') : route.continue()));
  await page.route(/\/api-console-document\.[0-9a-f]+\.json$/, (route) => (failing === 'document' ? route.fulfill({status: 404, body: 'gone'}) : route.continue()));
  await tryIt(page, 'createHook').click();
  const console = consoleOf(page, 'createHook');
  await expect(console.getByRole('alert')).toContainText("the mock's worker did not start", {timeout: 20_000});

  failing = 'document';
  await page.reload();
  await tryIt(page, 'createHook').click();
  await expect(consoleOf(page, 'createHook').getByRole('alert')).toContainText("the mock's document did not load (404)", {timeout: 20_000});

  failing = null;
  await page.reload();
  const started = await openConsole(page, 'createHook');
  await expect(started.getByRole('alert')).toHaveCount(0);
});
