/**
 * Without a build: how get_page reads an address, how bad input is told what
 * to pass, and that the server refuses to start without a build.
 */
import os from 'node:os';
import {describe, expect, test} from 'vitest';
import {closestPages, routeOf} from '../pages';
import {checkQuery, plainText} from '../tools-docs';
import {closest} from '../tools-reference';
import {BuildFiles, MissingBuildError} from '../build-files';

const origin = 'https://developers.bindpoint.example';

describe('routeOf', () => {
  test.each([
    ['/docs/webhooks/wh_securing/', '/docs/webhooks/wh_securing/'],
    ['/docs/webhooks/wh_securing', '/docs/webhooks/wh_securing/'],
    ['docs/webhooks/wh_securing.md', '/docs/webhooks/wh_securing/'],
    ['/docs/webhooks/wh_securing.html', '/docs/webhooks/wh_securing/'],
    ['/docs/webhooks/wh_securing/index.html', '/docs/webhooks/wh_securing/'],
    ['webhooks/wh_securing', '/docs/webhooks/wh_securing/'],
    ['https://developers.bindpoint.example/docs/webhooks/wh_securing/#verification-code', '/docs/webhooks/wh_securing/'],
    ['http://localhost:3000/docs/api/authenticate/?x=1', '/docs/api/authenticate/'],
    ['/docs/', '/docs/overview/'],
  ])('%s is %s', (reference, route) => {
    expect(routeOf(reference, origin)).toEqual({route});
  });

  test('refuses other sites and addresses that are no page', () => {
    expect(routeOf('https://example.com/docs/overview/', origin)).toEqual({error: expect.stringContaining('is not this documentation site')});
    expect(routeOf('/docs/../../etc/passwd', origin)).toEqual({error: expect.stringContaining('is not a page address')});
    expect(routeOf('/docs/<script>/', origin)).toEqual({error: expect.stringContaining('is not a page address')});
  });
});

test('closestPages and closest suggest near spellings and containing names', () => {
  const pages = [
    {title: 'Securing webhooks', route: '/docs/webhooks/wh_securing/'},
    {title: 'Overview', route: '/docs/overview/'},
  ];
  expect(closestPages('/docs/webhooks/wh_secruing/', pages).map((p) => p.route)).toEqual(['/docs/webhooks/wh_securing/']);
  expect(closestPages('/docs/zzzzzzzzzzzz/', pages)).toEqual([]);
  expect(closest('createApplicationFrom', ['createApplicationForm', 'listHooks'])).toEqual(['createApplicationForm']);
});

test('checkQuery: empty and over-long queries say what to pass', () => {
  expect(() => checkQuery('  ')).toThrow(/pass a few keywords/);
  expect(() => checkQuery('a'.repeat(201))).toThrow(/pass at most 200/);
  expect(checkQuery('  webhook\n signature ')).toBe('webhook signature');
});

test('plainText drops the highlight marks and decodes entities', () => {
  expect(plainText('<mark>X-Signature</mark> &amp; &lt;secret&gt;')).toBe('X-Signature & <secret>');
});

test('without a build the server names what is missing and how to build', () => {
  expect(() => new BuildFiles(os.tmpdir())).toThrow(MissingBuildError);
  expect(() => new BuildFiles(os.tmpdir())).toThrow(/llms\.txt[\s\S]*Run `npm run build` first/);
});
