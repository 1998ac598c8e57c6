import {describe, expect, it} from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {tokens} from '../../../site/identity';
import {segments, TwinConverter, twinPath} from '../mdx';
import {guideRenderers} from '../renderers';
import {cell, code, fence, table} from '../markdown';
import {llmsFullTxtParts, llmsTxt, sidebarSections, type SidebarItem} from '../llms-txt';
import llmsPlugin, {isTwinRequest, servedFile} from '../index';
import {buildOutput} from '../output';
import {twinDocument} from '../output';
import {assistantPrompt, chatGptUrl, claudeUrl, twinUrl} from '../theme/CopyPage/links';
import type {TwinPage} from '../types';

const siteDir = path.resolve(__dirname, '../../../..');
const converter = new TwinConverter({
  siteDir,
  tokens,
  renderers: guideRenderers(),
  providers: [],
  docRoutes: new Set(['/docs/webhooks/wh_testing']),
});
const convert = async (source: string) => {
  const {toMarkdown} = await import('../mdx');
  return toMarkdown(await converter.convertNodes(path.join(siteDir, 'docs/example.mdx'), source));
};

/** Markdown outside code fences and inline code: where HTML or JSX would show. */
function prose(markdown: string): string {
  return markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '').replace(/`+[^`\n]*`+/g, '');
}

describe('markdown builders', () => {
  it('escapes cells and inline code', () => {
    expect(cell('a | b\nc')).toBe('a \\| b c');
    expect(code('a`b')).toBe('``a`b``');
    expect(table(['A', 'B'], [['1', '2']])).toBe('| A | B |\n| - | - |\n| 1 | 2 |');
    expect(table(['A', 'B'], [['1', '']])).toBe('| A | B |\n| - | - |\n| 1 | |');
    expect(fence('x = 1', 'py', 'Example')).toBe('```py title="Example"\nx = 1\n```');
    expect(fence('```js\nx\n```', 'md')).toBe('````md\n```js\nx\n```\n````');
  });
});

describe('MDX to Markdown', () => {
  it('renders tabs as labelled code blocks and drops imports and exports', async () => {
    const md = await convert(`import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
export const toc = [];

<Tabs groupId="language">
<TabItem value="js" label="Node.js">

\`\`\`js
const a = 1;
\`\`\`

</TabItem>
<TabItem value="python">

\`\`\`python
a = 1
\`\`\`

</TabItem>
</Tabs>
`);
    expect(md).toBe('**Node.js**\n\n```js\nconst a = 1;\n```\n\n**python**\n\n```python\na = 1\n```');
  });

  it('renders admonitions as blockquotes with their title', async () => {
    expect(await convert(':::warning[Duplicates cost money]\nSend an `Idempotency-Key`.\n:::\n')).toBe(
      '> **Warning: Duplicates cost money**\n>\n> Send an `Idempotency-Key`.',
    );
    expect(await convert(':::note\nPlain.\n:::\n')).toBe('> **Note**\n>\n> Plain.');
  });

  it('keeps tables, Mermaid fences and replaces identity tokens everywhere', async () => {
    const md = await convert(
      'Write to {{supportEmail}}.\n\n| a | b |\n|---|---|\n| `{{partnerApi}}` | x |\n\n```mermaid\nsequenceDiagram\n  A->>B: {{brand}}\n```\n',
    );
    expect(md).toContain(`Write to ${tokens.supportEmail}.`);
    expect(md).toContain(`| \`${tokens.partnerApi}\` | x |`);
    expect(md).toContain(`\`\`\`mermaid\nsequenceDiagram\n  A->>B: ${tokens.brand}\n\`\`\``);
  });

  it('strips heading ids and comments, rewrites links to twins, keeps other links', async () => {
    const md = await convert('## Retries {#retries}\n\n{/* a note */}\n\nSee [testing](/docs/webhooks/wh_testing/#tunnel) and [home](/).\n');
    expect(md).toBe('## Retries\n\nSee [testing](/docs/webhooks/wh_testing.md#tunnel) and [home](/).');
  });

  it('renders a raw-loader CodeBlock from its file', async () => {
    const md = await convert(`import CodeBlock from '@theme/CodeBlock';
import verify from '!!raw-loader!@site/src/data/webhooks/samples/verify-signature.mjs';

<CodeBlock language="js" title="verify-signature.mjs">{verify}</CodeBlock>
`);
    expect(md).toMatch(/^```js title="verify-signature.mjs"\n/);
    expect(md).toContain('export function verifySignature');
  });

  it('renders data components from their props', async () => {
    const md = await convert(`import Steps, {Step} from '@site/src/components/Steps';
import EnvironmentTable from '@site/src/components/EnvironmentTable';
import Endpoint from '@site/src/components/Endpoint';

<Steps>
<Step title="Request a token">

POST your credentials.

</Step>
<Step title="Call the API" />
</Steps>

<EnvironmentTable tokens={['partnerApi']} rows={[{label: 'Client', sandbox: 'Sandbox pair', production: 'Production pair'}]} />

<Endpoint method="GET" path="/coverage_types" host="leadsApi" reference="/docs/api/get_coverage_types/" auth="Static bearer token">
Lists coverage types.
</Endpoint>
`);
    expect(md).toContain('1. **Request a token**\n\n   POST your credentials.\n\n2. **Call the API**');
    expect(md).toContain(`| Partner API | \`${tokens.partnerApiSandbox}\` | \`${tokens.partnerApi}\` |`);
    expect(md).toContain('| Client | Sandbox pair | Production pair |');
    expect(md).toContain('**GET** `/coverage_types` ([API reference](/docs/api/get_coverage_types/))');
    expect(md).toContain(`- Sandbox: \`${tokens.leadsApiSandbox}/coverage_types\``);
    expect(md).toContain('Lists coverage types.');
    expect(prose(md)).not.toMatch(/<\/?[A-Za-z]/);
  });

  it('renders the reader variables as the page does: a bash block, a .env file or a table', async () => {
    const variables = `{[{name: 'BP_CLIENT_ID', description: 'Sandbox OAuth client id', sandbox: '0c6b7f2e4a9d41c8'}, {name: 'BP_TENANT_ID', description: 'Sandbox tenant id', sandbox: '5b2e9c41-7d3a-4f0e-9b6c-2a8d1e4f7c30'}]}`;
    const md = await convert(`import ReaderVariables from '@site/src/components/ReaderVariables';

<ReaderVariables variables=${variables} names={['BP_TENANT_ID', 'BP_CLIENT_ID']} />

<ReaderVariables variables=${variables} names={['BP_CLIENT_ID']} format="dotenv" title=".env" />

<ReaderVariables variables=${variables} names={['BP_TENANT_ID']} format="table" />
`);
    expect(md).toContain('```bash\n# Sandbox examples: paste the values your account manager issued for you.\nexport BP_TENANT_ID="5b2e9c41-7d3a-4f0e-9b6c-2a8d1e4f7c30"\nexport BP_CLIENT_ID="0c6b7f2e4a9d41c8"\n```');
    expect(md).toContain('```bash title=".env"\n# Sandbox examples: paste the values your account manager issued for you.\nBP_CLIENT_ID=0c6b7f2e4a9d41c8\n```');
    expect(md).toContain('| `BP_TENANT_ID` | Sandbox tenant id | `5b2e9c41-7d3a-4f0e-9b6c-2a8d1e4f7c30` |');
    await expect(convert(`import ReaderVariables from '@site/src/components/ReaderVariables';\n\n<ReaderVariables variables=${variables} names={['BINDPOINT_TENANT_ID']} />\n`)).rejects.toThrow(
      /"BINDPOINT_TENANT_ID" is not a reader variable of the fixture world/,
    );
  });

  it('drops HTML tags but keeps their text, and keeps angle brackets of prose as text', async () => {
    const md = await convert('Press <kbd>Enter</kbd> to send.\n');
    expect(md).toBe('Press Enter to send.');
  });

  it('fails with a clear message for a component without a renderer', async () => {
    await expect(convert("import Fancy from '@site/src/components/Fancy';\n\n<Fancy />\n")).rejects.toThrow(
      /<Fancy> \(from @site\/src\/components\/Fancy\) has no Markdown renderer/,
    );
    await expect(convert('<Unknown />\n')).rejects.toThrow(/<Unknown> is not imported/);
  });
});

describe("a renderer's Markdown, as written", () => {
  it('splits prose from fenced blocks and code spans, and the parts join back to the input', () => {
    const markdown = 'A `b` and ``c`d`` e\n\n```js\nx = `y`\n```\nAfter ` lone tick\n~~~~\n~~~\n~~~~';
    const parts = segments(markdown);
    expect(parts.map((p) => p.text).join('')).toBe(markdown);
    expect(parts.filter((p) => p.code).map((p) => p.text)).toEqual(['`b`', '``c`d``', '```js\nx = `y`\n```\n', '~~~~\n~~~\n~~~~']);
    expect(parts.filter((p) => !p.code).map((p) => p.text)).toEqual(['A ', ' and ', ' e\n\n', 'After ` lone tick\n']);
  });

  it('counts a fence nested in a list item as code', () => {
    const markdown = '- a\n  - b\n\n        ```sh\n        curl [x](/docs/webhooks/wh_testing/)\n        ```\n';
    expect(segments(markdown).filter((p) => p.code).map((p) => p.text)).toEqual(['        ```sh\n        curl [x](/docs/webhooks/wh_testing/)\n        ```\n']);
    expect(converter.asWritten(markdown)).toBe(markdown.trim());
  });

  it('points links of prose at twins, and leaves code alone', () => {
    expect(converter.asWritten('See [testing](/docs/webhooks/wh_testing/#tunnel), [home](/) and `[x](/docs/webhooks/wh_testing/)`.\n')).toBe(
      'See [testing](/docs/webhooks/wh_testing.md#tunnel), [home](/) and `[x](/docs/webhooks/wh_testing/)`.',
    );
    expect(converter.asWritten('```html\n<b>bold</b> &amp;\n```')).toBe('```html\n<b>bold</b> &amp;\n```');
  });

  it('leaves to the parser what only it handles: HTML, references, images, titled links', () => {
    for (const markdown of ['Send {"source": <your text>}.', 'Fish &amp; chips', '![logo](/img/a.png)', '[a](/docs/x/ "title")', '[a]: /docs/x/', 'a \\` b']) {
      expect(converter.asWritten(markdown), markdown).toBeUndefined();
    }
  });

  it("keeps a provider's Markdown as written in the twin, and its angle brackets of prose as text", async () => {
    const provided = new TwinConverter({
      siteDir,
      tokens,
      renderers: {},
      providers: [{prefix: '@generated/test/', render: (name) => (name === 'prose' ? 'Use mqs_ codes, see [testing](/docs/webhooks/wh_testing/).' : 'Send <your text>.')}],
      docRoutes: new Set(['/docs/webhooks/wh_testing']),
    });
    const {toMarkdown} = await import('../mdx');
    const md = toMarkdown(
      await provided.convertNodes(
        path.join(siteDir, 'docs/example.mdx'),
        "import Prose from '@generated/test/prose';\nimport Html from '@generated/test/html';\n\n<Prose />\n\n<Html />\n",
      ),
    );
    expect(md).toBe('Use mqs_ codes, see [testing](/docs/webhooks/wh_testing.md).\n\nSend \\<your text>.');
  });
});

describe('twin documents and llms.txt', () => {
  const page = (id: string, sidebar?: string): TwinPage => ({
    id,
    title: `Title ${id}`,
    description: `About ${id}.`,
    permalink: `/docs/${id}/`,
    sourcePath: '',
    sidebar,
  });
  const pages = [page('a', 'docs'), page('b', 'docs'), page('c', 'docs'), page('lonely')];
  const sidebar: SidebarItem[] = [
    {type: 'category', label: 'Start', items: [{type: 'doc', id: 'b'}], link: {type: 'doc', id: 'a'}},
    {type: 'category', label: 'More', items: [{type: 'category', label: 'Nested', items: [{type: 'doc', id: 'c'}]}]},
  ];

  it('names the twin of a route', () => {
    expect(twinPath('/docs/webhooks/wh_securing/')).toBe('/docs/webhooks/wh_securing.md');
    expect(twinUrl('/docs/webhooks/wh_securing/')).toBe('/docs/webhooks/wh_securing.md');
  });

  it('starts a twin with the title and the description', () => {
    expect(twinDocument({title: 'Securing webhooks', description: 'Verify it.'}, 'Body.')).toBe('# Securing webhooks\n\n> Verify it.\n\nBody.\n');
    expect(twinDocument({title: 'bp-sdk-external-<name>', description: 'Use <name>.'}, '')).toBe('# bp-sdk-external-\\<name>\n\n> Use \\<name>.\n');
  });

  it('lists sections in sidebar order, category pages first, pages without sidebar last', async () => {
    const sections = sidebarSections(sidebar, pages);
    expect(sections.map((s) => [s.title, s.pages.map((p) => p.id)])).toEqual([
      ['Start', ['a', 'b']],
      ['More', ['c']],
      ['Other pages', ['lonely']],
    ]);
    const txt = llmsTxt({
      title: 'Site',
      summary: 'What it is.',
      siteUrl: 'https://developers.example',
      sections,
      files: [
        {title: 'OpenAPI', path: '/openapi/x.yaml', description: 'the API'},
        {title: 'Postman', path: '/openapi/x.json', description: 'a collection', optional: true},
      ],
    });
    expect(txt.split('\n').slice(0, 3)).toEqual(['# Site', '', '> What it is.']);
    expect(txt).toContain('## Start\n\n- [Title a](https://developers.example/docs/a.md): About a.\n- [Title b](https://developers.example/docs/b.md): About b.\n\n## More');
    expect(txt).toContain('## Other pages\n\n- [Title lonely](https://developers.example/docs/lonely.md): About lonely.');
    expect(txt).toContain('## API and component data\n\n- [OpenAPI](https://developers.example/openapi/x.yaml): the API');
    expect(txt).toMatch(/## Optional\n\n- \[All pages in one file\]\(https:\/\/developers\.example\/llms-full\.txt\).*\n- \[Postman\]/);
    expect(txt).not.toContain('MCP');
    const withMcp = llmsTxt({title: 'Site', summary: 'What it is.', siteUrl: 'https://developers.example', sections, files: [], mcp: {url: 'https://developers.example/mcp', page: pages[1]!}});
    expect(withMcp).toContain('through the MCP server at https://developers.example/mcp; how to connect a client: [Title b](https://developers.example/docs/b.md).\n\n## Start');
    const twins = new Map(pages.map((p) => [p.permalink, `# ${p.title}\n`]));
    const asked: string[] = [];
    const parts = llmsFullTxtParts(sections, (permalink) => (asked.push(permalink), twins.get(permalink)));
    // Written as it is read: each twin is asked for when its part is due, not before.
    const first = await parts.next();
    expect(first.value).toBe('# Title a');
    expect(asked).toEqual(['/docs/a/']);
    let rest = '';
    for await (const part of parts) rest += part;
    expect(first.value + rest).toBe('# Title a\n\n---\n\n# Title b\n\n---\n\n# Title c\n\n---\n\n# Title lonely\n');
    expect(asked).toEqual(sections.flatMap((section) => section.pages.map((p) => p.permalink)));
  });

  it('serves twins and the llms files in development', () => {
    const output = {dir: '/files', files: ['/docs/a.md', '/llms.txt', '/llms-full.txt', '/sdk/components.json']};
    expect(servedFile(output, '/docs/a.md')).toEqual({type: 'text/markdown; charset=utf-8', path: path.join('/files', 'docs/a.md')});
    expect(servedFile(output, '/llms.txt')).toEqual({type: 'text/plain; charset=utf-8', path: path.join('/files', 'llms.txt')});
    expect(servedFile(output, '/base/llms-full.txt', '/base/')?.path).toBe(path.join('/files', 'llms-full.txt'));
    expect(servedFile(output, '/sdk/components.json')?.type).toBe('application/json');
    expect(servedFile(output, '/docs/b.md')).toBeUndefined();
    expect(servedFile(output, '/docs/a/')).toBeUndefined();
    expect(isTwinRequest('/docs/a.md')).toBe(true);
    expect(isTwinRequest('/base/llms-full.txt', '/base/')).toBe(true);
    expect(isTwinRequest('/sdk/components.json')).toBe(true);
    expect(isTwinRequest('/docs/a/')).toBe(false);
  });

  it('computes the twins and llms.txt, each file written once where the input says, and reports a page it cannot convert', async () => {
    // In this process: the worker thread that runs it in a build is tested apart (src/plugins/shared/__tests__/call-in-worker.test.ts).
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'llms-output-'));
    fs.mkdirSync(path.join(siteDir, 'docs'));
    fs.writeFileSync(path.join(siteDir, 'docs/a.mdx'), '# Ignored\n\nSee [page b](/docs/b/).\n');
    fs.writeFileSync(path.join(siteDir, 'docs/b.md'), 'Plain *Markdown*.\n');
    const doc = (id: string, file: string) => ({id, title: `Title ${id}`, description: `About ${id}.`, permalink: `/docs/${id}`, source: `@site/docs/${file}`, sidebar: 'docs'});
    const input = {
      dir: path.join(siteDir, 'out'),
      siteDir,
      generatedFilesDir: path.join(siteDir, '.docusaurus'),
      origin: 'https://developers.example',
      baseUrl: '/',
      docs: [doc('a', 'a.mdx'), doc('b', 'b.md')],
      sidebars: {docs: [{type: 'doc', id: 'a'}, {type: 'doc', id: 'b'}] as SidebarItem[]},
    };
    const output = await buildOutput(input);
    expect(output.dir).toBe(input.dir);
    expect([...output.files].sort()).toEqual(['/docs/a.md', '/docs/b.md', '/llms-full.txt', '/llms.txt']);
    const read = (file: string) => fs.readFileSync(path.join(input.dir, file), 'utf8');
    expect(read('docs/a.md')).toBe('# Title a\n\n> About a.\n\n# Ignored\n\nSee [page b](/docs/b.md).\n');
    expect(read('llms.txt')).toContain('- [Title b](https://developers.example/docs/b.md): About b.');
    expect(read('llms-full.txt')).toBe(`${read('docs/a.md').trimEnd()}\n\n---\n\n${read('docs/b.md').trimEnd()}\n`);
    expect(read('llms-full.txt')).toContain('Plain _Markdown_.');

    fs.writeFileSync(path.join(siteDir, 'docs/b.md'), '<Widget />\n');
    await expect(buildOutput({...input, dir: path.join(siteDir, 'out-2')})).rejects.toThrow(/b\.md: <Widget> is not imported/);
    fs.rmSync(siteDir, {recursive: true, force: true});
  });

  it("the worker is handed output.ts's buildOutput", async () => {
    const calls: unknown[][] = [];
    const output = {dir: '/d', files: []};
    const {outputInWorkerWith} = await import('../index');
    const call = (...args: unknown[]) => (calls.push(args), Promise.resolve(output));
    await outputInWorkerWith(call as never)({dir: '/d'} as never);
    expect(calls).toHaveLength(1);
    const [, module, name] = calls[0] as [string, string, string];
    expect(module).toBe(path.join(__dirname, '../output.ts'));
    expect(typeof (await import('../output'))[name as 'buildOutput']).toBe('function');
  });

  it('converts once the bundler is configured: a file another plugin writes in its allContentLoaded is in the twin', async () => {
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'llms-plugin-'));
    const generatedFilesDir = path.join(siteDir, '.docusaurus');
    fs.mkdirSync(path.join(siteDir, 'docs'));
    fs.writeFileSync(path.join(siteDir, 'docs/log.mdx'), "import Log from '@generated/feeds/default/log.md';\n\n<Log />\n");
    // The conversion in this process (a build runs it in a worker thread: see the test above).
    const plugin = llmsPlugin({siteDir, generatedFilesDir, siteConfig: {url: 'https://developers.example', baseUrl: '/'}} as never, {convert: (input) => buildOutput(input)});
    const docs = [{id: 'log', title: 'Log', description: 'Changes.', permalink: '/docs/log', source: '@site/docs/log.mdx', sidebar: 'docs'}];
    const allContent = {'docusaurus-plugin-content-docs': {default: {loadedVersions: [{docs, sidebars: {docs: [{type: 'doc', id: 'log'}]}}]}}};
    await plugin.allContentLoaded!({allContent, actions: {} as never});
    // Another plugin's allContentLoaded, side by side, writes the file later than a conversion takes to start.
    await new Promise((resolve) => setTimeout(resolve, 200));
    fs.mkdirSync(path.join(generatedFilesDir, 'feeds/default'), {recursive: true});
    fs.writeFileSync(path.join(generatedFilesDir, 'feeds/default/log.md'), '## 2.0.0\n\nA change.\n');
    plugin.configureWebpack!({} as never, true, {} as never, undefined as never);
    const outDir = path.join(siteDir, 'build');
    await plugin.postBuild!({outDir} as never);
    expect(fs.readFileSync(path.join(outDir, 'docs/log.md'), 'utf8')).toBe('# Log\n\n> Changes.\n\n## 2.0.0\n\nA change.\n');
    fs.rmSync(siteDir, {recursive: true, force: true});
  });
});

describe('the development server', () => {
  it('converts the twins when one is asked for, not on every edit (the recompile a writer waits for keeps the processor)', async () => {
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'development';
    try {
      const inputs: string[][] = [];
      const output = {dir: '/d', files: []};
      const plugin = llmsPlugin({siteDir: '/site', generatedFilesDir: fs.mkdtempSync(path.join(os.tmpdir(), 'llms-dev-')), siteConfig: {url: 'https://developers.example', baseUrl: '/'}} as never, {
        convert: (input) => (inputs.push(input.docs.map((d) => d.title)), Promise.resolve(output)),
      });
      const content = (title: string) => ({'docusaurus-plugin-content-docs': {default: {loadedVersions: [{docs: [{id: 'a', title, description: '', permalink: '/docs/a', source: '@site/docs/a.mdx', sidebar: 'docs'}], sidebars: {}}]}}});
      await plugin.allContentLoaded!({allContent: content('first') as never, actions: {} as never});
      const config = plugin.configureWebpack!({} as never, false, {} as never, undefined as never) as {devServer: {setupMiddlewares(m: unknown[]): unknown[]}};
      const middlewares: Array<{middleware: (req: unknown, res: unknown, next: () => void) => void}> = [];
      config.devServer.setupMiddlewares(middlewares);
      // Two edits, no twin asked for: nothing converted.
      await plugin.allContentLoaded!({allContent: content('second') as never, actions: {} as never});
      expect(inputs).toEqual([]);
      const ask = (url: string) => new Promise<void>((resolve) => middlewares[0]!.middleware({url}, {}, resolve));
      await ask('/docs/a/');
      expect(inputs).toEqual([]);
      // A twin asked for: the last content is converted, once for as many requests as come before the next edit.
      await ask('/docs/a.md');
      await ask('/llms.txt');
      expect(inputs).toEqual([['second']]);
      await plugin.allContentLoaded!({allContent: content('third') as never, actions: {} as never});
      await ask('/docs/a.md');
      expect(inputs).toEqual([['second'], ['third']]);
    } finally {
      process.env.NODE_ENV = previous;
    }
  });
});

describe('assistant links', () => {
  it('pass a prompt naming the twin and nothing else', () => {
    const twin = 'https://developers.example/docs/a.md';
    expect(assistantPrompt(twin)).toContain(twin);
    expect(chatGptUrl(twin)).toBe(`https://chatgpt.com/?q=${encodeURIComponent(assistantPrompt(twin))}`);
    expect(claudeUrl(twin)).toBe(`https://claude.ai/new?q=${encodeURIComponent(assistantPrompt(twin))}`);
  });
});

describe('what loading the plugin loads', () => {
  it("imports no converter, renderer or parser: those run in the worker (a cold start's main thread paid 4 s for them)", () => {
    const entry = fs.readFileSync(path.join(__dirname, '../index.ts'), 'utf8');
    const valueImports = [...entry.matchAll(/^import (?!type )[^;]*? from '([^']+)';/gm)].map((m) => m[1]);
    for (const heavy of ['./mdx', './output', './renderers', '../openapi/markdown', '../sdk-components/markdown', 'unified']) {
      expect(valueImports, heavy).not.toContain(heavy);
    }
    expect(valueImports).toContain('./files');
  });

  it("the worker's own modules load neither the API plugin's parser nor Postman's converter", () => {
    // Every module the worker's entry reaches through value imports within src/.
    const seen = new Set<string>();
    const packages = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = fs.readFileSync(file, 'utf8');
      for (const [, from] of source.matchAll(/^(?:import|export) (?!type )[^;]*? from '([^']+)';/gm)) {
        if (!from!.startsWith('.')) {
          packages.add(from!);
          continue;
        }
        const base = path.resolve(path.dirname(file), from!);
        const target = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), base].find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
        if (target) visit(target);
      }
    };
    visit(path.join(__dirname, '../output.ts'));
    const names = [...seen].map((f) => path.relative(path.join(__dirname, '../..'), f));
    for (const heavy of ['openapi/index.ts', 'openapi/postman.ts', 'openapi/document.ts']) expect(names, heavy).not.toContain(heavy);
    expect(names).toContain('openapi/published.ts');
    for (const heavy of ['openapi-to-postmanv2', '@readme/openapi-parser']) expect([...packages], heavy).not.toContain(heavy);
  });
});
