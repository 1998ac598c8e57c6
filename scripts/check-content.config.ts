/**
 * The site configuration for `npm run check:content`: the production build
 * with everything that checks content (MDX compilation, identity and fact
 * tokens, diagrams drawn, the Markdown twins with their renderers, the feeds,
 * the API and component references, Docusaurus's checker of links, anchors
 * and images), without what only makes the output: the social cards, and the
 * embedded search index (its plugin stays, with `index: false`: the search
 * page reads its data). The script also turns minification off
 * (`--no-minify`). Measured in README, "Writer's loop".
 */
import path from 'node:path';
import type {Config} from '@docusaurus/types';
import config from '../docusaurus.config';
import type {SearchIndexOptions} from '../src/plugins/search-index';

/** Plugins whose work is output, not a check of the content, and which no page reads. */
const OUTPUT_ONLY = ['./src/plugins/social-cards/index.ts'];
/** Plugins whose data pages read, kept without their output. */
const WITHOUT_OUTPUT: Record<string, object> = {'./src/plugins/search-index/index.ts': {index: false} satisfies SearchIndexOptions};

const nameOf = (plugin: unknown) => (typeof plugin === 'string' ? plugin : Array.isArray(plugin) ? String(plugin[0]) : '');
/** Docusaurus resolves a plugin path from the configuration file's folder; the site's are written from the site's. */
const fromSite = (name: string) => (name.startsWith('./') ? path.resolve(__dirname, '..', name) : name);

const checkConfig = {
  ...config,
  plugins: config.plugins
    .filter((plugin) => !OUTPUT_ONLY.includes(nameOf(plugin)))
    .map((plugin) => (WITHOUT_OUTPUT[nameOf(plugin)] ? [nameOf(plugin), WITHOUT_OUTPUT[nameOf(plugin)]] : plugin))
    .map((plugin) => (typeof plugin === 'string' ? fromSite(plugin) : Array.isArray(plugin) ? [fromSite(String(plugin[0])), plugin[1]] : plugin)),
} satisfies Config;

const names = new Set(config.plugins.map(nameOf));
const expected = [...OUTPUT_ONLY, ...Object.keys(WITHOUT_OUTPUT)].filter((name) => !names.has(name));
if (expected.length || checkConfig.plugins.length !== config.plugins.length - OUTPUT_ONLY.length) {
  throw new Error(`scripts/check-content.config.ts: the site's plugin list changed (${expected.join(', ') || 'count'}): update OUTPUT_ONLY and WITHOUT_OUTPUT`);
}

export default checkConfig;
