/**
 * The head scripts (src/plugins/head-scripts), run as a browser runs them.
 */
import {describe, expect, test} from 'vitest';
import headScriptsPlugin, {announcementResetScript, canonicalRedirectScript} from '..';

describe('canonical address script', () => {
  function run(pathname: string, baseUrl = '/'): string | null {
    let target: string | null = null;
    const location = {
      pathname,
      search: '?q=1',
      hash: '#h',
      replace: (to: string) => {
        target = to;
      },
    };
    new Function('window', canonicalRedirectScript(baseUrl))({location});
    return target;
  }

  test.each([
    ['/docs/overview.html', '/docs/overview/?q=1#h'],
    ['/docs/overview/index', '/docs/overview/?q=1#h'],
    ['/docs/overview/index.html', '/docs/overview/?q=1#h'],
    ['/index.html', '/?q=1#h'],
    ['/index', '/?q=1#h'],
  ])('%s goes to %s', (from, to) => {
    expect(run(from)).toBe(to);
  });

  test.each(['/', '/docs/overview/', '/search/', '/docs/sdk/components/bp-sdk-index-list/'])(
    '%s stays where it is',
    (path) => {
      expect(run(path)).toBeNull();
    },
  );
});

describe('announcement reset script', () => {
  function run(stored: Record<string, string>, id: string) {
    const store = new Map(Object.entries(stored));
    const localStorage = {getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v)};
    new Function('window', announcementResetScript(id))({localStorage});
    return Object.fromEntries(store);
  }

  test('a dismissal of another announcement is forgotten; one of this announcement is kept', () => {
    expect(run({'docusaurus.announcement.id': 'old', 'docusaurus.announcement.dismiss': 'true'}, 'new')['docusaurus.announcement.dismiss']).toBe('false');
    expect(run({'docusaurus.announcement.id': 'new', 'docusaurus.announcement.dismiss': 'true'}, 'new')['docusaurus.announcement.dismiss']).toBe('true');
  });

  test('the plugin puts both scripts in the head, the reset only when there is an announcement', () => {
    const tags = (themeConfig: object) =>
      (headScriptsPlugin({siteConfig: {baseUrl: '/', themeConfig}} as never).injectHtmlTags!({content: undefined}) as {headTags: Array<{innerHTML: string}>}).headTags.map((t) => t.innerHTML);
    expect(tags({})).toEqual([canonicalRedirectScript('/')]);
    expect(tags({announcementBar: {id: 'a1'}})).toEqual([canonicalRedirectScript('/'), announcementResetScript('a1')]);
  });
});
