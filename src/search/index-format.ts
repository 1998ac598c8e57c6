/**
 * The embedded index as the build publishes it (src/plugins/search-index)
 * and the search reads it (./embedded.ts), under `search-index/` in the
 * build directory. Small files, so a query downloads only what it needs:
 *
 *   meta.json            every page and section (titles, anchors, lengths),
 *                        the list of term files, the synonym groups; loaded
 *                        once, when the reader shows intent to search
 *   terms/<ab>.json      the postings of every index term that starts with
 *                        those two characters (./text.ts, shardOf): a query
 *                        word and every longer form of it are in one file,
 *                        so a prefix finds the same terms every time
 *   text/<section>.json  one section's text, for the snippet of a result
 *   words/<ab>.json, vocabulary/<a>.json   the spelling files (./spelling.ts)
 */
export const INDEX_VERSION = 1;

/** A page: [route, title, breadcrumb, first section id, number of sections]. */
export type MetaPage = [url: string, title: string, breadcrumb: string, firstSection: number, sectionCount: number];
/** A section: [page, heading anchor ('' before the first heading), heading text, words]. */
export type MetaSection = [page: number, anchor: string, title: string, words: number];

export type IndexMeta = {
  version: typeof INDEX_VERSION;
  pages: MetaPage[];
  sections: MetaSection[];
  /** Average words of a page and of a section, for the length normalisation. */
  averages: {page: number; section: number};
  /** The term files that exist (first two characters of their terms). */
  shards: string[];
  /** Groups of words and phrases that stand for the same thing (src/data/search/terms.ts and the site's abbreviations). */
  synonyms: PublishedSynonyms[];
};

/** A synonym group as published: `same` names of one thing, or `related` words (src/data/search/terms.ts). */
export type PublishedSynonyms = {kind: 'same' | 'related'; terms: string[]};

/**
 * Where a term occurs: [section id, times in the body] or, when it is also
 * in the section's heading, the page title, its description or its keywords,
 * [section id, times in the body, packed counts] (see packFields).
 */
export type Posting = [section: number, body: number] | [section: number, body: number, fields: number];
export type Shard = Record<string, Posting[]>;

export type FieldCounts = {heading: number; title: number; description: number; keywords: number};
const FIELD_BITS = 3;
const FIELD_MAX = (1 << FIELD_BITS) - 1;
const FIELDS = ['heading', 'title', 'description', 'keywords'] as const;

/** Counts of the four small fields in one number, each capped at 7. */
export function packFields(counts: FieldCounts): number {
  return FIELDS.reduce((packed, field, i) => packed | (Math.min(counts[field], FIELD_MAX) << (i * FIELD_BITS)), 0);
}

export function unpackFields(packed: number): FieldCounts {
  const at = (i: number) => (packed >> (i * FIELD_BITS)) & FIELD_MAX;
  return {heading: at(0), title: at(1), description: at(2), keywords: at(3)};
}

export const META_FILE = 'meta.json';
export const termFile = (shard: string) => `terms/${shard}.json`;
export const textFile = (section: number) => `text/${section}.json`;
