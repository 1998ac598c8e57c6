/**
 * What the embedded index reads of a built page: the article's own text, cut
 * into sections at its headings, never the page's controls (the copy-page
 * menu sits in every article).
 */
import {describe, expect, test} from 'vitest';
import {extractPage, readableParts, WordCounts} from '../extract';

const page = (article: string) =>
  `<!doctype html><html><head><title>T</title><meta name="description" content="About hooks."></head><body>` +
  `<nav>Navbar words</nav><main><article>${article}</article></main></body></html>`;

describe('extractPage', () => {
  test('keeps the article text and headings, leaves out navigation, buttons and the copy-page menu', () => {
    const extracted = extractPage(
      '/docs/api/hooks/',
      page(
        '<h1>Webhook subscriptions</h1>' +
          '<div data-copy-page=""><button>Copy page</button><ul role="menu"><li><a href="#">Open in Claude</a></li><li><a href="#">Open in ChatGPT</a></li></ul></div>' +
          '<h2 id="create">Create a subscription<a class="hash-link" href="#create">#</a></h2><p>A hook names the HTTPS url.</p>' +
          '<section data-pagefind-ignore="all">Was this page helpful?</section>',
      ),
    )!;
    expect(extracted.title).toBe('Webhook subscriptions');
    expect(extracted.description).toBe('About hooks.');
    expect(extracted.sections).toEqual([
      {anchor: null, title: 'Webhook subscriptions', text: ''},
      {anchor: 'create', title: 'Create a subscription', text: 'A hook names the HTTPS url.'},
    ]);
    expect(extracted.text).toMatch(/A hook names the HTTPS url/);
    for (const noise of ['Copy page', 'Claude', 'ChatGPT', 'Navbar', 'helpful', '#']) {
      expect(JSON.stringify(extracted.sections), noise).not.toContain(noise);
      if (noise !== '#') expect(extracted.text, noise).not.toContain(noise);
    }
  });

  test("a code block's text is kept, its token spans joining no words", () => {
    const code =
      '<pre class="prism-code"><code><div class="token-line"><span class="token keyword">const</span> token <span class="token operator">=</span> ' +
      '<span class="token string">"a&lt;b"</span><br/></div><div class="token-line"><span class="token plain" style="display:inline-block"></span><br/></div></code></pre>';
    const extracted = extractPage('/docs/x/', page(`<h1>X</h1><p>Text with <span class="badge">a badge</span>.</p>${code}`))!;
    expect(extracted.sections[0]!.text).toBe('Text with a badge. const token = "a<b"');
    expect(extracted.text).toContain('const token = "a<b"');
  });

  test('every heading with an id starts a section; the headings inside one (no id) stay its text', () => {
    const extracted = extractPage(
      '/docs/x/',
      page('<h1>X</h1><p>Intro.</p><h2 id="a">A <code>code</code></h2><p>One.</p><h3>Plain</h3><p>Two.</p><h3 id="b">B</h3><details><summary>More</summary><p>Three.</p></details>'),
    )!;
    expect(extracted.sections).toEqual([
      {anchor: null, title: 'X', text: 'Intro.'},
      {anchor: 'a', title: 'A code', text: 'One. Plain Two.'},
      {anchor: 'b', title: 'B', text: 'More Three.'},
    ]);
  });

  test('a redirect file or a page marked noindex is not indexed', () => {
    expect(extractPage('/old/', '<html><head><meta http-equiv="refresh" content="0; url=/new/"></head><body><main>x</main></body></html>')).toBeNull();
    expect(extractPage('/x/', '<html><head><meta name="robots" content="noindex"></head><body><main><h1>X</h1></main></body></html>')).toBeNull();
  });

  test('reads the head and the main element only, with the same result as the whole page', () => {
    const article = '<h1>Quote Start</h1><p>Sign the <code>payload</code>.</p><table><tr><td>a</td><td>b</td></tr></table>';
    const whole =
      '<!doctype html><html lang="en"><head><title>T</title><meta name="keywords" content="sso, saml"></head><body>' +
      '<nav class="navbar">Navbar words</nav><div class="main-wrapper"><aside><nav class="menu">Sidebar words</nav></aside>' +
      `<main class="docMainContainer"><div class="row"><article>${article}</article></div></main></div>` +
      '<footer>Footer words</footer></body></html>';
    const parts = readableParts(whole);
    expect(parts).not.toMatch(/Navbar|Sidebar|Footer/);
    expect(parts).toContain('<meta name="keywords"');
    expect(extractPage('/docs/x/', parts)).toEqual(extractPage('/docs/x/', whole));
    expect(extractPage('/docs/x/', whole)!.text).toBe('Quote Start Sign the payload. a b');
    // A page without a main element is read whole.
    const bare = '<html><head><title>T</title></head><body><article><h1>A</h1></article></body></html>';
    expect(readableParts(bare)).toBe(bare);
  });

  test('reads minified markup: blocks whose end tags the minifier left out still split words, noise ends where its end tag or its parent does', () => {
    const minified =
      '<!doctype html><html lang=en><head><title>Fallback</title></head><body><main><article>' +
      '<nav class="theme-doc-breadcrumbs" aria-label=Breadcrumbs><ul class=breadcrumbs><li class=breadcrumbs__item><a href=/ aria-label="Home page"><svg viewBox="0 0 24 24"><path d="M10 19v-5" /></svg></a>' +
      '<li class=breadcrumbs__item><a href=/docs/api/><span>API reference</span></a><li class=breadcrumbs__item><span>Hooks</span></ul></nav>' +
      '<h1>Hooks &amp; deliveries</h1><dl><dt>Element<dd>bp-sdk-hooks<dt>Family<dd>Hooks</dl>' +
      '<p>First<img src=a.png aria-hidden=true>paragraph<p>Second <span aria-hidden=true>hidden</span>one' +
      '<table><tr><th>Code<th>Name<tr><td>AL<td>Alabama</table></article></main></body></html>';
    const page = extractPage('/docs/api/hooks/', minified)!;
    expect(page.title).toBe('Hooks & deliveries');
    expect(page.breadcrumb).toBe('API reference');
    expect(page.sections).toEqual([{anchor: null, title: 'Hooks & deliveries', text: 'Element bp-sdk-hooks Family Hooks Firstparagraph Second one Code Name AL Alabama'}]);
    expect(page.text).toBe('Hooks & deliveries Element bp-sdk-hooks Family Hooks Firstparagraph Second one Code Name AL Alabama');
  });

  test('a page without an h1 takes the head title; a page without main or article is not indexed', () => {
    expect(extractPage('/x/', '<html><head><title> Changelog </title></head><body><main><p>Entries</p></main></body></html>')!.title).toBe('Changelog');
    expect(extractPage('/x/', '<html><head><title>T</title></head><body><div>Nothing</div></body></html>')).toBeNull();
  });
});

describe('WordCounts', () => {
  test('counts a page at a time: words of two letters or more, lower case, the most frequent first', () => {
    const words = new WordCounts();
    words.add('Webhook retries: a webhook is retried.');
    words.add('Retried webhook deliveries');
    expect(words.vocabulary()).toEqual({webhook: 3, retried: 2, retries: 1, is: 1, deliveries: 1});
    expect(Object.keys(words.vocabulary())).toEqual(['webhook', 'retried', 'retries', 'is', 'deliveries']);
  });
});
