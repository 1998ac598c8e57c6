/**
 * The llms plugin as Docusaurus runs it: in the development server (twins
 * converted on request, not on every edit) and what loading it loads.
 */
import {describe, expect, it} from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import llmsPlugin from '../index';

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
