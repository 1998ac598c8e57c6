/**
 * Status promises in the prose around a sample: "A `201 Created` response
 * returns the hook", "A successful call answers `201 Created`", "expect a
 * 401", "→ 422 duplicate_prospect", "The third call should answer `401`".
 *
 * A promise is read from the first paragraph after the block (after its
 * `<Tabs>` when it sits in one) and from the sentence right before it when
 * that sentence introduces the block (ends with a colon). Sentences that
 * state a condition ("When a call answers 401...", "Without the header the
 * route answers 403", "the same command again answers 200") or that speak of
 * the reader's own server ("your endpoint must answer 200") are not promises
 * about this block's requests.
 */
import {pathTemplateSource} from '../../src/site/regexp';

export interface StatusPromise {
  /** Statuses any one of which keeps the promise. */
  statuses: number[];
  /** The platform's error code the sentence names with the status (`duplicate_prospect`). */
  code?: string;
  /** Which request: the last one, an ordinal (0-based), or the one with this method and path. */
  target: {kind: 'last'} | {kind: 'index'; index: number} | {kind: 'route'; method: string; path: string};
  /** The sentence, as written (tokens replaced). */
  sentence: string;
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

const STATUS = '`?([1-5]\\d\\d)(?:\\s+[A-Z][A-Za-z-]*(?:\\s+[A-Z][A-Za-z-]*)*)?`?';
const ALTERNATIVES = `${STATUS}(?:\\s*(?:,|or|and)\\s*(?:an?\\s+)?${STATUS})*`;
/** Verb forms that promise a status. */
const VERB = '(?:[Aa]nswers?|[Rr]eturns?|[Rr]esponds?\\s+with|[Gg]ets?|[Cc]omes?\\s+back\\s+with|[Ff]ails?\\s+with|is\\s+refused\\s+with|[Ee]xpect(?:s|ed)?|should\\s+(?:answer|return|get)|must\\s+(?:answer|return)|→|->)';
// Not case-insensitive: a status's reason phrase is capitalised (`201 Created`), an error code is not.
const PROMISE = new RegExp(`${VERB}\\s+(?:(?:with|a|an|the|status)\\s+)*${ALTERNATIVES}`);
/** "A `201 Created` response returns...", "A `200` with ... means...". */
const LEADING = new RegExp(`^(?:An?|The)\\s+${ALTERNATIVES}\\s+(?:response|carries|means|with|is|confirms|answer)`);
/** "(a `400` or `422` for the empty body is expected)". */
const EXPECTED = new RegExp(`(?:[Aa]n?\\s+)?${ALTERNATIVES}[^.()]{0,60}\\bis\\s+expected`);

/** "**What you should see:** ..." describes the app a tutorial builds, not one request. */
const APP_OUTCOME = /what you should see/i;
const CONDITIONAL = /\b(if|when|whenever|unless|until|after|once|otherwise|without|instead|again|every call with|on an?y?\s+`?\d{3}|revoked|expired|in production)\b/i;
const READER_SERVER = /\byour\s+(?:own\s+)?(?:endpoint|route|server|receiver|back end|handler|app|code|verifier|signature check)\b/i;

/**
 * Ties a promise to the block's own requests (in the order its text makes
 * them): an ordinal becomes the method and path of that request, and a
 * promise about a request that does not go to the platform (the reader's own
 * endpoint or route) is no promise about this block.
 */
export function resolvePromise(
  promise: StatusPromise | undefined,
  textual: Array<{method: string; url: string; platform: boolean}>,
): StatusPromise | undefined {
  if (!promise) return undefined;
  // A variable, or an example id the extractor put in for one, is any segment.
  const pathOf = (url: string) =>
    url
      .replace(/^[a-z]+:\/\/[^/]*/, '')
      .replace(/\?.*$/, '')
      .replace(/\{[^}]*\}/g, '{x}')
      .replace(/\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?=\/|$)/gi, '/{x}');
  const {target} = promise;
  if (target.kind === 'index') {
    const request = textual[target.index];
    if (!request?.platform) return undefined;
    return {...promise, target: {kind: 'route', method: request.method, path: pathOf(request.url)}};
  }
  if (target.kind === 'route') {
    const named = new RegExp(`^${pathTemplateSource(target.path)}/?$`);
    const ours = textual.some((r) => r.platform && r.method === target.method && (named.test(pathOf(r.url)) || pathOf(r.url) === target.path));
    return ours ? promise : undefined;
  }
  return promise;
}

/** Splits prose into sentences (keeps a trailing colon). */
export function sentences(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.:!?])\s+(?=[A-Z`(0-9→])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

function statusesIn(text: string): number[] {
  return [...text.matchAll(/\b([1-5]\d\d)\b/g)].map((m) => Number(m[1]));
}

/** The promise a single sentence makes, if any. */
export function promiseOf(sentence: string): StatusPromise | undefined {
  if (APP_OUTCOME.test(sentence)) return undefined;
  if (CONDITIONAL.test(sentence) && !/\bis\s+expected\b/.test(sentence)) return undefined;
  const match = PROMISE.exec(sentence) ?? LEADING.exec(sentence) ?? EXPECTED.exec(sentence);
  if (!match) return undefined;
  // The reader's server is the subject (the parenthesis "(a 400 ... is expected)" speaks of the platform's answer).
  const subject = sentence.slice(0, match.index);
  if (READER_SERVER.test(subject) && !EXPECTED.test(sentence)) return undefined;
  const statuses = [...new Set(statusesIn(match[0]))];
  if (!statuses.length) return undefined;
  const rest = sentence.slice(match.index + match[0].length);
  const code = rest.match(/^\s*(?:with\s+)?(?:error\s+)?(?:code\s+)?`?([a-z]+(?:_[a-z]+)+)`?/)?.[1];
  const ordinal = subject.match(new RegExp(`\\bthe\\s+(${ORDINALS.join('|')}|last)\\s+(?:call|request|command|curl)`, 'i'));
  const route = subject.match(/`(GET|POST|PUT|PATCH|DELETE)\s+(\/[^`\s]*)`/);
  const target: StatusPromise['target'] = route
    ? {kind: 'route', method: route[1]!, path: route[2]!}
    : ordinal && ordinal[1]!.toLowerCase() !== 'last'
      ? {kind: 'index', index: ORDINALS.indexOf(ordinal[1]!.toLowerCase())}
      : {kind: 'last'};
  return {statuses, code, target, sentence};
}

/**
 * The promise the prose around a block makes: the first promising sentence
 * of the paragraph after it, else the introducing sentence before it. When
 * the paragraph after the block introduces the next runnable block (its last
 * sentence ends with a colon), that sentence belongs to the next block.
 */
export function findPromise(before: string, after: string, afterIntroducesNext = false): StatusPromise | undefined {
  const following = sentences(after);
  if (afterIntroducesNext && /:$/.test(following[following.length - 1] ?? '')) following.pop();
  for (const sentence of following) {
    const promise = promiseOf(sentence);
    if (promise) return promise;
  }
  const intro = sentences(before).pop();
  if (intro && /:$/.test(intro)) return promiseOf(intro);
  return undefined;
}
