/**
 * The claims check over the whole site, as `npm test` and
 * `npm run check:content` run it: every sentence (sources.ts), the facts of
 * both homes (src/site/fact-tokens.ts), the header names and error codes of
 * the OpenAPI document, and the API host of each operation.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {tokens} from '../../../src/site/identity';
import {loadDocument} from '../../../src/plugins/openapi/document';
import {allFacts, OPENAPI_SOURCE} from '../../../src/site/fact-tokens';
import {FACT_SUBJECTS} from '../../../src/site/fact-subjects';
import {restatedDurations} from './beside';
import {checkClaims, type CheckOptions, type Finding} from './claims';
import {checkRules} from './rules';
import {checkSituations, situationIndex} from './situations';
import {siteUnits, type Site} from './sources';
import type {Unit} from './text';

type Json = Record<string, any>;

export const ROOT = path.resolve(__dirname, '../../..');

/** operationId -> the identity token of its first server (partnerApi, leadsApi, ...). */
export function operationHosts(raw: Json): Map<string, string> {
  const hosts = new Map<string, string>();
  for (const item of Object.values<Json>(raw.paths ?? {})) {
    for (const op of Object.values<Json>(item)) {
      if (!op?.operationId) continue;
      const url: string = (op.servers ?? item.servers ?? raw.servers)?.[0]?.url ?? '';
      const token = /\{\{(\w+?)(?:Sandbox)?\}\}/.exec(url)?.[1];
      if (token) hosts.set(op.operationId, token === 'authHost' ? 'tokenUrl' : token);
    }
  }
  return hosts;
}

export interface SiteCheck {
  site: Site;
  findings: Finding[];
  /** Every claim read (fact, stated value), for the tests that prove the check reads the site. */
  claims: Array<{unit: Unit; fact: string; stated: string}>;
  facts: Record<string, string | number>;
  /** The options the check ran with (to run it again on a changed sentence). */
  options: CheckOptions;
}

/**
 * Where a sentence can write `{{fact:name}}`: an MDX page, its front matter included (the site's
 * `markdown.parseFrontMatter`, src/plugins/remark-identity/front-matter.ts, renders title,
 * description and keywords like the body), and the OpenAPI document. The other sources
 * (changelogs, the SDK's and the webhook catalogue's JSON, question sets) are records of their
 * own that keep the values they state.
 */
export function writesTokens(unit: Unit): boolean {
  if (unit.file === 'src/data/openapi/bindpoint.openapi.yaml') return true;
  return unit.file.startsWith('docs/') && unit.file.endsWith('.mdx');
}

export function checkSite(site: Site = siteUnits()): SiteCheck {
  const source = fs.readFileSync(OPENAPI_SOURCE, 'utf8');
  // The document as written: tokens in place (the hosts' names), and as read (for its error examples).
  const raw = parse(source) as Json;
  // As the site and the mock read it: tokens replaced, the error responses of the rules (src/data/rules) merged in.
  const doc = loadDocument(source, tokens).doc;
  const facts = allFacts(source);
  const knownHeaders = new Set([...source.matchAll(/\bX-[A-Za-z][A-Za-z0-9-]+/g)].map((m) => m[0]));
  const claims: SiteCheck['claims'] = [];
  const options: CheckOptions = {facts, scopes: site.scopes, knownHeaders, operationHosts: operationHosts(raw), tokensIn: writesTokens};
  const paired = checkClaims(site.units, {...options, trace: (unit, fact, stated) => claims.push({unit, fact, stated})});
  const reported = new Set(paired.map((f) => `${f.file}:${f.line}\0${f.stated}`));
  const findings = [
    ...paired,
    // A duration restated beside a token, which the pairing gave to the token (beside.ts).
    ...restatedDurations(site.units, {...options, subjects: FACT_SUBJECTS}).filter((f) => !reported.has(`${f.file}:${f.line}\0${f.stated}`)),
    ...checkSituations(site.units, situationIndex(doc), {tokensIn: writesTokens}),
    ...checkRules(site.units),
  ].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  return {site, findings, claims, facts, options};
}

