/**
 * Helpers for the SDK release history in src/data/sdk/changelog/*.md. The
 * parser lives with the feeds plugin (src/plugins/feeds/keep-a-changelog.ts),
 * which turns each file into a feed.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parseChangelog, type Release, type SectionName, SECTIONS} from '../../../src/plugins/feeds/keep-a-changelog';

export {headingSlug, isIsoDate, parseChangelog, SECTIONS} from '../../../src/plugins/feeds/keep-a-changelog';
export type {Release, SectionName} from '../../../src/plugins/feeds/keep-a-changelog';

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

export function readChangelog(file: string): Release[] {
  return parseChangelog(readFileSync(path.join(CHANGELOG_DIR, `${file}.md`), 'utf8'), `${file}.md`);
}

export function compareSemver(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i += 1) if (pa[i] !== pb[i]) return pa[i] - pb[i];
  return 0;
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
