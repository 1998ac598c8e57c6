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
import {edit, remove, reversePatch} from './scratch.mjs';

const CORE_PATCH = '@docusaurus+core+3.10.2.patch';
const ALL = ['home', 'doc', 'diagram', 'api', 'component', 'search'];
const SITE_PLUGIN = 'src/plugins/site-plugin.ts';
const CLIENT = 'src/plugins/client/index.ts';
const CODE_BLOCKS = 'src/plugins/code-blocks/index.ts';
const ROUTE_CSS = 'src/plugins/route-css/index.ts';
const CLIENT_PLUGINS = '[new CssVariablesPlugin(path.join(context.siteDir, \'static\')), new CompileHintsPlugin()]';

/** @type {Array<{id: string, name: string, pages?: string[], build?: boolean, make: (dir: string) => void}>} */
export const VARIANTS = [
  {
    id: 'after-first-paint',
    name: 'scripts after the first paint (the loader)',
    pages: ALL,
    make: (dir) =>
      edit(dir, ROUTE_CSS, 'runAfterFirstPaint(linkScripts(inlineStylesheets(html, stylesheets), js.map(address)), loader)', 'linkScripts(inlineStylesheets(html, stylesheets), js.map(address))'),
  },
  {
    id: 'route-chunks',
    name: 'route chunks named in the page',
    pages: ['doc', 'api', 'component'],
    make: (dir) => edit(dir, ROUTE_CSS, 'linkScripts(inlineStylesheets(html, stylesheets), js.map(address))', 'inlineStylesheets(html, stylesheets)'),
  },
  {
    id: 'html-rewriting',
    name: 'the HTML rewriting (route CSS inlined, route chunks named, the loader), route CSS back in the main stylesheet',
    pages: ALL,
    make: (dir) => {
      edit(dir, ROUTE_CSS, "routeCss: {type: 'css/mini-extract', test: ROUTE_CSS, chunks: 'async', enforce: true, priority: 55},", '');
      edit(dir, ROUTE_CSS, 'async postBuild({outDir, routesPaths}) {', 'async postBuild({outDir, routesPaths}) {\n      if (outDir) return;');
    },
  },
  {
    id: 'modal-css-lazy',
    name: "the search modal's CSS loaded with the modal",
    pages: ['home', 'doc'],
    make: (dir) => edit(dir, ROUTE_CSS, "lazyCss: {name: 'search-modal', type: 'css/mini-extract', test: LAZY_CSS, chunks: 'async', enforce: true, priority: 60},", ''),
  },
  {
    id: 'css-rename',
    name: 'CSS variables renamed short',
    pages: ['home', 'doc', 'api'],
    make: (dir) => edit(dir, 'src/plugins/css-variables.ts', 'const final = {...pruned, ...shortenVariableNames(pruned, named).changed};', 'const final = pruned;'),
  },
  {
    id: 'css-variables',
    name: 'CSS variables nothing reads removed (and the rest renamed)',
    pages: ['home', 'doc', 'api'],
    make: (dir) => edit(dir, SITE_PLUGIN, CLIENT_PLUGINS, '[new CompileHintsPlugin()]'),
  },
  {
    id: 'infima-purge',
    name: 'Infima purged of rules no page uses',
    pages: ['home', 'doc', 'api'],
    make: (dir) => edit(dir, SITE_PLUGIN, 'if (process.env.NODE_ENV === \'production\') options.plugins.push(infimaPurge(context.siteDir));', ''),
  },
  {
    id: 'code-kept',
    name: 'code blocks keep their server lines while hydrating (hydration skip)',
    pages: ['home', 'api', 'component'],
    make: (dir) => edit(dir, 'src/plugins/code-blocks/theme/CodeBlock/Content/index.tsx', 'const {kept, keptProps} = useKeptFromServer();', 'const {keptProps} = useKeptFromServer();\n  const kept = false;'),
  },
  {
    id: 'code-server-markup',
    name: "the server-only code renderer (a block's lines as one string)",
    build: true,
    make: (dir) => edit(dir, 'src/plugins/code-blocks/theme/CodeBlock/Content/index.tsx', 'process.env.BP_SERVER_BUNDLE && lineNumbersStart === undefined', 'false && lineNumbersStart === undefined'),
  },
  {
    id: 'codeblock-no-remount',
    name: 'code blocks not remounted after hydration (ejected CodeBlock)',
    pages: ['home', 'api', 'component'],
    make: (dir) => remove(dir, 'src/plugins/code-blocks/theme/CodeBlock/index.tsx'),
  },
  {
    id: 'sidebar-toc-kept',
    name: 'desktop sidebar and table of contents kept from the server on a phone',
    pages: ['api', 'component', 'diagram'],
    make: (dir) => {
      remove(dir, 'src/theme/DocSidebar/Desktop');
      remove(dir, 'src/theme/DocItem/TOC/Desktop');
    },
  },
  {
    id: 'mobile-menu-lazy',
    name: 'the mobile menu built when a reader reaches for it',
    pages: ['home', 'api', 'component'],
    make: (dir) => remove(dir, 'src/theme/Navbar/MobileSidebar'),
  },
  {
    id: 'language-tabs-lazy',
    name: 'language tabs render only the chosen language (ejected Tabs, lazy default)',
    pages: ['doc', 'api'],
    make: (dir) => edit(dir, 'src/theme/Tabs/index.tsx', "lazy: props.lazy ?? props.groupId === 'language'", 'lazy: props.lazy'),
  },
  {
    id: 'tabs-patch',
    name: 'Tabs not remounted after hydration (ejected Tabs; was the theme-classic patch)',
    pages: ['doc', 'api', 'component'],
    make: (dir) => {
      edit(dir, 'src/theme/Tabs/index.tsx', "import clsx from 'clsx';", "import clsx from 'clsx';\nimport useIsBrowser from '@docusaurus/useIsBrowser';");
      edit(dir, 'src/theme/Tabs/index.tsx', '<TabsProvider value={value}>', '<TabsProvider value={value} key={String(useIsBrowser())}>');
    },
  },
  {
    id: 'start-transition',
    name: 'the render after hydration in startTransition (core patch)',
    pages: ['home', 'api', 'component'],
    make: (dir) => reversePatch(dir, CORE_PATCH, (file) => file.endsWith('/browserContext.js')),
  },
  {
    id: 'idle-prefetch',
    name: 'link prefetch in idle callbacks, no chunk asked twice (core patch)',
    pages: ['home', 'api', 'component'],
    make: (dir) => reversePatch(dir, CORE_PATCH, (file) => file.endsWith('/client/docusaurus.js')),
  },
  {
    id: 'lazy-component-creator',
    name: "routes' loadable components created on first use (core patch)",
    pages: ['doc', 'component'],
    make: (dir) => reversePatch(dir, CORE_PATCH, (file) => file.endsWith('/ComponentCreator.js')),
  },
  {
    id: 'tslib-patch',
    name: 'no tslib in the client (@docusaurus/utils-common aliased; was the utils-common patch)',
    pages: ['home', 'api'],
    make: (dir) => edit(dir, CLIENT, "return {resolve: {alias: {'@docusaurus/utils-common$': require.resolve('./utils-common.ts')}}};", 'return {};'),
  },
  {
    id: 'collator-patch',
    name: 'no ICU collator while hydrating (theme-common patch)',
    pages: ['home', 'doc', 'component'],
    make: (dir) => reversePatch(dir, '@docusaurus+theme-common+3.10.2.patch'),
  },
  {
    id: 'compile-hints',
    name: 'compile hints on the scripts that run on load',
    pages: ALL,
    make: (dir) => edit(dir, SITE_PLUGIN, CLIENT_PLUGINS, "[new CssVariablesPlugin(path.join(context.siteDir, 'static'))]"),
  },
  {
    id: 'highlighter',
    name: "the site's Prism (only its grammars) instead of prism-react-renderer's",
    pages: ['home', 'doc', 'api'],
    make: (dir) => {
      edit(dir, CODE_BLOCKS, "const alias = {'prism-react-renderer$': path.join(__dirname, 'highlight/index.ts')};", 'const alias = {};');
      remove(dir, 'src/plugins/code-blocks/theme/prism-include-languages.ts');
      edit(dir, 'docusaurus.config.ts', 'additionalLanguages: [],', "additionalLanguages: ['bash', 'http'],");
    },
  },
  {
    id: 'grammars-on-first-use',
    name: 'code grammars built on first use',
    pages: ['home', 'doc', 'api'],
    make: (dir) => edit(dir, 'src/plugins/code-blocks/highlight/prism.ts', 'export default Prism;', 'for (const group of GROUPS) grammarOf(group.languages[0]!);\nexport default Prism;'),
  },
  {
    id: 'early-search-keys',
    name: 'the early search-keys script (behaviour: shortcuts before hydration)',
    make: (dir) =>
      edit(dir, 'src/plugins/search-index/index.ts', "return {headTags: [{tagName: 'script', innerHTML: PLATFORM_KEY_SCRIPT}, keys]};", "return {headTags: [{tagName: 'script', innerHTML: PLATFORM_KEY_SCRIPT}]};"),
  },
  {
    id: 'themed-image',
    name: 'only the visible logo fetched before the first paint (ejected ThemedImage)',
    pages: ['home', 'doc'],
    make: (dir) => remove(dir, 'src/theme/ThemedImage'),
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
    make: (dir) => edit(dir, CLIENT, ", require.resolve('./layout.ts')]", ']'),
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
  {
    id: 'ssg-feed',
    name: 'pages indexed as the renderer writes them (diagnostics channel, core patch)',
    build: true,
    make: (dir) => reversePatch(dir, CORE_PATCH, (file) => file.includes('/lib/ssg/')),
  },
  {
    id: 'ssg-worker-switch',
    name: 'static rendering in the main thread on two cores or fewer',
    build: true,
    make: (dir) => edit(dir, 'docusaurus.config.ts', 'faster: {ssgWorkerThreads: availableParallelism() > 2},', 'faster: {ssgWorkerThreads: true},'),
  },
  {
    id: 'no-preset-env',
    name: 'no postcss-preset-env',
    build: true,
    make: (dir) => edit(dir, SITE_PLUGIN, 'options.plugins = options.plugins.filter((plugin) => !isPresetEnv(plugin));', ''),
  },
  {
    id: 'postcss-no-config',
    name: 'PostCSS told there is no config file',
    build: true,
    make: (dir) => edit(dir, SITE_PLUGIN, 'return {...options, config: false};', 'return options;'),
  },
];
