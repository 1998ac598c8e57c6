/**
 * The ablation bench's variants (./ablation.mjs): for each speed mechanism,
 * how to build the site without it, in a scratch copy (./scratch.mjs), and
 * what it claims to improve:
 * - `pages`: the page types whose Lighthouse score, hydration or first click
 *   it claims to help (measured there, against the full site, in turns);
 * - `build`: it claims build time (cold builds in pairs with the full site).
 * Every variant's bytes and pages are compared with the full site's.
 * decisions/0003-ablation.md has the results and what was kept.
 */
import {edit, remove} from './scratch.mjs';

const ALL = ['home', 'doc', 'diagram', 'api', 'component', 'search'];
const STYLESHEETS = 'src/plugins/stylesheets/index.ts';
const CLIENT = 'src/plugins/client/index.ts';
const CODE_BLOCKS = 'src/plugins/code-blocks/index.ts';
const ROUTE_ASSETS = 'src/plugins/route-assets/index.ts';
const CLIENT_PLUGINS = '[new CssVariablesPlugin(path.join(context.siteDir, \'static\'))]';

/** @type {Array<{id: string, name: string, pages?: string[], build?: boolean, make: (dir: string) => void}>} */
export const VARIANTS = [
  {
    id: 'route-chunks',
    name: 'route chunks named in the page',
    pages: ['doc', 'api', 'component'],
    make: (dir) => edit(dir, ROUTE_ASSETS, 'scripts: js.map(address), page: route', 'scripts: [], page: route'),
  },
  {
    id: 'route-css-inline',
    name: "route CSS inlined in its pages (without it, in the main stylesheet, as Docusaurus has it)",
    pages: ['home', 'doc', 'api', 'component', 'search'],
    make: (dir) => {
      edit(dir, ROUTE_ASSETS, "routeCss: {type: 'css/mini-extract', test: ROUTE_CSS, chunks: 'async', enforce: true, priority: 55},", '');
      edit(dir, ROUTE_ASSETS, 'rewritePage(html, {stylesheets, scripts', 'rewritePage(html, {stylesheets: [], scripts');
    },
  },
  {
    id: 'csp-hashes',
    name: "inline scripts allowed by hash (without it, the policy keeps 'unsafe-inline')",
    build: true,
    make: (dir) => edit(dir, ROUTE_ASSETS, 'policy: options.policy, hashes: true', 'policy: options.policy, hashes: false'),
  },
  {
    id: 'html-rewriting',
    name: "the post-build pass as a whole (route CSS inlined, route chunks named, the policy and its script hashes), route CSS back in the main stylesheet, no policy",
    pages: ALL,
    build: true,
    make: (dir) => {
      edit(dir, ROUTE_ASSETS, "routeCss: {type: 'css/mini-extract', test: ROUTE_CSS, chunks: 'async', enforce: true, priority: 55},", '');
      edit(dir, ROUTE_ASSETS, 'async postBuild({outDir, routesPaths}) {', 'async postBuild({outDir, routesPaths}) {\n      if (outDir) return;');
    },
  },
  {
    id: 'modal-css-lazy',
    name: "the search modal's CSS loaded with the modal",
    pages: ['home', 'doc'],
    make: (dir) => edit(dir, ROUTE_ASSETS, "lazyCss: {name: 'search-modal', type: 'css/mini-extract', test: LAZY_CSS, chunks: 'async', enforce: true, priority: 60},", ''),
  },
  {
    id: 'css-rename',
    name: 'CSS variables renamed short',
    pages: ['home', 'doc', 'api'],
    make: (dir) => edit(dir, 'src/plugins/stylesheets/css-variables.ts', 'const final = {...pruned, ...shortenVariableNames(pruned, named).changed};', 'const final = pruned;'),
  },
  {
    id: 'css-variables',
    name: 'CSS variables nothing reads removed (and the rest renamed)',
    pages: ['home', 'doc', 'api'],
    make: (dir) => edit(dir, STYLESHEETS, CLIENT_PLUGINS, '[]'),
  },
  {
    id: 'infima-purge',
    name: 'Infima purged of rules no page uses',
    pages: ['home', 'doc', 'api'],
    make: (dir) => edit(dir, STYLESHEETS, 'if (process.env.NODE_ENV === \'production\') options.plugins.push(infimaPurge(context.siteDir));', ''),
  },
  {
    id: 'codeblock-no-remount',
    name: 'code blocks not remounted after hydration (ejected CodeBlock)',
    pages: ['api', 'component'],
    make: (dir) => remove(dir, 'src/plugins/code-blocks/theme/CodeBlock/index.tsx'),
  },
  {
    id: 'language-tabs-lazy',
    name: 'language tabs render only the chosen language (a Tabs wrapper, lazy default)',
    pages: ['doc', 'api'],
    make: (dir) => edit(dir, 'src/theme/Tabs/index.tsx', "lazy={props.lazy ?? props.groupId === 'language'}", 'lazy={props.lazy}'),
  },
  {
    id: 'tslib-patch',
    name: 'no tslib in the client (@docusaurus/utils-common aliased; was the utils-common patch)',
    pages: ['home', 'api'],
    make: (dir) => edit(dir, CLIENT, "return {resolve: {alias: {'@docusaurus/utils-common$': require.resolve('./utils-common.ts')}}};", 'return {};'),
  },
  {
    id: 'highlighter',
    name: "the site's Prism (only its grammars) instead of prism-react-renderer's",
    pages: ['home', 'doc', 'api'],
    make: (dir) => {
      edit(dir, CODE_BLOCKS, "return {resolve: {alias: {'prism-react-renderer$': path.join(__dirname, 'highlight/index.ts')}}};", 'return {};');
      remove(dir, 'src/plugins/code-blocks/theme/prism-include-languages.ts');
      edit(dir, 'docusaurus.config.ts', 'additionalLanguages: [],', "additionalLanguages: ['bash', 'http'],");
    },
  },
  {
    id: 'early-search-keys',
    name: 'the early search-keys script (behaviour: shortcuts before hydration)',
    make: (dir) =>
      edit(dir, 'src/plugins/search-index/index.ts', "return {headTags: [{tagName: 'script', innerHTML: PLATFORM_KEY_SCRIPT}, keys]};", "return {headTags: [{tagName: 'script', innerHTML: PLATFORM_KEY_SCRIPT}]};"),
  },
  {
    id: 'heading-title',
    name: "hash links without a title (ejected Heading, HTML bytes)",
    pages: ['component'],
    make: (dir) => remove(dir, 'src/theme/Heading'),
  },
  {
    id: 'layout-main-chunk',
    name: "the theme's Layout kept in the main chunk",
    pages: ['home', 'doc', 'search'],
    make: (dir) => edit(dir, CLIENT, "require.resolve('./layout.ts'), ", ''),
  },
  {
    id: 'docs-props',
    name: 'doc descriptions out of the sidebar data',
    pages: ['doc', 'api'],
    make: (dir) => edit(dir, 'docusaurus.config.ts', "'./src/plugins/docs-props/index.ts',", ''),
  },
  {
    id: 'component-chunk',
    name: "the component reference's own chunk",
    pages: ['home', 'doc'],
    make: (dir) => edit(dir, 'src/plugins/sdk-components/index.ts', "componentReference: {name: REFERENCE_CHUNK, test: REFERENCE_CODE, chunks: 'async', enforce: true, priority: 45},", ''),
  },
];
