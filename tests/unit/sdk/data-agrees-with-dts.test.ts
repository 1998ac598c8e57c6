/**
 * selectors.json and globals.json must describe exactly what the declared
 * SDK API (src/data/sdk/bindpoint-sdk.d.ts) declares: every selector is an
 * export of @bindpoint/sdk-redux with the documented signature and return
 * type, every configuration field has the documented type, every window
 * event is in the global WindowEventMap with the documented detail type, and
 * every example in the data compiles.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkDeclarations, report, SDK_DTS, typecheck} from './typecheck';
import selectorsData from '../../../src/data/sdk/selectors.json';
import globalsData from '../../../src/data/sdk/globals.json';
import {tokens} from '../../../src/site/identity';

const dts = readFileSync(SDK_DTS, 'utf8');
const TYPES = `import type * as T from '@bindpoint/sdk-types';\n`;
/** Every exported type name of sdk-types, so data may name them bare. */
const typesModule = dts.slice(dts.indexOf("declare module '@bindpoint/sdk-types'"), dts.indexOf("declare module '@bindpoint/sdk-core'"));
const typeNames = [...typesModule.matchAll(/^\s{2}export (?:interface|type) (\w+)/gm)].map((m) => m[1]);
const typeImports = `import type {${[...new Set(typeNames)].join(', ')}} from '@bindpoint/sdk-types';\n`;
/** Mutual assignability: A and B are the same type. */
const EQUAL = `type Equal<A, B> = (<G>() => G extends A ? 1 : 2) extends (<G>() => G extends B ? 1 : 2) ? true : false;\nfunction assertEqual<_ extends true>(): void {}\n`;

describe('the SDK declarations', {timeout: 300_000}, () => {
  it('type-check on their own (declaration checking on)', () => {
    const problems = checkDeclarations();
    expect(problems, report(problems)).toEqual([]);
  });
});

describe('selectors.json', {timeout: 300_000}, () => {
  const {selectors, slices} = selectorsData;

  it('lists unique selectors, each with the documented fields', () => {
    expect(selectors.length).toBeGreaterThanOrEqual(40);
    const names = selectors.map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
    for (const s of selectors) {
      expect(s.name).toMatch(/^select[A-Z]\w+$/);
      expect(slices).toContain(s.slice);
      expect(s.signature.startsWith('(state: RootState')).toBe(true);
      expect(s.signature.endsWith(`=> ${s.returnType}`)).toBe(true);
      expect(s.description.length).toBeGreaterThan(20);
      expect(s.example).toContain(s.name);
    }
  });

  it('covers every selector exported by @bindpoint/sdk-redux, and no other', () => {
    const redux = dts.slice(dts.indexOf("declare module '@bindpoint/sdk-redux'"));
    const declared = [...redux.slice(0, redux.indexOf('\n}\n')).matchAll(/export function (select\w+)\(/g)].map((m) => m[1]);
    expect(declared.length).toBeGreaterThan(0);
    expect(selectors.map((s) => s.name).sort()).toEqual([...declared].sort());
  });

  it('names slices that exist in RootState', () => {
    const root = dts.slice(dts.indexOf('export interface RootState {'));
    const body = root.slice(0, root.indexOf('}'));
    for (const slice of slices) expect(body).toContain(`${slice}:`);
  });

  it('matches the declared signatures and return types, and every example compiles', () => {
    const checks = selectors
      .map(
        (s) =>
          `{ const check: ${s.signature} = R.${s.name}; void check;\n` +
          `  assertEqual<Equal<ReturnType<typeof R.${s.name}>, ${s.returnType}>>(); }`,
      )
      .join('\n');
    const files: Record<string, string> = {
      'signatures.ts': `${typeImports}import * as R from '@bindpoint/sdk-redux';\n${EQUAL}${checks}\nexport {};\n`,
    };
    for (const s of selectors) {
      files[`example-${s.name}.ts`] =
        `${typeImports}import {observe, ${s.name}} from '@bindpoint/sdk-redux';\n` +
        `declare const store: BindPointStore;\nvoid observe;\n${s.example}\nexport {};\n`;
    }
    const problems = typecheck(files);
    expect(problems, report(problems)).toEqual([]);
  });
});

describe('globals.json', {timeout: 300_000}, () => {
  const {config, environments, events} = globalsData;

  it('documents every BindPointConfig field with the declared type', () => {
    const top = config.filter((f) => !f.name.includes('.'));
    const checks = config
      .map((f) => {
        const [parent, child] = f.name.split('.');
        const declared = child
          ? `NonNullable<T.BindPointConfig['${parent}']>['${child}']`
          : `T.BindPointConfig['${parent}']`;
        const opt = f.required ? '' : ' | undefined';
        return `assertEqual<Equal<${declared}, (${f.type})${opt}>>();`;
      })
      .join('\n');
    const keys = `assertEqual<Equal<keyof T.BindPointConfig, ${top.map((f) => `'${f.name}'`).join(' | ')}>>();\n` +
      `assertEqual<Equal<keyof T.AnalyticsOptions, ${config.filter((f) => f.name.startsWith('analytics.')).map((f) => `'${f.name.slice(10)}'`).join(' | ')}>>();\n` +
      `assertEqual<Equal<{[K in keyof T.BindPointConfig]-?: {} extends Pick<T.BindPointConfig, K> ? never : K}[keyof T.BindPointConfig], ${top.filter((f) => f.required).map((f) => `'${f.name}'`).join(' | ')}>>();\n`;
    const problems = typecheck({'config.ts': `${TYPES}${typeImports}${EQUAL}${checks}\n${keys}export {};\n`});
    expect(problems, report(problems)).toEqual([]);
    for (const f of config) expect(f.description.length).toBeGreaterThan(20);
  });

  it('gives both environments hosts as known identity tokens', () => {
    expect(environments.map((e) => e.name).sort()).toEqual(['production', 'sandbox']);
    for (const env of environments) {
      expect(Object.keys(env.hosts).sort()).toEqual(['auth', 'partnerApi', 'storefront', 'terminal']);
      for (const token of Object.values(env.hosts)) {
        expect(tokens[token], `unknown token ${token}`).toBeDefined();
        expect(token.endsWith('Sandbox')).toBe(env.name === 'sandbox');
      }
    }
  });

  it('declares every window event in WindowEventMap and BindPointWindowEventMap with its detail type', () => {
    const checks = events
      .map(
        (e) =>
          `assertEqual<Equal<WindowEventMap['${e.name}'], CustomEvent<T.${e.detailType}>>>();\n` +
          `assertEqual<Equal<T.BindPointWindowEventMap['${e.name}'], CustomEvent<T.${e.detailType}>>>();\n` +
          `assertEqual<Equal<keyof T.${e.detailType}, ${e.detail.map((d) => `'${d.name}'`).join(' | ')}>>();`,
      )
      .join('\n');
    const all = `assertEqual<Equal<T.BindPointWindowEventName, ${events.map((e) => `'${e.name}'`).join(' | ')}>>();\n`;
    const files: Record<string, string> = {'events.ts': `${TYPES}${EQUAL}${checks}\n${all}export {};\n`};
    events.forEach((e, i) => {
      files[`event-example-${i}.ts`] = `${e.example}\nexport {};\n`;
      expect(e.example).toContain(`'${e.name}'`);
    });
    const problems = typecheck(files);
    expect(problems, report(problems)).toEqual([]);
  });

  it('contains no literal platform host, only tokens', () => {
    const text = JSON.stringify(globalsData) + JSON.stringify(selectorsData);
    expect(text).not.toContain(tokens.domain);
  });
});

void path;
