/** The analytics client module: page views carry title, location and path. */
import {describe, expect, test, vi} from 'vitest';
import {withPageViewFields} from '../analytics';

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
