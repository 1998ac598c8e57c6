import {test, expect} from './support/test';
import {LANGUAGE_NAMES} from '../../src/plugins/openapi/theme/CodeSamples/language-list';

/**
 * API reference and Insurance Intelligence: every endpoint page renders its
 * operation from the OpenAPI document (method, path, parameter table, code
 * tabs), the overview lists every endpoint, and the document is downloadable
 * with every host resolved.
 */
const endpoints: Array<{route: string; ops: Array<{id: string; method: string; path: string}>}> = [
  {
    route: '/docs/api/authenticate/',
    ops: [
      {id: 'authenticate', method: 'POST', path: '/auth/token'},
      {id: 'createSdkToken', method: 'POST', path: '/tenants/{tenant_id}/sdk_tokens'},
    ],
  },
  {
    route: '/docs/carrier_integrations/',
    ops: [
      {id: 'receiveQuoteRequest', method: 'POST', path: 'https://<your endpoint>'},
      {id: 'updateQuoteRequest', method: 'PUT', path: '/quote_requests/{quote_number}'},
    ],
  },
  {route: '/docs/api/create_application_form/', ops: [{id: 'createApplicationForm', method: 'POST', path: '/tenants/{tenant_id}/application_forms'}]},
  {route: '/docs/api/update_application_form/', ops: [{id: 'updateApplicationForm', method: 'PATCH', path: '/tenants/{tenant_id}/application_forms/{id}'}]},
  {route: '/docs/api/get_latest_application_form/', ops: [{id: 'getLatestApplicationForm', method: 'GET', path: '/application_forms/{id}/latest'}]},
  {route: '/docs/api/get_consumer_application_form/', ops: [{id: 'getConsumerApplicationForm', method: 'POST', path: '/tenants/{tenant_id}/application_forms/search'}]},
  {route: '/docs/api/clone_application_form/', ops: [{id: 'cloneApplicationForm', method: 'POST', path: '/tenants/{tenant_id}/application_forms/{id}/clones'}]},
  {route: '/docs/api/lend_app_form/', ops: [{id: 'lendApplicationForm', method: 'POST', path: '/tenants/{tenant_id}/lent_application_forms'}]},
  {route: '/docs/api/send_prospect/', ops: [{id: 'sendProspect', method: 'POST', path: '/exchange_application_forms'}]},
  {route: '/docs/api/receive_prospect/', ops: [{id: 'receiveProspect', method: 'POST', path: 'https://<your endpoint>'}]},
  {route: '/docs/api/receive_trucking_prospect/', ops: [{id: 'receiveTruckingProspect', method: 'POST', path: 'https://<your endpoint>'}]},
  {route: '/docs/api/create_disposition/', ops: [{id: 'createDisposition', method: 'POST', path: '/leads/{lead_id}/lead_attributes'}]},
  {route: '/docs/api/get_dispositions/', ops: [{id: 'getDispositions', method: 'GET', path: '/leads/{lead_id}/lead_attributes'}]},
  {route: '/docs/api/get_coverage_types/', ops: [{id: 'getCoverageTypes', method: 'GET', path: '/coverage_types'}]},
  {route: '/docs/api/get_attachments/', ops: [{id: 'getAttachment', method: 'GET', path: '/attachments/{id}'}]},
  {route: '/docs/insurance_intelligence/company_submit/', ops: [{id: 'companySubmit', method: 'POST', path: '/company/v1/company_submit'}]},
  {route: '/docs/insurance_intelligence/quick_submit/', ops: [{id: 'quickSubmit', method: 'POST', path: '/company/v1/quick_submit'}]},
  {
    route: '/docs/insurance_intelligence/universal_submit/',
    ops: [
      {id: 'universalSubmitFile', method: 'POST', path: '/universal/v3/universal-submit/file'},
      {id: 'createUniversalSubmitUploadUrl', method: 'POST', path: '/universal/v4/universal-submit/file-upload-url'},
    ],
  },
  {route: '/docs/insurance_intelligence/data_inquiry/', ops: [{id: 'dataInquiry', method: 'GET', path: '/data/v4/{dp_id}/{report_id}'}]},
  {route: '/docs/insurance_intelligence/smart_data_audit/', ops: [{id: 'smartDataAudit', method: 'POST', path: '/audit/v1/report/triangulation'}]},
  {route: '/docs/insurance_intelligence/market_intelligence/', ops: [{id: 'getMarketRecommendation', method: 'GET', path: '/market_recommendation'}]},
  {
    route: '/docs/api/hooks/',
    ops: [
      {id: 'createHook', method: 'POST', path: '/hooks'},
      {id: 'listHooks', method: 'GET', path: '/hooks'},
      {id: 'getHook', method: 'GET', path: '/hooks/{id}'},
      {id: 'updateHook', method: 'PATCH', path: '/hooks/{id}'},
      {id: 'deleteHook', method: 'DELETE', path: '/hooks/{id}'},
    ],
  },
  {
    route: '/docs/api/hook_requests/',
    ops: [
      {id: 'listHookRequests', method: 'GET', path: '/hooks/{id}/requests'},
      {id: 'redeliverHookRequest', method: 'POST', path: '/hooks/{id}/requests/{request_id}/redeliver'},
      {id: 'sendHookTestEvent', method: 'POST', path: '/hooks/{id}/test'},
    ],
  },
];

test.describe('API endpoint pages', () => {
  for (const {route, ops} of endpoints) {
    test(`${route} renders its operation, parameters and code samples`, async ({page}) => {
      await page.goto(route);
      await expect(page.locator('article h1')).toHaveCount(1);
      for (const op of ops) {
        const header = page.locator(`[data-operation-id="${op.id}"]`);
        await expect(header).toBeVisible();
        await expect(header.locator('span').first()).toHaveText(op.method);
        await expect(header.locator('code').first()).toHaveText(op.path);
        const samples = page.locator(`[data-code-samples="${op.id}"]`);
        await expect(samples.getByRole('tab')).toHaveText(LANGUAGE_NAMES.map((language) => language.label));
        const curl = samples.locator('[role="tabpanel"]:not([hidden]) code');
        await expect(curl).toContainText('curl ');
        if (op.method !== 'GET') await expect(curl).toContainText(`--request ${op.method}`);
      }
      const tables = page.locator('table[data-params]');
      expect(await tables.count()).toBeGreaterThanOrEqual(ops.length);
      await expect(tables.first().locator('tbody tr').first()).toBeVisible();
      // Generated sections are real headings and reach the table of contents.
      await expect(page.locator('.table-of-contents a', {hasText: /Responses|Your response/}).first()).toBeAttached();
      await expect(page.locator('article :is(h3, h4)', {hasText: /^2\d\d /}).first()).toBeVisible();
    });
  }

  test('language tabs stay in sync across pages', async ({page}) => {
    await page.goto('/docs/api/create_application_form/');
    const samples = page.locator('[data-code-samples="createApplicationForm"]');
    await samples.getByRole('tab', {name: 'Python'}).click();
    await expect(samples.locator('[role="tabpanel"]:not([hidden]) code')).toContainText('requests.post(');
    await page.goto('/docs/api/get_coverage_types/');
    const next = page.locator('[data-code-samples="getCoverageTypes"]');
    await expect(next.getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');
    await expect(next.locator('[role="tabpanel"]:not([hidden]) code')).toContainText('requests.get(');
  });

  test('required marks, enums and constraints are shown', async ({page}) => {
    await page.goto('/docs/api/create_disposition/');
    const body = page.locator('#request-body ~ div').first();
    await expect(body).toContainText('history');
    await expect(body).toContainText('25–5000 characters');
    await expect(body).toContainText('"Unreachable"');
    await expect(body.getByText('required').first()).toBeVisible();
  });
});

test.describe('API overview and the OpenAPI download', () => {
  test('the overview lists every endpoint and links to its page', async ({page}) => {
    await page.goto('/docs/api/api_overview/');
    const table = page.locator('table').filter({hasText: '/exchange_application_forms'});
    // One row per operation of the document (paths and the prospect deliveries).
    await expect(table.locator('tbody tr')).toHaveCount(endpoints.reduce((sum, e) => sum + e.ops.length, 0));
    for (const {route} of endpoints) {
      expect(await table.locator(`a[href="${route}"]`).count(), route).toBeGreaterThanOrEqual(1);
    }
    for (const id of ['rate-limits-and-retries', 'idempotency', 'pagination', 'errors', 'versioning']) {
      await expect(page.locator(`h2#${id}`)).toBeVisible();
    }
  });

  test('the Insurance Intelligence 101 draws its data flow', async ({page}) => {
    await page.goto('/docs/insurance_intelligence/insurance_intelligence_101/');
    await expect(page.locator('.bp-diagram svg').first()).toBeVisible();
  });

  for (const file of ['/openapi/bindpoint.openapi.yaml', '/openapi/bindpoint.openapi.json']) {
    test(`${file} is downloadable with every host resolved`, async ({request}) => {
      const response = await request.get(file);
      expect(response.status()).toBe(200);
      const text = await response.text();
      expect(text).toContain('openapi: 3.1.0'.slice(0, 7));
      expect(text).toContain('createApplicationForm');
      expect(text).not.toContain('{{');
    });
  }
});
