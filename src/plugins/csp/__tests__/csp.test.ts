/**
 * The Content-Security-Policy of every page (src/plugins/csp): what it allows,
 * and where it goes in Docusaurus's page template. The browser test
 * tests/e2e/console/csp.spec.ts checks that no template page violates it.
 */
import fs from 'node:fs';
import {describe, expect, test} from 'vitest';
import {identity} from '../../../site/identity';
import {contentSecurityPolicy, DOCSEARCH_SCRIPTS, sandboxOrigins, sandboxSource, ssrTemplateWithPolicy} from '..';
import zodEvalProbeLoader from '../zod-eval-probe-loader.cjs';

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

describe('zod-eval-probe-loader (DocSearch)', () => {
  const run = (source: string) => {
    const errors: Error[] = [];
    const output = (zodEvalProbeLoader as (this: unknown, s: string) => string).call({resourcePath: 'DocSearchModal.js', emitError: (e: Error) => errors.push(e)}, source);
    return {output, errors};
  };

  test('the installed DocSearch modal holds the probe, and the loader answers it without Function', () => {
    const modal = fs.readFileSync(require.resolve('@docsearch/react/modal'), 'utf8');
    expect(DOCSEARCH_SCRIPTS.test(require.resolve('@docsearch/react/modal'))).toBe(true);
    expect(modal).toContain(zodEvalProbeLoader.PROBE);
    const {output, errors} = run(modal);
    expect(errors).toEqual([]);
    expect(output).not.toContain('new Function("")');
    expect(output.length).toBe(modal.length - zodEvalProbeLoader.PROBE.length + 'return!1'.length);
  });

  test('a script bundling zod without that probe is an error that says what to update; other scripts pass untouched', () => {
    const changed = run('var x=Oa("$ZodObjectJIT",function(){});try{return Function.call(null,""),!0}catch(e){return!1}');
    expect(changed.errors.map(String).join('')).toMatch(/bundles zod but not its eval probe.*update PROBE/);
    const button = run('export function DocSearchButton(){}');
    expect(button).toEqual({output: 'export function DocSearchButton(){}', errors: []});
  });
});
