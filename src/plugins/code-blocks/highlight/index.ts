/**
 * Stands in for `prism-react-renderer` in the site's bundles (a `$` alias in
 * src/plugins/code-blocks/index.ts): the same `Highlight` render-prop component the
 * theme's CodeBlock uses, over the site's own Prism (./prism.ts), which holds
 * only the grammars the site uses. prism-react-renderer has no entry without
 * its fifty grammars, whose set-up (each `insertBefore` walks all of them) was
 * the top self-time function in a profile of a doc page's load. The types
 * still come from it.
 *
 * Same output as prism-react-renderer 2.4 (./__tests__/prism.test.tsx
 * renders both): a line per `\n`, empty lines kept, token class names
 * `token <types…>`, theme styles inline.
 */
import {useCallback, useMemo, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Language, PrismTheme, RenderProps, Token} from 'prism-react-renderer';
import Prism from './prism';

type PrismLib = typeof Prism;
type Grammar = Prism.Grammar;
type PrismToken = string | Prism.Token;
type StyleDict = Record<string, CSSProperties>;

export {Prism};
export type {Language, PrismTheme, RenderProps, Token};

const NEWLINE = /\r\n|\r|\n/;

function markEmpty(line: Token[]): void {
  if (line.length === 0) line.push({types: ['plain'], content: '\n', empty: true});
  else if (line.length === 1 && line[0]!.content === '') {
    line[0]!.content = '\n';
    line[0]!.empty = true;
  }
}

/** `add` after `types`, unless it is already last (an alias array is appended whole). */
const appendTypes = (types: string[], add: string | string[]): string[] => (types.at(-1) === add ? types : types.concat(add));

/** Prism's nested tokens as lines of flat tokens, each with the types of its ancestors. */
export function normalizeTokens(tokens: PrismToken[]): Token[][] {
  let line: Token[] = [];
  const lines = [line];
  const walk = (list: PrismToken[], parentTypes: string[], nested: boolean) => {
    for (const token of list) {
      let types = nested ? parentTypes : ['plain'];
      let content: string | PrismToken[];
      if (typeof token === 'string') content = token;
      else {
        types = appendTypes(parentTypes, token.type);
        if (token.alias) types = appendTypes(types, token.alias);
        content = token.content as string | PrismToken[];
        if (typeof content !== 'string') {
          walk(Array.isArray(content) ? content : [content], types, true);
          continue;
        }
      }
      const parts = content.split(NEWLINE);
      line.push({types, content: parts[0]!});
      for (const part of parts.slice(1)) {
        markEmpty(line);
        lines.push((line = []));
        line.push({types, content: part});
      }
    }
  };
  walk(tokens, [], false);
  markEmpty(line);
  return lines;
}

function themeToDict(theme: PrismTheme, language: string): StyleDict {
  const dict: StyleDict = {};
  for (const {languages, style, types} of theme.styles) {
    if (languages && !languages.includes(language as Language)) continue;
    for (const type of types) dict[type] = {...dict[type], ...(style as CSSProperties)};
  }
  dict.root = theme.plain as CSSProperties;
  dict.plain = {...(theme.plain as CSSProperties), backgroundColor: undefined};
  return dict;
}

interface HighlightProps {
  prism?: PrismLib;
  theme: PrismTheme;
  language: Language | string;
  code: string;
  children: (props: RenderProps) => ReactNode;
}

/** prism-react-renderer's render-prop component: `children` gets the lines of tokens and their prop getters. */
export function Highlight({prism = Prism, theme, language: requested, code, children}: HighlightProps) {
  const language = requested.toLowerCase();
  const dict = useMemo(() => themeToDict(theme, language), [theme, language]);
  // Empty code needs no grammar.
  const grammar: Grammar | undefined = code === '' ? undefined : prism.languages[language];
  const tokens = useMemo(() => {
    if (!grammar) return normalizeTokens([code]);
    const env = {code, grammar, language, tokens: [] as PrismToken[]};
    prism.hooks.run('before-tokenize', env);
    env.tokens = prism.tokenize(code, grammar);
    prism.hooks.run('after-tokenize', env);
    return normalizeTokens(env.tokens);
  }, [prism, code, grammar, language]);

  const getLineProps = useCallback<RenderProps['getLineProps']>(
    ({className, style, line: _line, ...rest}) => {
      // The plain style object is shared by every line, as in prism-react-renderer; a line's own style makes a copy.
      return {...rest, className: clsx('token-line', className), style: style ? {...dict.plain, ...style} : dict.plain};
    },
    [dict],
  );
  const getTokenProps = useCallback<RenderProps['getTokenProps']>(
    ({token, className, style, ...rest}) => {
      const {types, empty} = token;
      let tokenStyle: CSSProperties | undefined;
      if (types.length === 1 && types[0] === 'plain') tokenStyle = empty ? {display: 'inline-block'} : undefined;
      else if (types.length === 1 && empty) tokenStyle = dict[types[0]!];
      else tokenStyle = Object.assign(empty ? {display: 'inline-block'} : {}, ...types.map((type) => dict[type]));
      const out: ReturnType<RenderProps['getTokenProps']> = {
        ...rest,
        className: clsx('token', ...types, className),
        children: token.content,
        style: tokenStyle,
      };
      if (style) out.style = {...out.style, ...style};
      return out;
    },
    [dict],
  );

  return children({tokens, className: `prism-code language-${language}`, style: dict.root ?? {}, getLineProps, getTokenProps});
}
