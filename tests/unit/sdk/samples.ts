/**
 * Extract the standalone TypeScript samples of the SDK guide pages.
 *
 * Convention (documented for writers): a fenced block whose language is `ts`
 * or `typescript` and whose meta has `title="<path>"` is a standalone sample
 * and must type-check against the declared SDK API (Angular and React blocks
 * too: their packages are devDependencies). Add the meta word `nocheck` to
 * opt out, only for a sample that imports a file of the reader's app the page
 * does not print (`sdk_install`'s `src/main.ts` and its `./app/app.component`).
 * Untitled blocks are fragments and
 * are not checked. `{{token}}`s are replaced as the build does.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {replaceTokens} from '../../../src/plugins/remark-identity';
import {tokens} from '../../../src/site/identity';

export const DOCS_DIR = path.resolve(__dirname, '../../../docs/sdk');

/** The SDK guide pages this test owns (file names without extension). */
export const GUIDE_PAGES = [
  'sdk_overview',
  'sdk_install',
  'sdk_user_guide',
  'sdk_customization',
  'sdk_debugging',
  'sdk_testing',
  'sdk_tips_for_using',
  'sdk_analytics',
  'sdk_contracts',
  'sdk_custom_elements',
  'sdk_selectors',
  'sdk_web_components',
  'globals',
] as const;

export interface Sample {
  page: string;
  title: string;
  /** 1-based line of the opening fence in the MDX file. */
  line: number;
  lang: string;
  meta: string;
  code: string;
}

const FENCE = /^(\s*)(`{3,})([\w-]*)([^\n]*)\n([\s\S]*?)\n\1\2[ \t]*$/gm;

/** Every fenced code block of a page. */
export function codeBlocks(page: string): Sample[] {
  const file = path.join(DOCS_DIR, `${page}.mdx`);
  const text = readFileSync(file, 'utf8');
  const blocks: Sample[] = [];
  for (const match of text.matchAll(FENCE)) {
    const [, indent, , lang, meta, body] = match;
    const title = /title="([^"]+)"/.exec(meta)?.[1] ?? '';
    const line = text.slice(0, match.index).split('\n').length;
    const code = body
      .split('\n')
      .map((l) => (l.startsWith(indent) ? l.slice(indent.length) : l))
      .join('\n');
    blocks.push({page, title, line, lang, meta: meta.trim(), code: replaceTokens(code, tokens, file)});
  }
  return blocks;
}

/** The standalone TypeScript samples of a page (see the convention above). */
export function typeScriptSamples(page: string): Sample[] {
  return codeBlocks(page).filter(
    (b) => (b.lang === 'ts' || b.lang === 'typescript') && b.title !== '' && !/\bnocheck\b/.test(b.meta),
  );
}

/**
 * The TypeScript samples of the component pages (docs/sdk/components): a
 * block that imports from the SDK is a complete program, titled or not, and
 * type-checks like a guide sample, so a sample cannot give a property
 * another type than the component's properties table (issue 35: bp-sdk-root's
 * `answers` as an object in the sample, `AnswerInput[]` in the table).
 */
export function componentSamples(): Sample[] {
  const dir = path.join(DOCS_DIR, 'components');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.mdx'))
    .flatMap((f) => codeBlocks(`components/${f.replace(/\.mdx$/, '')}`))
    .filter((b) => (b.lang === 'ts' || b.lang === 'typescript') && !/\bnocheck\b/.test(b.meta) && /^import .* from '[^']*\/sdk-[a-z-]+';$/m.test(b.code))
    .map((b) => ({...b, title: b.title || `${b.page.replace(/^components\//, 'components/')}_${b.line}.ts`}));
}
