/**
 * Page feedback without a feedback service: each answer is an analytics event.
 *
 * - `page_feedback` {page_path, answer: 'yes' | 'no'} when a reader answers;
 * - `page_feedback_reason` {page_path, answer, reason} when they add a reason
 *   (a separate event, so answers are counted once).
 *
 * Events go through `window.gtag` (set up by the classic preset's gtag
 * plugin) or, without it, straight onto `window.dataLayer`. Nothing here may
 * throw: analytics that is blocked, missing or broken must not break the page.
 */
export type Answer = 'yes' | 'no';

export const REASON_MAX_LENGTH = 300;

type AnalyticsWindow = {gtag?: (...args: unknown[]) => void; dataLayer?: unknown[]};

export function recordFeedback(
  event: 'page_feedback' | 'page_feedback_reason',
  params: {page_path: string; answer: Answer; reason?: string},
  win: AnalyticsWindow | undefined = typeof window === 'undefined' ? undefined : (window as AnalyticsWindow),
): boolean {
  if (!win) return false;
  try {
    if (typeof win.gtag === 'function') {
      win.gtag('event', event, params);
    } else {
      win.dataLayer = Array.isArray(win.dataLayer) ? win.dataLayer : [];
      win.dataLayer.push({event, ...params});
    }
    return true;
  } catch {
    return false;
  }
}

/** A new-issue URL whose title and body name the page. */
export function reportIssueUrl(
  newIssueUrl: string,
  page: {title: string; url: string; source?: string},
): string {
  const body = [
    `Page: ${page.url}`,
    ...(page.source ? [`Source: ${page.source.replace(/^@site\//, '')}`] : []),
    '',
    'What is wrong or missing:',
    '',
    'What you expected:',
    '',
  ].join('\n');
  const query = new URLSearchParams({title: `Docs: ${page.title}`, body});
  return `${newIssueUrl}?${query.toString()}`;
}
