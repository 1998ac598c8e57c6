/**
 * The standalone TypeScript samples of the SDK guide pages (```ts blocks
 * with a `title="..."`, see samples.ts) compile with no errors against the
 * declared SDK API in src/data/sdk/bindpoint-sdk.d.ts. The pages describe one
 * project, so every sample lives in one virtual folder under its title (a
 * path such as `src/bindpoint/acme-date-input.ts`), and a sample may import
 * another by relative path, even from another page (`./acme-date-input`).
 */
import {describe, expect, it} from 'vitest';
import {componentSamples, GUIDE_PAGES, typeScriptSamples} from './samples';
import {report, typecheck} from './typecheck';

describe('SDK guide TypeScript samples', {timeout: 300_000}, () => {
  const guides = GUIDE_PAGES.flatMap((page) => typeScriptSamples(page));
  const components = componentSamples();
  const all = [...guides, ...components];

  it('exist on the guide pages and the component pages', () => {
    expect(guides.length).toBeGreaterThanOrEqual(25);
    for (const page of ['sdk_install', 'sdk_user_guide', 'sdk_custom_elements', 'sdk_contracts', 'sdk_testing', 'sdk_analytics', 'components/bp-sdk-root']) {
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
    const origin = new Map<string, {file: string; line: number}>();
    for (const sample of all) {
      let name = sample.title.replace(/^\/+/, '');
      if (!/\.tsx?$/.test(name)) name += '.ts';
      while (files[name] !== undefined) name = name.replace(/(\.tsx?)$/, `_${sample.line}$1`);
      files[name] = sample.code;
      origin.set(name, {file: `docs/sdk/${sample.page}.mdx`, line: sample.line});
    }
    // Each problem at its line in the MDX (the fence's line plus the line in the block), as file:line: what: what to do.
    const problems = typecheck(files).map((p) => {
      const at = origin.get(p.file);
      return at ? {file: at.file, line: at.line + p.line, message: `${p.message}: make the sample compile against the declared SDK API (src/data/sdk/bindpoint-sdk.d.ts, which the component's properties table agrees with: tests/unit/sdk/data-agrees-with-dts)`} : p;
    });
    expect(problems, report(problems)).toEqual([]);
  });
});
