/**
 * A small site's embedded index, built in memory by the build's own code
 * (src/plugins/search-index: IndexBuilder, the spelling files, the synonym
 * groups), and a backend over it that records what it downloads.
 */
import {IndexBuilder} from '../../../src/plugins/search-index/build-index';
import {WordCounts, type ExtractedPage} from '../../../src/plugins/search-index/extract';
import {synonymGroups, type Abbreviation} from '../../../src/plugins/search-index/abbreviations';
import {createEmbeddedBackend} from '../../../src/search/embedded';
import {splitVocabulary} from '../../../src/search/spelling';

export type FixturePage = {url: string; title: string; description?: string; keywords?: string[]; sections: Array<[anchor: string | null, title: string, text: string]>};

export function page(url: string, title: string, sections: Array<[string | null, string, string]>, more: Partial<FixturePage> = {}): FixturePage {
  return {url, title, sections, ...more};
}

/** Every file of the index for these pages: path under search-index/ -> parsed JSON. */
export function indexFiles(pages: FixturePage[], synonyms: {written?: Array<{terms: string[]; kind: 'same' | 'related'}>; pairs?: Abbreviation[]} = {}) {
  const builder = new IndexBuilder();
  const words = new WordCounts();
  for (const p of pages) {
    const extracted: ExtractedPage = {
      url: p.url,
      title: p.title,
      breadcrumb: 'Docs',
      description: p.description ?? '',
      keywords: p.keywords ?? [],
      sections: p.sections.map(([anchor, title, text], i) => ({anchor, title: i === 0 ? p.title : title, text})),
      text: p.sections.map((s) => `${s[1]} ${s[2]}`).join(' '),
    };
    builder.add(extracted);
    words.add(`${p.title} ${extracted.text} ${p.description ?? ''} ${(p.keywords ?? []).join(' ')}`);
  }
  const files = new Map<string, unknown>();
  for (const [name, content] of builder.files(synonymGroups(synonyms.pairs ?? [], synonyms.written ?? []))) files.set(name, JSON.parse(content));
  const vocabulary = splitVocabulary(words.vocabulary());
  for (const [name, list] of Object.entries(vocabulary.words)) files.set(`words/${name}.json`, list);
  for (const [name, list] of Object.entries(vocabulary.candidates)) files.set(`vocabulary/${name}.json`, list);
  return files;
}

/** A backend over the files; `fetched` lists every file it asked for, in order; `fail` makes a file unreachable. */
export function fixtureBackend(files: Map<string, unknown>, fail: (name: string) => boolean = () => false) {
  const fetched: string[] = [];
  const backend = createEmbeddedBackend('/', {
    json: async (url) => {
      const name = url.replace(/^\/search-index\//, '');
      fetched.push(name);
      if (fail(name)) throw new TypeError('Failed to fetch');
      return files.has(name) ? files.get(name) : null;
    },
  });
  return {backend, fetched};
}
