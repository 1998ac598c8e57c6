/**
 * The Prism grammars of the sample languages the site's own Prism lacks
 * (src/plugins/code-blocks/highlight/prism.ts holds only what every page's
 * code blocks need): each loaded, as a chunk of its own, when a sample in
 * that language is first shown. Prism's grammar files extend the global
 * `Prism` the site's Prism is.
 */
const LOADERS: Record<string, () => Promise<unknown>> = {
  java: () => import(/* webpackChunkName: "prism-java" */ 'prismjs/components/prism-java'),
  csharp: () => import(/* webpackChunkName: "prism-csharp" */ 'prismjs/components/prism-csharp'),
  php: () => import(/* webpackChunkName: "prism-php" */ 'prismjs/components/prism-markup-templating').then(() => import(/* webpackChunkName: "prism-php" */ 'prismjs/components/prism-php')),
  go: () => import(/* webpackChunkName: "prism-go" */ 'prismjs/components/prism-go'),
  ruby: () => import(/* webpackChunkName: "prism-ruby" */ 'prismjs/components/prism-ruby'),
};

const loaded = new Map<string, Promise<void>>();

/** Loads the grammar of a code block's language when the site's Prism has none (a language without one shows as text). */
export function loadGrammar(language: string): Promise<void> {
  const load = LOADERS[language];
  if (!load) return Promise.resolve();
  let done = loaded.get(language);
  if (!done) {
    done = load().then(
      () => undefined,
      () => undefined,
    );
    loaded.set(language, done);
  }
  return done;
}

/** Whether a language's grammar is there (or needs none). */
export const grammarReady = (language: string) => !LOADERS[language] || Boolean((globalThis as {Prism?: {languages?: Record<string, unknown>}}).Prism?.languages?.[language]);
