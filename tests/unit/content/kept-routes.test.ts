/**
 * No doc route of the base revision is gone without a redirect (kept-routes.ts):
 * a removed or renamed page fails with the redirect to add, the sidebar entry
 * that still lists it and every page that links to it, in one run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import config from '../../../docusaurus.config';
import {removedRouteProblems, removedRoutes, routeOf} from './kept-routes';

/** The `from` of every redirect the site configures (the redirects plugin's options). */
function redirectSources(): Set<string> {
  const plugin = config.plugins.find((p) => Array.isArray(p) && String(p[0]).includes('plugins/redirects')) as [string, {redirects?: Array<{from: string | string[]}>}] | undefined;
  return new Set((plugin?.[1].redirects ?? []).flatMap((r) => (Array.isArray(r.from) ? r.from : [r.from])));
}

describe('routes are kept', () => {
  test('no doc route of the base revision is gone without a redirect', () => {
    expect(removedRouteProblems(removedRoutes(redirectSources())).join('\n')).toBe('');
  });

  test('a route is its folder and id, or its folder for an index page', () => {
    expect(routeOf('docs/webhooks/wh_securing.mdx', '---\ntitle: x\n---\n')).toBe('/docs/webhooks/wh_securing/');
    expect(routeOf('docs/webhooks/old_name.mdx', '---\nid: wh_new\ntitle: x\n---\n')).toBe('/docs/webhooks/wh_new/');
    expect(routeOf('docs/sdk/components/index.mdx', '---\ntitle: x\n---\n')).toBe('/docs/sdk/components/');
  });
});

describe('a page removed or renamed without a redirect, in a scratch copy of the pages', () => {
  test('one run names the redirect to add, the sidebar entry and every page that links to it; a rename names the new route', () => {
    // The pages now: a copy of docs/ and the sidebar files; the base revision: this commit, read from git.
    const root = path.resolve(__dirname, '../../..');
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'kept-routes-'));
    try {
      for (const part of ['docs', 'src/sidebar', 'sidebars.ts', 'docusaurus.config.ts']) fs.cpSync(path.join(root, part), path.join(scratch, part), {recursive: true});
      fs.mkdirSync(path.join(scratch, 'src/data'), {recursive: true});
      const problems = () => removedRouteProblems(removedRoutes(new Set(), 'HEAD', scratch, root), scratch);
      fs.rmSync(path.join(scratch, 'docs/webhooks/wh_attachments.mdx'));
      const removed = problems();
      expect(removed[0]).toMatch(/^docusaurus\.config\.ts:\d+: \/docs\/webhooks\/wh_attachments\/ \(docs\/webhooks\/wh_attachments\.mdx\) is gone without a redirect: add \{from: '\/docs\/webhooks\/wh_attachments\/', to: '\/docs\/<the page that replaces it>\/'\} to redirects/);
      expect(removed).toContainEqual(expect.stringMatching(/^src\/sidebar\/webhooks\.ts:\d+: the sidebar lists webhooks\/wh_attachments, whose page is gone: remove the entry/));
      expect(removed.filter((p) => /^docs\/.*\.mdx:\d+: links to \/docs\/webhooks\/wh_attachments\/, which is gone/.test(p)).length).toBeGreaterThan(0);

      // Renamed (moved, not yet committed or added): the redirect and the links point at the new route.
      fs.renameSync(path.join(scratch, 'docs/webhooks/wh_securing.mdx'), path.join(scratch, 'docs/webhooks/wh_signatures.mdx'));
      const renamed = problems().filter((p) => p.includes('wh_securing'));
      expect(renamed[0]).toMatch(/is gone without a redirect: add \{from: '\/docs\/webhooks\/wh_securing\/', to: '\/docs\/webhooks\/wh_signatures\/'\}/);
      expect(renamed).toContainEqual(expect.stringMatching(/^src\/sidebar\/webhooks\.ts:\d+: the sidebar lists webhooks\/wh_securing, whose page is gone: list its new id \(webhooks\/wh_signatures\)/));
      expect(renamed).toContainEqual(expect.stringMatching(/links to \/docs\/webhooks\/wh_securing\/, which is gone: link \/docs\/webhooks\/wh_signatures\//));
    } finally {
      fs.rmSync(scratch, {recursive: true, force: true});
    }
  });
});
