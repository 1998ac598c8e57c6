/**
 * Status promises are read from the sentences pages write, and conditions,
 * reruns and the reader's own server are not taken for promises.
 */
import {describe, expect, test} from 'vitest';
import {findPromise, promiseOf} from '../../samples/promises';

describe('sentences that promise a status', () => {
  test.each([
    ['A `201 Created` response returns the hook.', [201]],
    ['A successful call answers `201 Created`:', [201]],
    ['Every accepted disposition answers `201 Created` with the stored record:', [201]],
    ['A successful request returns `200 OK`:', [200]],
    ['The API answers `202 Accepted` with a new request that has the same body.', [202]],
    ['Call it with the production token; expect a 401.', [401]],
    ['Sending it → 422 duplicate_prospect.', [422]],
    ['A `200` with `"token_type": "bearer"` means the client id and secret are right.', [200]],
    ['It gets past authentication (a `400` or `422` for the empty body is expected):', [400, 422]],
    ['This call returns `409` with `application_form_lent` while the Exchange holds the form.', [409]],
  ])('%s', (sentence, statuses) => {
    expect(promiseOf(sentence)?.statuses).toEqual(statuses);
  });

  test('the error code named with the status', () => {
    expect(promiseOf('Sending it → 422 duplicate_prospect.')?.code).toBe('duplicate_prospect');
    expect(promiseOf('This call returns `409` with `application_form_lent` while held.')?.code).toBe('application_form_lent');
  });

  test('the request the sentence names', () => {
    expect(promiseOf('The third call should answer `401` (your signature check rejecting an unsigned body), not time out.')?.target).toEqual({kind: 'index', index: 2});
    expect(promiseOf('`POST /hooks` answers `201` with the hook.')?.target).toEqual({kind: 'route', method: 'POST', path: '/hooks'});
    expect(promiseOf('A successful call answers `201 Created`.')?.target).toEqual({kind: 'last'});
  });
});

describe('sentences that are not promises about the block', () => {
  test.each([
    'When an API call answers `401` with `invalid_token`, call `getToken({force: true})` once.',
    'After 24 hours every call with the old token returns `401`.',
    'Without the `Origin` header the route answers 403.',
    'The same command again answers `200` with `"duplicate": true`.',
    'Your endpoint must answer `200`.',
    'If it is revoked every disposition call returns `401`.',
    'An expired URL answers `403` from the storage service.',
    'Requests are listed newest first, paged like every list of the API.',
  ])('%s', (sentence) => {
    expect(promiseOf(sentence)).toBeUndefined();
  });
});

describe('where a promise is read', () => {
  test('the paragraph after the block first, then the sentence that introduces it', () => {
    expect(findPromise('Create the hook:', 'A `201 Created` response returns the hook.')?.statuses).toEqual([201]);
    expect(findPromise('Call it with the production token; expect a `401`:', 'The body names the error.')?.statuses).toEqual([401]);
    expect(findPromise('This returns `200` for every hook.', 'Nothing here.')).toBeUndefined();
  });

  test("a closing sentence that introduces the next block is the next block's", () => {
    const after = 'The response is the hook. Lending is refused; the call answers `403`:';
    expect(findPromise('', after, true)).toBeUndefined();
    expect(findPromise('', after, false)?.statuses).toEqual([403]);
  });
});
