/**
 * The values the component manifest's usage snippets show (./generate-manifest.mjs).
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

/**
 * Ids of the usage snippets come from the fixture world (src/data/world): the
 * story's form, its bound quote request and quote document, the reader's
 * storefront SDK client id. An application form id is a UUID, never the
 * reference id (`XXX-XXX-XXX`); tests/unit/world/identifiers.test.ts checks
 * every example against the OpenAPI identifier schemas.
 */
function worldExamples(siteDir) {
  const jiti = createJiti(fileURLToPath(import.meta.url), {cache: false, requireCache: false, interopDefault: true});
  const world = jiti(path.join(siteDir, 'src/data/world/index.ts'));
  const form = world.formByKey('harborline');
  const quote = world.quoteRequests.find((q) => q.form === form.key && q.policyNumber);
  return {
    applicationFormId: world.latestVersion(form).id,
    referenceId: form.referenceId,
    quoteRequestId: quote.id,
    attachmentId: quote.attachmentIds[0],
    carrier: quote.carrier,
    sdkClientId: world.worldTokens['world:storefrontSdkClientId'],
  };
}

/** Example values for the usage snippets, by property name (null: derived from the property's type). */
export function usageExamples(siteDir) {
  const world = worldExamples(siteDir);
  return {
    applicationFormId: world.applicationFormId,
    quoteRequestId: world.quoteRequestId,
    quoteRequestIds: null,
    vehicleId: 'veh_01',
    driverId: 'drv_01',
    locationId: 'loc_01',
    processId: 'proc_4412',
    itemId: 'general-liability',
    sdkClientId: world.sdkClientId,
    authToken: 'gt_8f2c4a91d7e3b605',
    attachmentId: world.attachmentId,
    referenceId: world.referenceId,
    questionSetCode: 'mqs',
    groupCode: 'contact',
    expiresAt: '2026-12-31T23:59:59Z',
    carrier: world.carrier,
    productCode: 'general_liability',
    sector: '23',
    mask: '(999) 999-9999',
    vin: '1FTBW2CM5MKA12345',
    make: 'Ford',
    model: 'Transit',
    year: '2021',
    label: 'Remove this item',
    heading: 'Business details',
    text: 'Annual revenue',
    name: 'details',
    field: 'carrier',
    value: 'yes',
    target: 'quotes',
  };
}
