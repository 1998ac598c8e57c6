/**
 * Page feedback helpers: events reach gtag or dataLayer, never throw, and the
 * issue link names the page.
 */
import {describe, expect, it} from 'vitest';
import {identity} from '../../../../site/identity';
import {recordFeedback, reportIssueUrl} from '../feedback';

describe('recordFeedback', () => {
  it('calls gtag when the analytics stub is there', () => {
    const calls: unknown[][] = [];
    const ok = recordFeedback('page_feedback', {page_path: '/docs/overview/', answer: 'yes'}, {gtag: (...a) => calls.push(a)});
    expect(ok).toBe(true);
    expect(calls).toEqual([['event', 'page_feedback', {page_path: '/docs/overview/', answer: 'yes'}]]);
  });

  it('pushes onto dataLayer without gtag, creating it if needed', () => {
    const win: {dataLayer?: unknown[]} = {};
    recordFeedback('page_feedback_reason', {page_path: '/docs/ip_ranges/', answer: 'no', reason: 'No IPv6 list.'}, win);
    expect(win.dataLayer).toEqual([{event: 'page_feedback_reason', page_path: '/docs/ip_ranges/', answer: 'no', reason: 'No IPv6 list.'}]);
  });

  it('never throws when analytics is broken, and does nothing without a window', () => {
    const broken = {
      gtag: () => {
        throw new Error('blocked');
      },
    };
    expect(recordFeedback('page_feedback', {page_path: '/', answer: 'no'}, broken)).toBe(false);
    expect(recordFeedback('page_feedback', {page_path: '/', answer: 'no'}, undefined)).toBe(false);
  });
});

describe('reportIssueUrl', () => {
  it('opens a new issue on the repository with the page in title and body', () => {
    const href = reportIssueUrl(identity.repository.newIssueUrl, {
      title: 'Securing webhooks',
      url: `${identity.siteUrl}/docs/webhooks/wh_securing/`,
      source: '@site/docs/webhooks/wh_securing.mdx',
    });
    const url = new URL(href);
    expect(`${url.origin}${url.pathname}`).toBe(identity.repository.newIssueUrl);
    expect(url.hostname.endsWith(identity.domain)).toBe(true);
    expect(url.searchParams.get('title')).toBe('Docs: Securing webhooks');
    expect(url.searchParams.get('body')).toContain(`Page: ${identity.siteUrl}/docs/webhooks/wh_securing/`);
    expect(url.searchParams.get('body')).toContain('Source: docs/webhooks/wh_securing.mdx');
  });
});
