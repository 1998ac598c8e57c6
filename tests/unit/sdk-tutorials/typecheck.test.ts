/**
 * The TypeScript samples of the six SDK tutorials compile against the SDK's
 * declared public API, so a reader who copies them gets code that type-checks.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkSource, checkSources, codeBlocks, DOCS, readPage, report, TUTORIALS} from './samples';

describe('codeBlocks', () => {
  it('reads language, title and code of fenced blocks', () => {
    const blocks = codeBlocks('Intro\n\n```ts title="src/a.ts"\nexport const a = 1;\n```\n\n```bash\nnpm test\n```\n');
    expect(blocks).toEqual([
      {lang: 'ts', meta: 'title="src/a.ts"', title: 'src/a.ts', code: 'export const a = 1;\n', line: 3},
      {lang: 'bash', meta: '', title: null, code: 'npm test\n', line: 7},
    ]);
  });
});

describe('the harness', () => {
  const fixture = (code: string) => `Text\n\n\`\`\`ts title="src/a.ts"\n${code}\n\`\`\`\n`;

  it('accepts a correct sample that uses tokens, relative imports and window events', () => {
    const mdx =
      fixture("import {initialize} from '{{npmScope}}/sdk-core';\nexport const start = () => initialize({clientId: 'x', environment: 'sandbox', tenantId: 't'});") +
      '\n```ts title="src/b.ts"\nimport {start} from \'./a\';\nvoid start().then((sdk) => sdk.on(\'bpSdkBound\', (e) => e.detail.quoteNumber));\n```\n';
    expect(checkSource('fixture', mdx).problems).toEqual([]);
  }, 60_000);

  it('reports an SDK export that does not exist and a wrong configuration field', () => {
    const {problems} = checkSource(
      'fixture',
      fixture("import {initialise} from '{{npmScope}}/sdk-core';\nimport {initialize} from '{{npmScope}}/sdk-core';\nvoid initialize({clientId: 'x', environment: 'staging', tenantId: 't'});"),
    );
    const text = report(problems);
    expect(text).toMatch(/initialise/);
    expect(text).toMatch(/staging/);
  }, 60_000);
});

describe.each(TUTORIALS)('%s', (page) => {
  it('exists', () => {
    expect(existsSync(path.join(DOCS, `${page}.mdx`))).toBe(true);
  });

  it('has TypeScript samples that import the SDK', () => {
    const blocks = codeBlocks(readPage(page)).filter((b) => b.lang === 'ts' || b.lang === 'tsx');
    expect(blocks.length).toBeGreaterThanOrEqual(2);
    expect(blocks.some((b) => /from '\{\{npmScope\}\}\/sdk-[a-z-]+(\/loader)?'/.test(b.code))).toBe(true);
    // Samples name the SDK packages through the npm scope token, never literally.
    for (const b of blocks) expect(b.code).not.toMatch(/@bindpoint\//);
  });

  it('names its samples after project files the reader creates', () => {
    const blocks = codeBlocks(readPage(page)).filter((b) => b.lang === 'ts' || b.lang === 'tsx');
    for (const b of blocks) expect(b.title, `block at line ${b.line}`).toMatch(/^(server|src|terminal)\/[\w./-]+\.(tsx?|d\.ts)$/);
  });
});

describe('all tutorial samples, as the one project the tutorials build', () => {
  it('type-check against src/data/sdk/bindpoint-sdk.d.ts', () => {
    // Missing pages fail their own `exists` test above.
    const present = TUTORIALS.filter((page) => existsSync(path.join(DOCS, `${page}.mdx`)));
    const {files, problems} = checkSources(present.map((page) => [page, readPage(page)]));
    expect(files.length).toBeGreaterThan(12);
    expect(problems, report(problems)).toEqual([]);
  }, 120_000);
});
