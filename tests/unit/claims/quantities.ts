/**
 * The values a sentence states: numbers (digits or words), durations, rates,
 * sizes, ranges and lists of them, HTTP status codes, error codes, header
 * names and `{{fact:name}}` tokens, each with its place in the sentence.
 *
 * Our own parser, not a library: the natural-language number parsers on npm
 * (words-to-numbers, compromise) read "one" in "one token per process" or
 * "a" in "a day" as numbers and know nothing of `X-` headers, status codes
 * or the site's fact tokens; what the claims check needs is a small grammar
 * of how these pages state limits, with each match's offsets.
 */

export type Dimension = 'count' | 'time' | 'months' | 'businessDays' | 'rate' | 'size';

export interface Quantity {
  kind: 'number' | 'header' | 'status' | 'code' | 'token';
  /** Numbers: the dimension of the unit (a bare number is a count). */
  dimension?: Dimension;
  /** Numbers in a base unit: seconds (time), months, requests per minute, bytes, or the count. */
  value?: number;
  /** A range "16 to 128" (low, high) or a list "1, 5 and 30 minutes" (every value). */
  values?: number[];
  shape?: 'single' | 'range' | 'list';
  /** The word after the number ("hours", "characters", "hooks"). */
  unit?: string;
  /** What precedes the number: at most, at least, about, default, within... */
  qualifier?: 'max' | 'min' | 'approx' | 'default' | 'exact';
  /** The duration is an offset from another moment ("five minutes before it expires"). */
  offset?: boolean;
  /** Header name, error code or status (as text); the fact name of a token. */
  text: string;
  fact?: string;
  start: number;
  end: number;
}

const UNITS: Record<string, [Dimension, number]> = {};
const unit = (names: string[], dimension: Dimension, factor: number) => names.forEach((n) => (UNITS[n] = [dimension, factor]));
unit(['s', 'sec', 'secs', 'second', 'seconds'], 'time', 1);
unit(['min', 'mins', 'minute', 'minutes'], 'time', 60);
unit(['h', 'hr', 'hrs', 'hour', 'hours'], 'time', 3600);
unit(['d', 'day', 'days'], 'time', 86400);
unit(['week', 'weeks', 'wk', 'wks'], 'time', 604800);
unit(['month', 'months'], 'months', 1);
unit(['year', 'years', 'yr', 'yrs'], 'months', 12);
unit(['business day', 'business days'], 'businessDays', 1);
unit(['byte', 'bytes', 'B'], 'size', 1);
unit(['KB', 'kB', 'KiB'], 'size', 1024);
unit(['MB', 'MiB'], 'size', 1024 ** 2);
unit(['GB', 'GiB'], 'size', 1024 ** 3);

const SMALL: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18,
  nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
  hundred: 100, thousand: 1000, dozen: 12, once: 1, twice: 2, half: 0.5,
};
const WORD = String.raw`(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:-(?:one|two|three|four|five|six|seven|eight|nine))?|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|a hundred|one hundred|a thousand|a dozen|a|an|half an?|once|twice)`;
const DIGITS = String.raw`(?:\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)`;
const NUM = `(?:${DIGITS}|${WORD})`;
const unitAlternatives = (names: string[]) => names.sort((a, b) => b.length - a.length).map((u) => u.replace(' ', String.raw`\s+`)).join('|');
const UNIT_WORDS = unitAlternatives(Object.keys(UNITS));
/** Units of two letters or more: the ones a number word may take ("five minutes", not "an d"). */
const LONG_UNITS = unitAlternatives(Object.keys(UNITS).filter((u) => u.length > 1));
const RATE = String.raw`(?:requests?|calls?|req)\s*(?:per|a|an|each|every|/)\s*(second|sec|s|minute|min|hour|h)\b|/\s*(second|sec|s|minute|min)\b|\s+rpm\b`;

/** "twenty-five" -> 25, "a" -> 1, "1,000" -> 1000. */
export function parseNumber(text: string): number {
  const t = text.toLowerCase().replace(/\s+/g, ' ').trim();
  if (/^[\d,.]+$/.test(t)) return Number(t.replace(/,/g, ''));
  if (t === 'a' || t === 'an') return 1;
  if (/^half an?$/.test(t)) return 0.5;
  if (/^(a|one) (hundred|thousand|dozen)$/.test(t)) return SMALL[t.split(' ')[1]!]!;
  const [tens, ones] = t.split('-');
  return (SMALL[tens!] ?? NaN) + (ones ? (SMALL[ones] ?? NaN) : 0);
}

const QUALIFIERS: Array<[RegExp, Quantity['qualifier']]> = [
  [/\b(?:at most|up to|no more than|not more than|maximum(?: of)?|max\.?|limit(?:ed)? (?:of|to|is)|not exceed|may not exceed|within|under|below|less than|fewer than|capped at)\s*$/i, 'max'],
  [/\b(?:at least|minimum(?: of)?|min\.?|no less than|more than|over|above|longer than|shorter than|exceeds?)\s*$/i, 'min'],
  [/(?:\babout|\baround|\broughly|\bapproximately|\bsome|~)\s*$/i, 'approx'],
  [/\b(?:defaults? (?:to|of|is)|by default|default of|default:?)\s*$/i, 'default'],
  [/\b(?:exactly|always)\s*$/i, 'exact'],
];

/** Offsets, not amounts of the fact: "five minutes before it expires", "5 minutes early", "fewer than five minutes remain". */
const OFFSET_AFTER = /^\s*(?:before|early|earlier|ago|left|remain|remaining|in advance|ahead of)\b/i;
/** "it expires within 5 minutes": the time left, not the lifetime. */
const OFFSET_BEFORE = /\b(?:expires?|expiring|expiry) (?:with)?in\s*$/i;

/** Numbers that are not amounts: versions, dates, times, ids, ordinals, step numbers, money, percentages. */
const NOT_AN_AMOUNT = [
  /\d+\.\d+\.\d+/g, // versions
  /\b\d{4}-\d{2}-\d{2}(?:T[\d:.]+Z?)?/g, // dates and timestamps
  /\b\d{1,2}:\d{2}(?::\d{2})?\b/g, // times
  /\$\s?[\d,.]+/g, // money
  /\b\d+(?:\.\d+)?\s?%/g, // percentages
  /\b(?:node(?:\.js)?|python|es|http\/|tls|sdk|api|oauth|saml|rfc|iso|utf-|sha|base|port|v)\s?\d+(?:\.\d+)+/gi, // OAuth 2.0, SDK 3.0
  /\b(?:step|part|line|version|v|node(?:\.js)?|python|es|tls|section|page|rfc|iso|utf-|sha|base|port|chapter|phase|option|tier|level)\s?\d[\d.]*/gi,
  /\b\d+(?:st|nd|rd|th)\b/gi, // ordinals
  /\b\d{5,}(?:-\d+)+\b/g, // ids such as 12345-678
  /\b\d+x\d+\b/gi, // dimensions
  /\(\d{3}\)\s?\d{3}-\d{4}|\b\d{3}-\d{3}-\d{4}\b/g, // phone numbers
];

/** Spans that hide what they contain: URLs, identity tokens, paths, identifiers with digits. */
function maskedSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  const add = (re: RegExp) => {
    for (const m of text.matchAll(re)) spans.push([m.index!, m.index! + m[0].length]);
  };
  add(/https?:\/\/\S+/g);
  add(/\{\{\s*[A-Za-z][A-Za-z0-9]*\s*\}\}/g); // identity tokens (fact tokens are read before masking)
  add(/(?:^|\s)\/[\w{}/.:-]*\d[\w{}/.:-]*/g); // paths such as /v4/universal-submit
  add(/\b[A-Za-z_]+\d+[A-Za-z0-9_]*\b/g); // sha256, base64, mqs_street_1, v4
  add(/\b\dxx\b|\b0x[0-9a-f]+\b/gi); // 2xx, 4xx, hex
  for (const re of NOT_AN_AMOUNT) add(re);
  return spans;
}

const inside = (spans: Array<[number, number]>, start: number, end: number) => spans.some(([s, e]) => start < e && end > s);

function qualifierBefore(before: string): Quantity['qualifier'] {
  const tail = before.slice(-40);
  for (const [re, q] of QUALIFIERS) if (re.test(tail)) return q;
  return undefined;
}

function toValue(n: number, unitText: string | undefined): {dimension: Dimension; value: number; unit?: string} {
  const key = unitText?.replace(/\s+/g, ' ');
  const known = key !== undefined ? (UNITS[key] ?? UNITS[key.toLowerCase()]) : undefined;
  if (known) return {dimension: known[0], value: n * known[1], unit: key};
  return {dimension: 'count', value: n, unit: key};
}

const RATE_FACTOR: Record<string, number> = {second: 60, sec: 60, s: 60, minute: 1, min: 1, hour: 1 / 60, h: 1 / 60};

/**
 * Every quantity of a sentence, in order. `facts` maps each fact token name
 * to its value, so `{{fact:name}}` is read as the right value by construction.
 */
export function quantities(text: string, facts: Record<string, string | number> = {}): Quantity[] {
  const out: Quantity[] = [];
  const taken: Array<[number, number]> = [];
  const push = (q: Quantity) => {
    out.push(q);
    taken.push([q.start, q.end]);
  };

  // Fact tokens, with the unit written after them ("{{fact:tokenLifetimeHours}} hours").
  for (const m of text.matchAll(/\{\{\s*fact:([A-Za-z][A-Za-z0-9]*)\s*\}\}(?:[ -](\w+))?/g)) {
    push({kind: 'token', fact: m[1], text: m[0], start: m.index!, end: m.index! + m[0].length, unit: m[2]});
  }
  const masked = maskedSpans(text);
  // Header names and error codes (before numbers: `X-Delivery-Attempt` holds no number to read).
  for (const m of text.matchAll(/\b(?:X-[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*|Retry-After|Idempotency-Key)\b/g)) {
    if (!inside(taken, m.index!, m.index! + m[0].length)) push({kind: 'header', text: m[0], start: m.index!, end: m.index! + m[0].length});
  }
  for (const m of text.matchAll(/`([a-z]+(?:_[a-z]+)+)`/g)) {
    push({kind: 'code', text: m[1]!, start: m.index!, end: m.index! + m[0].length});
  }
  // Status codes: "HTTP 429", "status 429", "`429`", "429 Too Many Requests", "answers 201".
  for (const m of text.matchAll(/(?:\b(?:HTTP|status(?: code)?|answers?(?: with)?|returns?|gets?|fails? with|responds? with)\s+`?|`)([1-5]\d\d)\b`?|\b([1-5]\d\d)(?= (?:[A-Z][a-z]+(?: [A-Z][a-z]+)*|OK)\b)/g)) {
    const start = m.index!;
    if (inside(taken, start, start + m[0].length)) continue;
    push({kind: 'status', text: (m[1] ?? m[2])!, start, end: start + m[0].length});
  }
  const free = (start: number, end: number) => !inside(taken, start, end) && !inside(masked, start, end);

  // Lists: "1, 5 and 30 minutes".
  const LIST = new RegExp(String.raw`\b(${NUM}(?:\s*,\s*${NUM})+,?\s+(?:and|or)\s+${NUM})[ -](${UNIT_WORDS})\b`, 'gi');
  for (const m of text.matchAll(LIST)) {
    const start = m.index!;
    if (!free(start, start + m[0].length)) continue;
    const nums = m[1]!.split(/\s*,\s*|\s+(?:and|or)\s+/).filter(Boolean).map(parseNumber);
    if (nums.some(Number.isNaN)) continue;
    const first = toValue(1, m[2]);
    push({kind: 'number', shape: 'list', dimension: first.dimension, values: nums.map((n) => toValue(n, m[2]).value), unit: first.unit, text: m[0], start, end: start + m[0].length, qualifier: qualifierBefore(text.slice(0, start))});
  }
  // Ranges: "16 to 128 characters", "between 16 and 128", "from 10 MB up to 100 MB", "6-32".
  const RANGE = new RegExp(String.raw`\b(?:between\s+|from\s+)?(${NUM})(?:\s*(${UNIT_WORDS}))?\s*(?:to|and|up to|through|–|-)\s*(${NUM})(?:[ -](${UNIT_WORDS}|[a-z]+))?\b`, 'gi');
  for (const m of text.matchAll(RANGE)) {
    const start = m.index!;
    const end = start + m[0].length;
    if (!free(start, end)) continue;
    const [low, high] = [parseNumber(m[1]!), parseNumber(m[3]!)];
    const joiner = m[0].slice(m[1]!.length + (m[2]?.length ?? 0)).trim();
    // "one and" / "a to" are not ranges; a range needs digits or a "between/from" or both ends in words.
    if (Number.isNaN(low) || Number.isNaN(high) || low >= high) continue;
    if (/^(?:a|an)$/i.test(m[1]!) || /^(?:a|an)$/i.test(m[3]!)) continue;
    if (/^and/i.test(joiner) && !/^between/i.test(m[0])) continue;
    if (/^-/.test(joiner) && !/^\d/.test(m[1]!)) continue;
    const unitText = m[4] ?? m[2];
    const v = toValue(1, unitText);
    push({kind: 'number', shape: 'range', dimension: v.dimension, values: [toValue(low, m[2] ?? unitText).value, toValue(high, unitText).value], unit: v.unit ?? unitText, text: m[0], start, end, qualifier: qualifierBefore(text.slice(0, start))});
  }
  // Rates: "600 requests per minute", "10 calls/second", "600/min".
  const RATES = new RegExp(String.raw`\b(${NUM})\s*(?:${RATE})`, 'gi');
  for (const m of text.matchAll(RATES)) {
    const start = m.index!;
    if (!free(start, start + m[0].length)) continue;
    const n = parseNumber(m[1]!);
    const per = (m[2] ?? m[3] ?? 'minute').toLowerCase();
    if (Number.isNaN(n)) continue;
    push({kind: 'number', shape: 'single', dimension: 'rate', value: n * (RATE_FACTOR[per] ?? 1), unit: 'per minute', text: m[0], start, end: start + m[0].length, qualifier: qualifierBefore(text.slice(0, start))});
  }
  // Single amounts: "12 hours", "12h", "a 12-hour token", "one day", "43,200 s", "10 MB", "ten".
  const SINGLE = new RegExp(String.raw`(?<![\w.,-])(?:(${DIGITS})(?:\s?|-)(${UNIT_WORDS})\b|(${WORD})(?:\s+|-)(${LONG_UNITS})\b|(${NUM})(?=[\s,;:.)!?]|$))`, 'gi');
  for (const m of text.matchAll(SINGLE)) {
    const start = m.index!;
    const end = start + m[0].length;
    if (!free(start, end)) continue;
    const word = (m[1] ?? m[3] ?? m[5])!;
    const unitText = m[2] ?? m[4];
    const qualifier = qualifierBefore(text.slice(0, start));
    // "a"/"an" count only as a span of time after a word that measures one ("valid for an hour", not "a second form");
    // "one" alone only as a limit ("at most one"); "once"/"twice" say how often, not how many.
    if (/^(?:a|an|half an?)$/i.test(word) && (!unitText || UNITS[unitText.toLowerCase()]?.[0] !== 'time' || !/\b(?:for|after|lasts?|last|valid|every|per)\s*$/i.test(text.slice(0, start)))) continue;
    if (/^(?:once|twice)$/i.test(word)) continue;
    if (/^one$/i.test(word) && !unitText && !qualifier) continue;
    const n = parseNumber(word);
    if (Number.isNaN(n)) continue;
    const v = toValue(n, unitText);
    const after = text.slice(end);
    // The word after a bare number: "10 active hooks" -> "active".
    const noun = unitText ? undefined : /^\s*([A-Za-z][A-Za-z-]*)/.exec(after)?.[1];
    push({
      kind: 'number', shape: 'single', dimension: v.dimension, value: v.value, unit: v.unit ?? noun, text: m[0], start, end, qualifier,
      offset: v.dimension === 'time' && (OFFSET_AFTER.test(after) || OFFSET_BEFORE.test(text.slice(Math.max(0, start - 20), start))),
    });
  }
  return out.sort((a, b) => a.start - b.start);
}

/** A fact's own value read with the same grammar ("1, 5 and 30 minutes", "6 to 32 ..."), for comparison. */
export function factQuantity(value: string | number, unitText?: string): Quantity | undefined {
  const text = typeof value === 'number' ? `${value}${unitText ? ` ${unitText}` : ''}` : value;
  return quantities(text).find((q) => q.kind === 'number');
}
