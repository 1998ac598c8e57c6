import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {Manifest} from '../types';
import {componentTwinProvider, overviewMarkdown, referenceMarkdown, usageMarkdown} from '../markdown';
import {pageData} from '../mdx';

const manifest = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../..', 'src/data/components/manifest.json'), 'utf8')) as Manifest;
const data = (tag: string) => pageData(manifest, manifest.components.find((c) => c.tag === tag)!);
const prose = (md: string) => md.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '').replace(/`[^`\n]*`/g, '');

describe('component twin', () => {
  it('renders every reference section from the manifest entry', () => {
    const c = data('bp-sdk-date-input');
    const md = referenceMarkdown(c);
    for (const title of ['Properties', 'Events', 'Methods', 'Slots', 'Shadow parts', 'CSS custom properties', 'Custom element hooks', 'Contract', 'Dependencies']) {
      expect(md).toContain(`## ${title}\n`);
    }
    for (const prop of c.props) expect(md).toContain(`### \`${prop.name}\``);
    for (const event of c.events) expect(md).toContain(`### \`${event.event}\``);
    for (const style of c.styles) expect(md).toContain(`| \`${style.name}\` |`);
    for (const part of c.parts) expect(md).toContain(`| \`${part.name}\` |`);
    expect(md).toContain(`title="${c['x-site'].contract}.d.ts"`);
    expect(prose(md)).not.toMatch(/<\/?[A-Za-z][^>]*>/);
  });

  it('renders the overview facts and the usage samples', () => {
    const c = data('bp-sdk-date-input');
    expect(overviewMarkdown(c)).toContain(`- Package: \`${c.package}\``);
    const usage = usageMarkdown(c);
    expect(usage).toContain('**HTML**\n\n```html\n');
    expect(prose(usage)).not.toMatch(/<\/?[A-Za-z][^>]*>/);
  });

  it('answers for the generated data and reference modules', () => {
    const provider = componentTwinProvider(manifest);
    expect(provider.value!('bp-sdk-date-input.json')).toMatchObject({tag: 'bp-sdk-date-input'});
    expect((provider.value!('index.json') as unknown[]).length).toBe(manifest.components.length);
    expect(provider.render!('bp-sdk-date-input.mdx', {file: 'x'} as never)).toContain('## Properties');
    expect(() => provider.render!('bp-sdk-nothing.mdx', {file: 'x'} as never)).toThrow(/no component/);
  });
});
