/**
 * Pages (and the OpenAPI document's examples) tell the world's story: no
 * example dated after the sandbox's now, respond_by = sent + the real-time
 * window, a bind names a bound request, tokens have the platform's opaque
 * form, one phone one business, company numbers from the world. Each rule is
 * also run on a broken text to show that it catches it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {accessTokenFormat, applicationForms, exchangeForms, isAccessToken, prospects, readerVariable} from '../../../src/data/world';
import {worldSeed} from '../../../src/mock/seed';
import {boundProblems, codeBlocks, companyProblems, datesAfter, phoneConflicts, phonePairs, respondByProblems, tokenProblems} from './page-facts';
import {ROOT, doc} from './openapi';

function pageFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? pageFiles(full) : /\.mdx?$/.test(e.name) ? [full] : [];
  });
}
const pages = pageFiles(path.join(ROOT, 'docs')).map((full) => ({file: path.relative(ROOT, full), text: fs.readFileSync(full, 'utf8')}));
const openapiFile = 'src/data/openapi/bindpoint.openapi.yaml';
const openapiText = fs.readFileSync(path.join(ROOT, openapiFile), 'utf8');
const clockStart = worldSeed().clock_start!;

const worldPhones = [
  ...exchangeForms.map((x) => ({phone: x.phone, business: x.businessName, where: `world Exchange form ${x.id}`})),
  ...prospects.map((p) => ({phone: p.phone, business: p.businessName, where: `world prospect ${p.leadId}`})),
  ...applicationForms.flatMap((f) => {
    const phone = f.answers.find((a) => a.code === 'mqs_phone')?.answer;
    return typeof phone === 'string' ? [{phone, business: f.businessName, where: `world form ${f.referenceId}`}] : [];
  }),
];

describe('pages tell the world story', () => {
  test('no example is dated after the sandbox\'s now (the world\'s clock_start), on a page or in the OpenAPI document', () => {
    expect([...pages, {file: openapiFile, text: openapiText}].flatMap((p) => datesAfter(p.text, p.file, clockStart))).toEqual([]);
  });

  test('respond_by is the request\'s sent time + the real-time window', () => {
    expect(pages.flatMap((p) => respondByProblems(p.text, p.file))).toEqual([]);
  });

  test('a page binds only a quote request the world bound', () => {
    expect(pages.flatMap((p) => boundProblems(p.text, p.file))).toEqual([]);
  });

  test('access tokens: the world example has the mock\'s opaque form, and pages and the OpenAPI examples show it', () => {
    expect(isAccessToken(readerVariable('BP_TOKEN').sandbox, 'sandbox')).toBe(true);
    expect(accessTokenFormat.prefix.sandbox).not.toBe(accessTokenFormat.prefix.production);
    expect([...pages.flatMap((p) => tokenProblems(p.text, p.file)), ...tokenProblems(openapiText, openapiFile)]).toEqual([]);
  });

  test('one phone, one business across the pages\' examples and the world', () => {
    expect(phoneConflicts([...worldPhones, ...pages.flatMap((p) => phonePairs(p.text, p.file))])).toEqual([]);
  });

  test('company numbers in the examples are the world\'s company data', () => {
    const fromPages = pages.flatMap((p) =>
      codeBlocks(p.text).flatMap((b) => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(b.body);
        } catch {
          return [];
        }
        return companyProblems(parsed, `${p.file}:${b.line}`);
      }),
    );
    expect([...fromPages, ...companyProblems(doc, openapiFile)]).toEqual([]);
  });
});

describe('each page rule catches a page that breaks it', () => {
  test('a date after clock_start', () => {
    expect(datesAfter('"created_at": "2026-11-29T16:02:51Z"\nconfirmed on 2026-11-29.', 'p.mdx', '2026-11-26T15:12:09Z')).toHaveLength(2);
  });
  test('a respond_by that is not sent + the window', () => {
    const text = '```json\n{\n  "quote_number": "Q-20261125-00413",\n  "respond_by": "2026-11-25T18:05:14Z"\n}\n```\n';
    expect(respondByProblems(text, 'p.mdx').join()).toContain('p.mdx:4: respond_by of Q-20261125-00413 is 2026-11-25T18:05:14Z, but the world sent it so that respond_by is 2026-11-25T18:03:42Z');
  });
  test('binding a request that timed out', () => {
    expect(boundProblems('logs `Bound Q-20261125-00414 for K7M-4QP-2ZD`', 'p.mdx').join()).toContain('binds Q-20261125-00414, which the world ends timed_out');
  });
  test('a JWT-like token', () => {
    expect(tokenProblems('  "access_token": "eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiI4ZTFkNWMyYSJ9.Zm9yLWRvY3Mtb25seQ",', 'p.mdx')).toHaveLength(1);
  });
  test('a phone given to two businesses', () => {
    const page = '```json\n{"answer_values": [\n{"code": "mqs_business_name", "answer": "Lone Star Plumbing LLC"},\n{"code": "mqs_phone", "answer": "5125550142"}\n]}\n```\n';
    expect(phoneConflicts([...worldPhones, ...phonePairs(page, 'p.mdx')]).join()).toMatch(/p\.mdx:2: phone 5125550142 is given to Lone Star Plumbing LLC, but world .* gives it to Ridgeline Landscaping LLC/);
  });
  test('a company report with another company\'s numbers', () => {
    expect(companyProblems({data: {legal_name: 'Whitfield Bakery LLC', employee_count: 14, annual_revenue: 1250000}}, 'x').join('\n')).toMatch(/employee_count: 14, but the world's Whitfield Bakery LLC has 11[\s\S]*annual_revenue: 1250000/);
  });
});
