/**
 * Checks over the built site (run after `npm run build`): every internal
 * link and anchor resolves, every page answers at `.html` and `/index`
 * through a redirect file, no identity token is left unreplaced, no
 * page names a host outside the identity module's domain, and every page
 * carries a Content-Security-Policy that allows its inline scripts by hash.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {load, type CheerioAPI} from 'cheerio';
import {sandboxSource} from '../../src/plugins/csp';
import {inlineScriptHashes} from '../../src/plugins/csp/script-hashes';
import {identity} from '../../src/site/identity';
import {filesUnder, sitemapRoutes} from './files';

// BUILD_DIR: another build to read (npm run check:content builds into node_modules/.cache/check-content/build).
const buildDir = process.env.BUILD_DIR ? path.resolve(process.env.BUILD_DIR) : path.resolve(__dirname, '../../build');

type Page = {route: string; html: string; $: CheerioAPI; ids: Set<string>; redirect: string | null};

const pages: Page[] = filesUnder(buildDir, /\.html$/).map((file) => {
  const rel = path.relative(buildDir, file).split(path.sep).join('/');
  const route = rel === 'index.html' ? '/' : `/${rel.replace(/index\.html$/, '').replace(/\.html$/, '')}`;
  const html = fs.readFileSync(file, 'utf8');
  const $ = load(html);
  const ids = new Set($('[id]').map((_, el) => $(el).attr('id')!).get());
  const refresh = $('meta[http-equiv="refresh"]').attr('content') ?? null;
  const redirect = refresh && $('#__docusaurus').length === 0 ? refresh.replace(/^0;\s*url=/, '') : null;
  return {route, html, $, ids, redirect};
});
const byRoute = new Map(pages.map((p) => [p.route, p]));
const realPages = pages.filter((p) => !p.redirect && p.route !== '/404.html' && p.route !== '/404');

describe('built site', () => {
  test('has the pages of the sitemap, and a 404 page', () => {
    const routes = sitemapRoutes(buildDir);
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) expect(byRoute.has(route), route).toBe(true);
    expect(fs.existsSync(path.join(buildDir, '404.html'))).toBe(true);
  });

  test('zero broken internal links and anchors', () => {
    const broken: string[] = [];
    for (const page of realPages) {
      for (const href of page.$('a[href]').map((_, a) => page.$(a).attr('href')!).get()) {
        if (!href || /^(?:[a-z]+:|\/\/)/i.test(href)) continue;
        const url = new URL(href, `http://site${page.route}`);
        if (/\.(?:ya?ml|json|svg|png|xml|txt|md|pdf)$/.test(url.pathname)) {
          if (!fs.existsSync(path.join(buildDir, url.pathname))) broken.push(`${page.route} -> ${href} (missing file)`);
          continue;
        }
        const target = byRoute.get(url.pathname);
        if (!target) {
          broken.push(`${page.route} -> ${href}`);
          continue;
        }
        const anchor = decodeURIComponent(url.hash.slice(1));
        if (anchor && !target.redirect && !target.ids.has(anchor)) broken.push(`${page.route} -> ${href} (no #${anchor})`);
      }
    }
    expect(broken, broken.slice(0, 50).join('\n')).toEqual([]);
  });

  test('every page also answers at <page>.html and <page>/index with a redirect to itself', () => {
    const missing: string[] = [];
    for (const route of sitemapRoutes(buildDir)) {
      if (route === '/') continue;
      const bare = route.replace(/\/$/, '');
      for (const from of [`${bare}.html`, `${bare}/index`]) {
        const redirect = byRoute.get(`${from}/`);
        if (redirect?.redirect !== route) missing.push(from);
      }
    }
    expect(missing, missing.slice(0, 20).join('\n')).toEqual([]);
    expect(byRoute.get('/docs/')?.redirect).toBe('/docs/overview/');
  });

  test('no identity, fact, world or rule token is left unreplaced', () => {
    // `{{world:subdomain}}` once reached the Entra ID and Okta pages through a component prop.
    const token = /\{\{\s*(?:(?:fact:|world:)?[A-Za-z][A-Za-z0-9]*|rule:[A-Za-z][\w.]*)\s*\}\}/;
    const left = realPages.filter((p) => token.test(p.html)).map((p) => `${p.route}: ${token.exec(p.html)![0]}`);
    expect(left).toEqual([]);
  });

  test('every platform host on a page belongs to the identity module', () => {
    const known = new Set<string>([
      ...Object.values(identity.hosts).flatMap((pair) => [new URL(pair.production).host, new URL(pair.sandbox).host]),
      new URL(identity.siteUrl).host,
      new URL(identity.companyUrl).host,
      new URL(identity.statusUrl).host,
      ...Object.values(identity.social).map((u) => new URL(u).host),
    ]);
    const stray = new Set<string>();
    const pattern = new RegExp(`([a-z0-9.-]+\\.)?${identity.domain.replace('.', '\\.')}`, 'g');
    for (const page of realPages) {
      for (const match of page.html.matchAll(pattern)) {
        const host = match[0];
        if (host === identity.domain) continue;
        // The Content-Security-Policy's one source for the sandbox hosts (src/plugins/csp) is a wildcard, not a host.
        if (`https://*${host}` === sandboxSource()) continue;
        if (!known.has(host)) stray.add(`${host} on ${page.route}`);
      }
    }
    expect([...stray]).toEqual([]);
  });

  test("every page, redirect pages and the 404 page included, carries one policy that allows its inline scripts by hash, never 'unsafe-inline'", () => {
    const problems: string[] = [];
    for (const page of pages) {
      const metas = page.$('head meta[http-equiv="Content-Security-Policy"]');
      if (metas.length !== 1) {
        problems.push(`${page.route}: ${metas.length} Content-Security-Policy meta tags`);
        continue;
      }
      const scriptSrc = (metas.attr('content') ?? '').split(/;\s*/).find((d) => d.startsWith('script-src '))?.split(' ').slice(1) ?? [];
      if (scriptSrc.includes("'unsafe-inline'")) problems.push(`${page.route}: 'unsafe-inline' in script-src`);
      for (const hash of inlineScriptHashes(page.html)) if (!scriptSrc.includes(hash)) problems.push(`${page.route}: an inline script whose hash ${hash} is not in script-src`);
    }
    expect(problems, problems.slice(0, 20).join('\n')).toEqual([]);
  });

  test('every page has a title, a description and one h1', () => {
    const problems: string[] = [];
    for (const page of realPages) {
      if (!page.$('title').text().trim()) problems.push(`${page.route}: no title`);
      const description = page.$('meta[name="description"]').attr('content') ?? '';
      if (description.length < 20) problems.push(`${page.route}: no description`);
      const h1 = page.$('h1').length;
      if (h1 !== 1) problems.push(`${page.route}: ${h1} h1`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
