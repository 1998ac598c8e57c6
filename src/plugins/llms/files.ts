/**
 * Where the llms plugin publishes its files: the
 * plugin's entry point (./index.ts) needs only these, so loading the plugin
 * does not load the Markdown parser and the renderers, which only the worker
 * thread (./output.ts) runs.
 */

/** Where the component manifest is published. */
export const MANIFEST_PATH = '/sdk/components.json';
/** Where the two llms files are published. */
export const LLMS_PATH = '/llms.txt';
export const LLMS_FULL_PATH = '/llms-full.txt';

/** Key of a route in the twin map: without trailing slash. */
export const routeKey = (route: string) => route.replace(/\/+$/, '');

/** Twin route of a doc route: /docs/a/b/ -> /docs/a/b.md */
export function twinPath(permalink: string): string {
  return `${routeKey(permalink) || '/index'}.md`;
}
