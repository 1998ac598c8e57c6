import {test, expect, type Page} from '../support/test';
import {stayLocal} from '../support';
import {openSearchModal, searchInput} from '../support/search';
import {sandboxOrigins, sandboxSource} from '../../../src/plugins/csp';
import {openConsole, send} from './support';

/**
 * Every page carries one Content-Security-Policy (a meta tag, first in its
 * head), and no template page causes a violation: one page of each template,
 * with what it does after loading (search typed in the modal and on the
 * search page, the API console opened and sent).
 */
test.use({serviceWorkers: 'allow'});

type Violation = {directive: string; blocked: string; source: string};

async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as {cspViolations: Violation[]}).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push({directive: e.effectiveDirective, blocked: e.blockedURI, source: `${e.sourceFile}:${e.lineNumber}`}));
  });
  return async () => {
    const seen = await page.evaluate(() => (window as unknown as {cspViolations: Violation[]}).cspViolations);
    // None tolerated: DocSearch's zod eval probe is answered in the build (src/plugins/csp/zod-eval-probe-loader.cjs).
    return seen.map((v) => `${v.directive} refused ${v.blocked} (${v.source})`);
  };
}

async function policyOf(page: Page): Promise<string> {
  const metas = page.locator('head meta[http-equiv="Content-Security-Policy"]');
  await expect(metas).toHaveCount(1);
  // First in the head after the charset, so it governs every tag after it.
  expect(await page.evaluate(() => document.head.querySelector('meta:not([charset])')?.getAttribute('http-equiv'))).toBe('Content-Security-Policy');
  return (await metas.getAttribute('content')) ?? '';
}

const templates: Array<{name: string; route: string; then?: (page: Page) => Promise<void>}> = [
  {name: 'home', route: '/'},
  {
    name: 'doc, with the search modal',
    route: '/docs/overview/',
    then: async (page) => {
      await openSearchModal(page);
      await searchInput(page).fill('webhook');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    },
  },
  {
    name: 'API operation, with the console sent',
    route: '/docs/api/create_application_form/',
    then: async (page) => {
      await openConsole(page, 'createApplicationForm');
      expect((await send(page, 'createApplicationForm')).status).toBe(201);
    },
  },
  {name: 'component', route: '/docs/sdk/components/bp-sdk-date-input/'},
  {
    name: 'search',
    route: '/search/?q=webhook',
    then: async (page) => {
      await expect(page.getByTestId('search-count')).toContainText(/\d+ results/);
    },
  },
  {name: '404', route: '/no-such-page/'},
];

for (const t of templates) {
  test(`${t.name} page (${t.route}): one policy, no violation`, async ({page}) => {
    await stayLocal(page);
    const violations = await watchViolations(page);
    await page.goto(t.route);
    const policy = await policyOf(page);
    expect(policy).toContain("default-src 'self'");
    expect(policy).not.toContain("'unsafe-eval'");
    // Inline scripts are allowed by their hashes (src/plugins/csp/script-hashes.ts), not by 'unsafe-inline'.
    const scripts = policy.split('; ').find((d) => d.startsWith('script-src '))!.split(' ');
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts.filter((s) => s.startsWith("'sha256-")).length).toBeGreaterThan(0);
    const connect = policy.split('; ').find((d) => d.startsWith('connect-src '))!.split(' ');
    expect(connect).toContain(sandboxSource());
    for (const origin of sandboxOrigins()) expect(new URL(origin).hostname.endsWith(sandboxSource().slice('https://*'.length))).toBe(true);
    await t.then?.(page);
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
  });
}

test('the policy is enforced: a script from another origin is refused', async ({page}) => {
  await stayLocal(page);
  const violations = await watchViolations(page);
  await page.goto('/docs/overview/');
  await page.evaluate(() => {
    const s = document.createElement('script');
    s.src = 'https://cdn.elsewhere.example/x.js';
    document.head.append(s);
  });
  await expect.poll(violations).toEqual([expect.stringContaining('script-src-elem refused https://cdn.elsewhere.example/x.js')]);
});

test('an injected inline script is refused: inline scripts run only by their hashes', async ({page}) => {
  await stayLocal(page);
  const violations = await watchViolations(page);
  await page.goto('/docs/overview/');
  const ran = await page.evaluate(() => {
    (window as unknown as {injected?: boolean}).injected = false;
    const s = document.createElement('script');
    s.textContent = 'window.injected = true;';
    document.head.append(s);
    return (window as unknown as {injected?: boolean}).injected;
  });
  expect(ran).toBe(false);
  await expect.poll(violations).toEqual([expect.stringContaining('script-src-elem refused inline')]);
});

test('a redirect page (`<page>.html`) carries its own policy, runs its script under it and keeps the query and hash', async ({page}) => {
  await stayLocal(page);
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  const response = await page.request.get('/docs/overview.html/');
  expect(await response.text()).toMatch(/<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'sha256-[^']+'; base-uri 'none'; form-action 'none'">/);
  await page.goto('/docs/overview.html/?from=old#how-the-platform-fits-together');
  await expect(page).toHaveURL(/\/docs\/overview\/\?from=old#how-the-platform-fits-together$/);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  expect(refused).toEqual([]);
});
