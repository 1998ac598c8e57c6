import fs from 'node:fs';
import path from 'node:path';
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, test} from 'vitest';
import {Highlight, type RenderProps} from '../highlight';
import {darkCodeTheme, lightCodeTheme} from '../colours';
import {themeFacts, tokenSpan} from '../token-classes';
import {escapeHtml, linesMarkup, SERVER_BUNDLE} from '../markup';

const SAMPLES: Array<[string, string]> = [
  ['bash', 'curl -X POST "$BASE/token" \\\n  -H \'Content-Type: application/json\' # a <comment> & more\n\necho $TOKEN'],
  ['json', '{\n  "access_token": "a<b>&c",\n  "expires_in": 43200\n}\n'],
  ['tsx', "export const A = () => <bp-sdk-date-input label=\"Start\" value={today} />; // it's\n\n\n"],
  ['html', '<script type="module" src="/sdk.js"></script>\n<bp-sdk-form data-x="1"></bp-sdk-form>'],
  ['python', 'def token():\n    """Docs."""\n    return r.json()["access_token"]\n'],
  ['text', 'plain text\n\nwith an empty line and "quotes" & <angles>'],
  ['unknown-language', 'no grammar: <b>bare</b>\n'],
];

/**
 * What the browser renders for the lines: the theme's Line (a div with the
 * line's props, the tokens, a <br/>; a line that is only a line break
 * written empty) and the site's Token (src/plugins/code-blocks/theme/CodeBlock/Line/Token).
 */
function ReactLines({lines, getLineProps, getTokenProps, theme, classNames}: Pick<RenderProps, 'getLineProps' | 'getTokenProps'> & {lines: RenderProps['tokens']; theme: typeof lightCodeTheme; classNames: Record<number, string[]>}) {
  return (
    <>
      {lines.map((line0, i) => {
        const line = line0.length === 1 && line0[0]!.content === '\n' ? [{...line0[0]!, content: ''}] : line0;
        const lineProps = getLineProps({line, className: (classNames[i] ?? []).join(' ')});
        return (
          <div key={i} {...lineProps}>
            {line.map((token, key) => {
              const {className, style, children} = getTokenProps({token});
              const span = tokenSpan(token, className, style, themeFacts(theme));
              if (!span) return children === '' ? null : <React.Fragment key={key}>{children}</React.Fragment>;
              return <span key={key} className={span.className} style={span.style}>{children}</span>;
            })}
            <br />
          </div>
        );
      })}
    </>
  );
}

function both(language: string, code: string, theme = lightCodeTheme, classNames: Record<number, string[]> = {}) {
  let ours: string | undefined;
  const react = renderToStaticMarkup(
    <Highlight theme={theme} language={language} code={code}>
      {({tokens, getLineProps, getTokenProps}) => {
        // As src/plugins/code-blocks/theme/CodeBlock/Content: the line keeps no plain colour of its own.
        const lineProps: RenderProps['getLineProps'] = (input) => {
          const output = getLineProps(input);
          if (input.style === undefined) delete output.style;
          return output;
        };
        ours = linesMarkup(tokens, lineProps, getTokenProps, themeFacts(theme), classNames);
        return <ReactLines lines={tokens} getLineProps={lineProps} getTokenProps={getTokenProps} theme={theme} classNames={classNames} />;
      }}
    </Highlight>,
  );
  return {ours, react: react.replace(/<!-- -->/g, '')};
}

describe('a code block written as one string (src/plugins/code-blocks/markup.ts)', () => {
  test.each(SAMPLES)('%s: the same HTML as the components, in both code themes', (language, code) => {
    for (const theme of [lightCodeTheme, darkCodeTheme]) {
      const {ours, react} = both(language, code, theme);
      expect(ours).toBeDefined();
      expect(ours).toBe(react);
      expect(ours).toContain('<div class="token-line">');
    }
  });

  test('highlighted lines keep their classes; an empty line its inline-block span', () => {
    const {ours, react} = both('bash', 'one\n\nthree', lightCodeTheme, {0: ['theme-code-block-highlighted-line']});
    expect(ours).toBe(react);
    expect(ours).toContain('<div class="token-line theme-code-block-highlighted-line">');
    expect(ours).toContain('<span class="token plain" style="display:inline-block"></span><br/>');
  });

  test('text is escaped as React escapes it', () => {
    expect(escapeHtml(`<a href="x">it's & </a>`)).toBe('&lt;a href=&quot;x&quot;&gt;it&#x27;s &amp; &lt;/a&gt;');
  });

  test('props it does not know make it step aside, so the components render them', () => {
    const getTokenProps: RenderProps['getTokenProps'] = ({token}) => ({className: 'token plain', children: token.content, 'data-x': '1'}) as never;
    const getLineProps: RenderProps['getLineProps'] = () => ({className: 'token-line'});
    expect(linesMarkup([[{types: ['plain'], content: 'a'}]], getLineProps, getTokenProps, themeFacts(lightCodeTheme))).toBeUndefined();
    const numbered: RenderProps['getLineProps'] = () => ({className: 'token-line', style: {lineHeight: 2} as never});
    const plain: RenderProps['getTokenProps'] = ({token}) => ({className: 'token plain', children: token.content});
    expect(linesMarkup([[{types: ['plain'], content: 'a'}]], numbered, plain, themeFacts(lightCodeTheme))).toBeUndefined();
  });

  test('the code block tests the bundle expression the site plugin defines', () => {
    const content = fs.readFileSync(path.resolve(__dirname, '../theme/CodeBlock/Content/index.tsx'), 'utf8');
    expect(content).toContain(`${SERVER_BUNDLE} && `);
    const plugin = fs.readFileSync(path.resolve(__dirname, '../index.ts'), 'utf8');
    expect(plugin).toMatch(/DefinePlugin\(\{\[SERVER_BUNDLE\]: JSON\.stringify\(isServer\)\}\)/);
  });
});
