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

/** The repository's issue form for documentation problems (.github/ISSUE_TEMPLATE). */
export const DOCS_ISSUE_FORM = 'docs.yml';

/**
 * A new-issue URL that opens the documentation issue form with its title and
 * its `page` field naming the page: the source file when there is one (what a
 * writer opens), else the page's address. The form asks the rest, so the
 * link, in every page's HTML, stays short.
 */
export function reportIssueUrl(
  newIssueUrl: string,
  page: {title: string; url: string; source?: string},
): string {
  const query = new URLSearchParams({
    template: DOCS_ISSUE_FORM,
    title: `Docs: ${page.title}`,
    page: page.source ? page.source.replace(/^@site\//, '') : page.url,
  });
  return `${newIssueUrl}?${query.toString()}`;
}
