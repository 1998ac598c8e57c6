import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import manifestJson from '../../../data/components/manifest.json';
import type {Manifest} from '../types';

/**
 * The manifest must agree with the SDK's declared public API
 * (src/data/sdk/bindpoint-sdk.d.ts, kept by the SDK guides): every contract
 * declared there names a real component, and its members exist in the
 * component's manifest entry with the same optionality.
 */
const manifest = manifestJson as unknown as Manifest;
const declared = path.resolve(__dirname, '../../../data/sdk/bindpoint-sdk.d.ts');
// The declared API is part of the repository: a missing file is a failure, not a skip.
const source = readFileSync(declared, 'utf8');

interface Member {
  name: string;
  optional: boolean;
  method: boolean;
}

function interfaces(text: string): Map<string, {base: string | null; members: Member[]}> {
  const out = new Map<string, {base: string | null; members: Member[]}>();
  const pattern = /export interface (I[A-Za-z]+Component)(?:<[^>]*>)?(?: extends ([A-Za-z]+)(?:<[^>]*>)?)? \{\n([\s\S]*?)\n  \}/g;
  for (const m of text.matchAll(pattern)) {
    const body = m[3].replace(/\/\*\*[\s\S]*?\*\//g, '');
    const members: Member[] = [];
    for (const line of body.split('\n')) {
      const member = line.match(/^\s{4}(?:readonly\s+)?([a-zA-Z]+)(\?)?(\()?/);
      if (member) members.push({name: member[1], optional: Boolean(member[2]), method: Boolean(member[3])});
    }
    out.set(m[1], {base: m[2] ?? null, members});
  }
  return out;
}

const contractMap = [...(source.match(/interface ComponentContractMap \{([\s\S]*?)\n  \}/)?.[1] ?? '').matchAll(/^\s+'?([a-z-]+)'?: (I[A-Za-z]+Component);/gm)].map((m) => ({name: m[1], contract: m[2]}));

describe('manifest agrees with the declared SDK API', () => {
  const declaredInterfaces = interfaces(source);
  const byTag = new Map(manifest.components.map((c) => [c.tag, c]));

  it('declares contracts for real components', () => {
    expect(contractMap.length).toBeGreaterThan(0);
    for (const {name, contract} of contractMap) {
      const component = byTag.get(`bp-sdk-${name}`);
      expect(component, name).toBeDefined();
      expect(component!['x-site'].contract).toBe(contract);
    }
  });

  it.each(contractMap)('$contract matches the manifest entry of bp-sdk-$name', ({name, contract}) => {
    const component = byTag.get(`bp-sdk-${name}`)!;
    const own = declaredInterfaces.get(contract);
    expect(own, contract).toBeDefined();
    const members = [...own!.members];
    if (own!.base && own!.base !== 'IComponentContract') members.push(...(declaredInterfaces.get(own!.base)?.members ?? []));
    for (const member of members) {
      if (member.name === 'sdk') continue;
      if (member.method) {
        expect(component.methods.map((m) => m.name), `${contract}.${member.name}()`).toContain(member.name);
        continue;
      }
      const prop = component.props.find((p) => p.name === member.name);
      expect(prop, `${contract}.${member.name}`).toBeDefined();
      expect(prop!.optional, `${contract}.${member.name} optional`).toBe(member.optional);
    }
  });
});
