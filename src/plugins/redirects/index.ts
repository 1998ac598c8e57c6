/**
 * Docusaurus plugin: `@docusaurus/plugin-client-redirects`, with a
 * Content-Security-Policy in each redirect page.
 *
 * The library writes its pages in its own postBuild, from a template of its
 * own (a meta refresh and a small inline script that keeps the query and the
 * hash), which the site's page template and its policy never reach, and it
 * has no option for that template. So this plugin wraps the library's plugin,
 * through its public entry point only: it runs the library's postBuild with a
 * scratch folder as the build directory, so what lands there is exactly the
 * library's redirect pages; it gives each the page's policy, which allows
 * nothing but that page's script, by its hash (redirectPagePolicy,
 * src/plugins/csp/script-hashes.ts), read and written with the HTML parser
 * of src/plugins/shared/html.ts; and it moves each page into the build where
 * the library put it, refusing to overwrite a file, as the library does.
 *
 * Removal: when the library takes a page template (the upstream request is
 * in patches/README.md, "Upstream requests"), pass it one with the policy
 * and use the library directly.
 *
 * Options are the library's (validated by its own validateOptions).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import pluginClientRedirects, {type PluginOptions} from '@docusaurus/plugin-client-redirects';
import {withPolicyMeta} from '../csp';
import {redirectPagePolicy} from '../csp/script-hashes';
import {mapLimit} from '../shared/map-limit';
import {filesBelow} from '../shared/write-tree';

export {validateOptions} from '@docusaurus/plugin-client-redirects';

/** A redirect page of the library with its policy first in its head, after the charset. */
export function withRedirectPolicy(html: string, file: string): string {
  const template = "src/plugins/redirects: @docusaurus/plugin-client-redirects' page template";
  return withPolicyMeta(html, redirectPagePolicy(html), template, ` (${file})`);
}

export default function redirectsPlugin(context: LoadContext, options: PluginOptions): Plugin | null {
  const library = pluginClientRedirects(context, options);
  if (!library) return null;
  return {
    name: 'bindpoint-redirects',
    async postBuild(props) {
      const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'bindpoint-redirects-'));
      try {
        // The library's plugin has no content of its own (its postBuild reads none).
        await library.postBuild!({...props, content: undefined, outDir: scratch});
        await mapLimit(await filesBelow(scratch), 16, async (file) => {
          const target = path.join(props.outDir, file);
          const html = withRedirectPolicy(await fs.readFile(path.join(scratch, file), 'utf8'), file);
          await fs.mkdir(path.dirname(target), {recursive: true});
          // `wx`: never over a page of the site (the library's own guard, kept).
          await fs.writeFile(target, html, {flag: 'wx'});
        });
      } finally {
        await fs.rm(scratch, {recursive: true, force: true});
      }
    },
  };
}
