/**
 * Checks over the Markdown twins, /llms.txt and /llms-full.txt written by
 * src/plugins/llms (run after `npm run build`): every doc page of the
 * sitemap has a twin that starts with its title and holds no HTML and no
 * JSX; llms.txt follows the llmstxt.org shape and links only to files that
 * exist, in sidebar order; llms-full.txt holds every twin.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {load} from 'cheerio';
import sidebars from '../../../../sidebars';
import {identity, tokens} from '../../../site/identity';
import {sitemapRoutes} from '../../../../tests/build/files';

const buildDir = path.resolve(__dirname, '../../../../build');
const read = (route: string) => fs.readFileSync(path.join(buildDir, route), 'utf8');

const docRoutes = sitemapRoutes(buildDir).filter((route) => route.startsWith('/docs/'));
const twinOf = (route: string) => `${route.replace(/\/$/, '')}.md`;

/** A twin without its fenced code blocks and inline code: where HTML or JSX would show. */
function prose(markdown: string): string {
  const lines = markdown.split('\n');
  const out: string[] = [];
  let fence: string | null = null;
  for (const line of lines) {
    const match = line.match(/^\s*(`{3,}|~{3,})/);
    if (fence) {
      if (match && match[1]!.startsWith(fence) && line.trim() === match[1]) fence = null;
      continue;
    }
    if (match) {
      fence = match[1]!;
      continue;
    }
    out.push(line);
  }
  return out.join('\n').replace(/(`+)[\s\S]*?\1/g, '');
}

/** Doc ids of the sidebar in reading order (a category's own page first). */
function sidebarIds(items: unknown[]): string[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') return [item];
    const entry = item as {type?: string; id?: string; items?: unknown[]; link?: {type: string; id?: string}};
    if (entry.type === 'doc') return [entry.id!];
    if (entry.type === 'category') return [...(entry.link?.type === 'doc' ? [entry.link.id!] : []), ...sidebarIds(entry.items ?? [])];
    return [];
  });
}

describe('Markdown twins', () => {
  test('every doc page of the sitemap has a twin with its title and description', () => {
    expect(docRoutes.length).toBeGreaterThan(200);
    const problems: string[] = [];
    for (const route of docRoutes) {
      const file = path.join(buildDir, twinOf(route));
      if (!fs.existsSync(file)) {
        problems.push(`${route}: no twin`);
        continue;
      }
      const twin = fs.readFileSync(file, 'utf8');
      const $ = load(read(path.join(route, 'index.html')));
      const title = $('article h1').first().text().trim();
      const description = $('meta[name="description"]').attr('content') ?? '';
      // Markdown escapes (`\<`, `\*`) aside, the first lines are the title and the description.
      const [first, , second] = twin.split('\n').map((line) => line.replace(/\\([!-/:-@[-`{-~])/g, '$1'));
      if (first !== `# ${title}`) problems.push(`${route}: starts with "${first}", not "# ${title}"`);
      if (description && second !== `> ${description.replace(/\s+/g, ' ').trim()}`) problems.push(`${route}: no description under the title`);
    }
    expect(problems, problems.slice(0, 20).join('\n')).toEqual([]);
  }, 180_000);

  test('no twin holds HTML, JSX, an import, an export or an unreplaced token', () => {
    const problems: string[] = [];
    for (const route of docRoutes) {
      const twin = read(twinOf(route));
      const text = prose(twin);
      // `\<name>` is escaped text, not a tag.
      const tag = text.match(/(?<!\\)<\/?[A-Za-z][A-Za-z0-9.-]*(?:\s[^>]*)?\/?>/);
      if (tag) problems.push(`${route}: ${tag[0]}`);
      if (/^(?:import|export) /m.test(text)) problems.push(`${route}: import or export`);
      if (/\{\{\s*(?:[A-Za-z]+|(?:fact|world|rule):[A-Za-z][\w.]*)\s*\}\}/.test(twin)) problems.push(`${route}: unreplaced token`);
      if (/\{\/\*|\{#[a-z-]+\}/.test(text)) problems.push(`${route}: MDX comment or heading id`);
    }
    expect(problems, problems.slice(0, 20).join('\n')).toEqual([]);
  });

  test('twins render components from their data', () => {
    const securing = read('/docs/webhooks/wh_securing.md');
    expect(securing).toContain('**Node.js**\n\n```js title="verify-signature.mjs"\n');
    expect(securing).toContain('| Mistake | What happens | Fix |');
    // The rotation sample sends the sandbox token, so it calls the sandbox host (decision 3).
    expect(securing).toContain(`curl -s -X PATCH ${tokens.hooksApiSandbox}/hooks/$BP_HOOK_ID`);
    expect(securing).not.toContain(`curl -s -X PATCH ${tokens.hooksApi}/hooks/`);

    const create = read('/docs/api/create_application_form.md');
    expect(create).toContain('**POST** `/tenants/{tenant_id}/application_forms`');
    expect(create).toMatch(/## Request body\n[\s\S]*\| Field \| Type \| Required \| Description \|/);
    expect(create).toMatch(/### 201 Created/);
    expect(create).toContain('```bash title="curl"');
    expect(create).toContain(`${tokens.partnerApiSandbox}/tenants/`);
    expect(create).toMatch(/> \*\*Warning: A retried POST without an idempotency key creates a second prospect\*\*/);

    const component = read('/docs/sdk/components/bp-sdk-date-input.md');
    for (const section of ['## Properties', '## Events', '## Methods', '## Slots', '## Shadow parts', '## CSS custom properties', '## Contract']) {
      expect(component).toContain(`\n${section}\n`);
    }
    expect(component).toContain('| Property | Attribute | Type | Default |');
    expect(component).toContain('**HTML**\n\n```html');

    const overview = read('/docs/overview.md');
    expect(overview).toMatch(/```mermaid\n/);
  });
});

describe('llms.txt', () => {
  const txt = read('llms.txt');
  const links = [...txt.matchAll(/^- \[([^\]]+)\]\(([^)]+)\)/gm)].map((m) => ({title: m[1]!, url: new URL(m[2]!)}));

  test('has the llmstxt.org shape: H1, summary, sections of links', () => {
    const lines = txt.split('\n');
    expect(lines[0]).toBe(`# ${identity.siteTitle}`);
    expect(lines[2]).toMatch(/^> \S/);
    expect(txt).toMatch(/^## /m);
    expect(txt).toMatch(/\n## Optional\n/);
    for (const line of lines.filter((l) => l.startsWith('- '))) expect(line).toMatch(/^- \[[^\]]+\]\(https?:\/\/[^)]+\)(: .+)?$/);
  });

  test('links only to files that exist, including the OpenAPI document and the component manifest', () => {
    const missing = links.filter(({url}) => !fs.existsSync(path.join(buildDir, decodeURIComponent(url.pathname))));
    expect(missing.map((l) => l.url.pathname)).toEqual([]);
    const paths = links.map((l) => l.url.pathname);
    expect(paths).toContain('/openapi/bindpoint.openapi.yaml');
    expect(paths).toContain('/sdk/components.json');
    expect(paths).toContain('/llms-full.txt');
    const manifest = JSON.parse(read('sdk/components.json')) as {components: Array<{tag: string}>};
    expect(manifest.components.length).toBeGreaterThan(100);
  });

  test('lists every doc page once, in sidebar order, pages without sidebar in "Other pages"', () => {
    const twins = links.map((l) => l.url.pathname).filter((p) => p.endsWith('.md'));
    expect(new Set(twins).size).toBe(twins.length);
    expect([...twins].sort()).toEqual(docRoutes.map(twinOf).sort());
    // A category linked to its first page names that page twice: the first place counts.
    const order = [...new Set(sidebarIds(sidebars.docs))].map((id) => `/docs/${id.replace(/\/index$/, '')}.md`);
    const inSidebar = twins.filter((t) => order.includes(t));
    expect(inSidebar).toEqual(order.filter((t) => twins.includes(t)));
    const other = txt.split('\n## Other pages\n')[1]?.split('\n## ')[0] ?? '';
    expect(other).toContain('/docs/webhooks/wh_testing.md');
  });
});

describe('llms-full.txt', () => {
  test('holds every twin, whole', () => {
    const full = read('llms-full.txt');
    const missing = docRoutes.filter((route) => !full.includes(read(twinOf(route)).trimEnd()));
    expect(missing).toEqual([]);
  });
});
