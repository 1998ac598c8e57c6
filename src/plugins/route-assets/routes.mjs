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
import {parse} from 'acorn';
import {Parser} from 'htmlparser2';

/**
 * The routes of a generated `routes.js`, read with a JavaScript parser
 * (acorn): every object with `component: ComponentCreator('<path>', '<hash>')`
 * and whether it says `exact: true`. Throws when the file names no route,
 * which means Docusaurus changed its shape.
 * @param {string} source
 * @param {string} file for the error message
 * @returns {Array<{path: string, hash: string, exact: boolean}>}
 */
export function routesOf(source, file = 'routes.js') {
  const ast = parse(source, {ecmaVersion: 'latest', sourceType: 'module'});
  const routes = [];
  const literal = (node) => (node?.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined);
  const propertyNamed = (object, name) =>
    object.properties.find((p) => p.type === 'Property' && !p.computed && (p.key.name ?? p.key.value) === name);
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (node.type === 'ObjectExpression') {
      const call = propertyNamed(node, 'component')?.value;
      if (call?.type === 'CallExpression' && call.callee.type === 'Identifier' && call.callee.name === 'ComponentCreator') {
        const [routePath, hash] = call.arguments.map(literal);
        const exact = propertyNamed(node, 'exact')?.value;
        if (routePath !== undefined && hash !== undefined) routes.push({path: routePath, hash, exact: exact?.type === 'Literal' && exact.value === true});
      }
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object') visit(value);
    }
  };
  visit(ast);
  if (routes.length === 0) throw new Error(`src/plugins/route-assets: ${file} names no route as component: ComponentCreator(path, hash); Docusaurus changed its generated routes, update routesOf`);
  return routes;
}

/**
 * @param {string} siteDir
 * @returns {{manifest: any, chunkNames: Record<string, unknown>, routes: Array<{path: string, hash: string, exact: boolean}>} | null}
 *   null when the site has not been built
 */
export function readGenerated(siteDir) {
  const generated = path.join(siteDir, '.docusaurus');
  const manifestFile = path.join(generated, 'client-manifest.json');
  if (!fs.existsSync(manifestFile)) return null;
  const routesFile = path.join(generated, 'routes.js');
  return {
    manifest: JSON.parse(fs.readFileSync(manifestFile, 'utf8')),
    chunkNames: JSON.parse(fs.readFileSync(path.join(generated, 'routesChunkNames.json'), 'utf8')),
    routes: routesOf(fs.readFileSync(routesFile, 'utf8'), routesFile),
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
 * scripts), read with an HTML parser.
 * @param {string} html
 * @returns {string[]}
 */
export function pageScripts(html) {
  const scripts = [];
  const parser = new Parser({onopentag: (name, attributes) => name === 'script' && attributes.src && scripts.push(attributes.src)}, {decodeEntities: true});
  parser.end(html);
  return scripts;
}
