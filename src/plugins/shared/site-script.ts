import {createHash} from 'node:crypto';

/**
 * Where the build writes a script of the site's own (not webpack's, which are
 * in assets/js/): `js/<name>.<hash>.js`, named by its content so that a host
 * can cache it for good. Used for the first-paint search keys
 * (src/plugins/search-index).
 */
export function siteScriptFile(name: string, content: string): string {
  return `js/${name}.${createHash('sha256').update(content).digest('hex').slice(0, 8)}.js`;
}
