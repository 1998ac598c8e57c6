/**
 * The six SDK tutorials are complete, copy-ready pages: front matter, real
 * steps that say what the reader should see, valid JSON, known identity
 * tokens, links to pages that exist, tabs that sync site-wide, and the
 * sidebar files list them in reading order.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {tokens} from '../../../src/site/identity';
import tutorialsSidebar from '../../../src/sidebar/sdk-tutorials';
import changelogsSidebar, {sdkPackages} from '../../../src/sidebar/sdk-changelogs';
import {codeBlocks, DOCS, readPage, TUTORIALS} from './samples';

const ROOT = path.resolve(__dirname, '../../..');
const families = path.join(ROOT, 'src/data/components/families.ts');
const componentNames = existsSync(families)
  ? new Set([...readFileSync(families, 'utf8').matchAll(/^\s+name: '([a-z][a-z-]*)',$/gm)].map((m) => m[1]))
  : new Set<string>();

function frontMatter(source: string): Record<string, string> {
  const block = source.match(/^---\n([\s\S]*?)\n---\n/);
  if (!block) return {};
  return Object.fromEntries(
    block[1].split('\n').flatMap((line) => {
      const m = line.match(/^(\w+):\s*(.*)$/);
      return m ? [[m[1], m[2]]] : [];
    }),
  );
}

describe.each(TUTORIALS)('%s', (page) => {
  const source = readPage(page);
  const meta = frontMatter(source);

  it('has a title, a one-sentence description and keywords, and no second H1', () => {
    expect(meta.title?.length).toBeGreaterThan(10);
    expect(meta.description).toMatch(/^[A-Z].{60,300}\.$/);
    expect(meta.keywords).toMatch(/^\[.+\]$/);
    expect(source.replace(/^```[\s\S]*?^```$/gm, '')).not.toMatch(/^# /m);
    expect(meta.displayed_sidebar).toBeUndefined();
  });

  it('is a tutorial with steps that say what the reader should see', () => {
    // Its length and placeholder words: tests/unit/content, for every page.
    expect(source.match(/^## Step \d+: /gm)?.length ?? 0).toBeGreaterThanOrEqual(4);
    expect(source.match(/\*\*What you should see:\*\*/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
    expect(source).toMatch(/^## Next steps$/m);
  });

  it('uses only known identity tokens and never a platform host, mail or scope literally', () => {
    for (const m of source.matchAll(/\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g)) expect(Object.keys(tokens), m[0]).toContain(m[1]);
    expect(source).not.toMatch(/bindpoint\.example|@bindpoint\//);
  });

  it('has a language on every code block and valid JSON in json blocks', () => {
    const blocks = codeBlocks(source);
    expect(blocks.length).toBeGreaterThan(4);
    for (const b of blocks) {
      expect(b.lang, `block at line ${b.line}`).not.toBe('');
      if (b.lang === 'json') expect(() => JSON.parse(b.code), `block at line ${b.line}`).not.toThrow();
    }
  });

  it('shows TypeScript and HTML, and React and Angular where a framework matters', () => {
    const langs = new Set(codeBlocks(source).map((b) => b.lang));
    expect(langs.has('ts')).toBe(true);
    expect(langs.has('html') || langs.has('tsx')).toBe(true);
    for (const tabs of source.matchAll(/<Tabs groupId="(\w+)">([\s\S]*?)<\/Tabs>/g)) {
      const values = [...tabs[2].matchAll(/<TabItem value="(\w+)"/g)].map((m) => m[1]);
      expect(['language', 'framework']).toContain(tabs[1]);
      const allowed = tabs[1] === 'framework' ? ['html', 'typescript', 'react', 'angular'] : ['curl', 'javascript', 'python', 'typescript'];
      for (const v of values) expect(allowed, `${tabs[1]}: ${v}`).toContain(v);
      if (tabs[1] === 'framework') expect(values).toEqual(expect.arrayContaining(['react', 'angular']));
    }
    expect(source).toMatch(/<Tabs groupId="framework">/);
  });

  it('links to pages that exist, with trailing slashes, and to real component tags', () => {
    const links = [...source.matchAll(/\]\((\/docs\/[^)#\s]*)(#[^)]*)?\)/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(5);
    for (const link of links) {
      expect(link, link).toMatch(/\/$/);
      const component = link.match(/^\/docs\/sdk\/components\/bp-sdk-([a-z-]+)\/$/);
      if (component) {
        if (componentNames.size) expect(componentNames, link).toContain(component[1]);
        continue;
      }
    }
  });
});

describe('sidebars', () => {
  it('lists the tutorials storefront then terminal, each category with every page of its folder once', () => {
    expect(tutorialsSidebar.map((c) => (c as {label: string}).label)).toEqual(['Custom storefront tutorials', 'Custom terminal tutorials']);
    for (const [index, folder] of ['custom_storefront_tutorials', 'custom_terminal_tutorials'].entries()) {
      const listed = (tutorialsSidebar[index] as {items: string[]}).items;
      const onDisk = readdirSync(path.join(DOCS, folder))
        .filter((f) => f.endsWith('.mdx'))
        .map((f) => `sdk/${folder}/${f.replace(/\.mdx$/, '')}`);
      expect(new Set(listed).size).toBe(listed.length);
      expect([...listed].sort()).toEqual(onDisk.sort());
    }
  });

  it('lists the SDK changelog with the eleven package changelogs under it, all existing pages', () => {
    expect(changelogsSidebar).toHaveLength(1);
    const [category] = changelogsSidebar as Array<{type: string; label: string; link: {type: string; id: string}; items: Array<{id: string}>}>;
    expect(category).toMatchObject({type: 'category', label: 'Changelogs', link: {type: 'doc', id: 'sdk/changelogs/sdk-changelog'}});
    expect(category.items.map((i) => i.id)).toEqual(sdkPackages.map((p) => `sdk/prior-changelogs/sdk-${p}-changelog`));
    for (const id of [category.link.id, ...category.items.map((i) => i.id)]) {
      expect(existsSync(path.join(ROOT, 'docs', `${id}.mdx`)), id).toBe(true);
    }
  });

  it('every tutorial page is in the sidebar (none is a no-sidebar page)', () => {
    for (const page of TUTORIALS) expect(existsSync(path.join(DOCS, `${page}.mdx`))).toBe(true);
  });
});
