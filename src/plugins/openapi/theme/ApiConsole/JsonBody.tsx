/**
 * The body as JSON: a code editor (JsonEditor.tsx, CodeMirror 6, loaded as a
 * chunk of its own the first time the reader picks JSON) with highlighting,
 * folding and, as the reader types, the JSON's syntax errors and what the
 * operation's schema says of it (the mock's own validator, in its worker).
 * Until the editor has loaded, a plain text area holds the text. What is
 * typed is reported as it stands (`onText`): Send parses that text and sends
 * nothing when it is not JSON.
 */
import React, {useEffect, useRef, useState, type ComponentType} from 'react';
import type {ConsoleClient} from './client';
import styles from './styles.module.css';
import extras from './extras.module.css';
import type {EditorProps} from './JsonEditor';

let editorModule: Promise<{default: ComponentType<EditorProps>}> | undefined;
/** The editor's chunk, once (RequestPane asks for it as soon as the reader points at JSON). */
export const loadEditor = () =>
  (editorModule ??= import(/* webpackChunkName: "api-console-editor" */ './JsonEditor').catch((error: Error) => {
    editorModule = undefined; // the next try fetches again
    throw error;
  }));

/** Bodies up to this many characters show in a text area while the editor loads. */
const PLAIN_MAX = 20_000;

export function JsonBody({id, initial, onText, invalid, operationId, client}: {id: string; initial: string; onText(text: string): void; invalid: boolean; operationId: string; client: ConsoleClient | null}) {
  const [Editor, setEditor] = useState<ComponentType<EditorProps> | null>(null);
  const [syntax, setSyntax] = useState('');
  const [failed, setFailed] = useState(false);
  const text = useRef(initial);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    let live = true;
    loadEditor().then(
      (m) => live && setEditor(() => m.default),
      () => live && setFailed(true), // the text area stays: the reader can still type and send
    );
    return () => {
      live = false;
      clearTimeout(timer.current);
    };
  }, []);
  const changed = (next: string) => {
    text.current = next;
    onText(next);
    // Whether it parses, said a moment after the typing stops (a large body is parsed once, not per key).
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (next.trim() === '') return setSyntax('');
      try {
        JSON.parse(next);
        setSyntax('');
      } catch (error) {
        setSyntax(`Not JSON yet: ${(error as Error).message}`);
      }
    }, 200);
  };
  const validate = async (body: unknown) => {
    if (!client) return [];
    const found = await client.validateRequest(operationId, {path: '', query: {}, headers: {}, body, hasBody: true, mediaType: 'application/json'});
    return found.filter((p) => p.where === 'body');
  };
  const labelId = `${id}-label`;
  return (
    <div className={extras.jsonBody} data-console-json data-invalid={invalid || Boolean(syntax) || undefined}>
      <label id={labelId} htmlFor={Editor ? undefined : id} className={styles.label}>
        The body as JSON
      </label>
      {Editor ? (
        <Editor id={id} labelledBy={labelId} initial={text.current} onText={changed} validate={validate} />
      ) : failed || text.current.length <= PLAIN_MAX ? (
        <textarea id={id} className={styles.json} spellCheck={false} rows={14} defaultValue={text.current} onChange={(e) => changed(e.target.value)} aria-invalid={invalid || undefined} />
      ) : (
        // A text area lays out every character of a large body (a megabyte took seconds): the editor, which draws only what is in view, is a moment away.
        <p className={styles.note} aria-live="polite">
          Loading the editor…
        </p>
      )}
      {syntax && (
        <span className={styles.problem} role="status" data-console-json-syntax>
          {syntax}
        </span>
      )}
    </div>
  );
}
