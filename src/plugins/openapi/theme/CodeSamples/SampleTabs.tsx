/**
 * A request's samples in the languages of languages.ts, in tabs synced
 * site-wide (groupId "language": a reader who picks Go sees Go on every page,
 * as Docusaurus keeps the choice in localStorage). Lazy, as every "language"
 * group (src/theme/Tabs): only the chosen panel renders. A panel whose sample
 * is not here yet (the page has only curl until the reader picks another
 * language) asks `load` for the rest; a language whose grammar the site's
 * Prism lacks gets it first (grammars.ts).
 */
import React, {useEffect, useState} from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import {LANGUAGE_NAMES, type SampleLanguageId} from './language-list';
import {grammarReady, loadGrammar} from './grammars';

export type SomeSamples = Partial<Record<SampleLanguageId, string>>;
export type LoadSamples = () => Promise<{default: SomeSamples} | SomeSamples>;

const cache = new WeakMap<LoadSamples, Promise<SomeSamples>>();
function loadOnce(load: LoadSamples): Promise<SomeSamples> {
  let samples = cache.get(load);
  if (!samples) {
    samples = load().then((m) => ('default' in m ? (m.default as SomeSamples) : (m as SomeSamples)));
    cache.set(load, samples);
  }
  return samples;
}

function Sample({id, highlight, label, code, load}: {id: SampleLanguageId; highlight: string; label: string; code?: string; load?: LoadSamples}) {
  const [loaded, setLoaded] = useState<string | undefined>(undefined);
  const [ready, setReady] = useState(() => grammarReady(highlight));
  const [failed, setFailed] = useState('');
  const text = code ?? loaded;
  useEffect(() => {
    let live = true;
    if (!ready) void loadGrammar(highlight).then(() => live && setReady(true));
    if (code === undefined && load) {
      loadOnce(load).then(
        (all) => live && setLoaded(all[id] ?? ''),
        (error: Error) => live && setFailed(`The ${label} sample did not load (${error.message}). Reload the page to try again.`),
      );
    }
    return () => {
      live = false;
    };
  }, [code, load, id, highlight, ready, label]);
  if (failed) return <p role="alert">{failed}</p>;
  if (text === undefined || !ready) return <p aria-live="polite" data-sample-loading>{`Loading the ${label} sample…`}</p>;
  return <CodeBlock language={highlight}>{text}</CodeBlock>;
}

export default function SampleTabs({samples, load}: {samples: SomeSamples; load?: LoadSamples}) {
  return (
    <Tabs groupId="language" defaultValue="curl" values={LANGUAGE_NAMES.map((l) => ({value: l.id, label: l.label}))}>
      {LANGUAGE_NAMES.map((l) => (
        <TabItem key={l.id} value={l.id}>
          <Sample id={l.id} highlight={l.highlight} label={l.label} code={samples[l.id]} load={load} />
        </TabItem>
      ))}
    </Tabs>
  );
}
