/**
 * The sample languages, in tab order, as the pages and the twins name them:
 * the tab's label, the code block's grammar, the library the sample uses.
 * No generator here (languages.ts adds it): the page's tabs import this, and
 * the generator stays out of every page's JavaScript.
 */
export type SampleLanguageId = 'curl' | 'javascript' | 'node' | 'python' | 'java' | 'csharp' | 'php' | 'go' | 'ruby';

export interface LanguageName {
  id: SampleLanguageId;
  /** The tab's label. */
  label: string;
  /** The code block's language (the Prism grammar). */
  highlight: string;
  /** What the sample is written with, for the twins. */
  library: string;
}

export const LANGUAGE_NAMES: readonly LanguageName[] = [
  {id: 'curl', label: 'curl', highlight: 'bash', library: 'curl'},
  {id: 'javascript', label: 'JavaScript', highlight: 'js', library: 'fetch'},
  {id: 'node', label: 'Node.js', highlight: 'js', library: 'axios'},
  {id: 'python', label: 'Python', highlight: 'python', library: 'requests'},
  {id: 'java', label: 'Java', highlight: 'java', library: 'java.net.http'},
  {id: 'csharp', label: 'C#', highlight: 'csharp', library: 'HttpClient'},
  {id: 'php', label: 'PHP', highlight: 'php', library: 'cURL'},
  {id: 'go', label: 'Go', highlight: 'go', library: 'net/http'},
  {id: 'ruby', label: 'Ruby', highlight: 'ruby', library: 'Net::HTTP'},
];

/** A sample's title in the Markdown twins and the MCP server's answers: `curl`, `Python (requests)`. */
export function sampleTitle(language: LanguageName): string {
  return language.id === 'curl' ? language.label : `${language.label} (${language.library})`;
}
