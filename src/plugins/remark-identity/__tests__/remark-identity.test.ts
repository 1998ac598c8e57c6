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

describe('rule tokens', () => {
  const markdown = async (mdx: string) => {
    const {unified} = await import('unified');
    const remarkParse = (await import('remark-parse')).default;
    const remarkStringify = (await import('remark-stringify')).default;
    const remarkMdx = (await import('remark-mdx')).default;
    const remarkGfm = (await import('remark-gfm')).default;
    return String(await unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective).use(remarkIdentity).use(remarkStringify).process(mdx));
  };

  test('{{rule:operationId.situation}} renders the status and the code from the rules: the code as inline code in prose', async () => {
    const out = await markdown(
      [
        'A clone of a lent form answers {{rule:cloneApplicationForm.already_lent}}.',
        '',
        '| Change | Answer |',
        '| --- | --- |',
        '| Sold to Active | {{rule:createDisposition.invalid_transition}} |',
        '',
        ':::note[Locked: {{rule:updateApplicationForm.form_locked}}]',
        'Status `{{rule:cloneApplicationForm.already_lent.status}}`, code `{{rule:cloneApplicationForm.already_lent.code}}`.',
        ':::',
        '',
        '```bash',
        '# expect {{rule:cloneApplicationForm.already_lent}}',
        '```',
        '',
        '<Endpoint note="{{rule:sendProspect.duplicate_prospect}}" />',
      ].join('\n'),
    );
    expect(out).toContain('A clone of a lent form answers 409 `already_lent`.');
    expect(out).toContain('| Sold to Active | 422 `validation_failed` (`invalid_transition`) |');
    expect(out).toContain(':::note[Locked: 409 `form_locked`]');
    expect(out).toContain('Status `409`, code `already_lent`.');
    expect(out).toContain('# expect 409 already_lent');
    expect(out).toContain('note="422 duplicate_prospect"');
  });

  test('a rule token in front matter renders as plain text', async () => {
    const {renderFrontMatter} = await import('../front-matter');
    expect(renderFrontMatter({description: 'Lending twice answers {{rule:lendApplicationForm.already_lent}}.'}, 'docs/x.mdx')).toEqual({description: 'Lending twice answers 409 already_lent.'});
  });

  test('an unknown operation or situation fails, naming what exists', async () => {
    await expect(render('It answers {{rule:cloneForm.already_lent}}.')).rejects.toThrow(/Unknown rule token \{\{rule:cloneForm\.already_lent\}\}.*Operations: authenticate, /s);
    await expect(render('It answers {{rule:cloneApplicationForm.lent}}.')).rejects.toThrow(/Unknown rule token \{\{rule:cloneApplicationForm\.lent\}\}.*cloneApplicationForm has no situation lent in src\/data\/rules \(it has: .*already_lent/s);
  });
});

describe('rule tokens of shared situations and headers', () => {
  test('{{rule:situation}} states a shared situation without an operation; .headers and rateLimitHeaders name headers', async () => {
    expect(replaceTokens('A body that is not JSON answers {{rule:invalid_json}}.', tokens)).toBe('A body that is not JSON answers 400 invalid_request.');
    expect(replaceTokens('{{rule:rate_limited.headers}}', tokens)).toBe('Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset');
    const out = await render('Every answer carries {{rule:rateLimitHeaders}}.');
    expect(out).toMatch(/_jsx\(_components\.code, \{\s*children: "X-RateLimit-Limit"\s*\}\), ", ", _jsx\(_components\.code, \{\s*children: "X-RateLimit-Remaining"/);
    expect(() => replaceTokens('{{rule:no_such_situation}}', tokens, 'docs/x.mdx')).toThrow(/Unknown rule token \{\{rule:no_such_situation\}\} in docs\/x\.mdx: no_such_situation is no shared situation/);
  });
});
