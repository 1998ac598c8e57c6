/**
 * Built pages read with an HTML parser (../html.ts): elements as the browser
 * reads them, with their places in the text, and edits at those places that
 * leave the rest of the page as it was.
 */
import {describe, expect, test} from 'vitest';
import {applyEdits, elementsOf, escapeAttribute, isAppRoot, startTag} from '../html';

describe('elementsOf', () => {
  const page =
    '<!DOCTYPE html><html><head><meta charset=UTF-8><LINK REL=stylesheet HREF="/a&amp;b.css">' +
    "<script src='/x.js' defer></script><script>if (a<b) x('</div>')</script>" +
    '<!-- <script>commented()</script> --></head><body><style data-href=/s.css>p{}</style></body></html>';

  test('names, attributes (decoded, any quoting, lower-cased names), places and raw text', () => {
    const found = elementsOf(page, new Set(['link', 'script', 'style', 'meta']));
    expect(found.map((e) => e.name)).toEqual(['meta', 'link', 'script', 'script', 'style']);
    const [meta, link, external, inline, style] = found;
    expect(meta!.attributes).toEqual({charset: 'UTF-8'});
    expect(link!.attributes).toEqual({rel: 'stylesheet', href: '/a&b.css'});
    expect(page.slice(link!.start, link!.end)).toBe('<LINK REL=stylesheet HREF="/a&amp;b.css">');
    expect(external!.attributes).toEqual({src: '/x.js', defer: ''});
    expect(page.slice(external!.start, external!.end)).toBe("<script src='/x.js' defer></script>");
    expect(inline!.text).toBe("if (a<b) x('</div>')");
    expect(page.slice(inline!.startTagEnd, inline!.end)).toBe("if (a<b) x('</div>')</script>");
    expect(style!.text).toBe('p{}');
  });

  test('a page without the elements gives none; broken markup does not throw', () => {
    expect(elementsOf('<p>text</p>', new Set(['script']))).toEqual([]);
    expect(elementsOf('<script>never closed', new Set(['script']))).toHaveLength(1);
  });
});

describe('applyEdits', () => {
  test('inserts and replaces at the places given, in any order, and refuses overlapping edits', () => {
    expect(applyEdits('abcdef', [{at: 4, text: 'X'}, {at: 1, length: 2, text: 'YY'}])).toBe('aYYdXef');
    expect(() => applyEdits('abc', [{at: 0, length: 2, text: ''}, {at: 1, text: 'x'}])).toThrow(/overlap/);
  });
});

describe('startTag', () => {
  test('quotes every value and escapes what would end it or open markup', () => {
    expect(startTag('meta', {'http-equiv': 'Content-Security-Policy', content: `a "b" & <c>`})).toBe('<meta http-equiv="Content-Security-Policy" content="a &quot;b&quot; &amp; &lt;c>">');
    expect(startTag('script', {src: '/a.js', defer: true})).toBe('<script src="/a.js" defer>');
    expect(escapeAttribute('plain')).toBe('plain');
  });
});

describe('elementsOf, stopped at the app root', () => {
  test('reads the head and the pre-body scripts, nothing of the app', () => {
    const page = '<html><head><script>a()</script></head><body><script>theme()</script><div id=__docusaurus><script>inApp()</script></div><script>after()</script></body></html>';
    const texts = (found: ReturnType<typeof elementsOf>) => found.map((e) => e.text);
    expect(texts(elementsOf(page, new Set(['script']), isAppRoot))).toEqual(['a()', 'theme()']);
    expect(texts(elementsOf(page, new Set(['script'])))).toEqual(['a()', 'theme()', 'inApp()', 'after()']);
    // A page without the app root (a redirect page) is read whole.
    expect(texts(elementsOf('<script>go()</script>', new Set(['script']), isAppRoot))).toEqual(['go()']);
  });
});
