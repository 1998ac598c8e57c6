/**
 * The facts a page renders: each `{{fact:name}}` of its text, a derived token
 * (`tokenLifetimeHours`) counted as the fact it is derived from. A page that
 * renders a fact is about it, so the fact's cue words count there even when
 * the page names several domains ("Tokens expire after 2 hours" on the
 * overview, which renders the token lifetime elsewhere): claims.ts reads a
 * cue on such a page as it reads one on a page of the fact's domain.
 */
import type {FactSubject} from '../../../src/site/fact-subjects';

/** Derived token name -> the checked fact it renders (`tokenLifetimeHours` -> `tokenLifetimeSeconds`). */
function sources(subjects: Record<string, FactSubject>): Map<string, string> {
  const out = new Map<string, string>();
  for (const [name, subject] of Object.entries(subjects)) {
    if (subject.unchecked) continue;
    out.set(name, name);
    for (const token of Object.values(subject.tokens ?? {})) out.set(token, name);
  }
  return out;
}

const cache = new WeakMap<Record<string, FactSubject>, Map<string, string>>();

/** The checked facts whose tokens a text renders. */
export function pageFacts(text: string, subjects: Record<string, FactSubject>): Set<string> {
  if (!cache.has(subjects)) cache.set(subjects, sources(subjects));
  const of = cache.get(subjects)!;
  const found = new Set<string>();
  for (const m of text.matchAll(/\{\{\s*fact:([A-Za-z][A-Za-z0-9]*)\s*\}\}/g)) {
    const fact = of.get(m[1]!);
    if (fact) found.add(fact);
  }
  return found;
}

/** The checked fact a token renders, itself or the one it is derived from. */
export function tokenSource(token: string, subjects: Record<string, FactSubject>): string | undefined {
  if (!cache.has(subjects)) cache.set(subjects, sources(subjects));
  return cache.get(subjects)!.get(token);
}
