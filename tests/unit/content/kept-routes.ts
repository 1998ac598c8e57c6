/**
 * A route is never removed or renamed without a redirect (CONTRIBUTING,
 * "Routes"): integrators bookmark and link the pages. The doc routes of the
 * base revision (the branch's merge base with main, as the browser check's
 * selection takes it: tests/e2e/support/routes.ts) that no page has now and
 * that no redirect leads from are listed, each with everything one run can
 * say: the redirect to add (to the renamed page when git sees the rename),
 * the sidebar entry that still names the page, and every page that links to
 * it. The build would stop at the sidebar entry first ("Invalid sidebar
 * file"), and name the broken links only on the next run.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {baseRevision, markdownFiles, root as ROOT} from '../../e2e/support/routes';

export interface RemovedRoute {
  route: string;
  /** The source file the route had at the base revision. */
  file: string;
  /** The route of the page it became, when a new page has its title or most of its lines. */
  renamedTo?: string;
}

function git(root: string, args: string[]): string | null {
  try {
    return execFileSync('git', args, {cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024});
  } catch {
    return null;
  }
}

/** The route of a doc file from its path and front matter `id`, as routes.ts `docs()` computes it. */
export function routeOf(file: string, text: string): string {
  const id = /^---\n[\s\S]*?^id:\s*["']?([\w.-]+)["']?\s*$[\s\S]*?^---/m.exec(text)?.[1] ?? path.posix.basename(file).replace(/\.mdx?$/, '');
  const dir = path.posix.dirname(file.slice('docs/'.length));
  const base = path.posix.basename(file).replace(/\.mdx?$/, '');
  const folder = `/docs/${dir === '.' ? '' : `${dir}/`}`;
  return /^(index|readme)$/i.test(base) || base === path.posix.basename(dir) ? folder : `${folder}${id}/`;
}

/** Doc routes at a revision: every Markdown file under docs/ read from git at once. */
function routesAt(root: string, revision: string): Map<string, {file: string; text: string}> {
  const files = (git(root, ['ls-tree', '-r', '--name-only', revision, 'docs']) ?? '').split('\n').filter((f) => /\.mdx?$/.test(f));
  const routes = new Map<string, {file: string; text: string}>();
  let out: Buffer;
  try {
    out = execFileSync('git', ['cat-file', '--batch'], {cwd: root, input: files.map((f) => `${revision}:${f}`).join('\n') + '\n', stdio: ['pipe', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024});
  } catch {
    return routes;
  }
  // Each object: "<sha> blob <size>\n<size bytes>\n".
  let at = 0;
  for (const file of files) {
    const end = out.indexOf(10, at);
    const size = Number(out.subarray(at, end).toString('utf8').split(' ')[2]);
    const text = out.subarray(end + 1, end + 1 + size).toString('utf8');
    routes.set(routeOf(file, text), {file, text});
    at = end + 1 + size + 1;
  }
  return routes;
}

/** The lines of a text that carry words, for a rough likeness of two versions of a page. */
const wordLines = (text: string) => new Set(text.split('\n').map((l) => l.trim()).filter((l) => /[A-Za-z]{3}/.test(l)));
const titleOf = (text: string) => /^title:\s*(.+)$/m.exec(text)?.[1]?.trim();

/**
 * Where a removed page went: a page that is new since the base revision (committed or not, tracked
 * or not, so git's own rename detection cannot see it) with the same title, or with most of its lines.
 */
function renamedTo(oldText: string, added: Array<{route: string; text: string}>): string | undefined {
  const title = titleOf(oldText);
  const sameTitle = added.find((a) => title && titleOf(a.text) === title);
  if (sameTitle) return sameTitle.route;
  const old = wordLines(oldText);
  const scored = added.map((a) => {
    const lines = wordLines(a.text);
    const shared = [...old].filter((l) => lines.has(l)).length;
    return {route: a.route, score: shared / Math.max(1, Math.max(old.size, lines.size))};
  });
  const best = scored.sort((a, b) => b.score - a.score)[0];
  return best && best.score >= 0.5 ? best.route : undefined;
}

/** Routes of the base revision that no page has now and no redirect leads from. */
/** The doc pages of a checkout, with their routes. */
function currentDocs(root: string): Array<{source: string; route: string; text: string}> {
  return markdownFiles(path.join(root, 'docs')).map((full) => {
    const source = path.relative(root, full).split(path.sep).join('/');
    const text = fs.readFileSync(full, 'utf8');
    return {source, route: routeOf(source, text), text};
  });
}

/** `root`: the checkout whose pages count now; `repository`: where git reads the base revision (the same, but in tests). */
export function removedRoutes(redirectSources: Set<string>, base: string | null = baseRevision(), root = ROOT, repository = root): RemovedRoute[] {
  if (!base) return [];
  const current = currentDocs(root);
  const now = new Set(current.map((d) => d.route));
  const before = routesAt(repository, base);
  const beforeFiles = new Set([...before.values()].map((v) => v.file));
  const added = current.filter((d) => !beforeFiles.has(d.source));
  const removed: RemovedRoute[] = [];
  for (const [route, {file, text}] of before) {
    if (now.has(route) || redirectSources.has(route) || redirectSources.has(route.replace(/\/$/, ''))) continue;
    removed.push({route, file, renamedTo: renamedTo(text, added)});
  }
  return removed;
}

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** The files that name a removed page: sidebar parts by its id, pages and data by a link to its route or file. */
function references(removed: RemovedRoute, root: string): string[] {
  const id = removed.file.slice('docs/'.length).replace(/\.mdx?$/, '');
  const bare = removed.route.replace(/\/$/, '');
  const out: string[] = [];
  const sidebarFiles = [...fs.readdirSync(path.join(root, 'src/sidebar')).map((f) => `src/sidebar/${f}`), 'sidebars.ts'];
  for (const file of sidebarFiles.filter((f) => /\.ts$/.test(f))) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    for (const m of text.matchAll(new RegExp(`['"]${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]`, 'g'))) {
      out.push(`${file}:${lineAt(text, m.index!)}: the sidebar lists ${id}, whose page is gone: ${removed.renamedTo ? `list its new id (${removed.renamedTo.slice('/docs/'.length, -1)})` : 'remove the entry, or list the page that replaces it'}`);
    }
  }
  const name = path.posix.basename(removed.file);
  const link = new RegExp(`\\]\\((?:${bare.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/?|[^)\\s]*/${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})(?:#[^)\\s]*)?\\)|(?:href|to)=["']${bare.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/?(?:#[^"']*)?["']`, 'g');
  const pages = [...markdownFiles(path.join(root, 'docs')), ...markdownFiles(path.join(root, 'src'))];
  for (const full of pages) {
    const text = fs.readFileSync(full, 'utf8');
    const file = path.relative(root, full).split(path.sep).join('/');
    for (const m of text.matchAll(link)) {
      out.push(`${file}:${lineAt(text, m.index!)}: links to ${removed.route}, which is gone: link ${removed.renamedTo ?? 'the page that replaces it'} (the redirect keeps old bookmarks working, not the site's own links)`);
    }
  }
  return out;
}

/** Every problem of every removed route: the redirect to add, then each file that still names it. */
export function removedRouteProblems(removed: RemovedRoute[], root = ROOT, configFile = 'docusaurus.config.ts'): string[] {
  const config = fs.readFileSync(path.join(root, configFile), 'utf8');
  const line = lineAt(config, Math.max(0, config.indexOf('redirects: [')));
  return removed.flatMap((r) => [
    `${configFile}:${line}: ${r.route} (${r.file}) is gone without a redirect: add {from: '${r.route}', to: '${r.renamedTo ?? '/docs/<the page that replaces it>/'}'} to redirects (integrators bookmark and link the pages)`,
    ...references(r, root),
  ]);
}
