/**
 * One change to Pagefind's browser client (pagefind.js, written by the
 * indexer), made after each build: the excerpt builder splits the page's
 * whole text into words again for the page excerpt and for every section
 * that matches, so a long page with many matching sections costs tens of
 * milliseconds. The patch keeps the last split and hands out a copy, which
 * is what the original computes, without the repeated work. Measured in
 * `npm run bench`; the pattern is checked, so a Pagefind upgrade that
 * changes the code fails the build instead of silently losing the patch.
 */
const SPLIT = 'fragment_words=content.split(word_separators);';
const BUILDER = 'var build_excerpt=';
export const PATCH_MARKER = '__bpLastSplit';

export function patchPagefindClient(source: string): string {
  if (source.includes(PATCH_MARKER)) return source;
  if (source.split(SPLIT).length !== 2 || source.split(BUILDER).length !== 2) {
    throw new Error(
      'Pagefind client: the excerpt builder is not where it was in Pagefind 1.6; update src/plugins/search-index/patch-pagefind.ts',
    );
  }
  return source
    .replace(BUILDER, `var ${PATCH_MARKER}={content:null,words:[]};${BUILDER}`)
    .replace(
      SPLIT,
      `if(${PATCH_MARKER}.content!==content){${PATCH_MARKER}.content=content;${PATCH_MARKER}.words=content.split(word_separators);}fragment_words=${PATCH_MARKER}.words.slice();`,
    );
}
