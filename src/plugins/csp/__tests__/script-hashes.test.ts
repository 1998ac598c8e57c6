/**
 * Inline scripts allowed by hash (src/plugins/csp/script-hashes.ts): which
 * scripts are hashed, the hash browsers compute, and the policy rewritten in
 * place. tests/build/site.test.ts checks every built page; the browser test
 * tests/e2e/console/csp.spec.ts checks that no page reports a violation.
 */
import {createHash} from 'node:crypto';
import {describe, expect, test} from 'vitest';
import {inlineScriptHashes, redirectPagePolicy, scriptHash, withScriptHashes} from '../script-hashes';

const policy = (html: string) => /content="([^"]*)"/.exec(html)![1]!;
const POLICY = "default-src 'self'; script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'";
const page = (scripts: string) => `<html><head><meta charset=UTF-8>${scripts}</head><body></body></html>`;

describe('scriptHash', () => {
  test("is CSP's 'sha256-<base64>' of the UTF-8 text, as the browser hashes the element's text", () => {
    // The CSP specification's example: alert('Hello, world.');
    expect(scriptHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
    expect(scriptHash('é')).toBe(`'sha256-${createHash('sha256').update(Buffer.from('é', 'utf8')).digest('base64')}'`);
  });
});

describe('inlineScriptHashes', () => {
  test('hashes the scripts a browser runs, each once, and skips external scripts and data blocks', () => {
    const html = page(
      '<script>a()</script><script type=module>b()</script><script type="text/javascript">c()</script>' +
        '<script src=/x.js></script><script async src="/y.js">ignored()</script>' +
        '<script type=application/ld+json>{"@type":"BreadcrumbList"}</script><script>a()</script>',
    );
    expect(inlineScriptHashes(html)).toEqual([scriptHash('a()'), scriptHash('b()'), scriptHash('c()')]);
  });
});

describe('withScriptHashes', () => {
  test("puts the hashes in place of 'unsafe-inline' in script-src only", () => {
    const out = withScriptHashes(page('<script>a()</script><script>b()</script>'), '/p/', POLICY);
    expect(policy(out)).toBe(`default-src 'self'; script-src 'self' ${scriptHash('a()')} ${scriptHash('b()')} 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'`);
    // Everything but the policy's tag is as it was; the tag is written quoted.
    const before = page('<script>a()</script><script>b()</script>');
    const tag = (html: string) => html.slice(html.indexOf('<meta http-equiv'), html.indexOf('>', html.indexOf('<meta http-equiv')) + 1);
    expect(out.replace(tag(out), '')).toBe(before);
    expect(tag(out)).toMatch(/^<meta http-equiv="Content-Security-Policy" content="[^"]+">$/);
  });

  test('a page that runs no inline script allows none', () => {
    expect(policy(withScriptHashes(page('<script src=/x.js></script>'), '/p/', POLICY))).toContain("script-src 'self' 'wasm-unsafe-eval';");
  });

  test("a page rewritten twice, or a policy without 'unsafe-inline' to replace, is an error naming the page", () => {
    const once = withScriptHashes(page('<script>a()</script>'), '/twice/', POLICY);
    expect(() => withScriptHashes(once, '/twice/', POLICY)).toThrow(/\/twice\/ has a Content-Security-Policy already/);
    expect(() => withScriptHashes(page('<script>a()</script>'), '/strict/', "script-src 'self'")).toThrow(/\/strict\/ has no 'unsafe-inline' in script-src/);
  });
});

describe('a page without a policy gets it, first in its head', () => {
  const bare = (scripts: string) => `<html><head><meta charset=UTF-8><title>t</title><link rel=stylesheet href=/a.css>${scripts}</head><body></body></html>`;
  const given = "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'";

  test('right after the charset, before every other tag, with the hashes of the scripts the page runs', () => {
    const out = withScriptHashes(bare('<script>a()</script><script src=/x.js></script>'), '/p/', given);
    expect(out.match(/<[a-z][^>]*>/gi)!.slice(0, 4)).toEqual([
      '<html>',
      '<head>',
      '<meta charset=UTF-8>',
      `<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' ${scriptHash('a()')}; style-src 'self' 'unsafe-inline'">`,
    ]);
  });

  test('quotes and markup in the policy are escaped for the attribute', () => {
    expect(withScriptHashes(bare(''), '/p/', `script-src 'unsafe-inline'; x "b" & <c>`)).toContain('content="script-src; x &quot;b&quot; &amp; &lt;c>"');
  });

  test('without a charset meta tag there is nowhere first to put it: an error naming the page', () => {
    expect(() => withScriptHashes('<html><head><title>t</title></head></html>', '/no-charset/', given)).toThrow(/\/no-charset\/ has no <meta charset>/);
  });
});

describe('read with an HTML parser, as the browser reads the page', () => {
  test('quotes, case, entities and script text that looks like markup do not fool it', () => {
    const html =
      `<html><head><META CHARSET='UTF-8'>` +
      `<script>if (a < b && c) document.write("<script></scr" + "ipt>")</script>` +
      `<SCRIPT TYPE="TEXT/JAVASCRIPT">x = '&amp;'</SCRIPT>` +
      `<script type=application/ld+json>{"a":1}</script><!-- <script>commented()</script> --></head></html>`;
    const out = withScriptHashes(html, '/p/', "script-src 'self' 'unsafe-inline'");
    const expected = [scriptHash('if (a < b && c) document.write("<script></scr" + "ipt>")'), scriptHash("x = '&amp;'")];
    expect(policy(out)).toBe(`script-src 'self' ${expected.join(' ')}`);
    // A policy already there is found whatever its case and quotes.
    expect(() => withScriptHashes(`<html><head><meta charset=UTF-8><META HTTP-EQUIV='content-security-policy' CONTENT="x"></head></html>`, '/p/', 'y')).toThrow(/has a Content-Security-Policy already/);
  });
});

describe('redirectPagePolicy', () => {
  test("allows nothing but the page's own script", () => {
    const stub = `<head><meta charset="UTF-8"></head><script>\n    window.location.href = '/a/';\n  </script>`;
    expect(redirectPagePolicy(stub)).toBe(`default-src 'none'; script-src ${scriptHash("\n    window.location.href = '/a/';\n  ")}; base-uri 'none'; form-action 'none'`);
    expect(redirectPagePolicy('<head></head>')).toContain("script-src 'none'");
  });
});
