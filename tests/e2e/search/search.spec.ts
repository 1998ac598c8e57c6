import {test, expect} from '../support/test';
import {stayLocal} from '../support';
import {expectSearchFailureShown, openSearchModal, pressToOpenSearch, searchInput, searchModal} from '../support/search';

test.beforeEach(async ({page}) => {
  await stayLocal(page);
});

test('Ctrl+K opens the modal with the "Search docs" placeholder; Escape closes it', async ({page}) => {
  await openSearchModal(page, 'Control+k');
  await expect(searchInput(page)).toHaveAttribute('placeholder', 'Search docs');
  await page.keyboard.press('Escape');
  await expect(searchModal(page)).toHaveCount(0);
});

test('Cmd+K opens the modal too', async ({page}) => {
  await openSearchModal(page, 'Meta+k');
});

test('"/" opens the modal, but not while typing in a field', async ({page}) => {
  await openSearchModal(page, '/');
  await page.keyboard.press('Escape');
  await page.goto('/search/');
  const field = page.getByRole('searchbox', {name: 'Search docs'});
  await field.click();
  await page.keyboard.type('a/b');
  await expect(field).toHaveValue('a/b');
  await expect(searchModal(page)).toHaveCount(0);
});

test('hits are grouped by page, highlighted, and lead to the exact heading anchor', async ({page}) => {
  await openSearchModal(page, 'Control+k');
  await searchInput(page).fill('webhook signature');
  const hits = page.locator('.DocSearch-Hit a');
  await expect(hits.first()).toBeVisible();
  await expect(page.locator('.DocSearch-Hit-source').first()).toBeVisible();
  await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
  const sectionHit = page.locator('.DocSearch-Hit a[href*="#"]').first();
  const href = (await sectionHit.getAttribute('href'))!;
  expect(href).toMatch(/^\/docs\/webhooks\/[a-z_]+\/#[\w-]+$/);
  await sectionHit.click();
  await expect(page).toHaveURL(href);
  const id = decodeURIComponent(href.split('#')[1]!);
  await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
});

test('no-results text, then suggestions from earlier results', async ({page}) => {
  await openSearchModal(page, 'Control+k');
  await searchInput(page).fill('webhooks');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  const firstGroup = (await page.locator('.DocSearch-Hit-source').first().textContent())!.trim().toLowerCase();
  await searchInput(page).fill('zqxvjkwq');
  await expect(page.locator('.DocSearch-NoResults')).toContainText('No results for');
  await expect(page.locator('.DocSearch-NoResults')).toContainText('zqxvjkwq');
  await expect(page.locator('.DocSearch-NoResults')).toContainText('Try searching for');
  // The groups of the earlier results (src/search/docsearch.ts, suggestions), the first one first.
  const suggestion = page.locator('.DocSearch-NoResults .DocSearch-Prefill').first();
  await expect(suggestion).toHaveText(firstGroup);
  await suggestion.click();
  await expect(searchInput(page)).toHaveValue(`${firstGroup} `);
});

test('"See all {count} results" shows the true total, equal to the search page count, after several keystrokes', async ({
  page,
}) => {
  await openSearchModal(page, 'Control+k');
  // Type letter by letter: DocSearch 4.7 would add these counts up.
  await searchInput(page).pressSequentially('webhook', {delay: 80});
  const seeAll = page.getByRole('link', {name: /^See all \d+ results$/});
  await expect(seeAll).toBeVisible();
  await page.waitForTimeout(500);
  const modalCount = Number((await seeAll.textContent())!.match(/\d+/)![0]);
  await seeAll.click();
  await expect(page).toHaveURL('/search/?q=webhook');
  const pageCount = Number((await page.getByTestId('search-count').textContent())!.match(/\d+/)![0]);
  expect(modalCount).toBe(pageCount);
  expect(pageCount).toBeGreaterThan(1);
});

test('recent and favourite searches are saved, persist across reload, and can be removed', async ({page}) => {
  await openSearchModal(page, 'Control+k');
  await searchInput(page).fill('okta');
  const firstHit = page.locator('.DocSearch-Hit a').first();
  await expect(firstHit).toBeVisible();
  await firstHit.click();
  await expect(searchModal(page)).toHaveCount(0);

  await page.reload();
  await pressToOpenSearch(page);
  const recent = page.locator('.DocSearch-Hits', {has: page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})});
  await expect(recent.locator('.DocSearch-Hit')).toHaveCount(1);
  await recent.locator('.DocSearch-Hit').first().hover();
  await recent.getByTitle('Save this search').click();
  const favorites = page.locator('.DocSearch-Hits', {has: page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'})});
  await expect(favorites.locator('.DocSearch-Hit')).toHaveCount(1);

  await page.reload();
  await pressToOpenSearch(page);
  await expect(favorites.locator('.DocSearch-Hit')).toHaveCount(1);
  await favorites.locator('.DocSearch-Hit').first().hover();
  await favorites.getByTitle('Remove this search from favorites').click();
  await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'})).toHaveCount(0);
});

test('when the index cannot be reached, the modal and the page say so', async ({page}) => {
  await page.route('**/search-index/**', (route) => route.abort('failed'));
  await expectSearchFailureShown(page, 'webhooks');
});

test('search page: reads and writes q, shows count, breadcrumbs and snippets, pages through results', async ({page}) => {
  await page.goto('/search/?q=application%20form');
  const box = page.getByRole('searchbox', {name: 'Search docs'});
  await expect(box).toHaveValue('application form');
  await expect(page.getByTestId('search-count')).toContainText(/\d+ results/);
  const items = page.locator('[data-testid="search-results"] > li');
  await expect(items).toHaveCount(10);
  await expect(items.first().locator('p').first()).not.toBeEmpty();
  await expect(page.locator('[data-testid="search-results"] mark').first()).toBeVisible();
  await page.getByRole('button', {name: /Show more results/}).click();
  await expect(items).toHaveCount(20);

  await box.fill('okta');
  await expect(page).toHaveURL('/search/?q=okta');
  await expect(page.locator('[data-testid="search-results"] > li h2 a').first()).toHaveAttribute('href', /okta|sso/);
  await box.fill('');
  await expect(page).toHaveURL('/search/');
  await expect(page.getByText('Type a question, a word, an endpoint')).toBeVisible();
});

for (const [typo, corrected, target] of [
  ['dispositon', 'disposition', /disposition/],
  ['okat sso', 'okta sso', /\/sso\/okta\/|sso_saml/],
  ['webhok signature', 'webhook signature', /\/webhooks\/wh_securing\//],
] as const) {
  test(`a misspelled query (${typo}) is corrected and says so`, async ({page}) => {
    await page.goto(`/search/?q=${encodeURIComponent(typo)}`);
    await expect(page.getByTestId('search-count')).toContainText(`for “${corrected}”`);
    await expect(page.locator('[data-testid="search-results"] > li h2 a').first()).toHaveAttribute('href', target);
  });
}

const hostile = [
  {name: 'HTML and script', q: '<img src=x onerror=alert(1)>', shown: '<img src=x onerror=alert(1)>'},
  {name: '2,000 characters', q: 'a'.repeat(2000), shown: 'a'.repeat(200)},
  {name: 'only spaces', q: '     ', shown: null},
];

for (const h of hostile) {
  test(`hostile query on the search page (${h.name}) is shown as text and nothing breaks`, async ({page}) => {
    let dialog = false;
    page.on('dialog', async (d) => {
      dialog = true;
      await d.dismiss();
    });
    await page.goto(`/search/?q=${encodeURIComponent(h.q)}`);
    await expect(page.locator('h1')).toBeVisible();
    if (h.shown) await expect(page.locator('h1')).toContainText(h.shown.slice(0, 60));
    else await expect(page.getByText('Type a question, a word, an endpoint')).toBeVisible();
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
    await page.waitForTimeout(300);
    expect(dialog).toBe(false);
  });
}

test('broken percent-encoding in ?q= does not crash the page', async ({page}) => {
  await page.goto('/search/?q=%E0%A4%A');
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.getByRole('heading', {name: 'This page crashed.'})).toHaveCount(0);
});

test('hostile query in the modal is shown as text', async ({page}) => {
  let dialog = false;
  page.on('dialog', async (d) => {
    dialog = true;
    await d.dismiss();
  });
  await openSearchModal(page, 'Control+k');
  await searchInput(page).fill('<img src=x onerror=alert(1)>');
  await expect(page.locator('.DocSearch-Hit, .DocSearch-NoResults').first()).toBeVisible();
  await expect(page.locator('.DocSearch-Modal img[src="x"]')).toHaveCount(0);
  await searchInput(page).fill('x'.repeat(2000));
  await expect(page.locator('.DocSearch-NoResults, .DocSearch-Hit').first()).toBeVisible();
  expect(dialog).toBe(false);
});

test('a question in the modal: the page that answers, the snippet under its title, and the section by its anchor', async ({page}) => {
  await openSearchModal(page, 'Control+k');
  await searchInput(page).fill('Which events fire when a prospect is dispositioned?');
  const first = page.locator('.DocSearch-Hit').first();
  await expect(first.locator('a')).toHaveAttribute('href', '/docs/exchange/receive_side/dispositioning_prospects/');
  const snippet = first.locator('.DocSearch-Hit-path');
  await expect(snippet).toContainText('no webhook event');
  await expect(snippet.locator('mark').first()).toBeVisible();
  const section = page.locator('.DocSearch-Hit a[href^="/docs/exchange/receive_side/dispositioning_prospects/#"]').first();
  await expect(section).toBeVisible();
  const href = (await section.getAttribute('href'))!;
  await section.click();
  await expect(page).toHaveURL(href);
  await expect(page.locator(`[id="${decodeURIComponent(href.split('#')[1]!)}"]`)).toBeInViewport();
});

test('a question on the search page: each result shows the section that answers, linked by anchor, and its snippet', async ({page}) => {
  await page.goto(`/search/?q=${encodeURIComponent('How long does the consumer link last?')}`);
  const items = page.locator('[data-testid="search-results"] > li');
  await expect(items.first()).toBeVisible();
  const hrefs = await items.locator('h2 a').evaluateAll((links) => links.slice(0, 3).map((a) => a.getAttribute('href')));
  expect(hrefs).toContain('/docs/api/get_consumer_application_form/');
  const answer = items.first().getByTestId('search-answer').locator('a');
  await expect(answer).toHaveAttribute('href', /^\/docs\/[\w/]+\/#[\w-]+$/);
  await expect(items.first().locator('p mark').first()).toBeVisible();
});

test('a word no page uses is left out of a longer question, and the page says so', async ({page}) => {
  await page.goto(`/search/?q=${encodeURIComponent('dispositions flibbertigibbet deadline for a received lead')}`);
  await expect(page.getByTestId('search-count')).toContainText('(no page uses “flibbertigibbet”; searched without it)');
  await expect(page.locator('[data-testid="search-results"] > li h2 a').first()).toHaveAttribute('href', /dispositioning_prospects|rs_overview/);
});

for (const [intent, act] of [
  ['hovering the search button', async (page: import('@playwright/test').Page) => page.locator('.DocSearch-Button').hover()],
  ['focusing it with the keyboard', async (page: import('@playwright/test').Page) => page.locator('.DocSearch-Button').focus()],
  ['the shortcut', async (page: import('@playwright/test').Page) => page.keyboard.press('Control+k')],
] as const) {
  test(`the index starts downloading on intent: ${intent}`, async ({page}) => {
    await page.goto('/docs/overview/');
    await page.waitForLoadState('networkidle');
    const meta = page.waitForRequest((request) => request.url().endsWith('/search-index/meta.json'));
    await act(page);
    await meta;
  });
}

test('nothing of the index downloads before the reader shows intent', async ({page}) => {
  const requested: string[] = [];
  page.on('request', (request) => request.url().includes('/search-index/') && requested.push(request.url()));
  await page.goto('/docs/overview/');
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);
});
