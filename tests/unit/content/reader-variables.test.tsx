/**
 * The ReaderVariables component and its helpers: pages print the reader's
 * values by the fixture world's names (decision 9), never retyped, and a
 * name the world does not have fails the build instead of printing nothing.
 */
import {describe, expect, it, vi} from 'vitest';
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {pickVariables, READER_VARIABLES_NOTE, shellQuote, variableLines, type ReaderVariable} from '../../../src/data/reader-variables';

// @theme/CodeBlock needs the Docusaurus theme; a <pre> with the same props is enough here.
vi.mock('@theme/CodeBlock', () => ({
  default: ({children, title, language}: {children: string; title?: string; language?: string}) =>
    React.createElement('pre', {'data-title': title, 'data-language': language}, children),
}));
const {default: ReaderVariables} = await import('../../../src/components/ReaderVariables');

const world: ReaderVariable[] = [
  {name: 'BP_CLIENT_ID', description: 'Sandbox OAuth client id', sandbox: '0c6b7f2e4a9d41c8'},
  {name: 'BP_CLIENT_SECRET', description: 'Sandbox OAuth client secret', sandbox: 'sk_sandbox_9f1d2c7a8b3e4f50a6c1d2e3'},
  {name: 'BP_TENANT_ID', description: 'Sandbox tenant id', sandbox: '5b2e9c41-7d3a-4f0e-9b6c-2a8d1e4f7c30'},
  {name: 'BP_ODD', description: 'A value with shell characters', sandbox: 'a "b" $c `d` \\e'},
];

describe('reader variable helpers', () => {
  it('pick the named variables in the order asked', () => {
    expect(pickVariables(world, ['BP_TENANT_ID', 'BP_CLIENT_ID']).map((v) => v.name)).toEqual(['BP_TENANT_ID', 'BP_CLIENT_ID']);
  });

  it('refuse a name the world does not have, naming the known ones', () => {
    expect(() => pickVariables(world, ['BINDPOINT_TENANT_ID'], 'docs/x.mdx')).toThrow(
      /docs\/x\.mdx: "BINDPOINT_TENANT_ID" is not a reader variable of the fixture world\. Known names: BP_CLIENT_ID, BP_CLIENT_SECRET, BP_TENANT_ID/,
    );
    expect(() => pickVariables(world, ['BP_CLIENT_ID', 'BP_CLIENT_ID'])).toThrow(/listed twice/);
    expect(() => pickVariables(world, [])).toThrow(/names is empty/);
  });

  it('quote values so a shell reads them back unchanged', () => {
    expect(shellQuote('abc')).toBe('"abc"');
    expect(shellQuote('a "b" $c `d` \\e')).toBe('"a \\"b\\" \\$c \\`d\\` \\\\e"');
  });

  it('write export lines and .env lines', () => {
    const picked = pickVariables(world, ['BP_CLIENT_ID', 'BP_TENANT_ID', 'BP_ODD']);
    expect(variableLines(picked, 'export')).toBe(
      ['export BP_CLIENT_ID="0c6b7f2e4a9d41c8"', 'export BP_TENANT_ID="5b2e9c41-7d3a-4f0e-9b6c-2a8d1e4f7c30"', 'export BP_ODD="a \\"b\\" \\$c \\`d\\` \\\\e"'].join('\n'),
    );
    expect(variableLines(picked, 'dotenv')).toBe(
      ['BP_CLIENT_ID=0c6b7f2e4a9d41c8', 'BP_TENANT_ID=5b2e9c41-7d3a-4f0e-9b6c-2a8d1e4f7c30', 'BP_ODD="a \\"b\\" \\$c \\`d\\` \\\\e"'].join('\n'),
    );
  });
});

describe('ReaderVariables', () => {
  it('renders the export lines in a bash block under the note', () => {
    const html = renderToStaticMarkup(<ReaderVariables variables={world} names={['BP_CLIENT_ID', 'BP_CLIENT_SECRET']} />);
    expect(html).toContain('data-language="bash"');
    expect(html).toContain(READER_VARIABLES_NOTE.replace(/'/g, '&#x27;'));
    expect(html).toContain('export BP_CLIENT_ID=&quot;0c6b7f2e4a9d41c8&quot;');
    expect(html).toContain('export BP_CLIENT_SECRET=&quot;sk_sandbox_9f1d2c7a8b3e4f50a6c1d2e3&quot;');
    expect(html).not.toContain('BP_TENANT_ID');
  });

  it('renders a titled .env file', () => {
    const html = renderToStaticMarkup(<ReaderVariables variables={world} names={['BP_TENANT_ID']} format="dotenv" title=".env" />);
    expect(html).toContain('data-title=".env"');
    expect(html).toContain('BP_TENANT_ID=5b2e9c41-7d3a-4f0e-9b6c-2a8d1e4f7c30');
    expect(html).not.toContain('export ');
  });

  it('renders a table of name (the row header), meaning and sandbox example in a named, focusable region', () => {
    const html = renderToStaticMarkup(<ReaderVariables variables={world} names={['BP_TENANT_ID']} format="table" />);
    expect(html).toMatch(/^<div class="[^"]*" role="region" aria-label="Values you supply" tabindex="0">/);
    expect(html).toContain('<th scope="col">Variable</th>');
    expect(html).toContain('<th scope="row"><code>BP_TENANT_ID</code></th><td>Sandbox tenant id</td><td><code>5b2e9c41-7d3a-4f0e-9b6c-2a8d1e4f7c30</code>');
  });

  it('fails on a name the world does not have', () => {
    expect(() => renderToStaticMarkup(<ReaderVariables variables={world} names={['BP_SDK_CLIENT_ID']} />)).toThrow(/BP_SDK_CLIENT_ID/);
  });
});
