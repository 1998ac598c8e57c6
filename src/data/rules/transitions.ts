/**
 * The legal status transitions of the platform, as tables. The sandbox mock
 * enforces exactly these (an illegal change answers 422 `validation_failed`
 * with a detail of code `invalid_transition`, or 409 for a locked form), and
 * `check.ts` holds every status history of the world to them.
 *
 * Each table lists, per status, the statuses it may change to. A status with
 * no successor is final. `initial` lists the statuses a record may start in.
 * Keeping the same status (an update that changes other fields) is not a
 * transition; `sameStatusAllowed` says whether such an update is accepted.
 */
import type {DispositionStatus, FormStatus, HookRequestStatus, LentStatus, RequestStatus} from '../world/types';

export interface TransitionTable<S extends string> {
  /** Name used in messages, e.g. "quote request". */
  name: string;
  /** Field that holds the status. */
  field: string;
  initial: readonly S[];
  next: Readonly<Record<S, readonly S[]>>;
  /** Statuses that accept an update keeping the status (e.g. a new premium). */
  sameStatusAllowed: readonly S[];
}

/** Application form `status`. A lent form keeps its status; lending is `lent` (see `lentStatus`). */
export const formStatus: TransitionTable<FormStatus> = {
  name: 'application form',
  field: 'status',
  initial: ['draft', 'in_progress'],
  next: {
    draft: ['in_progress', 'closed'],
    in_progress: ['submitted', 'closed'],
    submitted: ['quoting', 'in_progress', 'closed'],
    quoting: ['quoted', 'closed'],
    // Answers changed after quoting send the form back to work; re-submitting quotes again.
    quoted: ['bound', 'in_progress', 'closed'],
    bound: ['closed'],
    closed: [],
  },
  sameStatusAllowed: ['draft', 'in_progress', 'quoted'],
};

/**
 * Quote request `request_status`. `unsent`, `sent` and `timed_out` are set by
 * the platform only (`platformOnly`); carriers set the others with
 * `PUT /quote_requests/{quote_number}`. A status never goes backwards.
 * `in_progress` has two moments: the platform preparing and sending the
 * request (`unsent` → `in_progress` → `sent`), and the carrier rating or
 * underwriting it (`sent` → `in_progress`), which stops the real-time timer:
 * only a `sent` request times out.
 */
export const requestStatus: TransitionTable<RequestStatus> & {platformOnly: readonly RequestStatus[]} = {
  name: 'quote request',
  field: 'request_status',
  initial: ['unsent'],
  next: {
    unsent: ['in_progress', 'sent', 'ineligible', 'failed'],
    sent: ['in_progress', 'completed', 'referral', 'ineligible', 'failed', 'timed_out'],
    in_progress: ['sent', 'completed', 'referral', 'ineligible', 'failed'],
    referral: ['in_progress', 'completed', 'ineligible', 'failed'],
    completed: ['binding', 'bound'],
    binding: ['bound', 'binding_failed'],
    binding_failed: ['binding'],
    bound: [],
    failed: [],
    timed_out: [],
    ineligible: [],
  },
  sameStatusAllowed: ['in_progress', 'referral', 'completed'],
  platformOnly: ['unsent', 'sent', 'timed_out'],
};

/**
 * Disposition `status`, per lead and coverage type: each change is a new
 * record, all kept for the audit. The first record may have any status.
 */
export const dispositionStatus: TransitionTable<DispositionStatus> = {
  name: 'disposition',
  field: 'status',
  initial: ['Active', 'Quoted', 'Sold', 'Lost', 'Unreachable', 'Duplicate'],
  next: {
    Active: ['Quoted', 'Sold', 'Lost', 'Unreachable', 'Duplicate'],
    Quoted: ['Sold', 'Lost', 'Unreachable'],
    Unreachable: ['Active', 'Quoted', 'Lost'],
    Sold: [],
    Lost: [],
    Duplicate: [],
  },
  sameStatusAllowed: ['Active', 'Quoted', 'Unreachable'],
};

/** Status of a lent form on the Exchange (`LentApplicationForm.status`). */
export const lentStatus: TransitionTable<LentStatus> = {
  name: 'lent application form',
  field: 'status',
  initial: ['lent'],
  next: {
    lent: ['working', 'returned'],
    working: ['returned'],
    returned: [],
  },
  sameStatusAllowed: [],
};

/** Status of a webhook request (delivery). */
export const hookRequestStatus: TransitionTable<HookRequestStatus> = {
  name: 'webhook request',
  field: 'status',
  initial: ['pending'],
  next: {
    pending: ['succeeded', 'retrying', 'failed'],
    retrying: ['succeeded', 'retrying', 'failed'],
    succeeded: [],
    failed: [],
  },
  sameStatusAllowed: ['retrying'],
};

export const transitionTables = {formStatus, requestStatus, dispositionStatus, lentStatus, hookRequestStatus};

/** Whether `to` may follow `from` (`from` undefined: the first status). */
export function isLegal<S extends string>(table: TransitionTable<S>, from: S | undefined, to: S): boolean {
  if (from === undefined) return table.initial.includes(to);
  if (from === to) return table.sameStatusAllowed.includes(to);
  return table.next[from].includes(to);
}

/**
 * Whether `to` can follow `from` through any number of legal changes: for
 * snapshots that show some of the statuses a record went through.
 */
export function isReachable<S extends string>(table: TransitionTable<S>, from: S, to: S): boolean {
  if (from === to) return true;
  const seen = new Set<S>([from]);
  const queue: S[] = [from];
  while (queue.length) {
    for (const next of table.next[queue.shift()!] ?? []) {
      if (next === to) return true;
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return false;
}

export function isFinal<S extends string>(table: TransitionTable<S>, status: S): boolean {
  return table.next[status].length === 0;
}

/** Problems of a status sequence, each naming the step (empty when legal). */
export function illegalSteps<S extends string>(table: TransitionTable<S>, statuses: readonly S[], where: string): string[] {
  const problems: string[] = [];
  statuses.forEach((status, i) => {
    const from = i === 0 ? undefined : statuses[i - 1];
    if (!(status in table.next)) problems.push(`${where}: unknown ${table.name} ${table.field} "${status}"`);
    else if (!isLegal(table, from, status)) {
      problems.push(
        from === undefined
          ? `${where}: a ${table.name} cannot start as "${status}" (starts as ${table.initial.join(', ')})`
          : `${where}: a ${table.name} cannot move from "${from}" to "${status}" (from "${from}": ${
              table.next[from].join(', ') || 'nothing, it is final'
            })`,
      );
    }
  });
  return problems;
}

/** The tables a page can render (`<TransitionTable table="dispositionStatus" />`). */
export type TransitionTableName = keyof typeof transitionTables;

/**
 * The situation an illegal change answers with, where the change is the caller's: a carrier's
 * quote request update, a receiver's disposition. The platform moves forms, lent forms and webhook
 * requests itself.
 */
export const REFUSED_BY: Partial<Record<TransitionTableName, {operationId: string; situation: string}>> = {
  requestStatus: {operationId: 'updateQuoteRequest', situation: 'invalid_transition'},
  dispositionStatus: {operationId: 'createDisposition', situation: 'invalid_transition'},
};

export interface TransitionRow {
  status: string;
  next: readonly string[];
  /** First status, final, set by the platform only, updates that keep it accepted. */
  notes: string[];
}

/** A table as rows, for the page's component and its Markdown twin alike. */
export function transitionRows(name: TransitionTableName): TransitionRow[] {
  const table = transitionTables[name] as TransitionTable<string> & {platformOnly?: readonly string[]};
  if (!table) throw new Error(`No transition table ${String(name)}; tables: ${Object.keys(transitionTables).join(', ')}`);
  return Object.entries(table.next).map(([status, next]) => ({
    status,
    next,
    notes: [
      ...(table.initial.includes(status) ? ['a first status'] : []),
      ...(next.length === 0 ? ['final'] : []),
      ...(table.platformOnly?.includes(status) ? ['set by the platform only'] : []),
      ...(table.sameStatusAllowed.includes(status) ? ['an update that keeps it is accepted'] : []),
    ],
  }));
}
