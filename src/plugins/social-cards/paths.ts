/**
 * Where the social card of a doc page lives: `img/og/<route>.png` below the
 * base URL, e.g. /docs/api/authenticate/ has img/og/docs/api/authenticate.png.
 * Shared by the plugin (which writes the files) and src/theme/DocItem/Metadata
 * (which names them in og:image), so both always agree.
 */
export const CARDS_DIR = 'img/og';
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** Card path below the base URL (no leading slash) of a page's permalink. */
export function cardPath(permalink: string, baseUrl = '/'): string {
  const route = permalink.startsWith(baseUrl) ? permalink.slice(baseUrl.length) : permalink.replace(/^\//, '');
  const name = route.replace(/\/+$/, '').replace(/^\/+/, '') || 'index';
  return `${CARDS_DIR}/${name}.png`;
}
