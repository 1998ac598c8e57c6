/**
 * Each operation's `401` speaks of the credentials that operation takes: the
 * OAuth token (`Unauthorized`), the Leads API's static disposition token
 * (`UnauthorizedLeads`: it does not expire and is not requested from the
 * token URL), or the OAuth token plus the `x-api-key` of Insurance
 * Intelligence (`UnauthorizedIntelligence`).
 *
 * Why: every operation once shared one 401 whose example said "The access
 * token expired; request a new one.", so the disposition and coverage-type
 * pages told readers to renew a token that the same pages say never expires,
 * and the Insurance Intelligence pages never showed the missing-key 401 that
 * their authentication guide describes.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from 'vitest';
import {parse} from 'yaml';

const source = fs.readFileSync(path.resolve(__dirname, '../../../data/openapi/bindpoint.openapi.yaml'), 'utf8');

/** The 401 response an operation's security requirements call for. */
function expected401(security: Array<Record<string, unknown>>): string | undefined {
  const schemes = new Set(security.flatMap((requirement) => Object.keys(requirement)));
  if (schemes.has('dispositionToken')) return '#/components/responses/UnauthorizedLeads';
  if (schemes.has('intelligenceApiKey')) return '#/components/responses/UnauthorizedIntelligence';
  if (schemes.has('oauth2')) return '#/components/responses/Unauthorized';
  return undefined;
}

/** Operations whose 401 is not the one of their credentials. */
export function mismatched401(yamlSource: string): string[] {
  const doc = parse(yamlSource) as {security?: Array<Record<string, unknown>>; paths: Record<string, Record<string, any>>};
  const wrong: string[] = [];
  for (const item of Object.values(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const want = expected401(op.security ?? doc.security ?? []);
      if (!want) continue;
      const got = op.responses?.['401']?.$ref;
      if (got !== want) wrong.push(`${op.operationId}: 401 is ${got ?? 'missing'}, want ${want}`);
    }
  }
  return wrong;
}

test("every operation's 401 is the one of the credentials it takes", () => {
  expect(mismatched401(source)).toEqual([]);
});

test('the check is real: a Leads API operation with the OAuth 401 is found', () => {
  const wrong = source.replace(/(operationId: createDisposition[\s\S]*?'401':\n\s+\$ref: '#\/components\/responses\/)UnauthorizedLeads'/, "$1Unauthorized'");
  expect(wrong).not.toBe(source);
  expect(mismatched401(wrong)).toEqual([expect.stringMatching(/^createDisposition: 401 is #\/components\/responses\/Unauthorized,/)]);
});
