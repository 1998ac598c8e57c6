/**
 * Id formats have one home, src/site/facts.ts (`idFormats`): the OpenAPI
 * document's id schemas render their patterns from it (a prefix as
 * `{{fact:companyReportPrefix}}`, a shape as `{{fact:referenceIdPattern}}`,
 * src/site/fact-tokens.ts ID_PATTERNS), the fixture world builds its report
 * ids from the prefixes, and the document's examples are the world's. Every
 * consumer reads the resolved document (the API reference, the published
 * YAML and JSON, Postman, MCP: src/plugins/openapi/document.ts; the mock:
 * src/mock/node/document.ts), so each sees the rendered pattern.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {describe, expect, test} from 'vitest';
import {facts} from '../../../src/site/facts';
import {ID_PATTERNS, OPENAPI_SOURCE, allFacts, lengthPattern} from '../../../src/site/fact-tokens';
import {shapePattern} from '../../../src/site/regexp';
import {tokens} from '../../../src/site/identity';
import {documentYaml, loadDocument} from '../../../src/plugins/openapi/document';
import {loadMockDocument} from '../../../src/mock/node/document';
import {submissions} from '../../../src/data/world';
import {whitfieldReports} from '../../../src/data/world/intelligence';
import {escapeRegExp} from '../../../src/site/regexp';

const root = path.resolve(__dirname, '../../..');
const source = fs.readFileSync(OPENAPI_SOURCE, 'utf8');
const raw = parse(source) as {components: {schemas: Record<string, {pattern?: string; example?: unknown}>}};
const {doc} = loadDocument(source, tokens);
const schemas = doc.components.schemas as Record<string, {pattern: string; example: string}>;
const {referenceId, leadId, companyReportPrefix, locationReportPrefix} = facts.idFormats;
const f = facts.idFormats;
/** The id prefixes of facts.ts: none is typed in the OpenAPI source, and the world writes none as a string of its own. */
const PREFIXES = [companyReportPrefix, locationReportPrefix, f.sandboxClientSecretPrefix, f.productionClientSecretPrefix, f.sandboxSdkClientIdPrefix, f.productionSdkClientIdPrefix];

/** Each id schema whose format facts.ts states, with the pattern that format gives. */
const EXPECTED: Record<string, string> = {
  ReferenceId: shapePattern(referenceId),
  LeadId: lengthPattern(leadId),
  CompanyReportId: `^${escapeRegExp(companyReportPrefix)}[A-Z0-9]{10}$`,
  LocationReportId: `^${escapeRegExp(locationReportPrefix)}[A-Z0-9]{10}$`,
  OAuthClientSecret: `^(${escapeRegExp(f.sandboxClientSecretPrefix)}|${escapeRegExp(f.productionClientSecretPrefix)})[0-9a-f]{24}$`,
  SdkClientId: `^(${escapeRegExp(f.sandboxSdkClientIdPrefix)}|${escapeRegExp(f.productionSdkClientIdPrefix)})[0-9a-f]{10}$`,
};

describe('id formats: facts.ts is the home, the OpenAPI patterns render it', () => {
  test('a shape or a length in words becomes its pattern; another wording is an error that says what to write', () => {
    expect(shapePattern('XXX-XXX-XXX')).toBe('^[A-Z0-9]{3}-[A-Z0-9]{3}-[A-Z0-9]{3}$');
    expect(shapePattern('XXXX.XX')).toBe('^[A-Z0-9]{4}\\.[A-Z0-9]{2}$');
    expect(lengthPattern('6 to 32 upper-case letters and digits')).toBe('^[A-Z0-9]{6,32}$');
    expect(() => shapePattern('UUID')).toThrow(/must write X for each letter or digit/);
    expect(() => lengthPattern('six to 32 letters')).toThrow(/must read "N to M upper-case letters and digits"/);
    expect(allFacts().referenceIdPattern).toBe(ID_PATTERNS.referenceIdPattern!(facts.idFormats));
  });

  test.each(Object.entries(EXPECTED))('%s: the source writes a token, the resolved document (site and mock) the pattern of facts.ts', (name, pattern) => {
    expect(raw.components.schemas[name]?.pattern, `${name}.pattern in the source`).toMatch(/\{\{fact:\w+\}\}/);
    expect(schemas[name]!.pattern).toBe(pattern);
    expect(loadMockDocument().components.schemas[name].pattern).toBe(pattern);
    expect(new RegExp(pattern).test(schemas[name]!.example), `${name}.example ${schemas[name]!.example}`).toBe(true);
  });

  test('the published YAML carries the rendered patterns', () => {
    const published = parse(documentYaml(doc)) as typeof raw;
    for (const [name, pattern] of Object.entries(EXPECTED)) expect(published.components.schemas[name]!.pattern).toBe(pattern);
  });

  test("the report examples are the world's reports, whose ids start with the prefixes of facts.ts", () => {
    expect(whitfieldReports.company.startsWith(companyReportPrefix)).toBe(true);
    expect(whitfieldReports.location.startsWith(locationReportPrefix)).toBe(true);
    expect(schemas.CompanyReportId!.example).toBe(whitfieldReports.company);
    expect(schemas.LocationReportId!.example).toBe(whitfieldReports.location);
    const built = submissions.filter((s) => s.companyReportId);
    expect(built.length).toBeGreaterThan(0);
    for (const s of built) {
      expect(s.companyReportId).toMatch(new RegExp(EXPECTED.CompanyReportId!));
      for (const id of s.locationReportIds ?? []) expect(id).toMatch(new RegExp(EXPECTED.LocationReportId!));
    }
  });

  test('no id prefix is typed in the OpenAPI source, and the world writes none on its own: they write the token or build on facts.ts', () => {
    const world = fs.readdirSync(path.join(root, 'src/data/world')).filter((file) => file.endsWith('.ts')).map((file) => `src/data/world/${file}`);
    const typed: string[] = [];
    const at = (file: string, text: string, index: number) => `${file}:${text.slice(0, index).split('\n').length}`;
    for (const file of ['src/data/openapi/bindpoint.openapi.yaml', ...world]) {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      for (const prefix of PREFIXES) {
        const p = escapeRegExp(prefix);
        // In the document: anywhere (an example id, a pattern, a description). In the world: a string that is the
        // prefix alone (a rule such as "starts with sk_sandbox_"), or a report id (`CUS7Q2M9K4P1X`: built from facts.ts).
        const pattern = file.endsWith('.yaml')
          ? new RegExp(`(?<![A-Za-z0-9_])${p}`, 'g')
          : new RegExp(`['"\`]${p}['"\`]|(?<![A-Za-z0-9_])${p}(?=[A-Z0-9]{10}(?![A-Za-z0-9]))`, 'g');
        for (const m of text.matchAll(pattern)) typed.push(`${at(file, text, m.index!)}: "${prefix}" typed: write {{fact:...}} or {{world:...}}, or use facts.idFormats`);
      }
    }
    expect(typed).toEqual([]);
  });
});
