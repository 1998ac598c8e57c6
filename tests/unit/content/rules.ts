/**
 * The numbers of the writer's rules, each stated once: the content test
 * checks every page against them, CONTRIBUTING's writer's guide points here,
 * and `npm run check:content` prints them in its messages. An area's tests
 * do not restate them (a correct new page must fail nothing unrelated).
 */

/** A hand-written page has at least this many words of its own (prose, not code). */
export const MIN_WORDS = 300;

/** A page whose substance a component renders from data (tables, references) needs only an introduction this long. */
export const MIN_WORDS_RENDERING_DATA = 120;

/** A description (search results, link previews, social cards, llms.txt) is at least this many characters. */
export const MIN_DESCRIPTION = 40;

/** Words that mean a page is not finished. */
export const PLACEHOLDERS = /\b(lorem ipsum|TODO|TBD|FIXME|coming soon)\b/i;

/** A page's prose: its text without code, imports, JSX tags; inline code and tokens count as one word each. */
export function prose(body: string): string {
  return body
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/^(import|export) .*$/gm, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/`[^`]*`/g, ' word ')
    .replace(/\{\{[A-Za-z:]+\}\}/g, ' word ');
}

/** The words of a text: runs with two letters or more. */
export const words = (text: string) => text.split(/\s+/).filter((w) => /[A-Za-z]{2,}/.test(w)).length;
