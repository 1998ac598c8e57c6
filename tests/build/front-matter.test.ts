/**
 * Front matter as the built site shows it (src/plugins/remark-identity/front-matter.ts):
 * no page's title, description, keywords or link-preview text, no Markdown
 * twin's title and description, and no line of /llms.txt holds a `{{token}}`.
 * Each of them reads the docs plugin's metadata, which the site's
 * `markdown.parseFrontMatter` rendered; the search index and the MCP server
 * read these same files. And the pages whose descriptions write a fact
 * show the fact's value.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {load} from 'cheerio';
import {factTokens} from '../../src/site/fact-tokens';
import {filesUnder, sitemapRoutes} from './files';

// BUILD_DIR: another build to read (npm run check:content builds into node_modules/.cache/check-content/build).
const buildDir = process.env.BUILD_DIR ? path.resolve(process.env.BUILD_DIR) : path.resolve(__dirname, '../../build');
const TOKEN = /\{\{[^}]*\}\}/;

const docRoutes = sitemapRoutes(buildDir).filter((route) => route.startsWith('/docs/'));
/** A page's head, parsed alone: the title and the meta tags are there, and the body of a large page costs seconds to parse. */
const html = (route: string) => {
  const page = fs.readFileSync(path.join(buildDir, route, 'index.html'), 'utf8');
  const end = page.indexOf('</head>');
  return load(end < 0 ? page : `${page.slice(0, end)}</head><body></body></html>`);
};
const twin = (route: string) => fs.readFileSync(path.join(buildDir, `${route.replace(/\/$/, '')}.md`), 'utf8');

/** A twin's head: its `# title` and the `> description` quote under it (the rest is the page's body). */
function twinHead(markdown: string): string {
  const lines = markdown.split('\n');
  const head = [lines[0] ?? ''];
  let i = 1;
  while (i < lines.length && lines[i]!.trim() === '') i++;
  while (i < lines.length && lines[i]!.startsWith('>')) head.push(lines[i++]!);
  return head.join('\n');
}

describe('front matter in the built site', () => {
  test('there are doc pages and twins to read', () => {
    expect(docRoutes.length).toBeGreaterThan(50);
    expect(filesUnder(path.join(buildDir, 'docs'), /\.md$/).length).toBeGreaterThanOrEqual(docRoutes.length);
  });

  test("no page's title, meta description, keywords or link-preview text holds a token", () => {
    const left: string[] = [];
    for (const route of docRoutes) {
      const $ = html(route);
      const fields: Array<[string, string | undefined]> = [
        ['title', $('title').text()],
        ...['description', 'keywords', 'twitter:title', 'twitter:description'].map((name): [string, string | undefined] => [name, $(`meta[name="${name}"]`).attr('content')]),
        ...['og:title', 'og:description'].map((name): [string, string | undefined] => [name, $(`meta[property="${name}"]`).attr('content')]),
      ];
      for (const [name, value] of fields) if (value && TOKEN.test(value)) left.push(`${route} ${name}: ${value}`);
    }
    expect(left, left.slice(0, 20).join('\n')).toEqual([]);
  });

  test("no twin's title or description, and no line of llms.txt, holds a token", () => {
    const left = docRoutes.map((route) => [route, twinHead(twin(route))] as const).filter(([, head]) => TOKEN.test(head)).map(([route, head]) => `${route}: ${head}`);
    const llms = fs.readFileSync(path.join(buildDir, 'llms.txt'), 'utf8').split('\n').filter((line) => TOKEN.test(line));
    expect([...left, ...llms].join('\n')).toBe('');
  });

  test("a description written with fact tokens shows the facts' values in the page's head and its twin", () => {
    const facts = factTokens();
    const route = '/docs/insurance_intelligence/universal_submit/';
    const expected = `as multipart under ${facts['fact:multipartMaxMB']} MB, or for larger files through an upload URL that lasts ${facts['fact:uploadUrlLifetimeMinutes']} minutes.`;
    expect(html(route)('meta[name="description"]').attr('content')).toContain(expected);
    expect(twinHead(twin(route))).toContain(expected);
    const inquiry = html('/docs/insurance_intelligence/data_inquiry/');
    expect(inquiry('meta[name="description"]').attr('content')).toContain(`company (${facts['fact:companyReportPrefix']}) or location (${facts['fact:locationReportPrefix']})`);
    expect(inquiry('meta[name="keywords"]').attr('content')?.split(',')).toEqual(expect.arrayContaining([facts['fact:companyReportPrefix'], facts['fact:locationReportPrefix']]));
  });
});
