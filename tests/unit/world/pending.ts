/**
 * Page values the identifier checks reject that the content engineer fixes on
 * the `content` branch (issue 35), each by file and value. A listed value is
 * not reported while it is still on the page; once the page is fixed the entry
 * matches nothing and must go: identifiers.test.ts fails on a stale entry, which
 * would excuse the same mistake put back. A value NOT listed here fails the check.
 */
export interface Pending {
  file: string;
  value: unknown;
  why: string;
}

export const pendingPageValues: Pending[] = [
];

/** Whether a finding (`file:line ...` or `file pointer`) is a pending page value. */
export function isPending(where: string, value: unknown): boolean {
  const file = where.split(/[: ]/)[0];
  return pendingPageValues.some((p) => p.file === file && p.value === value);
}
