/**
 * The console's JSON editor: CodeMirror 6 with its JSON language (Lezer's
 * grammar: highlighting, folding, bracket matching), undo history and the
 * standard keys, and a linter that marks, as the reader types, where the JSON
 * does not parse and where the operation's schema says it is wrong (the
 * mock's validator answers with field paths; each is found in the syntax
 * tree). A chunk of its own (`api-console-editor`), loaded the first time the
 * body is edited as JSON. Ctrl/Cmd+Enter is left to the console (Send).
 * Lines are not wrapped: CodeMirror draws only the visible part of a long line
 * then (a 1 MB string on one line, wrapped, took seconds to lay out).
 */
import React, {useEffect, useRef} from 'react';
import {EditorState} from '@codemirror/state';
import {EditorView, keymap, lineNumbers, highlightActiveLine, drawSelection} from '@codemirror/view';
import {defaultKeymap, history, historyKeymap} from '@codemirror/commands';
import {bracketMatching, foldGutter, foldKeymap, syntaxHighlighting, HighlightStyle, syntaxTree, indentOnInput} from '@codemirror/language';
import {tags} from '@lezer/highlight';
import {json, jsonParseLinter} from '@codemirror/lang-json';
import {linter, lintGutter, type Diagnostic} from '@codemirror/lint';
import type {SyntaxNode} from '@lezer/common';
import type {FieldProblem} from './protocol';
import extras from './extras.module.css';

const VALUE = new Set(['Object', 'Array', 'String', 'Number', 'True', 'False', 'Null']);
const values = (node: SyntaxNode) => {
  const out: SyntaxNode[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling) if (VALUE.has(child.name)) out.push(child);
  return out;
};

/** The syntax node of a value at a dotted path of the body (the deepest one there is). */
export function nodeAt(state: EditorState, path: string[]): SyntaxNode | null {
  let node: SyntaxNode | null = syntaxTree(state).topNode.firstChild;
  while (node && !VALUE.has(node.name)) node = node.nextSibling;
  for (const key of path) {
    if (!node) return null;
    let next: SyntaxNode | undefined;
    if (node.name === 'Object') {
      for (let p = node.firstChild; p && !next; p = p.nextSibling) {
        if (p.name !== 'Property') continue;
        const name = p.getChild('PropertyName');
        if (name && JSON.parse(state.sliceDoc(name.from, name.to)) === key) next = values(p)[0];
      }
    } else if (node.name === 'Array') next = values(node)[Number(key)];
    if (!next) return node;
    node = next;
  }
  return node;
}

/**
 * The editor's colours are the site's, set in extras.module.css on these classes (the site's code colours of
 * src/plugins/code-blocks/colours.ts and Infima's): named in a stylesheet, not in this script, so the build's
 * variable renaming (src/plugins/stylesheets) treats them as before.
 */
const highlight = HighlightStyle.define([
  {tag: tags.string, class: extras.cmString},
  {tag: [tags.number, tags.bool, tags.null], class: extras.cmNumber},
  {tag: tags.propertyName, class: extras.cmProperty},
  {tag: [tags.punctuation, tags.brace, tags.squareBracket, tags.separator], class: extras.cmPunctuation},
]);

/** What JsonBody, which loads this chunk when the reader points at JSON, gives the editor. */
export interface EditorProps {
  id: string;
  labelledBy: string;
  initial: string;
  onText(text: string): void;
  /** Problems with a body, by the operation's schema (the mock's validator). */
  validate(body: unknown): Promise<FieldProblem[]>;
}

export default function JsonEditor({id, labelledBy, initial, onText, validate}: EditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const report = useRef(onText);
  report.current = onText;
  const check = useRef(validate);
  check.current = validate;
  useEffect(() => {
    const schemaLint = linter(
      async (view) => {
        const text = view.state.doc.toString();
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          return []; // jsonParseLinter says where
        }
        const problems = await check.current(body);
        return problems.map((p): Diagnostic => {
          const node = nodeAt(view.state, p.field ? p.field.split('.') : []);
          return {from: node?.from ?? 0, to: node?.to ?? 0, severity: 'error', message: `${p.field || 'body'}: ${p.message}`, source: 'schema'};
        });
      },
      {delay: 500},
    );
    const view = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: initial,
        extensions: [
          lineNumbers(),
          foldGutter(),
          lintGutter(),
          drawSelection(),
          highlightActiveLine(),
          history(),
          indentOnInput(),
          bracketMatching(),
          json(),
          syntaxHighlighting(highlight),
          linter(jsonParseLinter(), {delay: 300}),
          schemaLint,
          keymap.of([...defaultKeymap, ...historyKeymap, ...foldKeymap]),
          EditorView.contentAttributes.of({id, 'aria-labelledby': labelledBy, 'aria-multiline': 'true', spellcheck: 'false'}),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) report.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    return () => view.destroy();
    // The editor is made once; its text is the reader's from then on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <div ref={host} data-console-editor />;
}
