/**
 * Keeps the theme's Layout (navbar, footer and their providers) in the main
 * chunk, as in a vanilla Docusaurus site, where the root error page renders
 * it. Ours (src/theme/Error) stands alone, so without this module Layout is
 * only reached from the routes' chunks, where the bundler splits it by the
 * combinations of routes that use its parts: every page still loaded all of
 * it, in more files, and doc pages loaded some of its providers twice.
 * Client modules are bundled as whole modules, so this export keeps it.
 */
import Layout from '@theme/Layout';

export const layout = Layout;
