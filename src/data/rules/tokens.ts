/**
 * `{{rule:...}}`: how a page states what the platform answers, rendered from
 * the rules like `{{fact:name}}` renders a fact. It works wherever fact tokens
 * work (prose, tables, inline code, code blocks, admonitions, links, JSX
 * attributes, front matter), in the twins, llms.txt and the search index,
 * because the same remark plugin renders it (src/plugins/remark-identity).
 *
 *   {{rule:cloneApplicationForm.already_lent}}          409 `already_lent`   (prose: the code as inline code)
 *   {{rule:createDisposition.invalid_transition}}       422 `validation_failed` (`invalid_transition`)
 *   {{rule:cloneApplicationForm.already_lent.status}}   409
 *   {{rule:cloneApplicationForm.already_lent.code}}     already_lent
 *   {{rule:invalid_json}}                               400 `invalid_request`  (a shared situation: every operation it applies to)
 *   {{rule:rate_limited.headers}}                       `Retry-After`, `X-RateLimit-Limit`, `X-RateLimit-Remaining`, `X-RateLimit-Reset`
 *   {{rule:rateLimitHeaders}}                           `X-RateLimit-Limit`, `X-RateLimit-Remaining` and `X-RateLimit-Reset` (every answer of a limited API)
 *
 * In inline code, code blocks, attributes and front matter the backticks are
 * left out ("409 already_lent"). An unknown operation or situation fails the
 * build with the ones that exist.
 */
import {RATE_LIMIT_HEADERS} from './apis';
import {SHARED} from './shared';
import {ruleText} from './text';
import {situation, type Rules} from './index';
import type {Situation} from './types';

const PART = String.raw`(?:\.(?:status|code|headers))?`;

/** The name part of a rule token (after `{{`), as the token regular expressions of the remark plugin read it. */
export const RULE_NAME = String.raw`rule:(?:rateLimitHeaders|[a-z][a-z0-9_]*${PART}|[A-Za-z][A-Za-z0-9]*\.[a-z][a-z0-9_]*${PART})`;

const list = (names: readonly string[], markdown: boolean, last = ', ') => {
  const shown = names.map((n) => (markdown ? `\`${n}\`` : n));
  return shown.length > 1 ? `${shown.slice(0, -1).join(', ')}${last}${shown.at(-1)}` : shown.join('');
};

function render(s: Pick<Situation, 'status' | 'code' | 'detail' | 'headers'>, part: string | undefined, name: string, where: string): {markdown: string; plain: string} {
  if (part === 'status') return {markdown: String(s.status), plain: String(s.status)};
  if (part === 'code') return {markdown: s.code, plain: s.code};
  if (part === 'headers') {
    if (!s.headers?.length) throw new Error(`Rule token {{${name}}} in ${where}: the situation names no headers`);
    return {markdown: list(s.headers, true), plain: list(s.headers, false)};
  }
  return {markdown: ruleText(s, true), plain: ruleText(s, false)};
}

/** What a rule token renders: Markdown (prose) and plain text (code, attributes, front matter). */
export function renderRule(rules: Rules, name: string, where = 'content'): {markdown: string; plain: string} {
  if (name === 'rule:rateLimitHeaders') return {markdown: list(RATE_LIMIT_HEADERS, true, ' and '), plain: list(RATE_LIMIT_HEADERS, false, ' and ')};
  const shared = /^rule:([a-z][a-z0-9_]*)(?:\.(status|code|headers))?$/.exec(name);
  if (shared) {
    const s = SHARED[shared[1]!];
    if (!s) throw new Error(`Unknown rule token {{${name}}} in ${where}: ${shared[1]} is no shared situation (src/data/rules/shared.ts: ${Object.keys(SHARED).join(', ')}); an operation's own is {{rule:operationId.situation}}`);
    return render(s, shared[2], name, where);
  }
  const m = /^rule:([A-Za-z][A-Za-z0-9]*)\.([a-z][a-z0-9_]*)(?:\.(status|code|headers))?$/.exec(name);
  if (!m) throw new Error(`Malformed rule token {{${name}}} in ${where}: write {{rule:operationId.situation}} (or .status, .code, .headers), {{rule:sharedSituation}} or {{rule:rateLimitHeaders}}`);
  const [, operationId, id, part] = m;
  let s;
  try {
    s = situation(rules, operationId!, id!);
  } catch (error) {
    const known = rules.situations.has(operationId!) ? '' : ` Operations: ${[...rules.situations.keys()].join(', ')}.`;
    throw new Error(`Unknown rule token {{${name}}} in ${where}: ${(error as Error).message}.${known}`);
  }
  return render(s, part, name, where);
}

/** The token that states a situation: the operation's own, or the shared one's without an operation. */
export function ruleToken(s: {operationId: string; id: string; shared: boolean}, withOperation = !s.shared): string {
  return withOperation ? `{{rule:${s.operationId}.${s.id}}}` : `{{rule:${s.id}}}`;
}
