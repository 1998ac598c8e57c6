/**
 * Which routes get the full browser check (render, console, axe) in `npm test`:
 * one page of every template, and every page whose source changed in the
 * branch. The nightly workflow (`npm run test:routes`) checks every route.
 *
 * A "template" is a way a page renders differently: the home page, the search
 * page, the 404 page, and one doc page for each rendering feature its MDX uses
 * (an MDX component, a generated module, a data import, a diagram, tabs, an
 * admonition, no sidebar). `uncoveredFeatures()` lists features no template
 * page has, so a new component cannot slip past the per-PR check.
 *
 * No Playwright import here: the unit tests read it too.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(__dirname, '../../..');
const docsDir = path.join(root, 'docs');
const docsMetadataDir = path.join(root, '.docusaurus/docusaurus-plugin-content-docs/default');

export type Template = {route: string; why: string; status?: number};

/** One page per way of rendering; `why` says what it stands for. */
export const templates: Template[] = [
  {route: '/', why: 'home page (src/pages/index.tsx)'},
  {route: '/search/?q=webhook', why: 'search page with results (src/theme/SearchPage)'},
  {route: '/no-such-page/', why: 'not-found page (src/theme/NotFound)', status: 404},
  {route: '/docs/overview/', why: 'doc with a Mermaid diagram'},
  {route: '/docs/ip_ranges/', why: 'plain doc: prose, tables and code only'},
  {route: '/docs/terminal/sso/okta/', why: 'guide with Steps, EnvironmentTable, admonitions and tabs'},
  {route: '/docs/webhooks/wh_testing/', why: 'doc without sidebar'},
  {route: '/docs/webhooks/wh_securing/', why: 'code samples imported as raw files, tabs'},
  {route: '/docs/webhooks/wh_event_payloads/', why: 'WebhookEventCatalogue'},
  {route: '/docs/api/api_overview/', why: 'API overview: the generated endpoint list'},
  {route: '/docs/api/create_application_form/', why: 'API operation (generated ApiOperation and CodeSamples)'},
  {route: '/docs/api/mqs/', why: 'question set table'},
  {route: '/docs/api/state_information/', why: 'state table'},
  {route: '/docs/sdk/components/bp-sdk-date-input/', why: 'component page (generated ComponentApi)'},
  {route: '/docs/sdk/components/', why: 'component index (ComponentIndex)'},
  {route: '/docs/sdk/sdk_selectors/', why: 'SelectorTable'},
  {route: '/docs/sdk/globals/', why: 'GlobalsReference'},
  {route: '/docs/sdk/changelogs/sdk-changelog/', why: 'changelog rendered from a Keep a Changelog file'},
  {route: '/docs/sdk/custom_terminal_tutorials/sdk_quote_bind/', why: 'tutorial: long page with many tabbed samples'},
  {route: '/docs/exchange/send_side/ss_authentication/', why: 'guide with Endpoint and RequiredPermissions'},
  {route: '/docs/sdk/custom_storefront_tutorials/sdk_guest_auth/', why: 'ReaderVariables (table and .env) from the fixture world'},
  {route: '/docs/api/api_changelog/', why: 'API changelog rendered by the feeds plugin from src/data/openapi/changelog.yaml'},
  {route: '/docs/narratives/users_roles_permissions/', why: 'RoleTable: roles and permissions from the fixture world'},
  {route: '/docs/api/create_disposition/', why: 'TransitionTable: the status changes the mock enforces, from the rules data'},
];

export type Doc = {source: string; route: string; text: string};

/** The Markdown and MDX files under `dir`, at any depth. */
export function markdownFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? markdownFiles(full) : /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * The pages `CHECK_PAGES=docs/a.mdx,...` names (`npm run check:content` on a change: a test whose
 * problems are each page's own reads only these), or undefined: every page.
 */
export function checkedPages(env: NodeJS.ProcessEnv = process.env): Set<string> | undefined {
  return env.CHECK_PAGES ? new Set(env.CHECK_PAGES.split(',')) : undefined;
}

/** Source path (relative to the repository) → route, from the last build's metadata. */
export function routesFromBuildMetadata(): Map<string, string> {
  const routes = new Map<string, string>();
  if (!fs.existsSync(docsMetadataDir)) return routes;
  for (const name of fs.readdirSync(docsMetadataDir)) {
    if (!name.startsWith('site-docs-') || !name.endsWith('.json')) continue;
    const meta = JSON.parse(fs.readFileSync(path.join(docsMetadataDir, name), 'utf8')) as {source?: string; permalink?: string};
    // Metadata permalinks lack the slash that `trailingSlash: true` adds to the route.
    if (meta.source?.startsWith('@site/') && meta.permalink) routes.set(meta.source.slice('@site/'.length), meta.permalink.replace(/\/?$/, '/'));
  }
  return routes;
}

/**
 * Every doc with its route: from the build's metadata when there is a build,
 * otherwise from the file (folder + front-matter `id` or file name, as the
 * docs plugin does for this site, which uses no `slug`).
 */
export function docs(options: {fromBuild?: boolean} = {}): Doc[] {
  const fromBuild = options.fromBuild === false ? new Map<string, string>() : routesFromBuildMetadata();
  return markdownFiles(docsDir).map((file) => {
    const source = path.relative(root, file).split(path.sep).join('/');
    const text = fs.readFileSync(file, 'utf8');
    const id = /^---\n[\s\S]*?^id:\s*["']?([\w.-]+)["']?\s*$[\s\S]*?^---/m.exec(text)?.[1] ?? path.basename(file).replace(/\.mdx?$/, '');
    const dir = path.posix.dirname(source.slice('docs/'.length));
    // Docusaurus serves index.md, README.md and a file named after its folder at the folder's route.
    const base = path.basename(file).replace(/\.mdx?$/, '');
    const isIndex = /^(index|readme)$/i.test(base) || base === path.posix.basename(dir);
    const folder = `/docs/${dir === '.' ? '' : `${dir}/`}`;
    const route = fromBuild.get(source) ?? (isIndex ? folder : `${folder}${id}/`);
    return {source, route, text};
  });
}

/** The MDX with fenced code blocks removed (imports inside samples are not the page's). */
function withoutCodeBlocks(text: string): string {
  return text.replace(/^[ \t]*(`{3,}|~{3,})[^\n]*\n[\s\S]*?^[ \t]*\1[ \t]*$/gm, '');
}

/** What makes a doc render differently from a plain one. */
export function features(text: string): string[] {
  const found = new Set<string>();
  if (/^[ \t]*```mermaid\b/m.test(text)) found.add('mermaid diagram');
  const mdx = withoutCodeBlocks(text);
  if (/^displayed_sidebar:\s*null\s*$/m.test(mdx)) found.add('no sidebar');
  if (/^:::\w+/m.test(mdx)) found.add('admonition');
  if (/<details\b/.test(mdx)) found.add('details');
  for (const [, spec] of mdx.matchAll(/^import\s[^;\n]*?\sfrom\s+['"]([^'"]+)['"]/gm)) {
    const source = spec!.replace(/^!!raw-loader!/, '');
    if (spec!.startsWith('!!raw-loader!')) found.add('raw file import');
    let m: RegExpExecArray | null;
    if ((m = /^@site\/src\/components\/([\w-]+)/.exec(source)) || (m = /^@theme\/([\w-]+)/.exec(source))) {
      found.add(`component ${m[1]}`);
    } else if ((m = /^@generated\/([\w-]+)\//.exec(source))) {
      found.add(`generated ${m[1]}`);
    } else if ((m = /^@site\/src\/data\/(.+)$/.exec(source))) {
      const rel = m[1]!;
      const dir = path.posix.extname(rel) ? path.posix.dirname(rel) : rel;
      found.add(`data ${dir === '.' ? rel.replace(/\.\w+$/, '') : dir}`);
    }
  }
  return [...found].sort();
}

/** Features some doc uses that no template page has, each with the docs that use it. */
export function uncoveredFeatures(all: Doc[] = docs()): Map<string, string[]> {
  const templateRoutes = new Set(templates.map((t) => t.route));
  const covered = new Set(all.filter((d) => templateRoutes.has(d.route)).flatMap((d) => features(d.text)));
  const missing = new Map<string, string[]>();
  for (const doc of all) {
    for (const feature of features(doc.text)) {
      if (!covered.has(feature)) missing.set(feature, [...(missing.get(feature) ?? []), doc.route]);
    }
  }
  return missing;
}

function git(args: string[]): string | null {
  try {
    return execFileSync('git', args, {cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim();
  } catch {
    return null;
  }
}

/**
 * What the branch is compared with: `E2E_BASE_REF` if set (CI sets the pull
 * request's base), HEAD~1 on main, otherwise the merge base with main
 * (or origin/main). Null when git has no such history (a shallow clone).
 */
export function baseRevision(): string | null {
  const named = process.env.E2E_BASE_REF;
  if (named) return git(['merge-base', 'HEAD', named]) ?? git(['rev-parse', '--verify', '--quiet', named]);
  const branch = git(['rev-parse', '--abbrev-ref', 'HEAD']);
  if (branch === 'main') return git(['rev-parse', '--verify', '--quiet', 'HEAD~1']);
  return git(['merge-base', 'HEAD', 'main']) ?? git(['merge-base', 'HEAD', 'origin/main']);
}

/** Files changed since the base revision, committed or not (paths relative to the repository). */
export function changedFiles(base: string | null = baseRevision()): string[] {
  if (!base) return [];
  const tracked = git(['diff', '--name-only', base]) ?? '';
  const untracked = git(['ls-files', '--others', '--exclude-standard', 'docs', 'src']) ?? '';
  return [...new Set(`${tracked}\n${untracked}`.split('\n').filter(Boolean))];
}

/**
 * Routes whose source changed: a doc's own file, a data file it imports
 * (question sets, changelogs, selectors...), or a page under src/pages.
 * Changes to components, theme and plugins are checked through the templates,
 * which cover every component and generated module a doc uses.
 */
export function changedRoutes(files: string[] = changedFiles(), all: Doc[] = docs()): string[] {
  const routes = new Set<string>();
  for (const file of files) {
    const page = /^src\/pages\/(.+)\.(?:tsx|jsx|mdx?)$/.exec(file);
    if (page) routes.add(page[1] === 'index' ? '/' : `/${page[1]!.replace(/\/index$/, '')}/`);
  }
  for (const doc of all) {
    if (files.includes(doc.source)) {
      routes.add(doc.route);
      continue;
    }
    const dataImports = [...withoutCodeBlocks(doc.text).matchAll(/^import\s[^;\n]*?\sfrom\s+['"](?:!!raw-loader!)?@site\/(src\/data\/[^'"]+)['"]/gm)].map(
      (m) => m[1]!,
    );
    if (dataImports.some((dep) => files.some((file) => file === dep || file.startsWith(`${dep}/`)))) routes.add(doc.route);
  }
  return [...routes].sort();
}

/** Every page of the built site, as a path with a trailing slash, from sitemap.xml. */
export function builtRoutes(buildDir = path.join(root, 'build')): string[] {
  const sitemap = path.join(buildDir, 'sitemap.xml');
  if (!fs.existsSync(sitemap)) throw new Error(`${path.relative(root, sitemap)} is missing: run \`npm run build\` first`);
  const xml = fs.readFileSync(sitemap, 'utf8');
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  return [...new Set(urls)].sort();
}

export type Selection = {
  mode: 'all' | 'templates and changed';
  templates: Template[];
  changed: string[];
  /** Changed routes over the limit, left to the nightly sweep. */
  deferred: string[];
  base: string | null;
};

/**
 * At most this many changed routes get the browser check in one run (about
 * 3 s each on two cores), so a mechanical edit of hundreds of pages keeps
 * `npm test` within its time; the rest are an even spread's leftovers, which
 * the nightly sweep checks. `E2E_CHANGED_MAX=0` checks every changed route.
 */
export const CHANGED_MAX_DEFAULT = 40;

/** `max` routes spread evenly over the sorted list, and the rest. */
export function spread(routes: string[], max: number): {kept: string[]; deferred: string[]} {
  if (max <= 0 || routes.length <= max) return {kept: routes, deferred: []};
  const picked = new Set(Array.from({length: max}, (_, i) => Math.floor((i * routes.length) / max)));
  return {kept: routes.filter((_, i) => picked.has(i)), deferred: routes.filter((_, i) => !picked.has(i))};
}

/**
 * The routes for the full browser check. `E2E_ROUTES=all` (the nightly sweep,
 * `npm run test:routes`) takes every built route (and the templates outside the
 * sitemap: search results, the 404 page); otherwise the templates and
 * the changed routes that exist in the build (at most E2E_CHANGED_MAX).
 */
export function selectRoutes(built: string[] = builtRoutes()): Selection {
  if (process.env.E2E_ROUTES === 'all') {
    const extra = templates.filter((t) => !built.includes(t.route));
    return {mode: 'all', templates: [...built.map((route) => ({route, why: 'every route'})), ...extra], changed: [], deferred: [], base: null};
  }
  const base = baseRevision();
  const inBuild = new Set(built);
  const templateRoutes = new Set(templates.map((t) => t.route));
  const changed = changedRoutes(changedFiles(base)).filter((route) => inBuild.has(route) && !templateRoutes.has(route));
  const {kept, deferred} = spread(changed, Number(process.env.E2E_CHANGED_MAX ?? CHANGED_MAX_DEFAULT));
  return {mode: 'templates and changed', templates, changed: kept, deferred, base};
}
