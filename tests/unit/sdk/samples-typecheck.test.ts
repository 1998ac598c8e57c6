/**
 * The standalone TypeScript samples of the SDK guide pages (```ts blocks
 * with a `title="..."`, see samples.ts) compile with no errors against the
 * declared SDK API in src/data/sdk/bindpoint-sdk.d.ts. The pages describe one
 * project, so every sample lives in one virtual folder under its title (a
 * path such as `src/bindpoint/acme-date-input.ts`), and a sample may import
 * another by relative path, even from another page (`./acme-date-input`).
 */
import {describe, expect, it} from 'vitest';
import {GUIDE_PAGES, typeScriptSamples} from './samples';
import {report, typecheck} from './typecheck';

describe('SDK guide TypeScript samples', {timeout: 300_000}, () => {
  const all = GUIDE_PAGES.flatMap((page) => typeScriptSamples(page));

  it('exist on the guide pages', () => {
    expect(all.length).toBeGreaterThanOrEqual(25);
    for (const page of ['sdk_install', 'sdk_user_guide', 'sdk_custom_elements', 'sdk_contracts', 'sdk_testing', 'sdk_analytics']) {
      expect(all.some((s) => s.page === page), `${page} has a checked sample`).toBe(true);
    }
  });

  it('have unique titles, so relative imports between samples are unambiguous', () => {
    const titles = all.map((s) => s.title);
    expect(titles.filter((t, i) => titles.indexOf(t) !== i)).toEqual([]);
  });

  it('import the SDK by its npm scope, never by a host', () => {
    for (const sample of all) {
      expect(sample.code, `${sample.page}:${sample.line}`).not.toMatch(/\{\{\w+\}\}/);
    }
  });

  it('type-check against bindpoint-sdk.d.ts', () => {
    const files: Record<string, string> = {};
    const origin = new Map<string, string>();
    for (const sample of all) {
      let name = sample.title.replace(/^\/+/, '');
      if (!/\.tsx?$/.test(name)) name += '.ts';
      while (files[name] !== undefined) name = name.replace(/(\.tsx?)$/, `_${sample.line}$1`);
      files[name] = sample.code;
      origin.set(name, `docs/sdk/${sample.page}.mdx:${sample.line}`);
    }
    const problems = typecheck(files).map((p) => ({...p, file: `${origin.get(p.file) ?? p.file} (${p.file})`}));
    expect(problems, report(problems)).toEqual([]);
  });
});
