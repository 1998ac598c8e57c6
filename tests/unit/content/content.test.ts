/**
 * The content rules every page of docs/ keeps (writer's guide in CONTRIBUTING.md):
 * front matter, no placeholder words, hosts only through identity tokens,
 * parseable JSON examples, unique titles, and enough words of its own.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {describe, expect, test} from 'vitest';
import {tokens} from '../../../src/site/identity';
import {replaceTokens} from '../../../src/plugins/remark-identity';
import {markdownFiles} from '../../e2e/support/routes';

const docsDir = path.resolve(__dirname, '../../../docs');

type Doc = {id: string; data: Record<string, unknown>; body: string; error?: string};
const docs: Doc[] = markdownFiles(docsDir).map((file) => {
  const id = path.relative(docsDir, file).replace(/\.mdx?$/, '').split(path.sep).join('/');
  try {
    const {data, content} = matter(fs.readFileSync(file, 'utf8'));
    return {id, data, body: content};
  } catch (error) {
    return {id, data: {}, body: '', error: (error as Error).message};
  }
});

/** Pages whose substance is rendered from data files keep a shorter introduction. */
const rendersData = (doc: Doc) => /^import .+ from '@site\/src\/(data|components)\//m.test(doc.body) && /<[A-Z][A-Za-z]+[\s/>]/.test(doc.body);
const generated = (doc: Doc) => doc.id.startsWith('sdk/components/') || doc.id.includes('changelog');

function prose(body: string): string {
  return body
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/^(import|export) .*$/gm, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/`[^`]*`/g, ' word ')
    .replace(/\{\{[A-Za-z]+\}\}/g, ' word ');
}

const words = (text: string) => text.split(/\s+/).filter((w) => /[A-Za-z]{2,}/.test(w)).length;

describe('documentation content', () => {
  test('there are pages to check', () => {
    expect(docs.length).toBeGreaterThan(0);
  });

  test.each(docs.map((d) => [d.id, d] as const))('%s has a title and a specific description', (_id, doc) => {
    expect(doc.error, 'front matter must be valid YAML').toBeUndefined();
    expect(typeof doc.data.title).toBe('string');
    expect(String(doc.data.description ?? '').length).toBeGreaterThanOrEqual(40);
    if (doc.data.sidebar_label !== undefined) expect(doc.data.sidebar_label).toBe(doc.data.title);
    // The title is the page's only H1.
    expect(doc.body.replace(/```[\s\S]*?```/g, '')).not.toMatch(/^# /m);
  });

  test('no placeholder words anywhere', () => {
    const offenders = docs
      .filter((d) => /\b(lorem ipsum|TODO|TBD|FIXME|coming soon)\b/i.test(d.body + JSON.stringify(d.data)))
      .map((d) => d.id);
    expect(offenders).toEqual([]);
  });

  test('hosts, mail and URLs of the platform come only through identity tokens', () => {
    const offenders = docs.filter((d) => /bindpoint\.example/i.test(d.body + JSON.stringify(d.data))).map((d) => d.id);
    expect(offenders).toEqual([]);
    const unknown = docs.flatMap((d) =>
      [...d.body.matchAll(/\{\{\s*([A-Za-z0-9]+)\s*\}\}/g)].filter((m) => !(m[1]! in tokens)).map((m) => `${d.id}: ${m[0]}`),
    );
    expect(unknown).toEqual([]);
  });

  test('every ```json block parses', () => {
    const broken: string[] = [];
    for (const doc of docs) {
      for (const match of doc.body.matchAll(/```json[^\n]*\n([\s\S]*?)```/g)) {
        try {
          // As the reader sees it: identity and fact tokens resolved.
          JSON.parse(replaceTokens(match[1]!, tokens, doc.id));
        } catch (error) {
          broken.push(`${doc.id}: ${(error as Error).message}\n${match[1]!.slice(0, 120)}`);
        }
      }
    }
    expect(broken, broken.join('\n\n')).toEqual([]);
  });

  test('no two pages share a title', () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const doc of docs) {
      const title = String(doc.data.title).toLowerCase();
      if (seen.has(title)) duplicates.push(`${doc.id} and ${seen.get(title)}: ${title}`);
      seen.set(title, doc.id);
    }
    expect(duplicates).toEqual([]);
  });

  test('every hand-written page has a few hundred words of its own', () => {
    const thin = docs
      .filter((d) => !generated(d))
      .map((d) => ({id: d.id, words: words(prose(d.body)), min: rendersData(d) ? 120 : 300}))
      .filter((d) => d.words < d.min)
      .map((d) => `${d.id}: ${d.words} words (at least ${d.min})`);
    expect(thin, thin.join('\n')).toEqual([]);
  });
});
