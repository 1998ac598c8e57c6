import type {ComponentIndexEntry} from '../../types';

/** Every word of the query must appear in the tag, family or summary. */
export function filterComponents(components: ComponentIndexEntry[], query: string): ComponentIndexEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return components;
  return components.filter((c) => {
    const haystack = `${c.tag} ${c.familyLabel} ${c.family} ${c.summary}`.toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}
