/**
 * A small Keep a Changelog parser for the SDK release history in
 * src/data/sdk/changelog/*.md, strict enough to reject anything a release
 * tool could not append to.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

export const CHANGELOG_DIR = path.resolve(__dirname, '../../../src/data/sdk/changelog');
export const DOCS_DIR = path.resolve(__dirname, '../../../docs/sdk');

export const PACKAGES = [
  'sdk-auth',
  'sdk-core',
  'sdk-http',
  'sdk-icons',
  'sdk-polyfill',
  'sdk-redux',
  'sdk-requests',
  'sdk-types',
  'sdk-utility',
  'sdk-web-components',
  'sdk-websockets',
] as const;
export type PackageName = (typeof PACKAGES)[number];

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

export function readChangelog(file: string): Release[] {
  return parseChangelog(readFileSync(path.join(CHANGELOG_DIR, `${file}.md`), 'utf8'), `${file}.md`);
}

export function compareSemver(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i += 1) if (pa[i] !== pb[i]) return pa[i] - pb[i];
  return 0;
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

/** `**Packages:** \`sdk-auth\` 4.0.1 · ...` of an SDK release, as a map. */
export function shippedPackages(release: Release): Map<string, string> {
  const line = release.preamble.find((p) => p.startsWith('**Packages:**'));
  const shipped = new Map<string, string>();
  if (!line) return shipped;
  for (const m of line.matchAll(/`(sdk-[a-z-]+)` (\d+\.\d+\.\d+)/g)) {
    if (shipped.has(m[1])) throw new Error(`${release.version}: ${m[1]} listed twice`);
    shipped.set(m[1], m[2]);
  }
  return shipped;
}

/** Every list item of a release with its section. */
export function items(release: Release): Array<{section: SectionName; text: string}> {
  return SECTIONS.flatMap((section) => (release.sections[section] ?? []).map((text) => ({section, text})));
}
