/**
 * The per-PR browser check covers one page of every template and the pages
 * changed in the branch (tests/e2e/support/routes.ts); these tests keep that
 * selection honest without a build: routes come from the files, never from
 * an earlier build's metadata. That those routes are the ones Docusaurus
 * serves is checked after the build (tests/build/route-selection.test.ts).
 */
import {describe, expect, test} from 'vitest';
import {changedRoutes, docs, features, spread, templates, uncoveredFeatures} from '../../e2e/support/routes';

const all = docs({fromBuild: false});

describe('route selection for the browser check', () => {
  test('every template page exists (a doc route, the home page, search or the 404 probe)', () => {
    const docRoutes = new Set(all.map((d) => d.route));
    const missing = templates
      .filter((t) => t.status !== 404 && t.route !== '/' && !t.route.startsWith('/search/'))
      .filter((t) => !docRoutes.has(t.route))
      .map((t) => t.route);
    expect(missing, `template routes with no doc: ${missing.join(', ')} (update templates in tests/e2e/support/routes.ts)`).toEqual([]);
  });

  test('the templates cover every rendering feature a doc uses', () => {
    const missing = uncoveredFeatures(all);
    const message = [...missing]
      .map(([feature, routes]) => `${feature}: add one of ${routes.slice(0, 3).join(', ')} to templates in tests/e2e/support/routes.ts`)
      .join('\n');
    expect([...missing.keys()], message).toEqual([]);
  });

  test('features: components, generated modules, data, diagrams; imports inside code samples do not count', () => {
    const mdx = [
      '---',
      'title: T',
      'displayed_sidebar: null',
      '---',
      "import Tabs from '@theme/Tabs';",
      "import Steps from '@site/src/components/Steps';",
      "import Op from '@generated/bindpoint-openapi/default/authenticate.mdx';",
      "import mqs from '@site/src/data/question-sets/mqs.json';",
      "import code from '!!raw-loader!@site/src/data/webhooks/samples/verify.py';",
      ':::warning[Money]',
      'text',
      ':::',
      '```mermaid',
      'graph LR; a-->b',
      '```',
      '```js',
      "import Nope from '@site/src/components/Nope';",
      '```',
    ].join('\n');
    expect(features(mdx)).toEqual([
      'admonition',
      'component Steps',
      'component Tabs',
      'data question-sets',
      'data webhooks/samples',
      'generated bindpoint-openapi',
      'mermaid diagram',
      'no sidebar',
      'raw file import',
    ]);
  });

  test('changed files map to routes: the doc itself, a doc importing a changed data file, a page', () => {
    const overview = all.find((d) => d.source === 'docs/overview.mdx')!;
    const mqs = all.find((d) => /@site\/src\/data\/question-sets\/mqs\.json/.test(d.text))!;
    expect(overview.route).toBe('/docs/overview/');
    expect(changedRoutes(['docs/overview.mdx', 'src/data/question-sets/mqs.json', 'src/pages/index.tsx', 'src/theme/Error/index.tsx'], all)).toEqual(
      ['/', '/docs/overview/', mqs.route].sort(),
    );
    expect(changedRoutes(['README.md'], all)).toEqual([]);
  });

  test('over the limit, changed routes are an even spread and the rest is deferred', () => {
    const routes = Array.from({length: 10}, (_, i) => `/docs/p${i}/`);
    expect(spread(routes, 0)).toEqual({kept: routes, deferred: []});
    expect(spread(routes, 20)).toEqual({kept: routes, deferred: []});
    const {kept, deferred} = spread(routes, 4);
    expect(kept).toEqual(['/docs/p0/', '/docs/p2/', '/docs/p5/', '/docs/p7/']);
    expect([...kept, ...deferred].sort()).toEqual(routes);
  });
});
