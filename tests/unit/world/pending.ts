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
  {file: 'docs/sdk/sdk_web_components.mdx', value: 'referenceId', why: 'a reference id passed where the application form UUID goes'},
  {file: 'docs/sdk/sdk_analytics.mdx', value: '9c8f3d1e-2b7a-4c55-9e61-0f4a7d2b8c30', why: 'a form the world does not hold; use the story form 3f6c1e0a-8d2b-4c57-9a31-6b0e2f4d9c18'},
  {file: 'docs/exchange/send_side/ss_authentication.mdx', value: '8e1d5c2a-4b7f-4f3e-9c6a-0d2b1a7e5f94', why: "the token's uid is the world's integration user 5e8a1c3f-2b7d-4a96-8f0e-1d3c5b7a9e24"},
];

/** Whether a finding (`file:line ...` or `file pointer`) is a pending page value. */
export function isPending(where: string, value: unknown): boolean {
  const file = where.split(/[: ]/)[0];
  return pendingPageValues.some((p) => p.file === file && p.value === value);
}
