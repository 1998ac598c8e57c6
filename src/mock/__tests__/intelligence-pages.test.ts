/**
 * Insurance Intelligence as the pages describe it: market intelligence
 * answers an empty list for a segment without statistics
 * (market_intelligence.mdx); smart data audit (smart_data_audit.mdx) answers
 * 404 for a report still being built, and each element's `destination_path`
 * names an answer code of the question sets, in the mock's answers and the
 * OpenAPI example alike.
 */
import {describe, expect, test} from 'vitest';
import {call, document, sandbox, testMock, token} from './helpers';
import {readerVariable} from '../../data/world/env';
import {questionCodes} from '../seed';

const key = () => readerVariable('BP_API_KEY').sandbox;
const body = {dp_id: 'dp_commercial_core', company_name: 'Whitfield Bakery LLC', address: {street: '418 Congress Ave', city: 'Austin', state: 'TX', zip: '78701'}};
const codes = new Set(questionCodes());
const unknownPaths = (elements: Array<{destination_path: string}>) =>
  elements.map((e) => e.destination_path).filter((p) => !/^answer_values\./.test(p) || !codes.has(p.slice('answer_values.'.length)));

describe('market intelligence', () => {
  test('a segment without statistics answers an empty list, the example\'s segment its carriers', async () => {
    const mock = testMock();
    const t = await token(mock);
    const get = (q: string) => call(mock, 'GET', `${sandbox.carrier}/market_recommendation?${q}`, {token: t, headers: {'x-api-key': key()}});
    const known = await get('state=TX&naics=311811&product=general_liability');
    expect([known.status, known.body.carriers.length > 0]).toEqual([200, true]);
    const thin = await get('state=AK&naics=999999&product=general_liability');
    expect([thin.status, thin.body.carriers]).toEqual([200, []]);
  });
});

describe('smart data audit', () => {
  test('answers 404 while the report is being built, then names question codes as destination paths', async () => {
    const mock = testMock();
    const t = await token(mock);
    const headers = {'x-api-key': key()};
    const submitted = await call(mock, 'POST', `${sandbox.intelligence}/company/v1/company_submit`, {token: t, headers, body});
    expect(submitted.status).toBe(202);
    const audit = () => call(mock, 'POST', `${sandbox.intelligence}/audit/v1/report/triangulation`, {token: t, headers, body: {dp_id: 'dp_commercial_core', report_id: submitted.body.company_report_id}});
    const early = await audit();
    expect([early.status, early.body.error?.code]).toEqual([404, 'not_found']);
    await mock.clock.advance(mock.document['x-facts'].reportReadySeconds * 1000);
    const ready = await audit();
    expect(ready.status).toBe(200);
    expect(ready.body.elements.length).toBeGreaterThan(2);
    expect(unknownPaths(ready.body.elements)).toEqual([]);
  });

  test("the OpenAPI example's destination paths are question codes too", () => {
    const op = document.paths['/audit/v1/report/triangulation'].post;
    const examples = Object.values<{value: {elements: Array<{destination_path: string}>}}>(op.responses['200'].content['application/json'].examples);
    expect(examples.flatMap((e) => unknownPaths(e.value.elements))).toEqual([]);
  });
});
