/**
 * The getting-started single pages: front matter, length, links, tokens and
 * the facts they must share with the platform model.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {tokens} from '../../../src/site/identity';
import start from '../../../src/sidebar/start';
import integrations from '../../../src/sidebar/integrations';
import {replaceTokens} from '../../../src/plugins/remark-identity';
import {factTokens} from '../../../src/site/fact-tokens';

const root = join(__dirname, '../../..');
const read = (id: string) => readFileSync(join(root, 'docs', `${id}.mdx`), 'utf8');

const pages = [
  'overview',
  'application_forms/application_form',
  'carrier_integrations',
  'ip_ranges',
  'narratives/users_roles_permissions',
  'one_click/one_click_integration',
  'third_party_integrations/third_party_overview',
];

const prose = (source: string) => source.replace(/```[\s\S]*?```/g, '').replace(/^---[\s\S]*?---/, '');

function ipv4ToInt(ip: string): number {
  return ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

/** True when an IPv4 CIDR lies inside one of the RFC 5737 documentation blocks. */
function isDocumentationV4(cidr: string): boolean {
  const [ip, bits] = cidr.split('/');
  const size = 2 ** (32 - Number(bits));
  const start = ipv4ToInt(ip);
  if (start % size !== 0) return false;
  return ['192.0.2.0', '198.51.100.0', '203.0.113.0'].some((block) => {
    const b = ipv4ToInt(block);
    return start >= b && start + size <= b + 256;
  });
}

describe('getting-started single pages', () => {
  for (const id of pages) {
    describe(id, () => {
      const source = read(id);

      it('has a title and a one-sentence description, and no H1 of its own', () => {
        expect(source).toMatch(/^---\ntitle: .+\ndescription: .+\n/);
        expect(prose(source)).not.toMatch(/^# /m);
      });

      it('never writes a platform host literally and uses only known tokens', () => {
        expect(source).not.toMatch(/bindpoint\.example/);
        for (const [, name] of source.matchAll(/\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g)) {
          expect(Object.keys(tokens), name).toContain(name);
        }
      });

      it('links to docs pages with a trailing slash', () => {
        for (const [, link] of source.matchAll(/\]\((\/docs\/[^)#\s]*)/g)) {
          expect(link, link).toMatch(/\/$/);
        }
      });

      it('has valid JSON in every json code block', () => {
        for (const [, body] of source.matchAll(/```json\n([\s\S]*?)```/g)) {
          expect(() => JSON.parse(replaceTokens(body, tokens, id))).not.toThrow();
        }
      });
    });
  }

  it('keeps the sidebar items of the start and integrations areas, and leaves one-click to Terminal', () => {
    const ids = JSON.stringify([...start, ...integrations]);
    for (const id of pages.filter((p) => !p.startsWith('one_click'))) expect(ids).toContain(`"${id}"`);
    expect(ids).not.toContain('one_click');
  });

  it('overview walks through the token request and the create call', () => {
    const source = read('overview');
    expect(source).toContain('{{tokenUrlSandbox}}');
    expect(source).toContain('grant_type=client_credentials');
    expect(source).toContain('/tenants/$BP_TENANT_ID/application_forms');
    expect(replaceTokens(source, tokens, 'overview')).toContain('"expires_in": 43200');
  });

  it('application_form explains reference id versus internal id and point-in-time deep links', () => {
    const source = read('application_forms/application_form');
    expect(source).toMatch(/\{\{fact:referenceId\}\}/); // the reference id's format, from src/site/facts.ts
    expect(source).toMatch(/consumer/);
    expect(source).toMatch(/partner/);
    expect(source).toMatch(/point-in-time/);
    expect(source).toContain('/application_forms/{id}/latest');
  });

  it('carrier_integrations lists every request_status of the platform model', () => {
    const source = read('carrier_integrations');
    expect(source).toContain('/quote_requests/{quote_number}');
    for (const status of [
      'unsent', 'in_progress', 'sent', 'completed', 'failed', 'timed_out',
      'ineligible', 'referral', 'bound', 'binding', 'binding_failed',
    ]) {
      expect(source, status).toContain(`| \`${status}\` |`);
    }
  });

  it('ip_ranges uses only documentation ranges, with sandbox and production apart', () => {
    // The ranges are facts (src/site/facts.ts, egress) the page writes as tokens: check them as a reader sees them.
    const source = replaceTokens(read('ip_ranges'), {...tokens, ...factTokens()}, 'ip_ranges');
    expect(read('ip_ranges')).toContain('{{fact:productionIpv4Primary}}');
    const v4 = [...source.matchAll(/\b(\d{1,3}(?:\.\d{1,3}){3}\/\d{1,2})\b/g)].map((m) => m[1]);
    const v6 = [...source.matchAll(/\b(2001:[0-9a-f:]+\/\d{1,3})/gi)].map((m) => m[1]);
    expect(v4.length).toBeGreaterThan(0);
    expect(v6.length).toBeGreaterThan(0);
    for (const cidr of v4) expect(isDocumentationV4(cidr), cidr).toBe(true);
    for (const cidr of v6) expect(cidr.toLowerCase().startsWith('2001:db8:'), cidr).toBe(true);
    const machine = JSON.parse(/```json\n([\s\S]*?)```/.exec(source)![1]!);
    const prod = [...machine.production.ipv4, ...machine.production.ipv6];
    const sandbox = [...machine.sandbox.ipv4, ...machine.sandbox.ipv6];
    expect(prod.filter((r: string) => sandbox.includes(r))).toEqual([]);
    for (const range of [...prod, ...sandbox]) expect(source).toContain(`| \`${range}\` |`);
  });

  it('users_roles_permissions names the four roles and says disabling is not instant', () => {
    const source = read('narratives/users_roles_permissions');
    for (const role of ['agent', 'agency_manager', 'admin', 'viewer']) expect(source).toContain(`\`${role}\``);
    expect(source).toMatch(/Disabling a user is not instant/);
    expect(source).toMatch(/SAML assertion/);
  });

  it('one_click_integration has a sequence diagram', () => {
    expect(read('one_click/one_click_integration')).toMatch(/```mermaid\nsequenceDiagram/);
  });
});
