/**
 * Tokens in front matter (./front-matter.ts): the site's
 * `markdown.parseFrontMatter` renders identity, fact and world tokens in every
 * string of the front matter with the body's renderer, refuses an unknown
 * token with the file, the key and the token, and says to quote a value that
 * starts with a token. Run through Docusaurus's own `parseMarkdownFile`, as
 * the docs plugin runs it for every page's metadata.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {DEFAULT_PARSE_FRONT_MATTER, parseMarkdownFile} from '@docusaurus/utils';
import config from '../../../../docusaurus.config';
import {tokens} from '../../../site/identity';
import {facts} from '../../../site/facts';
import {factTokens} from '../../../site/fact-tokens';
import {worldTokens} from '../../../data/world/tokens';
import {parseFrontMatter, renderFrontMatter, unquotedTokenLine} from '../front-matter';

const root = path.resolve(__dirname, '../../../..');

async function parse(fileContent: string, filePath = path.join(root, 'docs/example.mdx')) {
  return parseMarkdownFile({filePath, fileContent, parseFrontMatter, removeContentTitle: false});
}

describe('front matter renders tokens', () => {
  test('identity, fact and world tokens in title, description, keywords and sidebar_label; other values as typed', async () => {
    const {frontMatter, content} = await parse(
      [
        '---',
        "title: '{{brand}} reports'",
        'description: Company reports start with {{fact:companyReportPrefix}}; multipart uploads stay under {{fact:multipartMaxMB}} MB.',
        "keywords: [reports, '{{fact:companyReportPrefix}}', '{{world:dpId}}']",
        'sidebar_label: Reports on {{brand}}',
        'sidebar_position: 3',
        'displayed_sidebar: null',
        '---',
        '',
        'Body {{brand}} stays for the remark plugin.',
      ].join('\n'),
    );
    expect(frontMatter).toEqual({
      title: `${tokens.brand} reports`,
      description: `Company reports start with ${facts.idFormats.companyReportPrefix}; multipart uploads stay under ${factTokens()['fact:multipartMaxMB']} MB.`,
      keywords: ['reports', facts.idFormats.companyReportPrefix, worldTokens['world:dpId']],
      sidebar_label: `Reports on ${tokens.brand}`,
      sidebar_position: 3,
      displayed_sidebar: null,
    });
    // The body is the remark plugin's (it knows where code and JSX are).
    expect(content).toContain('{{brand}}');
  });

  test('an unknown token fails with the file, the key and the token', async () => {
    await expect(parse(['---', 'title: Reports', 'description: Reports start with {{fact:reportPrefix}} and more words.', '---', ''].join('\n'))).rejects.toThrow(
      /Unknown fact token \{\{fact:reportPrefix\}\} in docs\/example\.mdx \(front matter "description"\)/,
    );
    expect(() => renderFrontMatter({keywords: ['a', '{{brnd}}']}, 'docs/x.mdx')).toThrow(/Unknown identity token \{\{brnd\}\} in docs\/x\.mdx \(front matter "keywords"\)/);
    expect(() => renderFrontMatter({a: {b: '{{world:nothing}}'}}, 'docs/x.mdx')).toThrow(/Unknown world token \{\{world:nothing\}\} in docs\/x\.mdx \(front matter "a\.b"\)/);
  });

  test('a value that starts with a token must be quoted: the line and what to do, not a mapping', async () => {
    await expect(parse(['---', 'title: Reports', 'description: {{brand}} reports, and what they hold for you.', '---', ''].join('\n'))).rejects.toThrow(/^docs\/example\.mdx:3: a front matter value that starts with a \{\{token\}\} must be quoted/);
    expect(unquotedTokenLine(['---', 'title: {{brand}}', '---'].join('\n'))).toBe(2);
    expect(unquotedTokenLine(['---', 'keywords: [a, {{brand}}]', '---'].join('\n'))).toBe(2);
    expect(unquotedTokenLine(['---', 'keywords:', '  - {{brand}}', '---'].join('\n'))).toBe(3);
    // Quoted, or not at the start of the value: plain text to YAML.
    expect(unquotedTokenLine(['---', "title: '{{brand}} reports'", 'description: About {{brand}}, and {{fact:multipartMaxMB}} MB.', "keywords: [a, '{{brand}}', \"{{brand}}\"]", '---'].join('\n'))).toBeUndefined();
  });

  test("the site's configuration uses it, and Docusaurus's own parser reads the YAML", async () => {
    expect(config.markdown.parseFrontMatter).toBe(parseFrontMatter);
    const source = '---\ntitle: A date\nlast_update:\n  date: 2026-11-02\n---\n\ntext';
    const mine = await parse(source);
    const theirs = await parseMarkdownFile({filePath: 'x.mdx', fileContent: source, parseFrontMatter: DEFAULT_PARSE_FRONT_MATTER, removeContentTitle: false});
    expect(mine).toEqual(theirs);
  });

  test('every page of docs/ parses, and no rendered front matter holds a token', async () => {
    const files = fs.readdirSync(path.join(root, 'docs'), {recursive: true, encoding: 'utf8'}).filter((f) => /\.mdx?$/.test(f));
    expect(files.length).toBeGreaterThan(50);
    const left: string[] = [];
    for (const file of files) {
      const full = path.join(root, 'docs', file);
      const {frontMatter} = await parse(fs.readFileSync(full, 'utf8'), full);
      const text = JSON.stringify(frontMatter);
      if (text.includes('{{')) left.push(`${file}: ${text}`);
    }
    expect(left).toEqual([]);
  });
});
