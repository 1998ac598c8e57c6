/**
 * Without a build: how get_page reads an address, how bad input is told what
 * to pass, and that the server refuses to start without a build.
 */
import os from 'node:os';
import {describe, expect, test} from 'vitest';
import {closestPages, routeOf, twinSection} from '../pages';
import {checkQuery, plainText, resultMarkdown, toolInput} from '../tools-docs';
import {z} from 'zod';
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
    ['http://localhost:3000/docs/api/authenticate/?x=1', '/docs/api/authenticate/'],
    ['/docs/', '/docs/overview/'],
  ])('%s is %s', (reference, route) => {
    expect(routeOf(reference, origin)).toEqual({route});
  });

  test('an address with a #section names the section too (decoded)', () => {
    expect(routeOf('https://developers.bindpoint.example/docs/webhooks/wh_securing/#verification-code', origin)).toEqual({
      route: '/docs/webhooks/wh_securing/',
      anchor: 'verification-code',
    });
    expect(routeOf('/docs/webhooks/wh_event_payloads/#application_form%3Afinished', origin)).toEqual({
      route: '/docs/webhooks/wh_event_payloads/',
      anchor: 'application_form:finished',
    });
  });

  test('refuses other sites, other schemes and addresses that are no page, saying what to pass', () => {
    expect(routeOf('https://example.com/docs/overview/', origin)).toEqual({error: expect.stringContaining('is not this documentation site')});
    for (const reference of ['file:///etc/passwd', 'javascript:alert(1)', 'mailto:support@bindpoint.example', 'ftp://developers.bindpoint.example/docs/']) {
      const result = routeOf(reference, origin);
      expect(result, reference).toEqual({error: expect.stringMatching(/address, not a page of this documentation site; pass a route such as \/docs\/overview\//)});
      expect((result as {error: string}).error, reference).not.toContain('null');
    }
    expect(routeOf('/docs/../../etc/passwd', origin)).toEqual({error: expect.stringContaining('is not a page address')});
    expect(routeOf('/docs/<script>/', origin)).toEqual({error: expect.stringContaining('is not a page address')});
  });
});

describe('twinSection', () => {
  const twin = ['# Securing webhooks', '', 'Intro.', '', '## How deliveries are signed', '', 'Signed.', '', '```bash', '# not a heading', '```', '', '### `X-Signature` format', '', 'Hex.', '', '## Verification code', '', 'Code.'].join('\n');

  test('from the heading the anchor names to the next heading of its level or higher, code blocks included', () => {
    expect(twinSection(twin, 'how-deliveries-are-signed', [['how-deliveries-are-signed', 'How deliveries are signed']])).toBe(
      ['## How deliveries are signed', '', 'Signed.', '', '```bash', '# not a heading', '```', '', '### `X-Signature` format', '', 'Hex.'].join('\n'),
    );
    expect(twinSection(twin, 'verification-code', [])).toBe('## Verification code\n\nCode.');
    expect(twinSection(twin, 'x-signature-format', [['x-signature-format', 'X-Signature format']])).toBe('### `X-Signature` format\n\nHex.');
    expect(twinSection(twin, 'nowhere', [])).toBeNull();
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

test('a tool refuses an argument it does not take, by name, and says which it takes', () => {
  const schema = toolInput('search_docs', {query: z.string(), limit: z.number().optional()});
  expect(schema.safeParse({query: 'x'}).success).toBe(true);
  const refused = schema.safeParse({query: 'x', querry: 'y', top_k: 3});
  expect(refused.success).toBe(false);
  expect(refused.error!.issues[0]!.message).toBe('Unknown arguments "querry", "top_k" for search_docs: it takes query, limit.');
  expect(toolInput('list_tools', {}).safeParse({x: 1}).error!.issues[0]!.message).toBe('Unknown argument "x" for list_tools: it takes no arguments.');
});

test('a result names the section that answers by its anchor, then the others', () => {
  const text = resultMarkdown(
    {
      url: '/docs/a/',
      title: 'A',
      titleHtml: 'A',
      breadcrumb: 'Docs',
      excerptHtml: 'Verify the <mark>signature</mark> &amp; more',
      answer: {url: '/docs/a/#verify', anchor: 'verify', titleHtml: '<mark>Verify</mark>', excerptHtml: ''},
      sections: [{url: '/docs/a/#rotate', anchor: 'rotate', titleHtml: 'Rotate', excerptHtml: ''}],
    },
    1,
  );
  expect(text).toBe(['1. [A](/docs/a/) (Docs)', '   Answer: [Verify](/docs/a/#verify): Verify the signature & more', '   Also: [Rotate](/docs/a/#rotate)'].join('\n'));
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
