/**
 * The site configuration for `npm run check:content`: the production build
 * with everything that checks content (MDX compilation, identity and fact
 * tokens, diagrams drawn, the Markdown twins with their renderers, the feeds,
 * the API and component references, Docusaurus's checker of links, anchors
 * and images), without what only makes the output: the embedded search index
 * (Pagefind, in a process of its own) and the social cards. The script also
 * turns minification off (`--no-minify`). Measured in README, "Writer's loop".
 */
import path from 'node:path';
import type {Config} from '@docusaurus/types';
import config from '../docusaurus.config';

/** Plugins whose work is output, not a check of the content. */
const OUTPUT_ONLY = ['./src/plugins/search-index/index.ts', './src/plugins/social-cards/index.ts'];

const nameOf = (plugin: unknown) => (typeof plugin === 'string' ? plugin : Array.isArray(plugin) ? String(plugin[0]) : '');
/** Docusaurus resolves a plugin path from the configuration file's folder; the site's are written from the site's. */
const fromSite = (name: string) => (name.startsWith('./') ? path.resolve(__dirname, '..', name) : name);

const checkConfig = {
  ...config,
  plugins: config.plugins
    .filter((plugin) => !OUTPUT_ONLY.includes(nameOf(plugin)))
    .map((plugin) => (typeof plugin === 'string' ? fromSite(plugin) : Array.isArray(plugin) ? [fromSite(String(plugin[0])), plugin[1]] : plugin)),
} satisfies Config;

if (checkConfig.plugins.length !== config.plugins.length - OUTPUT_ONLY.length) {
  throw new Error(`scripts/check-content.config.ts: expected to leave out ${OUTPUT_ONLY.join(' and ')}; the site's plugin list changed`);
}

export default checkConfig;
