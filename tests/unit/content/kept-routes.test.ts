/**
 * No doc route of the base revision is gone without a redirect (kept-routes.ts):
 * a removed or renamed page fails with the redirect to add, the sidebar entry
 * that still lists it and every page that links to it, in one run.
 */
import {execFileSync} from 'node:child_process';
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

describe('a page removed without a redirect, in a scratch repository', () => {
  test('one run names the redirect to add, the sidebar entry and every page that links to it; a rename names the new route', () => {
    // The real check compares with the merge base: here a commit that removes a page is compared with the one before.
    const base = execFileSync('git', ['rev-parse', 'HEAD'], {encoding: 'utf8'}).trim();
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'kept-routes-'));
    try {
      // A clone that borrows this repository's objects: nothing of this repository's own metadata changes.
      execFileSync('git', ['clone', '--quiet', '--shared', '--no-checkout', path.resolve(__dirname, '../../..'), scratch], {stdio: 'ignore'});
      execFileSync('git', ['checkout', '--quiet', '--detach', base], {cwd: scratch, stdio: 'ignore'});
      expect(fs.existsSync(path.join(scratch, 'docs/webhooks/wh_attachments.mdx'))).toBe(true);
      // Relative to this repository, the removed page's route as seen from the scratch tree: run the module there.
      const script = `
        const jiti = require(${JSON.stringify(require.resolve('jiti'))})(${JSON.stringify(path.join(scratch, 'x.cjs'))});
        const m = jiti(${JSON.stringify(path.join(scratch, 'tests/unit/content/kept-routes.ts'))});
        console.log(JSON.stringify(m.removedRouteProblems(m.removedRoutes(new Set(), ${JSON.stringify(base)}))));`;
      fs.rmSync(path.join(scratch, 'docs/webhooks/wh_attachments.mdx'));
      fs.copyFileSync(path.join(__dirname, 'kept-routes.ts'), path.join(scratch, 'tests/unit/content/kept-routes.ts'));
      const problems = JSON.parse(execFileSync(process.execPath, ['-e', script], {cwd: scratch, encoding: 'utf8'})) as string[];
      expect(problems[0]).toMatch(/^docusaurus\.config\.ts:\d+: \/docs\/webhooks\/wh_attachments\/ \(docs\/webhooks\/wh_attachments\.mdx\) is gone without a redirect: add \{from: '\/docs\/webhooks\/wh_attachments\/', to: '\/docs\/<the page that replaces it>\/'\} to redirects/);
      expect(problems).toContainEqual(expect.stringMatching(/^src\/sidebar\/webhooks\.ts:\d+: the sidebar lists webhooks\/wh_attachments, whose page is gone: remove the entry/));
      expect(problems.filter((p) => /^docs\/.*\.mdx:\d+: links to \/docs\/webhooks\/wh_attachments\/, which is gone/.test(p)).length).toBeGreaterThan(0);

      // Renamed (moved, not yet committed or added): the redirect and the links point at the new route.
      fs.renameSync(path.join(scratch, 'docs/webhooks/wh_securing.mdx'), path.join(scratch, 'docs/webhooks/wh_signatures.mdx'));
      const renamed = (JSON.parse(execFileSync(process.execPath, ['-e', script], {cwd: scratch, encoding: 'utf8'})) as string[]).filter((p) => p.includes('wh_securing'));
      expect(renamed[0]).toMatch(/is gone without a redirect: add \{from: '\/docs\/webhooks\/wh_securing\/', to: '\/docs\/webhooks\/wh_signatures\/'\}/);
      expect(renamed).toContainEqual(expect.stringMatching(/^src\/sidebar\/webhooks\.ts:\d+: the sidebar lists webhooks\/wh_securing, whose page is gone: list its new id \(webhooks\/wh_signatures\)/));
      expect(renamed).toContainEqual(expect.stringMatching(/links to \/docs\/webhooks\/wh_securing\/, which is gone: link \/docs\/webhooks\/wh_signatures\//));
    } finally {
      fs.rmSync(scratch, {recursive: true, force: true});
    }
  }, 60_000);
});
