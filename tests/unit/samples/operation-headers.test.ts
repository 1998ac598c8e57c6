/**
 * A renamed request header is named for what it is (issue 47): the run's 401
 * and the page's text both say which header the OpenAPI document requires.
 */
import {describe, expect, test} from 'vitest';
import {tokens} from '../../../src/site/identity';
import {advice} from '../../samples/verdict';
import {headerHint, missingCredentials} from './operation-headers';

const forms = `${tokens.partnerApiSandbox}/tenants/t-1/application_forms`;

describe('a renamed header', () => {
  test('the mock refused it: the message names the credentials the operation takes, and the header sent instead', () => {
    expect(missingCredentials('POST', forms, ['content-type', 'X-Auth'])).toBe(
      'createApplicationForm takes its credentials in Authorization: Bearer <token>, which the request does not send; it sends X-Auth, which the OpenAPI document does not define for it: send Authorization: Bearer <token> (rename X-Auth)',
    );
    // As Node's fetch sends it: headers of its own beside the one the sample renamed.
    const refused = advice({method: 'POST', url: forms, status: 401, requestHeaders: {'content-type': 'application/json', 'accept-language': '*', 'sec-fetch-mode': 'cors', 'x-auth': 'Bearer abc'}});
    expect(refused.category).toBe('authentication');
    expect(refused.text).toMatch(/^createApplicationForm takes its credentials in Authorization: Bearer <token>, which the request does not send; it sends X-Auth, which the OpenAPI document does not define for it: send Authorization: Bearer <token> \(rename X-Auth\)$/);
  });

  test('credentials sent whole: the value is what is wrong, and the usual advice stands', () => {
    expect(missingCredentials('POST', forms, ['authorization', 'content-type'])).toBeUndefined();
    expect(advice({method: 'POST', url: forms, status: 401, requestHeaders: {authorization: 'Bearer old'}}).text).toMatch(/credentials are missing, wrong, expired/);
  });

  test('in a page: the operation of the request it sits in, else the nearest header of the document', () => {
    expect(headerHint('X-Auth', {method: 'POST', url: forms})).toMatch(/^createApplicationForm takes Authorization: Bearer <token>, and the header Idempotency-Key: write the one X-Auth stands for$/);
    expect(headerHint('X-Api-Keys')).toBe('did you mean x-api-key?');
  });
});
