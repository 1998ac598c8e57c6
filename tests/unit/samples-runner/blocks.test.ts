/**
 * How the runner reads a page: fences with their meta, tabs and the prose
 * around them, files shown through a raw import, the reader's values a
 * page renders with ReaderVariables, and the samples the API reference
 * generates where a page renders an operation; and the pages in sidebar order.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, expect, test} from 'vitest';
import {pageBlocks} from '../../samples/blocks';
import {orderedPages} from '../../samples/pages';
import sidebars from '../../../sidebars';
import {sidebarDocIds} from '../../../src/sidebar/doc-ids';
import type {SidebarItem} from '../../../src/site/sidebar';

const FENCE = '```';
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bp-runner-blocks-'));
afterAll(() => fs.rmSync(root, {recursive: true, force: true}));

function page(source: string): ReturnType<typeof pageBlocks> {
  fs.mkdirSync(path.join(root, 'docs'), {recursive: true});
  fs.mkdirSync(path.join(root, 'src/data'), {recursive: true});
  fs.writeFileSync(path.join(root, 'src/data/verify.py'), 'def verify():\n    return True\n');
  fs.writeFileSync(path.join(root, 'docs/page.mdx'), source);
  return pageBlocks('docs/page.mdx', root, [
    {name: 'BP_CLIENT_ID', description: 'client id', sandbox: 'cid_1'},
    {name: 'BP_TENANT_ID', description: 'tenant', sandbox: 't-1'},
  ]);
}

test('fences, tabs, prose, raw imports, reader variables and generated samples, in page order', () => {
  const blocks = page(`import verify from '!!raw-loader!@site/src/data/verify.py';
import CreateHook from '@generated/bindpoint-openapi/default/createHook.mdx';

Set your values:

<ReaderVariables variables={readerVariables} names={['BP_TENANT_ID', 'BP_CLIENT_ID']} />

<Tabs>
<TabItem value="a">

${FENCE}bash title="a.sh" norun="a fragment; the next block runs it"
echo a
${FENCE}

</TabItem>
<TabItem value="b">

<CodeBlock language="python" title="verify.py">{verify}</CodeBlock>

</TabItem>
</Tabs>

A \`201 Created\` response returns it.

## Reference

<CreateHook />
`);
  expect(blocks.map((b) => [b.origin, b.language, b.title ?? ''])).toEqual([
    ['component', 'bash', ''],
    ['fence', 'bash', 'a.sh'],
    ['raw-import', 'python', 'verify.py'],
    ['generated', 'bash', ''],
    ['generated', 'js', ''],
    ['generated', 'python', ''],
  ]);
  const [variables, fence, raw, curl] = blocks;
  expect(variables!.code).toBe('export BP_TENANT_ID="t-1"\nexport BP_CLIENT_ID="cid_1"');
  expect(variables!.before).toBe('Set your values:');
  expect(fence!.norun).toBe('a fragment; the next block runs it');
  expect(fence!.group).toBe(raw!.group);
  expect(fence!.tab).not.toBe(raw!.tab);
  expect(raw!.code).toContain('def verify()');
  expect(fence!.after).toBe('A `201 Created` response returns it.');
  expect(curl).toMatchObject({operationId: 'createHook', group: 'op:createHook', tab: 'bash', success: [201]});
  expect(curl!.code).toMatch(/^curl https:\/\/hooks\.sandbox\.bindpoint\.example\/hooks \\\n  --request POST/);
});

test('an unknown reader variable fails with the page and line', () => {
  expect(() => page(`\n<ReaderVariables variables={readerVariables} names={['BINDPOINT_TENANT_ID']} />\n`)).toThrow(/docs\/page\.mdx:2: "BINDPOINT_TENANT_ID" is not a reader variable/);
});

test('the pages come in sidebar order, the home page first and a page without a sidebar after its area', () => {
  // The rule over the whole tree, not over named pages: a writer who removes or adds a page cannot break this test.
  const pages = orderedPages();
  const ids = pages.map((p) => p.id);
  expect(ids[0]).toBe('home');
  expect(new Set(ids).size).toBe(ids.length);
  const listed = (sidebars.docs as SidebarItem[]).map((area) => sidebarDocIds([area]).filter((id) => ids.includes(id)));
  // Sidebar pages keep the sidebar's order.
  const inSidebar = new Set(listed.flat());
  expect(ids.filter((id) => inSidebar.has(id))).toEqual(listed.flat().filter((id, i, all) => all.indexOf(id) === i));
  const folder = (id: string) => path.posix.dirname(id);
  // (A page at the top of docs/ without a sidebar entry goes last, under "Other".)
  const unlisted = ids.filter((id) => id.includes('/') && !inSidebar.has(id));
  expect(unlisted.length, 'pages without a sidebar entry (wh_testing, quote_start/authentication, …)').toBeGreaterThan(0);
  for (const id of unlisted) {
    const area = listed.find((areaIds) => areaIds.some((listedId) => folder(listedId) === folder(id)));
    if (!area) continue;
    // A page without a sidebar follows the last sidebar page of its folder, and comes before the next area.
    const lastOfFolder = Math.max(...area.filter((listedId) => folder(listedId) === folder(id)).map((listedId) => ids.indexOf(listedId)));
    expect(ids.indexOf(id), `${id} after ${ids[lastOfFolder]}`).toBeGreaterThan(lastOfFolder);
    const next = listed[listed.indexOf(area) + 1]?.[0];
    if (next) expect(ids.indexOf(id), `${id} before the next area (${next})`).toBeLessThan(ids.indexOf(next));
  }
});
