/**
 * The runner's fence marker: `norun="reason"` is read with its reason, and
 * the remark plugin that the docs plugin and the Markdown twins run removes
 * it (and `nocheck`) while keeping the title. The built site is checked by
 * src/plugins/code-blocks/__tests__/sample-meta.build.test.ts.
 */
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import remarkSampleMeta, {parseSampleMeta, stripSampleMeta} from '../../../src/plugins/code-blocks/remark-sample-meta';
import {toMarkdown, TwinConverter} from '../../../src/plugins/llms/mdx';
import {guideRenderers} from '../../../src/plugins/llms/renderers';
import {tokens} from '../../../src/site/identity';

describe('the marker', () => {
  test('title and reason', () => {
    expect(parseSampleMeta('title="server.js" norun="a long-running Express server; the tutorial test runs it"')).toEqual({
      title: 'server.js',
      norun: 'a long-running Express server; the tutorial test runs it',
      shown: 'title="server.js"',
    });
  });

  test('a bare marker has an empty reason; no marker is undefined', () => {
    expect(parseSampleMeta('norun').norun).toBe('');
    expect(parseSampleMeta('norun=""').norun).toBe('');
    expect(parseSampleMeta('title="a.js"').norun).toBeUndefined();
    expect(parseSampleMeta('title="norun.js"').norun).toBeUndefined();
  });

  test('stripping keeps everything else', () => {
    expect(stripSampleMeta('title="src/app.ts" nocheck')).toBe('title="src/app.ts"');
    expect(stripSampleMeta("norun='browser-only code' showLineNumbers {1,3}")).toBe('showLineNumbers {1,3}');
  });

  test('the remark plugin removes the markers from code nodes', () => {
    const tree = {
      type: 'root',
      children: [
        {type: 'code', lang: 'js', meta: 'title="server.js" norun="a server"', value: 'x'},
        {type: 'code', lang: 'ts', meta: 'nocheck', value: 'y'},
      ],
    };
    remarkSampleMeta()(tree as never);
    expect(tree.children.map((c) => c.meta)).toEqual(['title="server.js"', null]);
  });
});

test('the Markdown twin of a page shows no marker', async () => {
  const siteDir = path.resolve(__dirname, '../../..');
  const converter = new TwinConverter({siteDir, tokens, renderers: guideRenderers(), providers: []});
  const source = ['# Page', '', '```js title="server.js" norun="a long-running server; the tutorial test runs it"', 'listen();', '```', ''].join('\n');
  const twin = toMarkdown(await converter.convertNodes(path.join(siteDir, 'docs/example.mdx'), source));
  expect(twin).toContain('```js title="server.js"\nlisten();\n```');
  expect(twin).not.toMatch(/norun|tutorial test/);
});
