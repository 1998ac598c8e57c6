/**
 * What pages show of the rules, shared by the React components and their
 * Markdown twins: a transition table's name and the answer to a change it
 * does not allow.
 */
import {OPERATIONS} from './operations';
import {REFUSED_BY, type TransitionTableName, transitionTables} from './transitions';
import {ruleText} from './text';

/** "Legal changes of a disposition's status". */
export function transitionCaption(name: TransitionTableName): string {
  const table = transitionTables[name];
  if (!table) throw new Error(`No transition table ${String(name)}; tables: ${Object.keys(transitionTables).join(', ')}`);
  return `Legal changes of a ${table.name}'s ${table.field}`;
}

/** The answer to a change the table does not allow ("422 `validation_failed` (`invalid_transition`)"), where the change is the caller's. */
export function refusalText(name: TransitionTableName): string | undefined {
  const by = REFUSED_BY[name];
  if (!by) return undefined;
  const situation = OPERATIONS[by.operationId]?.[by.situation];
  if (!situation) throw new Error(`src/data/rules/transitions.ts: REFUSED_BY.${name} names ${by.operationId}.${by.situation}, which src/data/rules/operations.ts does not state`);
  return ruleText(situation);
}
