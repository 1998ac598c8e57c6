/**
 * The SDK release history (src/data/sdk/changelog/*.md) is valid Keep a
 * Changelog, the SDK releases and the package histories agree on versions and
 * dates, and each of the 12 changelog pages renders its own file.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  CHANGELOG_DIR,
  compareSemver,
  DOCS_DIR,
  headingSlug,
  isIsoDate,
  items,
  PACKAGES,
  parseChangelog,
  readChangelog,
  type Release,
  shippedPackages,
} from './changelog';

const FILES = ['sdk', ...PACKAGES];
const histories = Object.fromEntries(FILES.map((f) => [f, readChangelog(f)])) as Record<string, Release[]>;
const sdk = histories.sdk;
const major = (v: string) => Number(v.split('.')[0]);

describe('the parser', () => {
  it('rejects unknown sections, stray headings and text outside sections', () => {
    expect(() => parseChangelog('## [1.0.0] - 2024-01-01\n\n### Improved\n\n- x')).toThrow(/unknown section/);
    expect(() => parseChangelog('## [1.0.0] - 2024-01-01\n\n#### Added\n\n- x')).toThrow(/unexpected heading/);
    expect(() => parseChangelog('## [1.0] - 2024-01-01\n\n### Added\n\n- x')).toThrow(/unexpected heading/);
    expect(() => parseChangelog('## [1.0.0] - 2024-01-01\n\n### Added\n\n- x\n\nprose')).toThrow(/only list items/);
    expect(() => parseChangelog('- x')).toThrow(/before the first release/);
  });

  it('reads releases, preamble and sections', () => {
    const [r] = parseChangelog('## [2.1.0] - 2025-02-03\n\nSummary.\n\n### Fixed\n\n- One.\n- Two.\n');
    expect(r).toMatchObject({version: '2.1.0', date: '2025-02-03', preamble: ['Summary.'], sections: {Fixed: ['One.', 'Two.']}});
  });
});

describe('src/data/sdk/changelog', () => {
  it('holds exactly the SDK history and one file per package', () => {
    const files = readdirSync(CHANGELOG_DIR).filter((f) => f.endsWith('.md')).map((f) => f.replace(/\.md$/, ''));
    expect(files.sort()).toEqual([...FILES].sort());
  });

  describe.each(FILES)('%s.md', (file) => {
    const releases = histories[file];
    const text = readFileSync(path.join(CHANGELOG_DIR, `${file}.md`), 'utf8');

    it('has releases with semver versions and real ISO dates', () => {
      expect(releases.length).toBeGreaterThanOrEqual(4);
      for (const r of releases) {
        expect(r.version).toMatch(/^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/);
        expect(isIsoDate(r.date), `${r.version} ${r.date}`).toBe(true);
      }
    });

    it('lists versions strictly descending and dates descending, none in the future', () => {
      for (let i = 1; i < releases.length; i += 1) {
        const newer = releases[i - 1];
        const older = releases[i];
        expect(compareSemver(newer.version, older.version), `${newer.version} after ${older.version}`).toBeGreaterThan(0);
        expect(newer.date >= older.date, `${newer.version} ${newer.date} vs ${older.version} ${older.date}`).toBe(true);
      }
      expect(releases[0].date <= new Date().toISOString().slice(0, 10)).toBe(true);
      expect(releases.at(-1)!.version).toBe('1.0.0');
    });

    it('gives every release at least one change, each a sentence', () => {
      for (const r of releases) {
        const list = items(r);
        expect(list.length, r.version).toBeGreaterThan(0);
        for (const {text: item} of list) {
          expect(item.length, item).toBeGreaterThan(8);
          expect(item, item).toMatch(/[.)]$/);
        }
      }
    });

    it('marks breaking changes, and only in major releases', () => {
      for (let i = 0; i < releases.length - 1; i += 1) {
        const r = releases[i];
        const isMajor = major(r.version) > major(releases[i + 1].version);
        const breaking = items(r).filter(({text: t}) => t.includes('**Breaking:**'));
        if (!isMajor) expect(breaking, `${file} ${r.version}`).toEqual([]);
        for (const b of breaking) expect(['Changed', 'Removed']).toContain(b.section);
      }
      // Every major release after 1.0.0 in a package history says what broke.
      if (file !== 'sdk') {
        for (let i = 0; i < releases.length - 1; i += 1) {
          if (major(releases[i].version) > major(releases[i + 1].version)) {
            expect(items(releases[i]).some(({text: t}) => t.includes('**Breaking:**')), `${file} ${releases[i].version}`).toBe(true);
          }
        }
      }
    });

    it('is safe to import as MDX: no raw <, { or } outside inline code, no platform hosts', () => {
      const prose = text.replace(/`[^`\n]*`/g, '');
      expect(prose).not.toMatch(/[<{}]/);
      expect(text).not.toMatch(/bindpoint\.example|https?:\/\//);
    });

    it('produces unique heading anchors', () => {
      const slugs = releases.map((r) => headingSlug(`[${r.version}] - ${r.date}`));
      expect(new Set(slugs).size).toBe(slugs.length);
      expect(slugs[0]).toMatch(/^\d+---\d{4}-\d{2}-\d{2}$/);
    });
  });
});

describe('SDK releases agree with the package histories', () => {
  const byVersion = (file: string) => new Map(histories[file].map((r) => [r.version, r]));

  it('every SDK release lists each package exactly once', () => {
    for (const r of sdk) {
      const shipped = shippedPackages(r);
      expect([...shipped.keys()].sort(), r.version).toEqual([...PACKAGES].sort());
      expect(r.preamble.filter((p) => !p.startsWith('**Packages:**')).join(' ').length, `${r.version} summary`).toBeGreaterThan(20);
    }
  });

  it('ships package versions that exist, released the same day or earlier, and the newest one available', () => {
    for (const r of sdk) {
      for (const [pkg, version] of shippedPackages(r)) {
        const history = histories[pkg];
        const release = byVersion(pkg).get(version);
        expect(release, `${r.version}: ${pkg} ${version} missing from ${pkg}.md`).toBeDefined();
        expect(release!.date <= r.date, `${r.version}: ${pkg} ${version} dated ${release!.date}`).toBe(true);
        const newest = history.filter((p) => p.date <= r.date).sort((a, b) => compareSemver(b.version, a.version))[0];
        expect(newest.version, `${r.version} should ship ${pkg} ${newest.version}`).toBe(version);
      }
    }
  });

  it('never ships an older package version than the SDK release before it', () => {
    for (let i = 0; i < sdk.length - 1; i += 1) {
      const newer = shippedPackages(sdk[i]);
      const older = shippedPackages(sdk[i + 1]);
      for (const pkg of PACKAGES) expect(compareSemver(newer.get(pkg)!, older.get(pkg)!), `${sdk[i].version} ${pkg}`).toBeGreaterThanOrEqual(0);
    }
  });

  it('every package version is released as part of an SDK release on its date', () => {
    const sdkDates = new Map(sdk.map((r) => [r.date, r]));
    for (const pkg of PACKAGES) {
      for (const p of histories[pkg]) {
        const release = sdkDates.get(p.date);
        expect(release, `${pkg} ${p.version} (${p.date}) has no SDK release that day`).toBeDefined();
        expect(shippedPackages(release!).get(pkg), `${pkg} ${p.version}`).toBe(p.version);
      }
    }
  });

  it('sdk-web-components carries the SDK release number', () => {
    expect(histories['sdk-web-components'].map((r) => [r.version, r.date])).toEqual(sdk.map((r) => [r.version, r.date]));
  });

  it('repeats, under the same section, exactly the changes of the packages that moved in each release', () => {
    for (const r of sdk) {
      const shipped = shippedPackages(r);
      const expected: string[] = [];
      for (const pkg of PACKAGES) {
        const p = byVersion(pkg).get(shipped.get(pkg)!)!;
        if (p.date !== r.date) continue;
        for (const {section, text} of items(p)) expected.push(`${section} | \`${pkg}\` ${p.version}: ${text}`);
      }
      const actual = items(r).map(({section, text}) => `${section} | ${text}`);
      expect(actual.sort(), r.version).toEqual(expected.sort());
    }
  });
});

describe('changelog pages', () => {
  const pages: Array<[string, string]> = [
    ['changelogs/sdk-changelog.mdx', 'sdk'],
    ...PACKAGES.map((pkg): [string, string] => [`prior-changelogs/${pkg}-changelog.mdx`, pkg]),
  ];

  it.each(pages)('%s imports and renders its own history', (page, file) => {
    const source = readFileSync(path.join(DOCS_DIR, page), 'utf8');
    const front = source.match(/^---\n([\s\S]*?)\n---\n/);
    expect(front).not.toBeNull();
    expect(front![1]).toMatch(/^title: \S/m);
    expect(front![1]).toMatch(/^description: .{40,}$/m);
    expect(front![1]).not.toMatch(/^displayed_sidebar: null$/m);
    const imports = [...source.matchAll(/^import (\w+) from '@site\/src\/data\/sdk\/changelog\/([\w-]+)\.md';$/gm)];
    expect(imports.map((m) => m[2])).toEqual([file]);
    expect(source).toContain(`<${imports[0][1]} />`);
    expect(source).not.toMatch(/bindpoint\.example/);
    // The imported history comes last, so its version headings end the TOC.
    expect(source.trimEnd().endsWith(`<${imports[0][1]} />`)).toBe(true);
  });

  it('links from the SDK changelog to version anchors that exist', () => {
    const source = readFileSync(path.join(DOCS_DIR, 'changelogs/sdk-changelog.mdx'), 'utf8');
    const anchors = new Set(sdk.map((r) => headingSlug(`[${r.version}] - ${r.date}`)));
    const links = [...source.matchAll(/\]\(#([^)]+)\)/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(2);
    for (const link of links) expect(anchors, link).toContain(link);
  });

  it('names the current package versions on the package pages', () => {
    for (const pkg of PACKAGES) {
      const source = readFileSync(path.join(DOCS_DIR, `prior-changelogs/${pkg}-changelog.mdx`), 'utf8');
      const [current] = histories[pkg];
      expect(source, pkg).toContain(`**${current.version}**, released on ${current.date}`);
      for (const m of source.matchAll(/\/(sdk-[a-z-]+)@(\d+\.\d+\.\d+)/g)) expect(m[2], `${pkg}: ${m[0]}`).toBe(histories[m[1]][0].version);
    }
  });

  it('the SDK changelog install line uses the versions of the newest release', () => {
    const source = readFileSync(path.join(DOCS_DIR, 'changelogs/sdk-changelog.mdx'), 'utf8');
    const shipped = shippedPackages(sdk[0]);
    const pins = [...source.matchAll(/\/(sdk-[a-z-]+)@(\d+\.\d+\.\d+)/g)];
    expect(pins.length).toBeGreaterThan(3);
    for (const m of pins) expect(m[2], m[0]).toBe(shipped.get(m[1]));
  });
});

describe('components named in the history', () => {
  const families = path.resolve(__dirname, '../../../src/data/components/families.ts');
  const known = readFileSync(families, 'utf8');
  const names = new Set([...known.matchAll(/^\s+name: '([a-z][a-z-]*)',$/gm)].map((m) => m[1]));

  it('exist in the component manifest source', () => {
    expect(names.size, `${families}: no component name read; the pattern above no longer matches the file`).toBeGreaterThan(0);
    const text = FILES.map((f) => readFileSync(path.join(CHANGELOG_DIR, `${f}.md`), 'utf8')).join('\n');
    const tags = new Set([...text.matchAll(/`(bp-sdk-[a-z-]+)`/g)].map((m) => m[1].replace(/^bp-sdk-/, '')));
    for (const tag of tags) {
      if (tag.startsWith('external-')) continue;
      expect(names, `bp-sdk-${tag}`).toContain(tag);
    }
  });

  it('have a "since" that is an SDK release', () => {
    const versions = new Set(sdk.map((r) => r.version));
    const since = [...known.matchAll(/since: '([^']+)'/g)].map((m) => m[1]);
    expect(since.length).toBeGreaterThan(0);
    for (const v of since) expect(versions, `since ${v}`).toContain(v);
  });
});
