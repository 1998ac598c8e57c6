/**
 * What `npm run check:content` checks for a change (scripts/check-content/scope.ts):
 * the touched pages, read from the sources.
 */
import {describe, expect, test} from 'vitest';
import {keysOfChange, pageKeys, scopeOf} from '../../../scripts/check-content/scope';

const scope = (...files: string[]) => scopeOf({files, base: 'HEAD'});

describe('the pages a change touches', () => {
  test('a changed page is touched; without a change of what it shares, no other page is', () => {
    const s = scope('docs/webhooks/wh_securing.mdx');
    expect(s.all).toBe(false);
    expect(s.build).toBe(true);
    expect([...s.pages]).toEqual([['docs/webhooks/wh_securing.mdx', 'changed']]);
  });

  test('what a change shares: the facts of the sentences it changed, the components of the lines, the files of the blocks', () => {
    const before = "import Steps from '@site/src/components/Steps';\n\nTokens last {{fact:tokenLifetimeHours}} hours; reuse them for every call.\n\n<Steps>\n</Steps>\n\n```js title=\"lib/token.js\"\nexport const x = 1;\n```\n";
    // Another sentence of the paragraph: nothing shared.
    expect(keysOfChange('docs/x.mdx', before, before.replace('every call', 'each call'))).toEqual(new Set());
    // The sentence that states the fact: the fact.
    expect(keysOfChange('docs/x.mdx', before, before.replace('{{fact:tokenLifetimeHours}} hours', '2 hours'))).toEqual(new Set(['fact:tokenLifetimeHours']));
    // A component's use, a titled block's code.
    expect(keysOfChange('docs/x.mdx', before, before.replace('<Steps>', '<Steps start={2}>'))).toEqual(new Set(['import:@site/src/components/Steps']));
    expect(keysOfChange('docs/x.mdx', before, before.replace('x = 1', 'x = 2'))).toEqual(new Set(['writes:token.js']));
    // A page that is new or gone: all it has.
    expect(keysOfChange('docs/x.mdx', undefined, before)).toEqual(new Set(['fact:tokenLifetimeHours', 'import:@site/src/components/Steps', 'writes:token.js']));
    expect(keysOfChange('docs/x.mdx', before, undefined)).toEqual(new Set(['fact:tokenLifetimeHours', 'import:@site/src/components/Steps', 'writes:token.js']));
  });

  test('a changed component touches the pages that import it, through the modules of the site', () => {
    const s = scope('src/components/DataTable/index.tsx');
    expect(s.all).toBe(false);
    // EnvironmentTable renders its rows in a DataTable; pages import EnvironmentTable.
    expect([...s.pages.values()].some((why) => why === 'imports src/components/DataTable/index.tsx')).toBe(true);
    expect(s.pages.get('docs/terminal/sso/okta.mdx')).toBeDefined();
  });

  test('what every page is made with touches every page; tests and records touch none and need no build', () => {
    expect(scope('src/site/facts.ts')).toMatchObject({all: true, why: 'src/site/facts.ts changed: every page depends on it'});
    expect(scope('src/data/openapi/bindpoint.openapi.yaml').all).toBe(true);
    expect(scope('tests/unit/content/markup.ts', 'decisions/0016-byte-budgets-with-headroom.md', 'README.md')).toMatchObject({all: false, build: false, pages: new Map()});
    expect(scopeOf({all: true, files: [], base: 'HEAD'})).toMatchObject({all: true, why: '--all'});
  });

  test('a page says what it shares: facts, world values, site modules, the files its samples write', () => {
    const keys = pageKeys({source: 'docs/x.mdx', text: "import Steps from '@site/src/components/Steps';\nimport Tabs from '@theme/Tabs';\n\nLasts {{fact:tokenLifetimeHours}} hours for {{world:tenantId}}.\n\n```js title=\"lib/token.js\"\nexport const x = 1;\n```\n"});
    expect([...keys.shared].sort()).toEqual(['fact:tokenLifetimeHours', 'import:@site/src/components/Steps', 'world:tenantId']);
    expect([...keys.writes]).toEqual(['token.js']);
  });
});
