import {describe, expect, it} from 'vitest';
import manifestJson from '../../../data/components/manifest.json';
import type {Manifest} from '../types';
import {componentSidebar} from '../sidebar';
import {indexEntries, pageData, referenceModule, REFERENCE_SECTIONS} from '../mdx';
import {contractSource} from '../theme/ComponentApi/contract';
import {filterComponents} from '../theme/ComponentIndex/filter';
import {checkComponents, checkPage} from '../scripts/check-components.mjs';
import {pageSource} from '../scripts/scaffold-page.mjs';

const manifest = manifestJson as unknown as Manifest;
const dateInput = manifest.components.find((c) => c.tag === 'bp-sdk-date-input')!;

describe('check-components', () => {
  it('passes: manifest current with families.ts, every entry has a page, every page an entry, every member a description', async () => {
    const result = await checkComponents();
    expect(result.problems).toEqual([]);
    expect(result.pages).toBe(manifest.components.length);
  });

  it('catches a page with the wrong id or a missing section', () => {
    const good = pageSource(dateInput);
    expect(checkPage('bp-sdk-date-input', good)).toEqual([]);
    expect(checkPage('bp-sdk-date-input', good.replace('id: bp-sdk-date-input', 'id: date-input'))).not.toEqual([]);
    expect(checkPage('bp-sdk-date-input', good.replace('## Usage\n', ''))).not.toEqual([]);
    expect(checkPage('bp-sdk-date-input', good.replace('<ComponentReference />', ''))).not.toEqual([]);
  });
});

describe('generated reference partial', () => {
  const mdx = referenceModule(dateInput);

  it('has the sections in the fixed order', () => {
    const positions = REFERENCE_SECTIONS.map(([id]) => mdx.indexOf(`{#${id}}`));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('gives every property and event its own ### heading with a stable anchor', () => {
    for (const p of dateInput.props) expect(mdx).toContain(`### \`${p.name}\` {#prop-${p.name}}`);
    for (const e of dateInput.events) expect(mdx).toContain(`### \`${e.event}\` {#event-${e.event}}`);
  });

  it('imports only its own component data', () => {
    expect(mdx).toContain("import component from './bp-sdk-date-input.json';");
    const data = pageData(manifest, dateInput);
    expect(data.tag).toBe('bp-sdk-date-input');
    expect(Object.keys(data.related).sort()).toEqual([...dateInput.dependencies, ...dateInput.dependents].sort());
    expect(JSON.stringify(data).length).toBeLessThan(30_000);
  });
});

describe('sidebar and index', () => {
  it('lists every component once, grouped by family under Components', () => {
    const [category] = componentSidebar(manifest) as Array<{label: string; link: {id: string}; items: Array<{label: string; items: Array<{id: string}>}>}>;
    expect(category.label).toBe('Components');
    expect(category.link.id).toBe('sdk/components/index');
    const ids = category.items.flatMap((f) => f.items.map((i) => i.id));
    expect(ids.length).toBe(manifest.components.length);
    expect(new Set(ids).size).toBe(ids.length);
    expect(category.items.length).toBe(manifest['x-site'].families.length);
  });

  it('filters the index by every typed word', () => {
    const entries = indexEntries(manifest);
    expect(filterComponents(entries, '')).toHaveLength(entries.length);
    const vehicles = filterComponents(entries, 'vehicle');
    expect(vehicles.length).toBeGreaterThan(10);
    expect(filterComponents(entries, 'date input').map((e) => e.tag)).toContain('bp-sdk-date-input');
    expect(filterComponents(entries, 'zzzz-no-such')).toEqual([]);
  });
});

describe('contract', () => {
  it('writes the I<Name>Component interface with props, events and methods', () => {
    const source = contractSource(dateInput);
    expect(source).toContain('export interface IDateInputComponent {');
    expect(source).toContain('  questionCode: string;');
    expect(source).toContain('  min?: string;');
    expect(source).toContain('onBpSdkChange?: (event: CustomEvent<{questionCode: string; value: string}>) => void;');
    expect(source).toContain('validate(): Promise<boolean>;');
  });
});
