import {describe, expect, test} from 'vitest';
import {compile} from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import remarkIdentity, {replaceTokens} from '../index';
import {tokens} from '../../../site/identity';

async function render(mdx: string): Promise<string> {
  const file = await compile(mdx, {remarkPlugins: [remarkDirective, remarkIdentity], development: false});
  return String(file);
}

describe('remark-identity', () => {
  test('replaces tokens in prose, inline code, code blocks, links and JSX attributes', async () => {
    const out = await render(
      [
        'Write to {{supportEmail}} or see [status]({{statusUrl}}).',
        '',
        'Base URL: `{{partnerApiSandbox}}/tenants`',
        '',
        '```bash',
        'curl -X POST {{tokenUrlSandbox}}',
        '```',
        '',
        '<a href="{{demoUrl}}">demo</a>',
      ].join('\n'),
    );
    expect(out).toContain(tokens.supportEmail);
    expect(out).toContain(tokens.statusUrl);
    expect(out).toContain(`${tokens.partnerApiSandbox}/tenants`);
    expect(out).toContain(`curl -X POST ${tokens.tokenUrlSandbox}`);
    expect(out).toContain(tokens.demoUrl);
    expect(out).not.toMatch(/\{\{/);
  });

  test('an unknown token fails with a message that names it', async () => {
    await expect(render('Call {{noSuchHost}} now.')).rejects.toThrow(/Unknown identity token \{\{noSuchHost\}\}/);
    expect(() => replaceTokens('`{{nope}}`', tokens, 'docs/x.mdx')).toThrow(/docs\/x\.mdx/);
  });

  test('leaves ordinary MDX expressions alone', async () => {
    const out = await render('Two plus two is {2 + 2}.');
    expect(out).toContain('2 + 2');
  });
});

describe('fact tokens', () => {
  test('{{fact:name}} renders a fact from the OpenAPI x-facts or facts.ts, in prose and code', async () => {
    const {allFacts} = await import('../../../site/fact-tokens');
    const facts = allFacts();
    const out = await render(
      ['Tokens last {{fact:tokenLifetimeHours}} hours; dispose within {{fact:firstDispositionHours}} hours.', '', '```bash', 'echo {{fact:maxActiveHooks}}', '```'].join('\n'),
    );
    // The token is joined with the text around it: one string, not three.
    expect(out).toContain(`Tokens last ${facts.tokenLifetimeHours} hours; dispose within ${facts.firstDispositionHours} hours.`);
    expect(out).toContain(`echo ${facts.maxActiveHooks}`);
  });

  test('an unknown fact fails with a message that names it', async () => {
    await expect(render('Keep {{fact:noSuchLimit}} hooks.')).rejects.toThrow(/Unknown fact token \{\{fact:noSuchLimit\}\}/);
  });
});
