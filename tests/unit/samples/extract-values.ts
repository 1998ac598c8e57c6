/**
 * The values a sample's request carries that the extractor can know: the
 * reader's (the reader environment of the fixture world), marked variables
 * for the rest, and literals (JSON-like JavaScript or Python objects)
 * evaluated when they refer to nothing else.
 */
import {readerEnvironmentValues} from '../../../src/data/world/env';

/**
 * Variables a reader sets before the samples run, with their sandbox values
 * from the reader environment of the fixture world (src/data/world/env.ts),
 * so that a sample's body can be validated. Ids that a sample captures from a
 * response (BP_FORM_ID, ...) and are not reader values stay variables.
 */
export const KNOWN_VARIABLES: Record<string, string> = {
  ...readerEnvironmentValues,
  BP_WEBHOOK_URL: 'https://your-app.example.com/bindpoint/webhooks',
};

/** A value supplied by the reader, kept visible in URLs and bodies. */
export const variable = (name: string) => `{${name}}`;

/** Evaluates a literal (JSON-like JS or Python); undefined when it refers to anything else. */
export function literalValue(text: string, python: boolean): unknown {
  // A reader value read from the environment inside the literal: the reader environment's value.
  let source = text.replace(
    /\bprocess\.env\.([A-Z][A-Z0-9_]*)|\bos\.environ\[(['"])([A-Z][A-Z0-9_]*)\2\]/g,
    (_m, js: string | undefined, _q: string, py: string | undefined) => {
      const name = (js ?? py)!;
      return JSON.stringify(KNOWN_VARIABLES[name] ?? variable(name));
    },
  );
  if (python) {
    source = source.replace(/\bTrue\b/g, 'true').replace(/\bFalse\b/g, 'false').replace(/\bNone\b/g, 'null');
  }
  try {
    // Object literals of samples only; no identifiers are in scope.
    return new Function(`"use strict"; return (${source});`)();
  } catch {
    return undefined;
  }
}
