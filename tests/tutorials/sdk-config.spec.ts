/**
 * The SDK test stand-in's configuration (tests/tutorials/sdk/sdk.ts) is the
 * declared one (src/data/sdk/bindpoint-sdk.d.ts `BindPointConfig`, the
 * globals page): `clientId` and `environment` are required, `storefrontCode`
 * is optional. A consumer-flow SDK writes its `storefrontCode` to the forms
 * it creates (`storefront_code`); without one, the Partner API gives the form
 * the tenant's main storefront ("Defaults to the tenant's main storefront",
 * the OpenAPI document's ApplicationFormCreateRequest). A guest session in
 * the browser, against the mock.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {htmlPage, routePlatform, startFrontEnd, type FrontEnd} from './support/front-end';
import {startMock, type TutorialMock} from './support/mock';
import {scratch} from './support/page-code';
import {PORTS} from './support/repo';

test.describe.configure({mode: 'serial'});

let mock: TutorialMock;
let front: FrontEnd;
test.beforeAll(async () => {
  mock = await startMock();
  const dir = scratch('sdk-config');
  fs.writeFileSync(path.join(dir, 'index.html'), htmlPage('<p>SDK configuration</p>'));
  front = await startFrontEnd(dir, PORTS.frontEnd, PORTS.backEnd);
});
test.afterAll(async () => {
  await front?.close();
  await mock?.stop();
});

/** A single-use guest token minted by "the back end" (the reader's client), for the storefront SDK client id. */
async function guestToken(): Promise<string> {
  const response = await fetch(`${mock.url}/tenants/${mock.env.BP_TENANT_ID}/sdk_tokens`, {
    method: 'POST',
    headers: {authorization: `Bearer ${await mock.token()}`, 'content-type': 'application/json'},
    body: JSON.stringify({sdk_token: {sdk_client_id: mock.env.BP_STOREFRONT_SDK_CLIENT_ID, role: 'guest'}}),
  });
  const body = (await response.json()) as {token?: string};
  if (!body.token) throw new Error(`No guest token (HTTP ${response.status}): ${JSON.stringify(body)}`);
  return body.token;
}

/** In a fresh page: initialize with `config`, exchange a guest token, create a form; the form's reference id, or the error. */
async function createWith(page: Page, config: Record<string, unknown>): Promise<{referenceId?: string; error?: string}> {
  await routePlatform(page, mock);
  await page.goto(`${front.origin}/`);
  const token = await guestToken();
  return page.evaluate(
    async ({config, token}) => {
      const sdk = await import('/__sdk/sdk.js' as string);
      try {
        await sdk.initialize(config);
        await sdk.exchangeGuestToken({token});
        const form = await sdk.createApplicationForm({answers: [{code: 'mqs_business_name', answer: 'Harborline Bakery LLC'}]});
        return {referenceId: form.referenceId as string};
      } catch (error) {
        return {error: (error as Error).message};
      }
    },
    {config: {clientId: mock.env.BP_STOREFRONT_SDK_CLIENT_ID, environment: 'sandbox', ...config}, token},
  );
}

const tenant = () => mock.server.mock.state('sandbox').tenants.get(mock.env.BP_TENANT_ID!)!;

test('without storefrontCode the SDK initializes, and the form it creates gets the tenant\'s main storefront', async ({page}) => {
  const result = await createWith(page, {});
  expect(result.error, 'storefrontCode is optional in the declared BindPointConfig').toBeUndefined();
  const form = tenant().forms.get(result.referenceId!)!;
  expect({flow: form.flow, storefront_code: form.storefront_code}).toEqual({flow: 'consumer', storefront_code: tenant().storefronts[0]});
});

test('with storefrontCode the form is that storefront\'s', async ({page}) => {
  const other = tenant().storefronts.find((code) => code !== tenant().storefronts[0]);
  test.skip(!other, 'the reader\'s tenant has one storefront in the world');
  const result = await createWith(page, {storefrontCode: other});
  expect(result.error).toBeUndefined();
  expect(tenant().forms.get(result.referenceId!)!.storefront_code).toBe(other);
});

test('a missing clientId or environment is still a configuration error, and so is an empty storefrontCode', async ({page}) => {
  expect((await createWith(page, {clientId: undefined})).error).toBe('initialize(): clientId is required');
  const blank = await page.context().newPage();
  expect((await createWith(blank, {storefrontCode: ''})).error).toBe('initialize(): storefrontCode is a storefront code, or left out');
});
