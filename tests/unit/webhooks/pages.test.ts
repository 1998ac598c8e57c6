/**
 * The eight webhook guides: front matter, length, code blocks, tokens,
 * links, sidebar placement and the wiring of data and samples.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {parse as parseYaml} from 'yaml';
import {tokens} from '../../../src/site/identity';
import webhooksSidebar from '../../../src/sidebar/webhooks';
import {sidebarDocIds} from '../../../src/sidebar/doc-ids';
import {replaceTokens} from '../../../src/plugins/remark-identity';

const root = path.resolve(__dirname, '../../..');
const dir = path.join(root, 'docs/webhooks');
/** Every webhook guide on disk (the sidebar order is the sidebar part's, not repeated here). */
const pages = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => f.replace(/\.mdx$/, ''));

interface Page {
  name: string;
  source: string;
  front: Record<string, unknown>;
  body: string;
}

function load(name: string): Page {
  const source = fs.readFileSync(path.join(dir, `${name}.mdx`), 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`${name}: no front matter`);
  return {name, source, front: parseYaml(match[1]!) as Record<string, unknown>, body: match[2]!};
}

const loaded = pages.map(load);

/** Fenced code blocks: language, meta and content. */
function codeBlocks(body: string) {
  return [...body.matchAll(/^```(\w*)([^\n]*)\n([\s\S]*?)^```$/gm)].map((m) => ({
    lang: m[1]!,
    meta: m[2]!.trim(),
    code: m[3]!,
  }));
}

/** Prose only: without code blocks, imports, exports, JSX tags and tables' pipes. */
function prose(body: string): string {
  return body
    .replace(/^```[\s\S]*?^```$/gm, ' ')
    .replace(/^(import|export) [\s\S]*?;$/gm, ' ')
    .replace(/<[^>]+>/g, ' ');
}

describe.each(loaded.map((p) => [p.name, p] as const))('%s', (_name, page) => {
  test('has a title and a specific description, and no H1 of its own', () => {
    // The description's length, the words and placeholders: tests/unit/content, for every page.
    expect(page.front.title).toBeTypeOf('string');
    expect(page.front.description).toBeTypeOf('string');
    expect(prose(page.body)).not.toMatch(/^# /m);
  });

  test('is in H2 sections', () => {
    expect(page.body.match(/^## /gm)?.length ?? 0).toBeGreaterThanOrEqual(3);
  });

  test('names no platform host literally and uses only known tokens', () => {
    expect(page.source).not.toMatch(/bindpoint\.example/);
    for (const [, name] of page.source.matchAll(/\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g)) {
      expect(Object.keys(tokens), `{{${name}}}`).toContain(name);
    }
  });

  test('mermaid diagrams hold only known {{tokens}} (the identity plugin runs before the diagram plugin)', () => {
    for (const block of codeBlocks(page.body).filter((b) => b.lang === 'mermaid')) {
      expect(() => replaceTokens(block.code, tokens, page.name), block.code.slice(0, 60)).not.toThrow();
    }
  });

  test('every code block has a language and every json block parses', () => {
    for (const block of codeBlocks(page.body)) {
      expect(block.lang, block.code.slice(0, 60)).not.toBe('');
      if (block.lang === 'json') expect(() => JSON.parse(replaceTokens(block.code, tokens, page.name)), block.code.slice(0, 80)).not.toThrow();
    }
  });

  test('links to pages with a trailing slash (that the page exists, the build checks)', () => {
    for (const [, target] of page.body.matchAll(/\]\((\/docs\/[^)#\s]*)/g)) expect(target, target).toMatch(/\/$/);
  });

  test('uses the shared tab group for language tabs', () => {
    for (const [tabs] of page.body.matchAll(/<Tabs[^>]*>/g)) {
      expect(tabs).toContain('groupId="language"');
    }
  });
});

describe('webhooks sidebar', () => {
  test('one Webhooks category linked to the overview, listing every guide once except wh_testing', () => {
    expect(webhooksSidebar).toHaveLength(1);
    expect(webhooksSidebar[0]).toMatchObject({type: 'category', label: 'Webhooks', link: {type: 'doc', id: 'webhooks/wh_overview'}});
    const ids = sidebarDocIds(webhooksSidebar);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids[0]).toBe('webhooks/wh_overview');
    expect([...ids].sort()).toEqual(pages.filter((p) => p !== 'wh_testing').map((p) => `webhooks/${p}`).sort());
  });

  test('wh_testing has no sidebar and every other page has one', () => {
    for (const page of loaded) {
      if (page.name === 'wh_testing') expect(page.front.displayed_sidebar).toBeNull();
      else expect(page.front).not.toHaveProperty('displayed_sidebar');
    }
  });

  test('titles are unique', () => {
    const titles = loaded.map((p) => p.front.title);
    expect(new Set(titles).size).toBe(titles.length);
  });
});

describe('page wiring', () => {
  const byName = Object.fromEntries(loaded.map((p) => [p.name, p]));

  test('wh_securing shows the sample files themselves, imported raw', () => {
    const page = byName.wh_securing!;
    for (const file of ['verify-signature.mjs', 'verify_signature.py']) {
      expect(page.source).toContain(`!!raw-loader!@site/src/data/webhooks/samples/${file}`);
      expect(fs.existsSync(path.join(root, 'src/data/webhooks/samples', file))).toBe(true);
    }
    // No second, hand-copied verifier that could drift from the tested file.
    expect(page.source).not.toMatch(/export function verifySignature|def verify_signature/);
  });

  test('wh_event_payloads imports only the webhook data and its component, and exports the TOC', () => {
    const page = byName.wh_event_payloads!;
    const imports = [...page.source.matchAll(/^import .* from '([^']+)';$/gm)].map((m) => m[1]);
    expect(imports).toEqual(['@site/src/data/webhooks', '@site/src/components/WebhookEventCatalogue']);
    expect(page.source).toMatch(/export const toc = \[[\s\S]*\.\.\.catalogueToc/);
    // Every explicit TOC id exists as a heading id on the page.
    for (const [, id] of page.source.matchAll(/\{value: '[^']+', id: '([a-z-]+)', level: 2\}/g)) {
      expect(page.body).toContain(`{#${id}}`);
    }
  });

  test('the overview has the delivery and retry sequence diagram', () => {
    const diagram = codeBlocks(byName.wh_overview!.body).find((b) => b.lang === 'mermaid');
    expect(diagram?.code).toMatch(/^sequenceDiagram/);
    expect(diagram?.code).toMatch(/retry/i);
  });

  test('the troubleshooting table is keyed by symptom', () => {
    expect(byName.wh_troubleshooting!.body).toMatch(/^\| Symptom \| Likely cause \| Fix \|$/m);
    const rows = byName.wh_troubleshooting!.body.match(/^\| [^-|][^\n]*\|$/gm) ?? [];
    expect(rows.length).toBeGreaterThan(15);
  });

  test('the platform numbers agree across pages', () => {
    // As the reader sees them: facts are written as {{fact:...}} tokens and rendered.
    const all = loaded.map((p) => replaceTokens(p.body, tokens, p.name)).join('\n');
    expect(all).toMatch(/at most 10 active/i);
    expect(all).toMatch(/within 5 seconds/);
    expect(all).toMatch(/within 60 seconds/);
    expect(all).toMatch(/25 times over about (3|three) weeks/);
    expect(all).not.toMatch(/\b(20|11|15) active hooks\b/);
  });
});
