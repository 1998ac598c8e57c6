import {describe, expect, test} from 'vitest';
import {VERSION_PROPS} from '../index';
const loader = require('../lean-version.cjs') as ((this: {resourcePath: string}, source: string) => string) & {
  leanVersionProps: (props: unknown) => unknown;
};

const run = (source: string) => loader.call({resourcePath: '/site/.docusaurus/p/docs-1.json'}, source);

describe('the version props loader', () => {
  const props = {
    version: {
      pluginId: 'default',
      docsSidebars: {docs: [{type: 'link', href: '/docs/a', label: 'A', docId: 'a'}]},
      docs: {a: {id: 'a', title: 'A', description: 'About A.', sidebar: 'docs'}, b: {id: 'b', title: 'B', description: 'About B.'}},
    },
  };

  test('drops every doc description and keeps the sidebar, ids, titles and sidebars', () => {
    expect(JSON.parse(run(JSON.stringify(props)))).toEqual({
      version: {
        pluginId: 'default',
        docsSidebars: props.version.docsSidebars,
        docs: {a: {id: 'a', title: 'A', sidebar: 'docs'}, b: {id: 'b', title: 'B'}},
      },
    });
  });

  test('leaves other props modules (tag pages, categories) as they were', () => {
    const tag = {tag: {label: 'x', items: [{id: 'a', description: 'kept'}]}};
    expect(JSON.parse(run(JSON.stringify(tag)))).toEqual(tag);
    expect(loader.leanVersionProps(null)).toBeNull();
  });

  test('names the file when it is not JSON', () => {
    expect(() => run('{')).toThrow(/\/site\/\.docusaurus\/p\/docs-1\.json is not JSON/);
  });

  test('matches only the docs plugin route props', () => {
    expect(VERSION_PROPS.test('/site/.docusaurus/docusaurus-plugin-content-docs/default/p/docs-7fc.json')).toBe(true);
    expect(VERSION_PROPS.test('C:\\site\\.docusaurus\\docusaurus-plugin-content-docs\\default\\p\\docs-7fc.json')).toBe(true);
    expect(VERSION_PROPS.test('/site/.docusaurus/docusaurus-plugin-content-docs/default/site-docs-a-mdx-1.json')).toBe(false);
    expect(VERSION_PROPS.test('/site/.docusaurus/docusaurus-plugin-content-pages/default/p/index.json')).toBe(false);
  });
});
