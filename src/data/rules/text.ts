/** Text of the rules: filling a message's values, and how a page states a situation. */
import type {Situation} from './types';

/** `{name}` in a template, filled from values; a name without a value is an error naming it. */
export function fill(template: string, values: Record<string, unknown>, where = 'a rule'): string {
  return template.replace(/\{([a-z_]+)\}/g, (_m, name: string) => {
    if (values[name] === undefined) throw new Error(`${where}: no value for {${name}} in "${template}"`);
    return String(values[name]);
  });
}

/** How a page states a situation: "409 `already_lent`", with its detail code when that names it. */
export function ruleText(s: Pick<Situation, 'status' | 'code' | 'detail'>, markdown = true): string {
  const code = (c: string) => (markdown ? `\`${c}\`` : c);
  return `${s.status} ${code(s.code)}${s.detail ? ` (${code(s.detail)})` : ''}`;
}
