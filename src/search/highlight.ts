/**
 * Everything shown in results is text: escaped, with only `<mark>` added
 * for matches. Engines return excerpts as HTML with their own highlight tags;
 * `sanitizeHighlight` keeps those marks and escapes any other markup.
 */
import {escapeRegExp} from '../site/regexp';

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Keeps `<mark>`/`</mark>` (and `<em>` as mark); escapes every other tag. */
export function sanitizeHighlight(html: string): string {
  return html
    .split(/(<\/?(?:mark|em)>)/g)
    .map((part) => {
      if (/^<(mark|em)>$/.test(part)) return '<mark>';
      if (/^<\/(mark|em)>$/.test(part)) return '</mark>';
      return part.replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
    })
    .join('');
}

/** Escapes `text` and marks the words that begin with a word of `query` (case-insensitive). */
export function highlight(text: string, query: string): string {
  const words = query
    .toLowerCase()
    .split(/[\s]+/)
    .map((w) => w.replace(/^[^\w]+|[^\w]+$/g, ''))
    .filter((w) => w.length > 1);
  const escaped = escapeHtml(text);
  if (words.length === 0) return escaped;
  // The whole word a query word begins is marked (`webhook` marks "webhooks", not "webhook" + "s").
  const pattern = new RegExp(`((?:${words.map((w) => escapeRegExp(escapeHtml(w))).join('|')})\\w*)`, 'gi');
  return escaped.replace(pattern, '<mark>$1</mark>');
}

/** Text of a highlighted value: the plain section title the modal keeps in its hierarchy and recent searches. */
export function stripMarks(html: string): string {
  return html
    .replace(/<\/?mark>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}
