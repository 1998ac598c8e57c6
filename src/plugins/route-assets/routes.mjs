/**
 * The files of a route's chunks (its layouts and page), read from the site's
 * generated folder after a build (`.docusaurus/routes.js`,
 * `routesChunkNames.json`, `client-manifest.json`), exactly as the client
 * runtime resolves them. Used by this plugin's post-build step (each page
 * links the CSS of its chunks) and by scripts/page-weight.mjs (first-load
 * bytes).
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * @param {string} siteDir
 * @returns {{manifest: any, chunkNames: Record<string, unknown>, routes: Array<{path: string, hash: string, exact: boolean}>} | null}
 *   null when the site has not been built
 */
export function readGenerated(siteDir) {
  const generated = path.join(siteDir, '.docusaurus');
  const manifestFile = path.join(generated, 'client-manifest.json');
  if (!fs.existsSync(manifestFile)) return null;
  const routesJs = fs.readFileSync(path.join(generated, 'routes.js'), 'utf8');
  return {
    manifest: JSON.parse(fs.readFileSync(manifestFile, 'utf8')),
    chunkNames: JSON.parse(fs.readFileSync(path.join(generated, 'routesChunkNames.json'), 'utf8')),
    routes: [...routesJs.matchAll(/ComponentCreator\('([^']*)', '([^']*)'\)(,\s*exact: true)?/g)].map(([, p, hash, exact]) => ({
      path: p,
      hash,
      exact: Boolean(exact),
    })),
  };
}

/**
 * @param {ReturnType<typeof readGenerated>} generated
 * @param {string} route like `/docs/overview/`
 * @returns {{js: string[], css: string[]}} asset paths like `assets/js/18891827.abcd1234.js`
 */
export function routeChunkAssets(generated, route) {
  if (!generated) return {js: [], css: []};
  const trim = (p) => p.replace(/\/$/, '') || '/';
  const names = new Set();
  const collect = (value) => {
    if (typeof value === 'string') names.add(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const r of generated.routes) {
    // Layout routes (with child routes) match every path under them; leaves only their own path.
    // Sites with `trailingSlash` unset name routes without the slash their folders have.
    const matches = r.exact ? trim(r.path) === trim(route) : route.startsWith(r.path);
    if (matches) collect(generated.chunkNames[`${r.path}-${r.hash}`]);
  }
  const js = new Set();
  const css = new Set();
  const fileOf = (file) => (typeof file === 'string' ? file : file.file);
  for (const name of names) {
    // The manifest lists, per chunk name, the chunks loaded with it (its shared dependencies too).
    for (const asset of generated.manifest.origins?.[name] ?? []) {
      for (const file of generated.manifest.assets?.[asset]?.js ?? []) js.add(fileOf(file));
      for (const file of generated.manifest.assets?.[asset]?.css ?? []) css.add(fileOf(file));
    }
  }
  return {js: [...js], css: [...css]};
}

/**
 * The scripts a built page names, in order: each `<script src>` (webpack's
 * runtime, the route chunks, the main script, the analytics and button
 * scripts).
 * @param {string} html
 * @returns {string[]}
 */
export function pageScripts(html) {
  return [...html.matchAll(/<script\b[^>]*\ssrc=(?:"([^"]+)"|'([^']+)'|([^"'\s>]+))/gi)].map((m) => m[1] ?? m[2] ?? m[3]);
}
