/**
 * What the world's checks (check.ts, check-flow.ts) share: the parts of the
 * world they read, and the helpers over status histories.
 */
import type {
  ApplicationForm,
  Carrier,
  Disposition,
  ExchangeForm,
  Hook,
  HookRequest,
  Prospect,
  QuoteRequest,
  StatusChange,
  StoryStep,
  WorldEvent,
} from './types';

/** The parts of the world the checks read; tests pass broken copies. */
export interface WorldParts {
  applicationForms: readonly ApplicationForm[];
  quoteRequests: readonly QuoteRequest[];
  carriers: readonly Carrier[];
  hooks: readonly Hook[];
  hookRequests: readonly HookRequest[];
  events: readonly WorldEvent[];
  exchangeForms: readonly ExchangeForm[];
  prospects: readonly Prospect[];
  dispositions: readonly Disposition[];
  story: readonly StoryStep[];
}

export function inOrder(times: readonly string[], where: string, what: string): string[] {
  const problems: string[] = [];
  for (let i = 1; i < times.length; i++) {
    if (times[i]! < times[i - 1]!) problems.push(`${where}: ${what} out of order: ${times[i - 1]} is followed by ${times[i]}`);
  }
  return problems;
}

export const statuses = <S extends string>(history: readonly StatusChange<S>[]) => history.map((h) => h.status);
export const times = (history: readonly StatusChange[]) => history.map((h) => h.at);
export const firstAt = (form: ApplicationForm) => form.versions[0]!.from;
