/**
 * The Content-Security-Policy of every page (src/plugins/csp): what it allows
 * (where it goes in the page: script-hashes.test.ts). The browser test
 * tests/e2e/console/csp.spec.ts checks that no template page violates it.
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {identity} from '../../../site/identity';
import {contentSecurityPolicy, sandboxOrigins, sandboxSource} from '..';
import {NO_EVAL, withoutEval} from '../without-eval';

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

describe('withoutEval (the search modal loads without an eval report)', () => {
  test('inside it, compiling a string is refused at once, by Function and new Function alike; outside, Function is itself again', async () => {
    const outside = globalThis.Function;
    const refused = await withoutEval(async () => {
      const errors: unknown[] = [];
      for (const compile of [() => new Function('return 1'), () => Function('return 1')]) {
        try {
          compile();
        } catch (error) {
          errors.push(error);
        }
      }
      // Not compiling is all that changes: what is a function stays one.
      expect((() => 1) instanceof Function).toBe(true);
      expect(Function.prototype.toString.call(Math.max)).toContain('[native code]');
      return errors;
    });
    expect(refused).toHaveLength(2);
    for (const error of refused) expect(error).toBeInstanceOf(EvalError);
    expect(globalThis.Function).toBe(outside);
    expect(new Function('return 2')()).toBe(2);
  });

  test('overlapping loads put Function back once, after the last; a failing load too', async () => {
    const outside = globalThis.Function;
    let release!: () => void;
    const slow = withoutEval(() => new Promise<void>((resolve) => (release = resolve)));
    await expect(withoutEval(async () => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(globalThis.Function).toBe(NO_EVAL);
    release();
    await slow;
    expect(globalThis.Function).toBe(outside);
  });

  test('the installed DocSearch modal still probes for eval while its module loads (else remove the wrapper)', () => {
    // A process of its own: this one may have loaded the modal already.
    const script = [
      'let probes = 0;',
      'const Real = Function;',
      'globalThis.Function = new Proxy(Real, {construct(t, a) { probes++; return Reflect.construct(t, a); }});',
      "await import('@docsearch/react/modal');",
      'process.stdout.write(String(probes));',
    ].join('\n');
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {cwd: path.resolve(__dirname, '../../../..'), encoding: 'utf8'});
    expect(run.stderr).toBe('');
    expect(Number(run.stdout), 'DocSearch no longer compiles a string as its modal loads: src/plugins/csp/without-eval.ts has nothing left to do; remove it (its header says how)').toBeGreaterThan(0);
  });
});
