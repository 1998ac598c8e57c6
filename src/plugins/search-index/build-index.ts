/**
 * Builds the embedded index (src/search/index-format.ts) from the extracted
 * pages, a page at a time in the order the indexer receives them (the
 * renderer's route order), so the files are the same from one build to the
 * next. Each section's terms are counted per field: body, heading, and for
 * the first section the page title, description and keywords. The ranking
 * weighs the fields at query time (src/search/ranking.ts).
 */
import {
  INDEX_VERSION,
  META_FILE,
  packFields,
  termFile,
  textFile,
  type IndexMeta,
  type MetaPage,
  type MetaSection,
  type Posting,
  type PublishedSynonyms,
  type Shard,
} from '../../search/index-format';
import {shardOf, termCounts} from '../../search/text';
import type {ExtractedPage} from './extract';

type Counts = {body: number; heading: number; title: number; description: number; keywords: number};
const FIELDS = ['body', 'heading', 'title', 'description', 'keywords'] as const;

export class IndexBuilder {
  private readonly pages: MetaPage[] = [];
  private readonly sections: MetaSection[] = [];
  private readonly texts: string[] = [];
  /** term -> section -> counts */
  private readonly postings = new Map<string, Map<number, Counts>>();
  private pageWords = 0;

  /** Adds one page's sections; returns how many it added. */
  add(page: ExtractedPage): number {
    const first = this.sections.length;
    let pageWords = 0;
    page.sections.forEach((section, i) => {
      const id = this.sections.length;
      const fields: Record<(typeof FIELDS)[number], string> = {
        body: section.text,
        heading: i === 0 ? '' : section.title,
        title: i === 0 ? page.title : '',
        description: i === 0 ? page.description : '',
        keywords: i === 0 ? page.keywords.join(' , ') : '',
      };
      const length: Record<(typeof FIELDS)[number], number> = {body: 0, heading: 0, title: 0, description: 0, keywords: 0};
      for (const field of FIELDS) {
        if (!fields[field]) continue;
        const {counts: termsOfField, words: fieldWords} = termCounts(fields[field]);
        length[field] = fieldWords;
        for (const [term, count] of termsOfField) {
          let bySection = this.postings.get(term);
          if (!bySection) this.postings.set(term, (bySection = new Map()));
          let counts = bySection.get(id);
          if (!counts) bySection.set(id, (counts = {body: 0, heading: 0, title: 0, description: 0, keywords: 0}));
          counts[field] += count;
        }
      }
      const words = length.body + length.heading;
      pageWords += words + length.title;
      this.sections.push([this.pages.length, section.anchor ?? '', section.title, words]);
      this.texts.push(section.text);
    });
    this.pages.push([page.url, page.title, page.breadcrumb, first, page.sections.length]);
    this.pageWords += pageWords;
    return page.sections.length;
  }

  get pageCount(): number {
    return this.pages.length;
  }

  /** Every file of the index: path under search-index/ -> content. */
  files(synonyms: PublishedSynonyms[]): Map<string, string> {
    const shards = new Map<string, Shard>();
    for (const term of [...this.postings.keys()].sort()) {
      const list: Posting[] = [];
      for (const [section, counts] of [...this.postings.get(term)!].sort((a, b) => a[0] - b[0])) {
        const packed = packFields(counts);
        list.push(packed ? [section, counts.body, packed] : [section, counts.body]);
      }
      const shard = shardOf(term);
      let file = shards.get(shard);
      if (!file) shards.set(shard, (file = {}));
      file[term] = list;
    }
    const sectionWords = this.sections.reduce((sum, section) => sum + section[3], 0);
    const meta: IndexMeta = {
      version: INDEX_VERSION,
      pages: this.pages,
      sections: this.sections,
      averages: {
        page: round(this.pageWords / Math.max(1, this.pages.length)),
        section: round(sectionWords / Math.max(1, this.sections.length)),
      },
      shards: [...shards.keys()].sort(),
      synonyms,
    };
    const files = new Map<string, string>([[META_FILE, JSON.stringify(meta)]]);
    for (const [shard, content] of shards) files.set(termFile(shard), JSON.stringify(content));
    this.texts.forEach((text, id) => files.set(textFile(id), JSON.stringify(text)));
    return files;
  }
}

const round = (n: number) => Math.round(n * 10) / 10;
