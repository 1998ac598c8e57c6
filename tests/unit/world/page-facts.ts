/**
 * Checks that a page's examples tell the world's story (src/data/world/): each
 * takes a text and its file name and returns the problems it finds, each with
 * file:line, so page-facts.test.ts runs them on every page (and on the OpenAPI
 * document where it holds the same kind of example) and on broken copies.
 */
import {
  companies,
  companyFacts,
  isAccessToken,
  quoteRequests,
  type CompanyData,
} from '../../../src/data/world';
import {respondBy} from '../../../src/data/world/lookup';

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Fenced code blocks with the line their body starts on. */
export function codeBlocks(text: string): Array<{body: string; line: number}> {
  const out: Array<{body: string; line: number}> = [];
  const fence = /^(\s*)(`{3,}|~{3,})[^\n]*\n([\s\S]*?)^\1\2\s*$/gm;
  for (const m of text.matchAll(fence)) out.push({body: m[3]!, line: lineOf(text, m.index!) + 1});
  return out;
}

/** Timestamps, and dates written "on YYYY-MM-DD", after the sandbox's now (the world's clock_start). */
export function datesAfter(text: string, file: string, clockStart: string): string[] {
  const problems: string[] = [];
  for (const m of text.matchAll(/\b(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.\d+)?Z\b/g)) {
    if (`${m[1]}Z` > clockStart) problems.push(`${file}:${lineOf(text, m.index!)}: ${m[0]} is after the sandbox's now (${clockStart}, the world's clock_start)`);
  }
  for (const m of text.matchAll(/\bon (\d{4}-\d{2}-\d{2})\b/g)) {
    if (m[1]! > clockStart.slice(0, 10)) problems.push(`${file}:${lineOf(text, m.index!)}: "${m[0]}" is after the sandbox's now (${clockStart}, the world's clock_start)`);
  }
  return problems;
}

/** A `respond_by` next to a `quote_number` is that request's sent time plus the real-time window. */
export function respondByProblems(text: string, file: string): string[] {
  const problems: string[] = [];
  for (const block of codeBlocks(text)) {
    const number = /"quote_number":\s*"(Q-\d{8}-\d{5})"/.exec(block.body)?.[1];
    const m = /"respond_by":\s*"([^"]+)"/.exec(block.body);
    if (!number || !m) continue;
    const q = quoteRequests.find((x) => x.quoteNumber === number);
    const due = q && respondBy(q);
    const where = `${file}:${block.line + lineOf(block.body, m.index) - 1}`;
    if (!q) problems.push(`${where}: ${number} is not a quote request of the world`);
    else if (m[1] !== due) problems.push(`${where}: respond_by of ${number} is ${m[1]}, but the world sent it so that respond_by is ${due} (sent + the realTimeRespondSeconds fact)`);
  }
  return problems;
}

/** "Bound Q-..." or "Bind ... (quote Q-...)" names a request the world bound. */
export function boundProblems(text: string, file: string): string[] {
  const problems: string[] = [];
  for (const m of text.matchAll(/\b(?:Bound|Bind\b[^`\n]*?\(quote) (Q-\d{8}-\d{5})/g)) {
    const q = quoteRequests.find((x) => x.quoteNumber === m[1]);
    const last = q?.history[q.history.length - 1]?.status;
    if (last !== 'bound') problems.push(`${file}:${lineOf(text, m.index!)}: binds ${m[1]}, which the world ends ${last ?? 'without (unknown)'}, not bound`);
  }
  return problems;
}

/** Every access token a page shows is the world's example (`{{world:accessToken}}`) or has the platform's opaque form. */
export function tokenProblems(text: string, file: string): string[] {
  const problems: string[] = [];
  const shown = /(?:"?access_token"?\s*:\s*"?|Bearer )'?([A-Za-z0-9._~+/=-]{20,}|\{\{world:accessToken\}\})/g;
  for (const m of text.matchAll(shown)) {
    const token = m[1]!;
    if (token === '{{world:accessToken}}') continue;
    if (!isAccessToken(token, 'sandbox') && !isAccessToken(token, 'production')) {
      problems.push(`${file}:${lineOf(text, m.index!)}: access token ${token.slice(0, 16)}... is not the platform's opaque form (bpsbx_/bpprd_ + 40 characters); write {{world:accessToken}}`);
    }
  }
  return problems;
}

/** `mqs_phone` and `mqs_business_name` answers of one code block, as one (phone, business) pair. */
export function phonePairs(text: string, file: string): Array<{phone: string; business: string; where: string}> {
  const answer = (code: string, body: string) =>
    [...body.matchAll(new RegExp(`["']?code["']?\\s*:\\s*["']${code}["']\\s*,\\s*["']?answer["']?\\s*:\\s*["']((?:[^"'\\\\]|'\\\\'')+)["']`, 'g'))].map((m) => m[1]!.replace(/'\\''/g, "'"));
  return codeBlocks(text).flatMap((block) => {
    const phones = answer('mqs_phone', block.body);
    const names = answer('mqs_business_name', block.body);
    return phones.length === 1 && names.length === 1 ? [{phone: phones[0]!, business: names[0]!, where: `${file}:${block.line}`}] : [];
  });
}

/** Pairs whose phone another pair (or the world) gives to another business. */
export function phoneConflicts(pairs: ReadonlyArray<{phone: string; business: string; where: string}>): string[] {
  const owner = new Map<string, {business: string; where: string}>();
  const problems: string[] = [];
  for (const p of pairs) {
    const first = owner.get(p.phone);
    if (!first) owner.set(p.phone, p);
    else if (first.business !== p.business) problems.push(`${p.where}: phone ${p.phone} is given to ${p.business}, but ${first.where} gives it to ${first.business}; one phone, one business`);
  }
  return problems;
}

/**
 * Objects of an example (parsed JSON or the OpenAPI document) that describe a
 * company the world knows must say the world's numbers: company reports
 * (`legal_name`) and Exchange prospects (`business_name`).
 */
export function companyProblems(node: unknown, where: string): string[] {
  const problems: string[] = [];
  const visit = (n: unknown, at: string) => {
    if (Array.isArray(n)) return n.forEach((x, i) => visit(x, `${at}[${i}]`));
    if (!n || typeof n !== 'object') return;
    const o = n as Record<string, unknown>;
    const name = (o.legal_name ?? o.business_name) as string | undefined;
    const company: CompanyData | undefined = typeof name === 'string' ? companies.find((c) => c.legalName === name) : undefined;
    if (company) {
      const facts = companyFacts(company);
      const expected: Record<string, unknown> = {
        ...(o.legal_name ? facts : {}),
        ...(o.business_name ? {annual_revenue: company.annualRevenue, annual_payroll: company.annualPayroll, full_time_employees: company.fullTimeEmployees, part_time_employees: company.partTimeEmployees} : {}),
      };
      for (const key of ['employee_count', 'annual_revenue', 'annual_payroll', 'full_time_employees', 'part_time_employees', 'year_established', 'naics_code', 'phone']) {
        if (key in o && key in expected && o[key] !== expected[key]) problems.push(`${where} ${at}.${key}: ${String(o[key])}, but the world's ${company.legalName} has ${String(expected[key])}`);
      }
    }
    for (const [k, v] of Object.entries(o)) visit(v, `${at}.${k}`);
  };
  visit(node, '');
  return problems;
}
