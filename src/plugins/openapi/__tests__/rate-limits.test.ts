/**
 * Every operation's `429` is its own API's: an API with a rate limit in
 * `x-facts` (`rateLimit<Api>PerMinute`, the API picked by the fact's `hosts`
 * in src/site/fact-subjects.ts) documents a 429 whose example message writes
 * that fact's token and names that API, and an API without one
 * (the Webhooks API) documents no 429.
 *
 * Why: all operations once shared one 429 response whose example said
 * "Rate limit of {{fact:rateLimitPartnerPerMinute}} requests per minute", so
 * the Leads API, Insurance Intelligence, Carrier API and Webhooks API pages
 * showed the Partner API's 600 next to the API overview's 300, 120 and 60 (and
 * no limit at all for webhooks). The value was rendered from a fact, so the
 * claims check saw nothing wrong: the fact was the wrong one for the page.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {parse} from 'yaml';
import {tokens} from '../../../site/identity';
import {FACT_SUBJECTS} from '../../../site/fact-subjects';

type Json = Record<string, any>;

const source = fs.readFileSync(path.resolve(__dirname, '../../../data/openapi/bindpoint.openapi.yaml'), 'utf8');
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** The identity tokens an operation's first server (with its path, for the token URL) stands for. */
function hostTokens(server: string, urlPath: string): string[] {
  const name = /^\{\{(\w+?)(?:Sandbox)?\}\}$/.exec(server)?.[1];
  if (!name || !(name in tokens)) return [];
  const url = tokens[name as keyof typeof tokens];
  return Object.entries(tokens).filter(([, value]) => value === url || value === url + urlPath).map(([key]) => key);
}

/** The rate-limit facts, each with the hosts it covers (fact-subjects.ts). */
const RATE_FACTS = Object.entries(FACT_SUBJECTS)
  .filter(([name]) => /^rateLimit\w+PerMinute$/.test(name))
  .map(([name, subject]) => ({name, hosts: subject.hosts ?? []}));

/** The API name an example message must say, from the fact's first subject name ("Partner API", "token endpoint"). */
function apiWords(fact: string): string {
  return String(FACT_SUBJECTS[fact]!.names![0]).replace(/\(\?:endpoint\|URL\)/, 'endpoint');
}

export interface RateLimitProblem {
  operationId: string;
  problem: string;
}

/** What is wrong with the 429 responses of a document (its YAML source, tokens unreplaced). */
export function rateLimitProblems(yamlSource: string): RateLimitProblem[] {
  const doc = parse(yamlSource) as Json;
  const problems: RateLimitProblem[] = [];
  const resolve = (node: Json | undefined): Json | undefined => {
    if (!node?.$ref) return node;
    const [, , kind, name] = String(node.$ref).split('/');
    return doc.components?.[kind!]?.[name!];
  };
  for (const [urlPath, item] of Object.entries<Json>(doc.paths ?? {})) {
    const server = (item.servers ?? doc.servers)[0].url as string;
    const hosts = hostTokens(server, urlPath);
    const fact = RATE_FACTS.find((f) => f.hosts.some((h) => hosts.includes(h)))?.name;
    for (const method of METHODS) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const limited = resolve(op.responses?.['429']);
      if (!fact) {
        if (limited) problems.push({operationId: op.operationId, problem: `documents a 429, but its API (${server}) has no rateLimit…PerMinute fact in x-facts: remove the 429, or add the fact (and the mock's limit)`});
        continue;
      }
      if (!limited) {
        problems.push({operationId: op.operationId, problem: `documents no 429, but its API is limited by ${fact}`});
        continue;
      }
      // The example messages say the limit (the description stays generic: every API page carries it, and its bytes count).
      const texts = Object.values<Json>(limited.content?.['application/json']?.examples ?? {}).map((e) => String(e.value?.error?.message ?? ''));
      if (!texts.length) problems.push({operationId: op.operationId, problem: 'its 429 has no example message stating the limit'});
      for (const text of texts) {
        const named = [...text.matchAll(/\{\{fact:(rateLimit\w+PerMinute)\}\}/g)].map((m) => m[1]);
        if (named.some((n) => n !== fact) || !named.length) {
          problems.push({operationId: op.operationId, problem: `its 429 says "${text}": write {{fact:${fact}}}, the limit of its own API`});
        } else if (!new RegExp(apiWords(fact), 'i').test(text)) {
          problems.push({operationId: op.operationId, problem: `its 429 says "${text}" without naming its API (${apiWords(fact)})`});
        }
      }
    }
  }
  return problems;
}

describe('429 responses', () => {
  test('every rate-limit fact covers a host of the identity module', () => {
    expect(RATE_FACTS.length).toBeGreaterThanOrEqual(5);
    for (const f of RATE_FACTS) expect(f.hosts.every((h) => h in tokens), f.name).toBe(true);
  });

  test("each operation's 429 states its own API's limit, and an API without a limit documents none", () => {
    expect(rateLimitProblems(source)).toEqual([]);
  });

  test('the check is real: the shared Partner API 429 on a Leads API operation, and a 429 on the Webhooks API, are found', () => {
    const leadsWrong = source.replace(
      /(operationId: getCoverageTypes[\s\S]*?'429':\n\s+\$ref: '#\/components\/responses\/)TooManyRequestsLeads'/,
      "$1TooManyRequests'",
    );
    expect(leadsWrong).not.toBe(source);
    expect(rateLimitProblems(leadsWrong)).toEqual([
      expect.objectContaining({operationId: 'getCoverageTypes', problem: expect.stringContaining('{{fact:rateLimitLeadsPerMinute}}')}),
    ]);
    const hooksWrong = source.replace(
      /(operationId: listHooks[\s\S]*?responses:\n)/,
      "$1        '429':\n          $ref: '#/components/responses/TooManyRequests'\n",
    );
    expect(rateLimitProblems(hooksWrong)).toEqual([expect.objectContaining({operationId: 'listHooks', problem: expect.stringContaining('no rateLimit')})]);
  });
});
