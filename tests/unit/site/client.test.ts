import {describe, expect, test, vi} from 'vitest';
import {withPageViewFields} from '../../../src/plugins/client/analytics';
import {canonicalRedirectScript} from '../../../src/plugins/site-plugin';

describe('analytics page views', () => {
  test('a bare page_view gets title, location and path', () => {
    const gtag = vi.fn();
    const doc = {title: 'IP ranges | BindPoint Developers'} as Document;
    const loc = new URL('https://developers.bindpoint.example/docs/ip_ranges/?a=1#b') as unknown as Location;
    withPageViewFields(gtag, doc, loc)('event', 'page_view');
    expect(gtag).toHaveBeenCalledWith('event', 'page_view', {
      page_title: 'IP ranges | BindPoint Developers',
      page_location: 'https://developers.bindpoint.example/docs/ip_ranges/?a=1#b',
      page_path: '/docs/ip_ranges/?a=1#b',
    });
  });

  test('other calls pass through unchanged', () => {
    const gtag = vi.fn();
    withPageViewFields(gtag, {title: 't'} as Document, new URL('https://x.example/') as unknown as Location)(
      'set',
      'page_path',
      '/x/',
    );
    expect(gtag).toHaveBeenCalledWith('set', 'page_path', '/x/');
  });
});

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
