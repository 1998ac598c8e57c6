/**
 * Infima without the parts the site never uses. The theme ships all of
 * Infima in the render-blocking stylesheet: grid offsets, spacing and text
 * utilities, cards, pills, avatars, heroes, pagination, button colours the
 * site has no button in. PurgeCSS (through its PostCSS plugin) keeps every
 * Infima rule whose class names occur in the code that can render them: the
 * site's sources and content, and the Docusaurus theme and client code.
 *
 * Only Infima's own file is purged; the site's CSS and the theme's CSS
 * modules are left as written. Production builds only: the development
 * server keeps all of Infima, so a class a writer has just typed is styled.
 * The source folders are declared as dependencies of the purged file, so the
 * bundler's persistent cache purges again when a source changes.
 * __tests__/css-purge.build.test.ts checks the built site against the full
 * Infima file: no rule whose classes a built page or script uses is missing.
 */
import path from 'node:path';
import purgeCss from '@fullhuman/postcss-purgecss';
import type {AcceptedPlugin, Plugin as PostCssPlugin} from 'postcss';

export const INFIMA_FILE = /[\\/]infima[\\/]dist[\\/]css[\\/]default[\\/]default(?:\.min)?\.css$/;

/** The Docusaurus packages whose code renders the site's pages (the core's client, the themes, the docs plugin). */
export const DOCUSAURUS_RENDERERS = ['@docusaurus/core', '@docusaurus/theme-classic', '@docusaurus/theme-common', '@docusaurus/theme-search-algolia', '@docusaurus/plugin-content-docs'];

/** Where class names that Infima rules may match are written. */
export function purgeContent(siteDir: string): string[] {
  const modules = (dir: string) => path.join(siteDir, 'node_modules', dir);
  return [
    path.join(siteDir, 'src/**/*.{ts,tsx,js,mjs,cjs,md,mdx,json,yaml}'),
    path.join(siteDir, 'docs/**/*.{md,mdx}'),
    path.join(siteDir, 'static/js/**/*.js'),
    path.join(siteDir, '{docusaurus.config,sidebars}.ts'),
    // The Docusaurus packages whose code renders pages, each whole (every JavaScript file it publishes), not
    // a folder of its build output: an upgrade that moves its files still finds them (issue 50).
    ...DOCUSAURUS_RENDERERS.map((name) => modules(`${name}/**/*.js`)),
  ];
}

/**
 * Sources that render nothing, left out of the content: the tests beside the
 * plugins (`__tests__/`) name Infima classes to check that the purge removes
 * them, which would keep them.
 */
export function purgeSkipped(siteDir: string): string[] {
  return [path.join(siteDir, 'src/**/__tests__/**')];
}

/** Folders whose changes can change what the purge keeps (declared to the bundler). */
const WATCHED = ['src', 'docs', 'static/js'];

export function infimaPurge(siteDir: string): AcceptedPlugin {
  const purge = purgeCss({
    content: purgeContent(siteDir),
    skippedContentGlobs: purgeSkipped(siteDir),
    // Selectors without a class or tag to look for (`:focus-visible`, `:root`) stay.
    // (static/js/buttons.js spells out the button classes it adds, so they need no entry.)
    safelist: {standard: [/^:/, 'html', 'body']},
    // Variables, keyframes and font faces are left alone here: the site's CSS reads Infima's
    // variables. Unused variables leave the built stylesheets later (./css-variables.ts).
    variables: false,
    keyframes: false,
    fontFace: false,
  }) as PostCssPlugin;
  return {
    postcssPlugin: 'bindpoint-infima-purge',
    async OnceExit(root, helpers) {
      const file = root.source?.input.file ?? '';
      if (!INFIMA_FILE.test(file)) return;
      for (const dir of WATCHED) {
        helpers.result.messages.push({type: 'dir-dependency', plugin: 'bindpoint-infima-purge', dir: path.join(siteDir, dir), parent: file});
      }
      await (purge.OnceExit as NonNullable<PostCssPlugin['OnceExit']>)(root, helpers);
    },
  };
}
