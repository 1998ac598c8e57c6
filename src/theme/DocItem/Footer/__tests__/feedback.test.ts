/**
 * Page feedback helpers: events reach gtag or dataLayer, never throw, and the
 * issue link names the page.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {identity} from '../../../../site/identity';
import {DOCS_ISSUE_FORM, recordFeedback, reportIssueUrl} from '../feedback';

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
  it('opens the repository\'s documentation issue form with the page in title and page field', () => {
    const href = reportIssueUrl(identity.repository.newIssueUrl, {
      title: 'Securing webhooks',
      url: `${identity.siteUrl}/docs/webhooks/wh_securing/`,
      source: '@site/docs/webhooks/wh_securing.mdx',
    });
    const url = new URL(href);
    expect(`${url.origin}${url.pathname}`).toBe(identity.repository.newIssueUrl);
    expect(url.hostname.endsWith(identity.domain)).toBe(true);
    expect(url.searchParams.get('template')).toBe(DOCS_ISSUE_FORM);
    expect(url.searchParams.get('title')).toBe('Docs: Securing webhooks');
    expect(url.searchParams.get('page')).toBe('docs/webhooks/wh_securing.mdx');
  });

  it('names the page by its address when it has no source file', () => {
    const url = new URL(reportIssueUrl(identity.repository.newIssueUrl, {title: 'Search', url: `${identity.siteUrl}/search/`}));
    expect(url.searchParams.get('page')).toBe(`${identity.siteUrl}/search/`);
  });

  it('the form exists, with the fields the link fills and the questions it no longer carries', () => {
    const form = fs.readFileSync(path.resolve(__dirname, '../../../../../.github/ISSUE_TEMPLATE', DOCS_ISSUE_FORM), 'utf8');
    expect(form).toMatch(/^title: 'Docs: '$/m);
    for (const id of ['page', 'problem', 'expected']) expect(form).toMatch(new RegExp(`^ {4}id: ${id}$`, 'm'));
    expect(form).toContain('label: What is wrong or missing');
  });
});
