/**
 * Docusaurus plugin: `@docusaurus/plugin-client-redirects`, with a
 * Content-Security-Policy in each redirect page.
 *
 * The library writes its pages in its own postBuild, from a template of its
 * own (a meta refresh and a small inline script that keeps the query and the
 * hash), which the site's page template and its policy never reach. This
 * plugin runs the library's own steps (collect the redirects, render each
 * page, write the files) and adds one step between render and write: the
 * page's policy, which allows nothing but that page's script, by its hash
 * (redirectPagePolicy, src/plugins/csp/script-hashes.ts). The library offers
 * no option for the template, so its internal modules are imported; an
 * upgrade that moves them fails the build at this import, and
 * ./__tests__ checks the pages it writes.
 *
 * Options are the library's (validated by its own validateOptions).
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PluginOptions} from '@docusaurus/plugin-client-redirects';
import {addLeadingSlash, removePrefix} from '@docusaurus/utils-common';
import collectRedirects from '@docusaurus/plugin-client-redirects/lib/collectRedirects';
import writeRedirectFiles, {toRedirectFiles, type RedirectFile} from '@docusaurus/plugin-client-redirects/lib/writeRedirectFiles';
import {withPolicyMeta} from '../csp';
import {redirectPagePolicy} from '../csp/script-hashes';

export {validateOptions} from '@docusaurus/plugin-client-redirects';

/** A redirect page of the library with its policy first in its head, after the charset. */
export function withRedirectPolicy(file: RedirectFile): RedirectFile {
  const {fileContent} = file;
  const template = "src/plugins/redirects: @docusaurus/plugin-client-redirects' page template";
  return {...file, fileContent: withPolicyMeta(fileContent, redirectPagePolicy(fileContent), template, ` (${file.fileAbsolutePath})`)};
}

export default function redirectsPlugin(context: LoadContext, options: PluginOptions): Plugin {
  const {trailingSlash} = context.siteConfig;
  return {
    name: 'bindpoint-redirects',
    async postBuild({routesPaths, baseUrl, outDir, siteConfig}) {
      const pluginContext = {
        relativeRoutesPaths: routesPaths.map((route) => addLeadingSlash(removePrefix(route, baseUrl))),
        baseUrl,
        outDir,
        options,
        siteConfig,
      };
      const redirects = collectRedirects(pluginContext, trailingSlash);
      await writeRedirectFiles(toRedirectFiles(redirects, pluginContext, trailingSlash).map(withRedirectPolicy));
    },
  };
}
