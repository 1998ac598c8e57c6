/**
 * The situations of the rules that have a scenario (./own.ts, ./shared.ts),
 * each with a run on a kit: reset, the scenario's requests, and the answer
 * with the error code it carries. Run against the whole document
 * (../scenarios.test.ts) and against the API console's copy of it
 * (src/plugins/openapi/__tests__/console-document.test.ts).
 */
import type {Resolved} from '../../../data/rules';
import type {Kit} from './kit';
import {OWN_SCENARIOS} from './own';
import {SHARED_SCENARIOS} from './shared';

type Json = Record<string, any>;

export interface Scripted {
  operationId: string;
  situation: Resolved;
  /** The scenario on a reset kit: its last answer, and that answer's error code. */
  run(): Promise<{status: number; body: Json; code: string | undefined}>;
}

export function scriptedSituations(kit: Kit): Scripted[] {
  const out: Scripted[] = [];
  for (const [operationId, situations] of kit.rules.situations) {
    for (const situation of situations.values()) {
      const scenario = situation.shared ? SHARED_SCENARIOS[situation.id] : OWN_SCENARIOS[operationId]?.[situation.id];
      if (!scenario) continue;
      out.push({
        operationId,
        situation,
        async run() {
          kit.reset();
          const reply = await (scenario as (k: Kit, op: string) => Promise<{status: number; body: Json}>)(kit, operationId);
          const code = typeof reply.body?.error === 'string' ? reply.body.error : reply.body?.error?.code;
          return {status: reply.status, body: reply.body, code};
        },
      });
    }
  }
  return out;
}
