import {test, expect, type Page} from './support/test';

const SECTION_IDS = [
  'overview',
  'usage',
  'properties',
  'events',
  'methods',
  'slots',
  'shadow-parts',
  'css-custom-properties',
  'custom-element-hooks',
  'contract',
  'dependencies',
];

const page = (tag: string) => `/docs/sdk/components/${tag}/`;

async function expectReferencePage(p: Page, tag: string, prop: string, event?: string) {
  await p.goto(page(tag));
  await expect(p.locator('h1')).toHaveText(tag);
  const table = p.getByRole('table', {name: `Properties of ${tag}`, exact: true});
  await expect(table).toBeVisible();
  await expect(table.getByRole('link', {name: prop, exact: true})).toHaveAttribute('href', `#prop-${prop}`);
  // Real headings, in the rendered HTML and in the table of contents.
  await expect(p.locator(`h3#prop-${prop}`)).toHaveCount(1);
  await expect(p.locator(`.table-of-contents a[href="#prop-${prop}"]`)).toHaveCount(1);
  if (event) {
    await expect(p.locator(`h3#event-${event}`)).toHaveCount(1);
    await expect(p.locator(`.table-of-contents a[href="#event-${event}"]`)).toHaveCount(1);
  }
  const ids = await p.locator('article h2[id]').evaluateAll((hs) => hs.map((h) => h.id));
  expect(ids).toEqual(SECTION_IDS);
}

test('bp-sdk-date-input renders its property table, anchors and TOC entries', async ({page: p}) => {
  await expectReferencePage(p, 'bp-sdk-date-input', 'questionCode', 'bpSdkChange');
  await expect(p.locator('h3#prop-min')).toContainText('min');
  await expect(p.locator('.table-of-contents a[href="#method-validate"]')).toHaveCount(1);
  await expect(p.getByRole('table', {name: 'Events of bp-sdk-date-input'})).toContainText('bpSdkBlur');
  await expect(p.locator('#contract ~ div pre').first()).toContainText('export interface IDateInputComponent');
  // Usage: HTML and React tabs.
  await expect(p.getByRole('tab', {name: 'HTML'})).toBeVisible();
  await p.getByRole('tab', {name: 'React'}).click();
  // React 19 renders the custom element itself, with an on<event> listener (no wrapper module).
  const react = p.getByRole('tabpanel').filter({hasText: 'DateInputExample'});
  await expect(react).toBeVisible();
  await expect(react).toContainText('<bp-sdk-date-input');
  await expect(react).toContainText('onbpSdkChange');
});

test('a deep link to a property anchor lands on its heading', async ({page: p}) => {
  await p.goto(`${page('bp-sdk-date-input')}#prop-showCalendar`);
  await expect(p.locator('h3#prop-showCalendar')).toBeInViewport();
});

for (const [tag, prop, event] of [
  ['bp-sdk-root', 'applicationFormId', 'bpSdkStateChange'],
  ['bp-sdk-setup', 'sdkClientId', 'bpSdkReady'],
  ['bp-sdk-vehicle-panel', 'identifyBy', 'bpSdkSubmit'],
  ['bp-sdk-quote-request-bind', 'quoteRequestId', 'bpSdkBind'],
] as const) {
  test(`${tag} renders its reference sections`, async ({page: p}) => {
    await expectReferencePage(p, tag, prop, event);
  });
}

test('root links the selectors guide and its dependencies resolve', async ({page: p}) => {
  await p.goto(page('bp-sdk-root'));
  await expect(p.locator('article a[href="/docs/sdk/sdk_selectors/"]').first()).toBeVisible();
  const dependencies = p.getByRole('list', {name: 'Components bp-sdk-root renders'});
  await dependencies.getByRole('link', {name: 'bp-sdk-question-set'}).click();
  await expect(p).toHaveURL(/\/docs\/sdk\/components\/bp-sdk-question-set\/$/);
  await expect(p.locator('h1')).toHaveText('bp-sdk-question-set');
});

test('empty sections say so in a sentence', async ({page: p}) => {
  await p.goto(page('bp-sdk-dialog-body'));
  await expect(p.locator('article')).toContainText('has no properties');
  await expect(p.locator('article')).toContainText('emits no events of its own');
  await expect(p.locator('article')).toContainText('has no custom-element hook');
});

test('the component index filters as the reader types', async ({page: p}) => {
  await p.goto('/docs/sdk/components/');
  const rows = p.getByRole('table', {name: 'SDK components'}).locator('tbody tr');
  const total = await rows.count();
  expect(total).toBeGreaterThanOrEqual(180);
  const filter = p.getByLabel('Filter components');
  await filter.fill('vehicle');
  await expect.poll(() => rows.count()).toBeLessThan(total);
  const texts = await rows.allInnerTexts();
  for (const text of texts) expect(text.toLowerCase()).toContain('vehicle');
  await filter.fill('date input');
  await expect(rows.filter({hasText: 'bp-sdk-date-input'})).toHaveCount(1);
  await filter.fill('no such component anywhere');
  await expect(p.getByText('No component matches')).toBeVisible();
  await filter.fill('');
  await expect(rows).toHaveCount(total);
});

test('the sidebar groups components by family', async ({page: p}) => {
  await p.goto(page('bp-sdk-date-input'));
  const sidebar = p.locator('nav.menu');
  await expect(sidebar.getByRole('link', {name: 'Components', exact: true})).toBeVisible();
  await expect(sidebar.getByRole('button', {name: /Inputs/}).or(sidebar.getByText('Inputs', {exact: true})).first()).toBeVisible();
  await expect(sidebar.getByRole('link', {name: 'bp-sdk-date-input', exact: true})).toHaveAttribute('aria-current', 'page');
});
