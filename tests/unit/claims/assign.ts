/**
 * Pairs the values of a sentence with the subjects it names at the least
 * total cost (distance): each value one subject, each subject one value. A
 * greedy pairing reads "5 seconds to accept the connection and 60 seconds to
 * answer" wrongly (60 is nearest to "connection"); the sum does not. A
 * sentence has a handful of values, so an exact search is cheap; above a
 * bound it falls back to greedy pairing. A value restated in parentheses
 * right after another ("12 hours (43200 seconds)") goes to the same subject.
 */

export interface Candidate<T extends {start: number; end: number}> {
  item: T;
  options: Array<{fact: string; cost: number}>;
}

/** The cost of leaving a value without a subject: more than any pairing allowed. */
const UNPAIRED = 1000;
const SEARCH_LIMIT = 20000;

export function assign<T extends {start: number; end: number}>(candidates: Candidate<T>[], text: string): Array<{item: T; fact: string}> {
  // Restatements ride on the value before them.
  const restates = new Map<Candidate<T>, Candidate<T>>();
  const ordered = [...candidates].sort((a, b) => a.item.start - b.item.start);
  for (let i = 1; i < ordered.length; i++) {
    const [prev, cur] = [ordered[i - 1]!, ordered[i]!];
    if (/^\s*\(\s*$/.test(text.slice(prev.item.end, cur.item.start)) && cur.options.some((o) => prev.options.some((p) => p.fact === o.fact))) restates.set(cur, prev);
  }
  const free = ordered.filter((c) => !restates.has(c));
  const size = free.reduce((n, c) => n * (c.options.length + 1), 1);
  const chosen = new Map<Candidate<T>, string>();

  if (size <= SEARCH_LIMIT) {
    let best = Infinity;
    let bestPick: string[] = [];
    const pick: string[] = [];
    const used = new Set<string>();
    const search = (i: number, cost: number) => {
      if (cost >= best) return;
      if (i === free.length) {
        best = cost;
        bestPick = [...pick];
        return;
      }
      for (const o of free[i]!.options) {
        if (used.has(o.fact)) continue;
        used.add(o.fact);
        pick.push(o.fact);
        search(i + 1, cost + o.cost);
        pick.pop();
        used.delete(o.fact);
      }
      pick.push('');
      search(i + 1, cost + UNPAIRED);
      pick.pop();
    };
    search(0, 0);
    free.forEach((c, i) => bestPick[i] && chosen.set(c, bestPick[i]!));
  } else {
    const pairs = free.flatMap((c) => c.options.map((o) => ({c, ...o}))).sort((a, b) => a.cost - b.cost);
    const used = new Set<string>();
    for (const p of pairs) {
      if (chosen.has(p.c) || used.has(p.fact)) continue;
      chosen.set(p.c, p.fact);
      used.add(p.fact);
    }
  }
  for (const [cur, prev] of restates) {
    const fact = chosen.get(prev);
    if (fact && cur.options.some((o) => o.fact === fact)) chosen.set(cur, fact);
  }
  return ordered.filter((c) => chosen.has(c)).map((c) => ({item: c.item, fact: chosen.get(c)!}));
}
