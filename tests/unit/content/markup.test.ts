/**
 * The markup of every page and of the Markdown the pages import (the SDK
 * changelogs): the mistakes the build lets through or only warns about
 * (markup.ts), each as `file:line: what is wrong: what to do`. Each rule is
 * first seen to fail on its mistake, put into a page of its own.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {checkedPages, markdownFiles} from '../../e2e/support/routes';
import {diagramProblems, linkProblem, markupProblems} from './markup';

const root = path.resolve(__dirname, '../../..');
/**
 * `CHECK_PAGES=docs/a.mdx,...`: only these (`npm run check:content` on a change; a page's markup
 * problems are its own, so an untouched page cannot gain one). Unset: every page.
 */
const only = checkedPages();
const pages = [...markdownFiles(path.join(root, 'docs')), ...markdownFiles(path.join(root, 'src/data'))]
  .map((full) => path.relative(root, full).split(path.sep).join('/'))
  .filter((file) => !only || only.has(file))
  .map((file) => ({file, source: fs.readFileSync(path.join(root, file), 'utf8')}));

describe('every page', () => {
  test('there are pages to check', () => {
    expect(pages.length).toBeGreaterThan(only ? 0 : 100);
  });

  // One test per page: code languages the site highlights, images with alt text, admonitions it knows,
  // external links readers can open, Idempotency-Keys never sent empty, every Mermaid line drawn.
  test.each(pages.map((p) => [p.file, p] as const))('%s', async (_file, p) => {
    const problems = [...markupProblems(p.file, p.source), ...(p.source.includes('```mermaid') ? await diagramProblems(p.file, p.source) : [])];
    expect(problems.join('\n')).toBe('');
  });
});

/** A page of its own with one mistake; the line numbers count from the front matter's first line. */
const page = (body: string, file = 'docs/x.mdx') => markupProblems(file, `---\ntitle: X\n---\n\n${body}\n`);

describe('each mistake is caught, at its line, with what to do', () => {
  test('a code block in a language the site does not highlight', () => {
    expect(page('Intro.\n\n```go\nfmt.Println("x")\n```')).toEqual([
      expect.stringMatching(/^docs\/x\.mdx:7: a ```go code block: the site does not highlight go \(it would show as plain text\): use one of bash, .*, or text for plain output/),
    ]);
    expect(page('```bash\necho\n```\n\n```text\nplain\n```\n\n```\nnone\n```')).toEqual([]);
    expect(page('<CodeBlock language="rust">{x}</CodeBlock>')).toEqual([expect.stringMatching(/^docs\/x\.mdx:5: a ```rust code block/)]);
  });

  test('an image without alt text, in Markdown or JSX', () => {
    expect(page('Text.\n\n![](/img/x.png)')).toEqual([expect.stringMatching(/^docs\/x\.mdx:7: an image without alt text \(!\[\]\(\/img\/x\.png\)\): describe what it shows/)]);
    expect(page('<img src="/img/x.png" />')).toEqual([expect.stringMatching(/^docs\/x\.mdx:5: <img> without alt text: add alt=/)]);
    expect(page('![The quote list](/img/x.png)\n\n<img src="/img/x.png" alt="The quote list" />')).toEqual([]);
  });

  test('an admonition type the site does not know, and other directives the build warns about', () => {
    expect(page(':::warn\nCareful.\n:::')).toEqual([expect.stringMatching(/^docs\/x\.mdx:5: ":::warn" is not an admonition type .*: use one of :::note, :::tip, :::info, :::warning, :::danger$/)]);
    expect(page('::youtube[Video]')).toEqual([expect.stringMatching(/^docs\/x\.mdx:5: "::youtube" is a directive the site does not know/)]);
    expect(page(':::warning[Tokens expire]\nRenew them.\n:::\n\nAt 10:30 the ratio is 2:1, see :ref.')).toEqual([]);
  });

  test('a malformed, http or reserved-example link outside a sample; samples and the identity hosts are left alone', () => {
    expect(page('See [the spec](http://semver.org/).')).toEqual([expect.stringMatching(/^docs\/x\.mdx:5: the link http:\/\/semver\.org\/ uses http:\/\/: link https:\/\/semver\.org\//)]);
    expect(page('See [the app](https://your-app.example.com/hooks).')).toEqual([expect.stringMatching(/points at a reserved example domain, which no reader can open/)]);
    expect(page('See [x](htps://semver.org/).')).toEqual([expect.stringMatching(/^docs\/x\.mdx:5: the link "htps:\/\/semver\.org\/" is malformed/)]);
    expect(page('<a href="https://example.org/">x</a>')).toEqual([expect.stringMatching(/reserved example domain/)]);
    expect(page('```bash\ncurl http://example.com/x\n```\n\nThe [status page]({{statusUrl}}), [local](http://localhost:3000/), [a page](/docs/overview/), `https://example.com`.')).toEqual([]);
  });

  test('linkProblem reads every kind of target', () => {
    expect(linkProblem('www.semver.org')).toMatch(/has no scheme .*: write https:\/\/www\.semver\.org/);
    expect(linkProblem('https://semver')).toMatch(/is not a domain name/);
    expect(linkProblem('mailto:nobody')).toMatch(/mail link "mailto:nobody" is malformed/);
    expect(linkProblem('https://api.test/x')).toMatch(/reserved example domain/);
    for (const fine of ['https://semver.org/spec/v2.0.0.html', '{{partnerApiSandbox}}/hooks', 'mailto:support@bindpoint.example', '#anchor', '../other/', 'other_page.mdx']) expect(linkProblem(fine), fine).toBeUndefined();
  });

  test('a shell sample that makes its Idempotency-Key inline', () => {
    expect(page('```bash\ncurl -X POST "$API/x" \\\n  -H "Idempotency-Key: $(uuidgen)"\n```')).toEqual([
      expect.stringMatching(/^docs\/x\.mdx:7: the Idempotency-Key is made inline by a command .*curl drops the empty header/),
    ]);
  });

  test('a Mermaid line the drawing leaves out, at its own line', async () => {
    const source = '---\ntitle: X\n---\n\n```mermaid\nsequenceDiagram\n    App->>API: ok\n    App->>API Request token\n```\n';
    expect(await diagramProblems('docs/x.mdx', source)).toEqual([expect.stringMatching(/^docs\/x\.mdx:8: the Mermaid line "App->>API Request token" is not drawn/)]);
    expect(await diagramProblems('docs/x.mdx', '```mermaid\nsequencediagram2\n  A->>B: x\n```\n')).toEqual([expect.stringMatching(/^docs\/x\.mdx:1: this Mermaid diagram cannot be drawn \(Invalid mermaid header/)]);
  });
});
