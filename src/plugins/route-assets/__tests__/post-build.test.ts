/**
 * The post-build rewrite of every page holds a few pages at a time, not all
 * of them: with every page read at once, a 2,300-page build held all their
 * HTML together (decisions/0004-build-memory.md). A page is "held" from when
 * its file is read until its rewritten file is renamed into place. Each page
 * comes out with its route's scripts named and its policy's script hashes.
 */
import fs from 'node:fs/promises';
import {mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, test, vi} from 'vitest';
import routeAssetsPlugin, {PAGES_AT_ONCE} from '../index';
import {scriptHash} from '../../csp/script-hashes';

const PAGES = 40;

describe('postBuild', () => {
  afterEach(() => vi.restoreAllMocks());

  test(`rewrites every page, at most ${PAGES_AT_ONCE} held at a time`, async () => {
    const siteDir = mkdtempSync(path.join(os.tmpdir(), 'route-assets-'));
    const outDir = path.join(siteDir, 'build');
    const generated = path.join(siteDir, '.docusaurus');
    mkdirSync(generated, {recursive: true});
    writeFileSync(path.join(generated, 'client-manifest.json'), JSON.stringify({origins: {layout: ['1']}, assets: {'1': {js: ['assets/js/1.js']}}}));
    writeFileSync(path.join(generated, 'routesChunkNames.json'), JSON.stringify({'/docs/-aa': {component: 'layout'}}));
    writeFileSync(path.join(generated, 'routes.js'), "export default [{path: '/docs/', component: ComponentCreator('/docs/', 'aa')}];\n");
    mkdirSync(path.join(outDir, 'js'), {recursive: true});
    const routesPaths = Array.from({length: PAGES}, (_, i) => `/docs/page-${i}/`);
    for (const route of routesPaths) {
      mkdirSync(path.join(outDir, route), {recursive: true});
      writeFileSync(
        path.join(outDir, route, 'index.html'),
        `<html><head><meta charset="UTF-8"><script>theme()</script><script src="/assets/js/runtime~main.1.js" defer></script><script src="/assets/js/main.1.js" defer></script></head><body>${route}</body></html>`,
      );
    }

    let held = 0;
    let most = 0;
    const readFile = fs.readFile.bind(fs);
    const rename = fs.rename.bind(fs);
    vi.spyOn(fs, 'readFile').mockImplementation(((file: string, options: never) => {
      if (String(file).endsWith('index.html')) most = Math.max(most, (held += 1));
      return readFile(file, options);
    }) as typeof fs.readFile);
    vi.spyOn(fs, 'rename').mockImplementation((async (from: string, to: string) => {
      await rename(from, to);
      if (String(to).endsWith('index.html')) held -= 1;
    }) as typeof fs.rename);

    const plugin = routeAssetsPlugin({siteDir, generatedFilesDir: generated, siteConfig: {baseUrl: '/'}} as never, {policy: "script-src 'self' 'unsafe-inline'"});
    await plugin.postBuild!({outDir, routesPaths} as never);

    for (const route of routesPaths) {
      const html = readFileSync(path.join(outDir, route, 'index.html'), 'utf8');
      expect(html).toContain('<script src="/assets/js/runtime~main.1.js" defer></script><script src="/assets/js/1.js" defer></script><script src="/assets/js/main.1.js" defer></script>');
      // The same pass puts the policy first in the head, the inline script's hash in it (src/plugins/csp/script-hashes.ts).
      expect(html).toContain(`<meta charset="UTF-8"><meta http-equiv="Content-Security-Policy" content="script-src 'self' ${scriptHash('theme()')}"><script>theme()</script>`);
    }
    expect(held).toBe(0);
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(PAGES_AT_ONCE);
    rmSync(siteDir, {recursive: true, force: true});
  });
});
