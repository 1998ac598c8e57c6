/**
 * No two pages state different values for the same fact. Each rule finds the
 * sentences that state one fact (a token lifetime, a deadline, a limit, a
 * header name, a retry count...) in every page, the home page and the OpenAPI
 * document's own prose, and compares the value with its one home: the
 * OpenAPI document's `x-facts` or src/site/facts.ts. A page that renders the
 * fact with `{{fact:name}}` cannot disagree; a page that types it must type
 * the same value.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {allFacts} from '../../../src/site/fact-tokens';
import {firstCallSteps} from '../../../src/site/first-call';
import {doc, ROOT, SOURCE} from './openapi';

const facts = allFacts();

function files(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? files(full) : /\.mdx?$/.test(e.name) ? [full] : [];
  });
}

interface Text {
  file: string;
  text: string;
}

const texts: Text[] = [
  ...files(path.join(ROOT, 'docs')).map((f) => ({file: path.relative(ROOT, f), text: fs.readFileSync(f, 'utf8')})),
  {file: 'src/site/first-call.ts', text: firstCallSteps.map((s) => `${s.title}. ${s.text}\n${s.code}`).join('\n')},
  {file: 'src/pages/index.tsx', text: fs.readFileSync(path.join(ROOT, 'src/pages/index.tsx'), 'utf8')},
  {file: 'src/data/openapi/bindpoint.openapi.yaml', text: fs.readFileSync(SOURCE, 'utf8').replace(/^x-facts:[\s\S]*?\n(?=\S)/m, '')},
];

const WORDS: Record<string, number> = {one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12, fifteen: 15, sixty: 60};
const number = (text: string) => WORDS[text.toLowerCase()] ?? Number(text.replace(/,/g, ''));
const N = String.raw`(\d[\d,]*|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|sixty)`;

/** Sentences (or table rows) of a text, with their line numbers. */
function sentences({file, text}: Text): Array<{where: string; sentence: string; before: string}> {
  const out: Array<{where: string; sentence: string; before: string}> = [];
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    const parts = line.split(/(?<=[.!?])\s+(?=[A-Z`*])/);
    parts.forEach((sentence, j) => out.push({where: `${file}:${i + 1}`, sentence, before: parts[j - 1] ?? ''}));
  });
  return out;
}

interface Rule {
  fact: string;
  /** Only these files (a path prefix); all when absent. */
  scope?: RegExp;
  /** Not these files (another fact of the same shape lives there). */
  exclude?: RegExp;
  /** The sentence talks about the fact. */
  about: RegExp;
  /** Captures the stated value (group 1, or several groups compared in order). */
  value: RegExp;
  expected: Array<number | string>;
}

const f = (name: string) => {
  const value = facts[name];
  if (value === undefined) throw new Error(`No fact ${name}`);
  return value;
};

const RULES: Rule[] = [
  {fact: 'tokenLifetimeHours', about: /\b(OAuth|access|bearer)?\s*tokens?\b|expires_in|lifetime/i, value: new RegExp(String.raw`\b${N}[ -]hours?\b`, 'i'), expected: [f('tokenLifetimeHours')]},
  {fact: 'tokenLifetimeSeconds', about: /expires_in|token/i, value: /\b(4\d[,.]?\d{3}|\d{4,6})\s*(?:s\b|seconds)/i, expected: [f('tokenLifetimeSeconds')]},
  // SDK tokens (guest and agent) are a different token with their own expires_in.
  {fact: 'tokenLifetimeSeconds (expires_in)', exclude: /^(docs\/sdk\/|src\/data\/openapi)/, about: /expires_in/, value: /"?expires_in"?`?\s*(?::|is|of|=)?\s*`?(\d[\d,]*)/, expected: [f('tokenLifetimeSeconds')]},
  {fact: 'firstDispositionHours', about: /dispositi/i, value: new RegExp(String.raw`within (${N} hours?|${N} business days?|one business day)`, 'i'), expected: [`${f('firstDispositionHours')} hours`]},
  {fact: 'maxActiveHooks', about: /\bactive\b/i, value: new RegExp(String.raw`(?:at most ${N}\b[^.|]{0,30}\bactive|${N} active (?:hooks|subscriptions))`, 'i'), expected: [f('maxActiveHooks')]},
  {fact: 'hookSecretMinLength/MaxLength', about: /secret/i, value: /(\d+)\s*(?:to|–|-)\s*(\d+) characters/i, expected: [f('hookSecretMinLength'), f('hookSecretMaxLength')]},
  {fact: 'hookSecretMinLength', scope: /^docs\/(webhooks|api\/hook)/, about: /secret/i, value: /at least (\d+) characters/i, expected: [f('hookSecretMinLength')]},
  {fact: 'deliveryRetries', about: /retr/i, value: new RegExp(String.raw`(?:${N} times over about ${N} weeks|up to ${N} retries)`, 'i'), expected: [f('deliveryRetries'), f('deliveryRetryWeeks')]},
  {fact: 'deliveryConnectSeconds', scope: /^docs\/(webhooks|api\/hook|ip_ranges)/, about: /connect/i, value: new RegExp(String.raw`(?:connect\w*|connection)(?:(?!answer)[^.|]){0,60}?within ${N} seconds`, 'i'), expected: [f('deliveryConnectSeconds')]},
  {fact: 'deliveryAnswerSeconds', scope: /^docs\/(webhooks|api\/hook)/, about: /\b(answer|respond|response)/i, value: new RegExp(String.raw`(?:answer|respond)\w*[^.|]{0,30}?within ${N} seconds`, 'i'), expected: [f('deliveryAnswerSeconds')]},
  {fact: 'receiverTimeoutSeconds', scope: /^(docs\/exchange\/receive_side|docs\/api\/receive_|src\/data\/openapi)/, about: /\b(2xx|answer|respond)/i, value: new RegExp(String.raw`within ${N} seconds`, 'i'), expected: [f('receiverTimeoutSeconds')]},
  {fact: 'receiverRetries', scope: /^(docs\/exchange|docs\/api\/receive_)/, about: /retr/i, value: new RegExp(String.raw`(?:retried|retries) (?:up to )?${N} times`, 'i'), expected: [f('receiverRetries')]},
  {fact: 'receiverRetrySchedule', scope: /^(docs\/exchange|docs\/api\/receive_)/, about: /retr/i, value: /after (\d+(?:, \d+)* and \d+ minutes)/i, expected: [f('receiverRetrySchedule')]},
  {fact: 'perPageMax', about: /per_page|page size|per page/i, value: /(?:at most|up to|1 to|maximum(?: of)?) (\d+)/i, expected: [f('perPageMax')]},
  {fact: 'dispositionHistoryMinLength', about: /history/i, value: /(?:at least|≥|minimum of) (\d+) char/i, expected: [f('dispositionHistoryMinLength')]},
  {fact: 'deliveryLogDays', scope: /^docs\/(webhooks|api\/hook)/, about: /\b(log|request)s?\b/i, value: /(?:for|older than) (\d+) days/i, expected: [f('deliveryLogDays')]},
  {fact: 'idempotencyReplayHours', about: /idempoten|repeated request|same key|replay|remembers a key/i, value: new RegExp(String.raw`(?:for|within) ${N} hours`, 'i'), expected: [f('idempotencyReplayHours')]},
  {fact: 'rateLimitTokenPerMinute', about: /token (URL|endpoint)/i, value: /(\d[\d,]*) requests (?:per|a) minute/i, expected: [f('rateLimitTokenPerMinute')]},
  {fact: 'rateLimitPartnerPerMinute', about: /Partner API/, value: /(\d[\d,]*) requests (?:per|a) minute/i, expected: [f('rateLimitPartnerPerMinute')]},
  {fact: 'rateLimitLeadsPerMinute', about: /Leads API|disposition/i, value: /(\d[\d,]*) requests (?:per|a) minute/i, expected: [f('rateLimitLeadsPerMinute')]},
  {fact: 'rateLimitIntelligencePerMinute', scope: /^docs\/(insurance_intelligence|api\/api_overview)/, about: /Intelligence|API key/i, value: /(\d[\d,]*) requests (?:per|a) minute/i, expected: [f('rateLimitIntelligencePerMinute')]},
  {fact: 'rateLimitCarrierPerMinute', about: /Carrier API|market intelligence/i, value: /(\d[\d,]*) requests (?:per|a) minute/i, expected: [f('rateLimitCarrierPerMinute')]},
  {fact: 'phoneUniqueDays', about: /mqs_phone|phone/i, value: /unique[^.|]{0,40}?(\d+) days/i, expected: [f('phoneUniqueDays')]},
  {fact: 'receiverHeader', about: /X-[A-Za-z]+-(Key|Token)\b/, value: /\b(X-(?:Exchange|BindPoint|Bindpoint|Lead|Prospect)-(?:Key|Token))\b/, expected: [f('receiverHeader')]},
];

/** Header names any page may write: every one the OpenAPI document names, plus standard proxy headers. */
const KNOWN_HEADERS = new Set([...fs.readFileSync(SOURCE, 'utf8').matchAll(/\bX-[A-Za-z][A-Za-z0-9-]+/g)].map((m) => m[0]));
for (const standard of ['X-Forwarded-For', 'X-Forwarded-Proto']) KNOWN_HEADERS.add(standard);

describe('every page states each fact with the value of its one home', () => {
  test.each(RULES.map((r) => [r.fact, r]))('%s', (_name, rule) => {
    const mismatches: string[] = [];
    let found = 0;
    for (const text of texts) {
      if (rule.scope && !rule.scope.test(text.file)) continue;
      if (rule.exclude?.test(text.file)) continue;
      for (const {where, sentence, before} of sentences(text)) {
        // The subject may be named in the sentence or in the one before it.
        if (!rule.about.test(sentence) && !rule.about.test(before)) continue;
        for (const match of sentence.matchAll(new RegExp(rule.value.source, rule.value.flags.includes('g') ? rule.value.flags : `${rule.value.flags}g`))) {
          const stated = match.slice(1).filter((v) => v !== undefined);
          if (!stated.length) continue;
          found++;
          const expected = rule.expected.map(String);
          const actual = stated.map((v, i) => (typeof rule.expected[i] === 'number' ? String(number(v)) : v.replace(/\bone business day\b/i, 'one business day')));
          const same = actual.every((v, i) => v.toLowerCase() === (expected[i] ?? expected[0])!.toLowerCase());
          if (!same) mismatches.push(`${where}: "${match[0]}" states ${actual.join(', ')}, the source says ${expected.join(', ')}\n    ${sentence.trim().slice(0, 200)}`);
        }
      }
    }
    expect(mismatches, mismatches.join('\n')).toEqual([]);
    // The rule is alive: the fact is stated literally somewhere, or rendered as a token.
    const tokenised = texts.some((t) => t.text.includes(`{{fact:${rule.fact.split(/[ /]/)[0]}}}`));
    expect(found > 0 || tokenised, `rule ${rule.fact} finds no statement`).toBe(true);
  });

  test('every X- header a page names is one the OpenAPI document defines', () => {
    const unknown: string[] = [];
    for (const {file, text} of texts) {
      text.split('\n').forEach((line, i) => {
        for (const m of line.matchAll(/\bX-[A-Za-z][A-Za-z0-9-]+/g)) {
          if (!KNOWN_HEADERS.has(m[0])) unknown.push(`${file}:${i + 1}: ${m[0]}`);
        }
      });
    }
    expect(unknown, unknown.join('\n')).toEqual([]);
  });

  test('mark_in_progress: pages agree with the default of the OpenAPI document', () => {
    const schema = doc.components.schemas.ApplicationFormCreateRequest.properties.application_form.properties.mark_in_progress;
    const wrong: string[] = [];
    for (const text of texts) {
      for (const {where, sentence} of sentences(text)) {
        if (!/mark_in_progress/.test(sentence)) continue;
        if (schema.default === true && /(created|sent) without `?mark_in_progress/i.test(sentence)) wrong.push(`${where}: ${sentence.trim()}`);
        const stated = sentence.match(/mark_in_progress`?[^.]{0,40}?defaults? (?:to )?`?(true|false)/i);
        if (stated && stated[1] !== String(schema.default)) wrong.push(`${where}: ${sentence.trim()}`);
      }
    }
    expect(wrong, wrong.join('\n')).toEqual([]);
  });

  test('error codes per situation: a page pairs each error code with the status the OpenAPI document answers it with', () => {
    // code -> statuses, from every error example of the document's responses
    const statuses = new Map<string, Set<string>>();
    const visitResponses = (responses: Record<string, any> = {}) => {
      for (const [status, raw] of Object.entries(responses)) {
        const response = raw.$ref ? raw.$ref.slice(2).split('/').reduce((n: any, k: string) => n[k], doc) : raw;
        for (const media of Object.values<any>(response.content ?? {})) {
          for (const example of Object.values<any>(media.examples ?? {})) {
            const code = example.value?.error?.code ?? (typeof example.value?.error === 'string' ? example.value.error : undefined);
            if (code) statuses.set(code, new Set([...(statuses.get(code) ?? []), status]));
          }
        }
      }
    };
    for (const item of Object.values<any>(doc.paths)) {
      for (const op of Object.values<any>(item)) if (op?.responses) visitResponses(op.responses);
    }
    expect(statuses.size).toBeGreaterThan(5);
    const wrong: string[] = [];
    for (const {file, text} of texts) {
      text.split('\n').forEach((line, i) => {
        for (const m of line.matchAll(/`(\d{3})`[^`|]{0,40}(?:\|\s*)?`([a-z]+(?:_[a-z]+)+)`/g)) {
          const known = statuses.get(m[2]!);
          if (known && !known.has(m[1]!)) wrong.push(`${file}:${i + 1}: \`${m[1]}\` with \`${m[2]}\`, the OpenAPI document answers ${m[2]} with ${[...known].join(', ')}`);
        }
      });
    }
    expect(wrong, wrong.join('\n')).toEqual([]);
  });

  test('lists are plain arrays everywhere: no page shows a {"data", "meta"} list envelope', () => {
    const envelopes = texts.filter((t) => /"meta"\s*:\s*\{\s*"page"/.test(t.text)).map((t) => t.file);
    expect(envelopes).toEqual([]);
  });
});
