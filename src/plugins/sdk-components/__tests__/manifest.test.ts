import {describe, expect, it} from 'vitest';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import manifestJson from '../../../data/components/manifest.json';
import schema from '../../../data/components/manifest.schema.json';
import type {Manifest} from '../types';

const manifest = manifestJson as unknown as Manifest;
const byTag = new Map(manifest.components.map((c) => [c.tag, c]));
const kebab = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const pascal = (s: string) => s.split('-').map((w) => w[0].toUpperCase() + w.slice(1)).join('');
const nameOf = (tag: string) => tag.replace(/^bp-sdk-/, '');

/** One tag per family the spec (section 2) names; each must exist. */
const SPEC_FAMILIES: Record<string, string[]> = {
  accordion: ['bp-sdk-accordion'],
  'address group': ['bp-sdk-address-group'],
  analytics: ['bp-sdk-analytics'],
  'application load': ['bp-sdk-application-load'],
  'autocomplete input': ['bp-sdk-autocomplete-input'],
  'back/next/delete buttons': ['bp-sdk-back-button', 'bp-sdk-next-button', 'bp-sdk-delete-button'],
  'business classification selector (NAICS) parts': [
    'bp-sdk-business-classification-selector',
    'bp-sdk-business-classification-search',
    'bp-sdk-business-classification-item',
  ],
  inputs: [
    'bp-sdk-checkbox-input',
    'bp-sdk-radio-group',
    'bp-sdk-select-input',
    'bp-sdk-text-input',
    'bp-sdk-date-input',
    'bp-sdk-month-year-input',
    'bp-sdk-masked-input',
    'bp-sdk-increment-input',
    'bp-sdk-dynamic-input',
  ],
  dialog: ['bp-sdk-dialog'],
  'driver group and driver question pool': ['bp-sdk-driver-group', 'bp-sdk-driver-question-pool'],
  errors: ['bp-sdk-error-summary', 'bp-sdk-error-page'],
  filters: ['bp-sdk-filters'],
  footer: ['bp-sdk-footer'],
  'address validation': ['bp-sdk-address-validation'],
  'places autocomplete': ['bp-sdk-places-autocomplete'],
  'messages and notifications': ['bp-sdk-message', 'bp-sdk-notification'],
  'offline quote': ['bp-sdk-offline-quote'],
  'pending process': ['bp-sdk-pending-process'],
  'product list': ['bp-sdk-product-list'],
  'question group/pool/set': ['bp-sdk-question-group', 'bp-sdk-question-pool', 'bp-sdk-question-set'],
  queue: ['bp-sdk-queue'],
  'quote load': ['bp-sdk-quote-load'],
  'quote payment': ['bp-sdk-quote-payment'],
  'quote-request parts': [
    'bp-sdk-quote-request-coverage',
    'bp-sdk-quote-request-fees',
    'bp-sdk-quote-request-premium',
    'bp-sdk-quote-request-price',
    'bp-sdk-quote-request-product',
    'bp-sdk-quote-request-status-list',
    'bp-sdk-quote-request-taxes-and-fees',
    'bp-sdk-quote-request-vehicle-coverage',
    'bp-sdk-quote-request-logo',
    'bp-sdk-quote-request-bind',
  ],
  root: ['bp-sdk-root'],
  'send to exchange': ['bp-sdk-send-to-exchange'],
  setup: ['bp-sdk-setup'],
  spinner: ['bp-sdk-spinner'],
  progress: ['bp-sdk-progress'],
  'stepper group': ['bp-sdk-stepper-group'],
  'tab group': ['bp-sdk-tab-group'],
  'take over': ['bp-sdk-take-over'],
  'vehicle parts': [
    'bp-sdk-vehicle-configurations',
    'bp-sdk-vehicle-makes',
    'bp-sdk-vehicle-models',
    'bp-sdk-vehicle-years',
    'bp-sdk-vehicle-vin',
    'bp-sdk-vehicle-panel',
    'bp-sdk-vehicle-save',
    'bp-sdk-vehicle-edit',
    'bp-sdk-vehicle-delete',
  ],
};

describe('component manifest', () => {
  it('validates against its JSON Schema', () => {
    const ajv = new Ajv({allErrors: true, strict: false});
    const validate = ajv.compile(schema);
    const valid = validate(manifest);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('the schema rejects a malformed entry', () => {
    const ajv = new Ajv({allErrors: true, strict: false});
    const validate = ajv.compile(schema);
    const broken = structuredClone(manifest);
    broken.components[0].tag = 'sdk-root';
    broken.components[0].events.push({...broken.components[0].events[0], event: 'change'});
    expect(validate(broken)).toBe(false);
  });

  it('holds between 180 and 190 components with unique tags', () => {
    expect(manifest.components.length).toBeGreaterThanOrEqual(180);
    expect(manifest.components.length).toBeLessThanOrEqual(190);
    expect(byTag.size).toBe(manifest.components.length);
  });

  it.each(Object.entries(SPEC_FAMILIES))('has the spec family %s', (_family, tags) => {
    for (const tag of tags) expect(byTag.has(tag), tag).toBe(true);
  });

  it('puts every component in a declared family', () => {
    const families = new Set(manifest['x-site'].families.map((f) => f.id));
    for (const c of manifest.components) expect(families.has(c['x-site'].family), c.tag).toBe(true);
    for (const f of families) expect(manifest.components.some((c) => c['x-site'].family === f), f).toBe(true);
  });

  it('resolves every dependency, dependent and dependency-graph node', () => {
    for (const c of manifest.components) {
      for (const dep of c.dependencies) {
        expect(byTag.has(dep), `${c.tag} -> ${dep}`).toBe(true);
        expect(byTag.get(dep)!.dependents, `${dep} lists ${c.tag} as dependent`).toContain(c.tag);
      }
      for (const dependent of c.dependents) {
        expect(byTag.get(dependent)?.dependencies, `${dependent} -> ${c.tag}`).toContain(c.tag);
      }
      for (const [node, deps] of Object.entries(c.dependencyGraph)) {
        expect(byTag.has(node)).toBe(true);
        for (const d of deps) expect(byTag.has(d)).toBe(true);
      }
      expect(c.dependencies).not.toContain(c.tag);
    }
  });

  it('follows one naming convention', () => {
    for (const c of manifest.components) {
      const name = nameOf(c.tag);
      expect(c.tag).toMatch(/^bp-sdk-[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
      expect(c['x-site'].contract).toBe(`I${pascal(name)}Component`);
      for (const p of c.props) {
        expect(p.name, `${c.tag}.${p.name}`).toMatch(/^[a-z][a-zA-Z0-9]*$/);
        if (p.attr !== undefined) expect(p.attr).toBe(kebab(p.name));
      }
      for (const e of c.events) expect(e.event, `${c.tag} ${e.event}`).toMatch(/^bpSdk[A-Z][a-zA-Z]+$/);
      for (const e of c.events) expect(e.composed && e.bubbles).toBe(true);
      for (const s of c.styles) expect(s.name, c.tag).toMatch(new RegExp(`^--bp-sdk-${name}-[a-z0-9-]+$`));
      for (const h of c['x-site'].hooks) expect(h.name).toBe(`bp-sdk-external-${name}`);
    }
  });

  it('question inputs share the same core properties and change event', () => {
    const inputs = ['text-input', 'date-input', 'select-input', 'radio-group', 'masked-input', 'increment-input'];
    for (const name of inputs) {
      const c = byTag.get(`bp-sdk-${name}`)!;
      expect(c.props.map((p) => p.name)).toEqual(
        expect.arrayContaining(['questionCode', 'label', 'value', 'required', 'disabled', 'helpText']),
      );
      expect(c.events.map((e) => e.event)).toContain('bpSdkChange');
    }
  });

  it('wires the store through bp-sdk-setup and bp-sdk-root and links the selectors guide', () => {
    const setup = byTag.get('bp-sdk-setup')!;
    const root = byTag.get('bp-sdk-root')!;
    expect(setup.docs).toContain('/docs/sdk/sdk_selectors/');
    expect(root.docs).toContain('/docs/sdk/sdk_selectors/');
    expect(setup.events.find((e) => e.event === 'bpSdkReady')?.detail).toContain('SdkStore');
    expect(setup.methods.map((m) => m.name)).toContain('getStore');
    expect(root.props.find((p) => p.name === 'store')?.complexType.original).toBe('SdkStore');
    expect(root.dependencies).toEqual(expect.arrayContaining(['bp-sdk-question-set', 'bp-sdk-quote-load']));
  });

  it('has specific descriptions, not one sentence repeated', () => {
    const docs = manifest.components.map((c) => c.docs);
    expect(new Set(docs).size).toBe(docs.length);
    const summaries = manifest.components.map((c) => c['x-site'].summary);
    expect(new Set(summaries).size).toBe(summaries.length);
    const propDocs = manifest.components.flatMap((c) => c.props.map((p) => p.docs));
    const counts = new Map<string, number>();
    for (const d of propDocs) counts.set(d, (counts.get(d) ?? 0) + 1);
    const mostRepeated = Math.max(...counts.values());
    expect(mostRepeated).toBeLessThanOrEqual(6);
  });

  it('never writes a platform host literally', () => {
    expect(JSON.stringify(manifest)).not.toMatch(/bindpoint\.example/);
  });
});

describe('React usage samples', () => {
  // Modules the declared SDK API (src/data/sdk/bindpoint-sdk.d.ts) has.
  const declared = [
    ...readFileSync(path.resolve(__dirname, '../../../data/sdk/bindpoint-sdk.d.ts'), 'utf8').matchAll(
      /^declare module '([^']+)'/gm,
    ),
  ].map((m) => m[1]);

  it('import only modules the declared SDK API has (no wrapper package)', () => {
    for (const c of manifest.components) {
      const imports = [...c.usage.react.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
      for (const module of imports) expect(declared, `${c.tag} imports ${module}`).toContain(module);
    }
  });

  it('render the custom element itself, as React 19 allows', () => {
    for (const c of manifest.components) {
      expect(c.usage.react, c.tag).toMatch(new RegExp(`<${c.tag}[\\s/>]`));
      expect(c.usage.react, c.tag).not.toMatch(/<BpSdk/);
    }
  });

  it('listen with on<event>, the event name verbatim (react-dom adds the listener for what follows "on")', () => {
    for (const c of manifest.components) {
      const listeners = [...c.usage.react.matchAll(/\s(on\w+)=\{/g)].map((m) => m[1]!);
      const events = new Set(c.events.map((e) => e.event));
      for (const listener of listeners) expect(events.has(listener.slice(2)), `${c.tag} ${listener}`).toBe(true);
      if (c.events.length) expect(listeners, c.tag).toEqual([`on${c.events[0]!.event}`]);
    }
  });
});
