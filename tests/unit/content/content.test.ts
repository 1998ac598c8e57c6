/**
 * The content rules every page of docs/ keeps (CONTRIBUTING, writer's guide):
 * front matter, a place in the sidebar, no placeholder words, hosts only
 * through identity tokens, parseable JSON examples, unique titles, enough
 * words of its own, and internal links the build can check. The numbers
 * come from ./rules.ts. Each failure names the file and line and what to do.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {describe, expect, test} from 'vitest';
import sidebars from '../../../sidebars';
import {sidebarDocIds} from '../../../src/sidebar/doc-ids';
import type {SidebarItem} from '../../../src/site/sidebar';
import {identity, tokens} from '../../../src/site/identity';
import {escapeRegExp} from '../../../src/site/regexp';
import {replaceTokens} from '../../../src/plugins/remark-identity';
import {renderFrontMatter} from '../../../src/plugins/remark-identity/front-matter';
import {markdownFiles} from '../../e2e/support/routes';
import {MIN_DESCRIPTION, MIN_WORDS, MIN_WORDS_RENDERING_DATA, PLACEHOLDERS, prose, words} from './rules';

const root = path.resolve(__dirname, '../../..');
const docsDir = path.join(root, 'docs');

type Doc = {id: string; file: string; source: string; data: Record<string, unknown>; body: string; bodyLine: number; error?: string};
const docs: Doc[] = markdownFiles(docsDir).map((full) => {
  const file = path.relative(root, full).split(path.sep).join('/');
  const source = fs.readFileSync(full, 'utf8');
  const byPath = path.relative(docsDir, full).replace(/\.mdx?$/, '').split(path.sep).join('/');
  try {
    // Front matter as the site reads it: tokens rendered (src/plugins/remark-identity/front-matter.ts).
    const {data: typed, content} = matter(source);
    const data = renderFrontMatter(typed, file);
    const id = typeof data.id === 'string' ? `${path.posix.dirname(byPath) === '.' ? '' : `${path.posix.dirname(byPath)}/`}${data.id}` : byPath;
    return {id, file, source, data, body: content, bodyLine: source.slice(0, source.length - content.length).split('\n').length};
  } catch (error) {
    return {id: byPath, file, source, data: {}, body: '', bodyLine: 1, error: (error as Error).message};
  }
});

/** The line of the first match of a pattern in a page's source (1 when absent: the front matter). */
const lineOf = (doc: Doc, pattern: RegExp | string) => {
  const at = typeof pattern === 'string' ? doc.source.indexOf(pattern) : doc.source.search(pattern);
  return at < 0 ? 1 : doc.source.slice(0, at).split('\n').length;
};

/** Pages whose substance is rendered from data files keep a shorter introduction. */
const rendersData = (doc: Doc) => /^import .+ from '@site\/src\/(data|components)\//m.test(doc.body) && /<[A-Z][A-Za-z]+[\s/>]/.test(doc.body);
const generated = (doc: Doc) => doc.id.startsWith('sdk/components/') || doc.id.includes('changelog');

describe('documentation content', () => {
  test('there are pages to check', () => {
    expect(docs.length).toBeGreaterThan(0);
  });

  test('every page has a title, a specific description, and no H1 of its own', () => {
    const problems: string[] = [];
    for (const doc of docs) {
      if (doc.error) {
        problems.push(`${doc.file}:1: the front matter is not valid YAML (${doc.error.split('\n')[0]}): fix the block between the --- lines`);
        continue;
      }
      if (typeof doc.data.title !== 'string') problems.push(`${doc.file}:1: no title: add "title:" to the front matter`);
      const description = String(doc.data.description ?? '');
      if (description.length < MIN_DESCRIPTION) {
        problems.push(`${doc.file}:${lineOf(doc, /^description:/m)}: ${description ? `the description has ${description.length} characters` : 'no description'}: write one specific sentence of ${MIN_DESCRIPTION} characters or more`);
      }
      if (doc.data.sidebar_label !== undefined && doc.data.sidebar_label !== doc.data.title) problems.push(`${doc.file}:${lineOf(doc, /^sidebar_label:/m)}: sidebar_label differs from the title: remove it (the title is the label)`);
      const h1 = doc.body.replace(/```[\s\S]*?```/g, (code) => code.replace(/[^\n]/g, ' ')).search(/^# /m);
      if (h1 >= 0) problems.push(`${doc.file}:${doc.bodyLine + doc.body.slice(0, h1).split('\n').length - 1}: a "# " heading: remove it, the title is the page's H1`);
    }
    expect(problems.join('\n')).toBe('');
  });

  test('every page is in the sidebar, or says it has none (displayed_sidebar: null)', () => {
    const listed = new Set(Object.values(sidebars).flatMap((items) => sidebarDocIds(items as SidebarItem[])));
    const problems = docs.flatMap((doc) => {
      const none = doc.data.displayed_sidebar === null;
      if (!listed.has(doc.id) && !none) return [`${doc.file}:1: ${doc.id} is in no sidebar: add '${doc.id}' to your area's file in src/sidebar/, or set "displayed_sidebar: null" for a page without one`];
      if (listed.has(doc.id) && none) return [`${doc.file}:${lineOf(doc, /^displayed_sidebar:/m)}: ${doc.id} is in the sidebar but sets displayed_sidebar: null: remove one of the two`];
      return [];
    });
    expect(problems.join('\n')).toBe('');
  });

  test('no placeholder words anywhere', () => {
    const offenders = docs.filter((d) => PLACEHOLDERS.test(d.source)).map((d) => `${d.file}:${lineOf(d, PLACEHOLDERS)}: "${PLACEHOLDERS.exec(d.source)![0]}": finish the sentence or remove it`);
    expect(offenders.join('\n')).toBe('');
  });

  test('hosts, mail and URLs of the platform come only through identity tokens', () => {
    const literal = docs.filter((d) => /bindpoint\.example/i.test(d.source)).map((d) => `${d.file}:${lineOf(d, /bindpoint\.example/i)}: a literal host: write its token, for example {{partnerApiSandbox}} (the keys of tokens in src/site/identity.ts)`);
    const unknown = docs.flatMap((d) =>
      [...d.source.matchAll(/\{\{\s*([A-Za-z0-9]+)\s*\}\}/g)].filter((m) => !(m[1]! in tokens)).map((m) => `${d.file}:${lineOf(d, m[0])}: unknown token ${m[0]}: use one of ${Object.keys(tokens).join(', ')}`),
    );
    expect([...literal, ...unknown].join('\n')).toBe('');
  });

  test('egress addresses come through their fact tokens (src/site/facts.ts, egress), never typed', () => {
    // The documentation ranges (RFC 5737, RFC 3849) are where the platform's published ranges live.
    const ADDRESS = /(?<![\d.])(?:192\.0\.2|198\.51\.100|203\.0\.113)\.\d{1,3}(?:\/\d{1,2})?|\b2001:db8:[0-9a-f:]*(?:\/\d{1,3})?/gi;
    const typed = docs.flatMap((d) =>
      [...d.source.matchAll(ADDRESS)].map((m) => `${d.file}:${d.source.slice(0, m.index).split('\n').length}: "${m[0]}" typed: write its token, one of {{fact:productionIpv4Primary}}, {{fact:productionIpv4Secondary}}, {{fact:productionIpv6}}, {{fact:sandboxIpv4}}, {{fact:sandboxIpv6}} (src/site/facts.ts, egress)`),
    );
    expect(typed.join('\n')).toBe('');
  });

  test('the brand comes through {{brand}} on a page, front matter included (src/plugins/remark-identity/front-matter.ts renders it)', () => {
    const BRAND = new RegExp(`(?<![A-Za-z])${escapeRegExp(identity.brand)}(?![A-Za-z])`, 'g');
    const typed = docs.flatMap((d) =>
      [...d.source.matchAll(BRAND)].map((m) => `${d.file}:${d.source.slice(0, m.index).split('\n').length}: the brand typed: write {{brand}} (src/site/identity.ts), also in the front matter (quoted when a value starts with it), diagrams, code and JSX strings, so re-targeting the site stays one edit`),
    );
    expect(typed.join('\n')).toBe('');
  });

  test('internal links are Markdown links or <Link>, which the build checks (not a raw <a href>)', () => {
    // Code blocks are samples: their markup is shown, not rendered.
    const raw = docs.flatMap((d) => [...d.body.replace(/```[\s\S]*?```/g, '').matchAll(/<a\s[^>]*href=["'{`]+\/(?!\/)[^"'`}]*/g)].map((m) => `${d.file}:${lineOf(d, m[0])}: ${m[0]}>: write [text](/docs/...) so the build's link checker sees the link`));
    expect(raw.join('\n')).toBe('');
  });

  test('every ```json block parses', () => {
    const broken: string[] = [];
    for (const doc of docs) {
      for (const match of doc.source.matchAll(/```json[^\n]*\n([\s\S]*?)```/g)) {
        try {
          // As the reader sees it: identity and fact tokens resolved.
          JSON.parse(replaceTokens(match[1]!, tokens, doc.id));
        } catch (error) {
          broken.push(`${doc.file}:${lineOf(doc, match[0])}: a json block does not parse (${(error as Error).message}): fix it or mark the block as another language`);
        }
      }
    }
    expect(broken.join('\n')).toBe('');
  });

  test('no two pages share a title', () => {
    const seen = new Map<string, Doc>();
    const duplicates: string[] = [];
    for (const doc of docs) {
      const title = String(doc.data.title).toLowerCase();
      const other = seen.get(title);
      if (other) duplicates.push(`${doc.file}:${lineOf(doc, /^title:/m)}: the title "${doc.data.title}" is also ${other.file}'s: make one more specific`);
      seen.set(title, doc);
    }
    expect(duplicates.join('\n')).toBe('');
  });

  test(`every hand-written page has words of its own (${MIN_WORDS}, or ${MIN_WORDS_RENDERING_DATA} when it renders data)`, () => {
    const thin = docs
      .filter((d) => !generated(d))
      .map((d) => ({doc: d, words: words(prose(d.body)), min: rendersData(d) ? MIN_WORDS_RENDERING_DATA : MIN_WORDS}))
      .filter((d) => d.words < d.min)
      .map((d) => `${d.doc.file}:${d.doc.bodyLine}: ${d.words} words of prose, at least ${d.min}: explain more (tests/unit/content/rules.ts)`);
    expect(thin.join('\n')).toBe('');
  });
});
