/**
 * The Content-Security-Policy of every page (src/plugins/csp): what it allows,
 * and where it goes in Docusaurus's page template. The browser test
 * tests/e2e/console/csp.spec.ts checks that no template page violates it.
 */
import {describe, expect, test} from 'vitest';
import {identity} from '../../../site/identity';
import {contentSecurityPolicy, sandboxOrigins, sandboxSource, ssrTemplateWithPolicy} from '..';

const directives = (policy: string) => Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]));

describe('contentSecurityPolicy', () => {
  test('the site, the sandbox hosts, no eval, no plugins, no other base or form target', () => {
    const policy = directives(contentSecurityPolicy());
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'", sandboxSource()]);
    expect(policy['script-src']).not.toContain("'unsafe-eval'");
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
  });

  test('every sandbox host of the identity module is under the one sandbox source, and no production host is', () => {
    const suffix = sandboxSource().replace('https://*', '');
    for (const origin of sandboxOrigins()) expect(new URL(origin).hostname.endsWith(suffix), origin).toBe(true);
    for (const pair of Object.values(identity.hosts)) expect(new URL(pair.production).hostname.endsWith(suffix), pair.production).toBe(false);
  });

  test('analytics and Algolia only when configured', () => {
    const plain = contentSecurityPolicy();
    expect(plain).not.toMatch(/google|algolia/);
    const full = directives(contentSecurityPolicy({analytics: 'G-X', algoliaAppId: 'ABC123'}));
    expect(full['script-src']).toContain('https://www.googletagmanager.com');
    expect(full['connect-src']).toEqual(expect.arrayContaining(['https://*.google-analytics.com', 'https://abc123-dsn.algolia.net', 'https://abc123-1.algolianet.com']));
  });
});

describe('ssrTemplateWithPolicy', () => {
  test('the meta tag comes right after the charset, before every other tag of the head', () => {
    const template = ssrTemplateWithPolicy(contentSecurityPolicy());
    const head = template.slice(template.indexOf('<head>'), template.indexOf('</head>'));
    const tags = head.match(/<[a-z][^>]*>|<%~? [^%]*%>/g)!;
    expect(tags.slice(0, 3)).toEqual(['<head>', '<meta charset="UTF-8">', expect.stringMatching(/^<meta http-equiv="Content-Security-Policy" content="default-src 'self'; /)]);
  });

  test('quotes in the policy are escaped for the attribute', () => {
    expect(ssrTemplateWithPolicy(`a "b" & c`)).toContain('content="a &quot;b&quot; &amp; c"');
  });
});
