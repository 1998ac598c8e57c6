import fs from 'node:fs';
import {describe, expect, test} from 'vitest';
import {renderToStaticMarkup} from 'react-dom/server';
import {Highlight as Reference, Prism as ReferencePrism} from 'prism-react-renderer';
import {Highlight, Prism} from '../index';
// That every language the site writes code in is in LANGUAGES: src/plugins/code-blocks/__tests__/code-languages.test.ts.
import {LANGUAGES} from '../prism';
import {darkCodeTheme, lightCodeTheme} from '../../colours';

const SAMPLES: Record<string, string> = {
  bash: 'curl -X POST "$BASE/token" \\\n  -H "Content-Type: application/json" # a comment\n\necho $TOKEN',
  ts: "/** The token. @param base the host */\nimport {x} from './x';\nexport const token: string = await get<Token>(`${base}/token`, {retries: 3});\n",
  tsx: 'export const A = () => <bp-sdk-date-input label="Start" value={today} />;',
  js: 'const page = html`<p>${name}</p>`;\nconst res = await fetch(url, {method: "POST"}); // go\n/* done */',
  json: '{\n  "access_token": "abc",\n  "expires_in": 43200,\n  "ok": true\n}',
  python: 'import requests\n\ndef token():\n    """Docs."""\n    return requests.post(URL, data={"a": 1}).json()["access_token"]\n',
  http: 'POST /oauth/token HTTP/1.1\nHost: api.example\nContent-Type: application/json\n\n{"grant_type": "client_credentials"}',
  html: '<script type="module" src="/sdk.js"></script>\n<bp-sdk-form data-x="1"></bp-sdk-form>',
  yaml: 'openapi: 3.1.0\ninfo:\n  title: API # c\n  version: "1"',
  diff: '- old line\n+ new line\n  same',
  css: 'bp-sdk-form::part(label) { color: var(--x, #fff); }',
  text: 'plain text\n\nwith an empty line',
};

// What the site had: prism-react-renderer plus the two grammars Docusaurus loaded into it for the site
// (themeConfig.prism.additionalLanguages, run on its Prism the way @theme/prism-include-languages does).
for (const lang of ['bash', 'http']) {
  const source = fs.readFileSync(require.resolve(`prismjs/components/prism-${lang}.js`), 'utf8');
  new Function('Prism', source)(ReferencePrism);
}

function render(Component: typeof Highlight, language: string, code: string, theme = lightCodeTheme) {
  return renderToStaticMarkup(
    <Component theme={theme} language={language} code={code}>
      {({className, style, tokens, getLineProps, getTokenProps}) => (
        <pre className={className} style={style}>
          {tokens.map((line, i) => (
            <span key={i} {...getLineProps({line, className: i === 0 ? 'first' : undefined})}>
              {line.map((token, key) => (
                <span key={key} {...getTokenProps({token})} />
              ))}
            </span>
          ))}
        </pre>
      )}
    </Component>,
  );
}

describe('the site Highlight (prism-react-renderer, own grammars)', () => {
  test.each(Object.entries(SAMPLES))('renders %s as prism-react-renderer does', (language, code) => {
    for (const theme of [lightCodeTheme, darkCodeTheme]) {
      const ours = render(Highlight, language, code, theme);
      expect(ours).toBe(render(Reference as unknown as typeof Highlight, language, code, theme));
      if (language !== 'text') expect(ours).toContain('class="token ');
    }
  });

  test('a language without a grammar is shown as plain text', () => {
    expect(render(Highlight, 'cobol', 'MOVE A TO B.')).toBe(render(Highlight, 'text', 'MOVE A TO B.').replace('language-text', 'language-cobol'));
    expect(render(Highlight, 'diff', '- a\n+ b')).not.toContain('inserted');
  });

  test('holds exactly the listed grammars, and no more', () => {
    const loaded = Object.keys(Prism.languages).filter((key) => typeof Prism.languages[key] === 'object');
    for (const language of LANGUAGES) expect(loaded, language).toContain(language);
    // Prism's helpers and the grammars others embed (http colours uri, csp...) are allowed; nothing of the fifty
    // prism-react-renderer builds beyond them.
    for (const absent of ['rust', 'go', 'kotlin', 'swift', 'graphql', 'markdown', 'cpp', 'sql', 'objectivec', 'diff'])
      expect(loaded).not.toContain(absent);
  });
});

