/**
 * The OpenAPI document as the mock serves it, read in Node: the YAML source
 * with its `{{token}}`, `{{fact:name}}` and `{{world:name}}` placeholders
 * replaced (identity module, x-facts and facts.ts, the fixture world), parsed with YAML 1.2's core schema, exactly
 * as the site's loader (src/plugins/openapi/document.ts) does; a test compares
 * the two objects. The mock sits below the plugins in the layers, so it
 * cannot import that loader; the substitution is one regular expression.
 */
import fs from 'node:fs';
import path from 'node:path';
import {CORE_SCHEMA, load} from 'js-yaml';
import {tokens} from '../../site/identity';
import {factTokens, OPENAPI_SOURCE} from '../../site/fact-tokens';
import {worldTokens} from '../../data/world/tokens';
import {applyRules} from '../../data/rules/openapi';
import {rulesOf} from '../../data/rules';
import {RULE_NAME, renderRule} from '../../data/rules/tokens';

const TOKEN = /\{\{\s*((?:fact:|world:)?[A-Za-z][A-Za-z0-9]*)\s*\}\}/g;
const RULE_TOKEN = new RegExp(String.raw`\{\{\s*(${RULE_NAME})\s*\}\}`, 'g');

/**
 * `{{rule:...}}` in the document's prose, rendered as the site's loader renders it (plain text, "409
 * already_lent"). The rules are read from the document itself (its operations), so the tokens are
 * rendered after parsing, in every string of the document.
 */
function renderRuleTokens(doc: Record<string, any>, where: string): void {
  const rules = rulesOf(doc);
  const visit = (node: any): any => {
    if (typeof node === 'string') return node.includes('{{') ? node.replace(RULE_TOKEN, (_m, name: string) => renderRule(rules, name, where).plain) : node;
    if (Array.isArray(node)) node.forEach((item, i) => (node[i] = visit(item)));
    else if (node && typeof node === 'object') for (const key of Object.keys(node)) node[key] = visit(node[key]);
    return node;
  };
  visit(doc);
}

export function resolveDocumentSource(source: string): Record<string, any> {
  const values = {...factTokens(source), ...worldTokens, ...tokens};
  const replace = (text: string, where: string) =>
    text.replace(TOKEN, (_match, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`Unknown token {{${name}}} in ${where}`);
      return value;
    });
  const where = path.relative(process.cwd(), OPENAPI_SOURCE);
  const doc = load(replace(source, where), {schema: CORE_SCHEMA}) as Record<string, any>;
  if (doc?.paths && RULE_TOKEN.test(source)) renderRuleTokens(doc, where);
  RULE_TOKEN.lastIndex = 0;
  // The error responses come from the rules (src/data/rules), merged as the site's loader merges them.
  return applyRules(doc, (text) => replace(text, 'src/data/rules'));
}

let cached: Record<string, any> | undefined;

/** The resolved document (read once per process; callers must not change it). */
export function loadMockDocument(): Record<string, any> {
  cached ??= resolveDocumentSource(fs.readFileSync(OPENAPI_SOURCE, 'utf8'));
  return cached;
}
