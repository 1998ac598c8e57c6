/**
 * How the claims check reads: values (quantities.ts) and sentences with
 * their lines from each kind of source (mdx.ts, sources.ts).
 */
import {describe, expect, test} from 'vitest';
import {mdxUnits} from './mdx';
import {parseNumber, quantities} from './quantities';
import {yamlUnits} from './sources';
import {sentences} from './text';

const read = (text: string) => quantities(text).filter((q) => q.kind !== 'code').map((q) => (q.kind === 'number' ? `${q.dimension}:${(q.values ?? [q.value]).join('-')}${q.qualifier ? `:${q.qualifier}` : ''}${q.offset ? ':offset' : ''}` : `${q.kind}:${q.fact ?? q.text}`));

describe('values', () => {
  test('numbers in digits and words', () => {
    expect([parseNumber('1,000'), parseNumber('twenty-five'), parseNumber('a dozen'), parseNumber('ten'), parseNumber('an')]).toEqual([1000, 25, 12, 10, 1]);
  });
  test('durations convert to seconds, in any unit and spelling', () => {
    expect(read('480 minutes, one day, 12h, a 12-hour token, 43,200 s, three weeks, valid for an hour, good for half a day')).toEqual(['time:28800', 'time:86400', 'time:43200', 'time:43200', 'time:43200', 'time:1814400', 'time:3600', 'time:43200']);
  });
  test('rates convert to requests per minute; sizes to bytes; months apart', () => {
    expect(read('ten calls per second, 600 requests a minute, 600/min, 256 KB, 13 months')).toEqual(['rate:600', 'rate:600', 'rate:600', `size:${256 * 1024}`, 'months:13']);
  });
  test('ranges, lists and qualifiers', () => {
    expect(read('16 to 128 characters; between 6 and 32; from 10 MB up to 100 MB; after 1, 5 and 30 minutes; at most 10; at least 25; about three weeks; default 25')).toEqual([
      'count:16-128', 'count:6-32', `size:${10 * 1024 ** 2}-${100 * 1024 ** 2}`, 'time:60-300-1800', 'count:10:max', 'count:25:min', 'time:1814400:approx', 'count:25:default',
    ]);
  });
  test('offsets are not amounts of the thing: renew five minutes before it expires', () => {
    expect(read('renew it five minutes before it expires; when it expires within 5 minutes')).toEqual(['time:300:offset', 'time:300:max:offset']);
  });
  test('statuses, headers and fact tokens', () => {
    expect(read('HTTP 429, `409`, 422 Unprocessable Entity, the `X-Signature` header, {{fact:maxActiveHooks}} hooks')).toEqual(['status:429', 'status:409', 'status:422', 'header:X-Signature', 'token:maxActiveHooks']);
  });
  test('numbers that are not amounts: versions, dates, ids, steps, hosts, a second form', () => {
    expect(read('SDK 4.2.0 on 2026-11-01 at 10:30, step 3, `mqs_street_1`, sha256, {{partnerApiSandbox}}/v4/x, a second form, OAuth 2.0, Node.js 18')).toEqual([]);
  });
});

describe('sentences and their lines', () => {
  test('a paragraph splits into sentences, not at e.g. or a version', () => {
    expect(sentences('Tokens last 12 hours, e.g. for jobs. SDK 4.2.0 is out. `X-Event` names it.').map((s) => s.text)).toEqual(['Tokens last 12 hours, e.g. for jobs.', 'SDK 4.2.0 is out.', '`X-Event` names it.']);
  });

  test('MDX: front matter, prose, headings, tables with their headers, admonitions, JSX props, code comments, diagrams', () => {
    const source = [
      '---', 'title: Limits', 'description: What the limits are, every one of them, in one place.', '---', '', "import Steps from '@site/src/components/Steps';", '',
      'Hooks are many.', 'At most {{fact:maxActiveHooks}} can be active.', '', '## The limit of 10', '',
      '| API | Limit |', '|---|---|', '| Partner API | 600 requests per minute |', '',
      ':::warning[Tokens last 12 hours]', 'Renew them.', ':::', '',
      '<Steps title="Wait 15 seconds" rows={[{label: \'Token lifetime\', value: \'43200 s\'}]} />', '',
      '```bash', 'curl -s https://x.example # retries 3 times', '```', '',
      '```mermaid', 'sequenceDiagram', '  A->>B: 2xx within 15 s', '```',
    ].join('\n');
    const units = mdxUnits('docs/x.mdx', source).map((u) => `${u.line}: ${u.text}`);
    expect(units).toEqual([
      '2: Limits', '3: What the limits are, every one of them, in one place.',
      '8: Hooks are many.', '9: At most {{fact:maxActiveHooks}} can be active.', '11: The limit of 10',
      '13: API | Limit', '15: API: Partner API | Limit: 600 requests per minute',
      '17: Tokens last 12 hours', '18: Renew them.',
      '21: Wait 15 seconds', '21: Token lifetime | 43200 s',
      '24: retries 3 times', '28: sequenceDiagram', '29: A->>B: 2xx within 15 s',
    ]);
  });

  test('YAML prose: the line of each sentence of a folded description, and the heading of its operation', () => {
    const yaml = ['paths:', '  /hooks:', '    post:', '      summary: Create a hook', '      description: >-', '        First sentence here.', '        Second one, at most 10 active hooks.', '      x-code: 15 seconds'].join('\n');
    expect(yamlUnits('api.yaml', yaml).map((u) => `${u.line}: ${u.text} [${u.heading}]`)).toEqual([
      '4: Create a hook [paths /hooks post Create a hook]', '6: First sentence here. [paths /hooks post Create a hook]', '7: Second one, at most 10 active hooks. [paths /hooks post Create a hook]',
    ]);
  });
});
