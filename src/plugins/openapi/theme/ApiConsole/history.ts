/**
 * The console's history: the requests this tab sent, per operation, newest
 * first, each with the values it was sent with, so the reader can load one
 * back or send it again. Kept in sessionStorage (this tab only, gone when it
 * closes), at most LIMIT per operation; a body too large for the tab's
 * storage is kept in memory only.
 */
import type {ConsoleValues} from './model';
import type {Target} from './client';

export interface HistoryEntry {
  id: string;
  /** When it was sent (ISO). */
  at: string;
  target: Target;
  /** The answer's status, or null when none came (the mock or the host did not answer). */
  status: number | null;
  values: ConsoleValues;
}

export const LIMIT = 10;
/** Bodies above this many characters of JSON stay in memory only (sessionStorage holds about 5 MB per site). */
const STORED_MAX = 100_000;
const key = (operationId: string) => `bp-api-console:history:${operationId}`;
const memory = new Map<string, HistoryEntry[]>();

export function readHistory(operationId: string): HistoryEntry[] {
  const kept = memory.get(operationId);
  if (kept) return kept;
  try {
    const stored = JSON.parse(sessionStorage.getItem(key(operationId)) ?? '[]') as HistoryEntry[];
    return Array.isArray(stored) ? stored : [];
  } catch {
    return [];
  }
}

export function addToHistory(operationId: string, entry: HistoryEntry): HistoryEntry[] {
  const next = [entry, ...readHistory(operationId)].slice(0, LIMIT);
  memory.set(operationId, next);
  try {
    const small = next.filter((e) => JSON.stringify(e.values).length <= STORED_MAX);
    sessionStorage.setItem(key(operationId), JSON.stringify(small));
  } catch {
    // sessionStorage full or unavailable: this page's memory only
  }
  return next;
}
