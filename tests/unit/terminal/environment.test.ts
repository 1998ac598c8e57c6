import {describe, expect, it} from 'vitest';
import {
  ENVIRONMENT_LABELS,
  ENVIRONMENT_TOKENS,
  environmentValues,
  interpolate,
  joinUrl,
  resolveRows,
} from '../../../src/data/environments';
import {identity, tokens} from '../../../src/site/identity';

describe('environment tokens used by Endpoint and EnvironmentTable', () => {
  it('every environment token has a production and a sandbox value in identity', () => {
    for (const name of ENVIRONMENT_TOKENS) {
      expect(tokens[name], name).toMatch(/^https:\/\//);
      expect(tokens[`${name}Sandbox`], `${name}Sandbox`).toMatch(/^https:\/\//);
      expect(tokens[`${name}Sandbox`]).toContain('.sandbox.');
      expect(tokens[name]).not.toContain('sandbox');
      expect(ENVIRONMENT_LABELS[name]).toBeTruthy();
    }
  });

  it('resolves the partner API pair from identity', () => {
    expect(environmentValues('partnerApi')).toEqual({
      production: identity.hosts.partnerApi.production,
      sandbox: identity.hosts.partnerApi.sandbox,
    });
  });

  it('rejects a token that has no sandbox twin', () => {
    expect(() => environmentValues('supportEmail')).toThrow(/not an environment token/);
    expect(() => environmentValues('nope')).toThrow(/partnerApi/);
  });
});

describe('interpolate', () => {
  it('replaces tokens and keeps other text, including single-brace path params', () => {
    expect(interpolate('Mail {{supportEmail}} about /attachments/{id}')).toBe(
      `Mail ${identity.supportEmail} about /attachments/{id}`,
    );
  });

  it('throws on an unknown token so the build fails', () => {
    expect(() => interpolate('{{notAToken}}')).toThrow(/notAToken/);
  });

  it('throws on a fact or world token, which component props do not render (azure.mdx once showed "{{world:subdomain}}")', () => {
    expect(() => interpolate('for example {{world:subdomain}}')).toThrow(/world tokens are not rendered inside component props.*\{\{world:subdomain\}\}/);
    expect(() => interpolate('{{fact:tokenLifetimeHours}} hours')).toThrow(/fact tokens/);
  });

  it('uses the given token source', () => {
    expect(interpolate('{{ a }}-{{b}}', {a: '1', b: '2'})).toBe('1-2');
  });
});

describe('resolveRows', () => {
  it('puts token shorthand rows first with default labels and code formatting', () => {
    const rows = resolveRows(
      [{label: 'Client secret', sandbox: 'Sandbox secret', production: 'Production secret'}],
      ['tokenUrl'],
    );
    expect(rows).toEqual([
      {
        label: 'OAuth token URL',
        sandbox: tokens.tokenUrlSandbox,
        production: tokens.tokenUrl,
        code: true,
      },
      {label: 'Client secret', sandbox: 'Sandbox secret', production: 'Production secret', code: false},
    ]);
  });

  it('lets explicit values override a token and resolves tokens inside them', () => {
    const [row] = resolveRows([
      {label: 'Login', token: 'terminalUrl', production: '{{terminalUrl}}/login?subdomain=acme'},
    ]);
    expect(row.sandbox).toBe(tokens.terminalUrlSandbox);
    expect(row.production).toBe(`${tokens.terminalUrl}/login?subdomain=acme`);
  });

  it('requires both values when no token is given', () => {
    expect(() => resolveRows([{label: 'Half', sandbox: 'x'}])).toThrow(/Half/);
  });
});

describe('joinUrl', () => {
  it('joins with exactly one slash', () => {
    expect(joinUrl('https://h.example/', '/a/b')).toBe('https://h.example/a/b');
    expect(joinUrl('https://h.example', 'a')).toBe('https://h.example/a');
  });
});
