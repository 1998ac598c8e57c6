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

const TOKEN = /\{\{\s*((?:fact:|world:)?[A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

export function resolveDocumentSource(source: string): Record<string, any> {
  const values = {...factTokens(source), ...worldTokens, ...tokens};
  const replace = (text: string, where: string) =>
    text.replace(TOKEN, (_match, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`Unknown token {{${name}}} in ${where}`);
      return value;
    });
  const doc = load(replace(source, path.relative(process.cwd(), OPENAPI_SOURCE)), {schema: CORE_SCHEMA}) as Record<string, any>;
  // The error responses come from the rules (src/data/rules), merged as the site's loader merges them.
  return applyRules(doc, (text) => replace(text, 'src/data/rules'));
}

let cached: Record<string, any> | undefined;

/** The resolved document (read once per process; callers must not change it). */
export function loadMockDocument(): Record<string, any> {
  cached ??= resolveDocumentSource(fs.readFileSync(OPENAPI_SOURCE, 'utf8'));
  return cached;
}
