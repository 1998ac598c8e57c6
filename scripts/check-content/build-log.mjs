/**
 * The build's errors and warnings, each as `file:line: what is wrong: what to
 * do` (scripts/check-content.mjs). A warning is a problem too: the build
 * renders an unknown directive (`:::warn`) as text and only warns.
 */
import fs from 'node:fs';
import path from 'node:path';

export const plain = (text) => text.replace(/\x1b\[[0-9;]*m/g, '');

/** The line of the first occurrence of a string in a file (1 if absent). */
export function lineIn(root, file, needle) {
  try {
    const source = fs.readFileSync(path.join(root, file), 'utf8');
    const at = source.indexOf(needle);
    return at < 0 ? 1 : source.slice(0, at).split('\n').length;
  } catch {
    return 1;
  }
}

/** Route -> source file of each doc page, from the metadata the build wrote before it failed. */
function docSources(root) {
  const dir = path.join(root, '.docusaurus/docusaurus-plugin-content-docs/default');
  const sources = new Map();
  if (!fs.existsSync(dir)) return sources;
  for (const name of fs.readdirSync(dir)) {
    if (!name.startsWith('site-docs-') || !name.endsWith('.json')) continue;
    const meta = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
    if (meta.source?.startsWith('@site/') && meta.permalink) sources.set(meta.permalink.replace(/\/?$/, '/'), meta.source.slice('@site/'.length));
  }
  return sources;
}

/** The sidebar files (src/sidebar, sidebars.ts) and the line where each names a doc id. */
function sidebarLine(root, id) {
  const files = [...fs.readdirSync(path.join(root, 'src/sidebar')).map((f) => `src/sidebar/${f}`), 'sidebars.ts'].filter((f) => f.endsWith('.ts'));
  for (const file of files) {
    const line = lineIn(root, file, `'${id}'`);
    if (line > 1 || fs.readFileSync(path.join(root, file), 'utf8').startsWith(`'${id}'`)) return `${file}:${line}`;
  }
  return 'sidebars.ts:1';
}

/** The build's warnings (`[WARNING] ...` with the lines under it), each as problems. */
export function warningProblems(root, text) {
  const log = plain(text);
  const problems = [];
  for (const m of log.matchAll(/\[WARNING\] ([^\n]*(?:\n(?!\[(?:INFO|SUCCESS|WARNING|ERROR)\]|\s*$)[^\n]*)*)/g)) {
    const warning = m[1];
    const directives = /unused Markdown directives in file (?:path=)?"?([^"\s]+)"?\n((?:- [^\n]+\n?)+)/.exec(warning);
    if (directives) {
      for (const d of directives[2].matchAll(/- (:{1,3})([\w-]+)(?: \((\d+):\d+\))?/g)) {
        const [, colons, name, line] = d;
        problems.push(colons === ':::'
          ? `${directives[1]}:${line ?? 1}: ":::${name}" is not an admonition type (the build warns and the reader sees the colons): use one of :::note, :::tip, :::info, :::warning, :::danger`
          : `${directives[1]}:${line ?? 1}: "${colons}${name}" is a directive the site does not know (the build warns): write the text without it, or escape the colon (\\:)`);
      }
      continue;
    }
    // Any other warning: where it names a file (and a line), there; its own words, and that the check treats it as a problem.
    const file = /(?:path=|file )?((?:docs|src)\/[\w./-]+\.(?:mdx?|tsx?|ya?ml|json))(?::(\d+)|\s*\((\d+):\d+\))?/.exec(warning);
    const first = warning.split('\n')[0].trim();
    problems.push(`${file ? `${file[1]}:${file[2] ?? file[3] ?? 1}` : 'build'}: the build warns: ${first}: fix what it says (a warning is a problem in this check)`);
  }
  return problems;
}

/** The build's errors, each as file:line: what: what to do. */
export function buildProblems(root, text) {
  const log = plain(text);
  const problems = [];
  const rel = (file) => path.relative(root, file).split(path.sep).join('/');
  // A sidebar that lists a page that is gone: each id at its line (the content tests name the redirect and the links).
  const sidebar = /Invalid sidebar file at "[^"]+"\.\s*\nThese sidebar document ids do not exist:\n((?:- [^\n]+\n?)+)/.exec(log);
  if (sidebar) {
    for (const [, id] of sidebar[1].matchAll(/- (\S+)/g)) {
      problems.push(`${sidebarLine(root, id)}: the sidebar lists ${id}, which is no page: remove the entry or list the page that replaces it (a removed page needs a redirect: see the routes-kept problems)`);
    }
  }
  // A Mermaid line the drawing would leave out: the plugin's own file:line message.
  for (const m of log.matchAll(/((?:docs|src)\/[\w./-]+\.mdx?:\d+: the Mermaid line [^\n]+)/g)) problems.push(m[1]);
  // MDX that does not compile, a broken Markdown link or image: the file and its line:column.
  for (const m of log.matchAll(/MDX compilation failed for file "([^"]+)"\s*\n[\s│]*Cause: ([^\n]+)/g)) {
    if (/the Mermaid line/.test(m[2])) continue;
    const position = /\((\d+):(\d+)\)/.exec(m[2]);
    const cause = m[2].replace(/ in source file "[^"]+" \(\d+:\d+\)/, '').replace(/\s*\(\d+:\d+\)$/, '');
    const fix = /Markdown (?:link|image)/.test(cause) ? 'point it at a file that exists (a path relative to the page, or the page\'s route)' : 'fix the MDX at that place (JSX, braces and < need closing or escaping)';
    problems.push(`${rel(m[1])}:${position?.[1] ?? 1}: ${cause}: ${fix}`);
  }
  // Broken links and anchors: the page's route, mapped back to its file; the line of the link in it.
  const sources = docSources(root);
  for (const block of log.matchAll(/Broken (link|anchor) on source page path = ([^\s:]+):\n((?:\s*-> linking to [^\n]+\n?)+)/g)) {
    const [, kind, route, targets] = block;
    const file = sources.get(route) ?? `the page at ${route}`;
    for (const t of targets.matchAll(/-> linking to (\S+)/g)) {
      const target = t[1];
      const line = sources.has(route) ? lineIn(root, file, target.replace(/\/$/, '')) : 1;
      const [page, anchor] = target.split('#');
      problems.push(kind === 'anchor'
        ? `${file}:${line}: links to ${target}, but ${page} has no heading or element with the id "${anchor}": link one of its headings (the id is the heading's text in lower case, words joined by hyphens)`
        : `${file}:${line}: links to ${target}, which is no page: link an existing route (a page's route is its path under docs/, with a trailing slash)`);
    }
  }
  // Tokens the identity module or the facts do not know.
  for (const m of log.matchAll(/Unknown (fact|identity|world) token (\{\{[^}]+\}\}) in ([^\s.]+\.mdx?)/g)) {
    const file = rel(path.resolve(root, m[3]));
    problems.push(`${file}:${lineIn(root, file, m[2])}: unknown ${m[1]} token ${m[2]}: use a name of src/site/fact-tokens.ts (facts), of src/data/world/tokens.ts (world) or of tokens in src/site/identity.ts`);
  }
  // Anything else the build refused: its own words.
  if (!problems.length) {
    const errors = log.split('\n').filter((l) => /\[ERROR\]|Error:|× /.test(l) && !/^\s+at /.test(l)).slice(0, 12);
    problems.push(...(errors.length ? errors : log.trim().split('\n').slice(-12)).map((l) => `build: ${l.trim()}`));
  }
  return problems;
}
