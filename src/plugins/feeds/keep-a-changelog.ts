/**
 * A small Keep a Changelog parser for the SDK release history in
 * src/data/sdk/changelog/*.md, strict enough to reject anything a release
 * tool could not append to. The feeds plugin turns each file into a feed; the
 * changelog tests (tests/unit/sdk-changelog) check the files with it.
 *
 * Own code rather than a package: the files follow a stricter shape than
 * Keep a Changelog itself (a `**Packages:**` preamble, no Unreleased section,
 * no link references), and the error names the line.
 */

export const SECTIONS = ['Added', 'Changed', 'Deprecated', 'Removed', 'Fixed', 'Security'] as const;
export type SectionName = (typeof SECTIONS)[number];

export interface Release {
  version: string;
  date: string;
  /** Line number (1-based) of the release heading. */
  line: number;
  /** Paragraphs between the heading and the first section. */
  preamble: string[];
  sections: Partial<Record<SectionName, string[]>>;
}

const RELEASE = /^## \[(\d+\.\d+\.\d+)\] - (\d{4}-\d{2}-\d{2})$/;
const SECTION = /^### (.+)$/;
const ITEM = /^- (\S.*)$/;

/** Parse a changelog; throws with the line number on anything unexpected. */
export function parseChangelog(text: string, name = 'changelog'): Release[] {
  const releases: Release[] = [];
  let release: Release | null = null;
  let section: SectionName | null = null;
  text.split('\n').forEach((raw, index) => {
    const line = raw.trimEnd();
    const where = `${name}:${index + 1}`;
    if (line === '') return;
    let m: RegExpMatchArray | null;
    if ((m = line.match(RELEASE))) {
      release = {version: m[1], date: m[2], line: index + 1, preamble: [], sections: {}};
      releases.push(release);
      section = null;
      return;
    }
    if (line.startsWith('#')) {
      m = line.match(SECTION);
      if (!m) throw new Error(`${where}: unexpected heading "${line}"`);
      if (!release) throw new Error(`${where}: section before the first release`);
      if (!(SECTIONS as readonly string[]).includes(m[1])) throw new Error(`${where}: unknown section "${m[1]}"`);
      section = m[1] as SectionName;
      if ((release as Release).sections[section]) throw new Error(`${where}: duplicate section ${section}`);
      (release as Release).sections[section] = [];
      return;
    }
    if (!release) throw new Error(`${where}: text before the first release`);
    if ((m = line.match(ITEM))) {
      if (!section) throw new Error(`${where}: list item outside a section`);
      (release as Release).sections[section]!.push(m[1]);
      return;
    }
    if (section) throw new Error(`${where}: only list items may follow a section heading`);
    (release as Release).preamble.push(line);
  });
  return releases;
}

/** True when `date` is a real calendar date written as YYYY-MM-DD. */
export function isIsoDate(date: string): boolean {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

/** The heading id Docusaurus generates (github-slugger rules for these characters). */
export function headingSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Anchor of a release on its changelog page, e.g. `401---2026-06-29`. */
export function releaseAnchor(release: Pick<Release, 'version' | 'date'>): string {
  return headingSlug(`[${release.version}] - ${release.date}`);
}
