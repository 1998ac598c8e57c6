/**
 * `withoutEval(load)`: runs `load` (a dynamic import) while `new Function`
 * and `Function(...)` throw an EvalError at once, then puts the global
 * `Function` back.
 *
 * Why: the site's Content-Security-Policy has no `'unsafe-eval'` (./index.ts),
 * so a page can never compile a string; the browser refuses it and also
 * reports a violation (an error in the console, a `securitypolicyviolation`
 * event). DocSearch's modal bundles zod, whose `allowsEval` probe tries
 * `new Function("")` once, as the modal's module is evaluated, to choose
 * between compiled and plain parsing; under this policy it would get the
 * refusal and parse plainly. Run inside this wrapper, it gets the same
 * refusal without the report. Nothing of DocSearch is changed: its code runs
 * as published (the textual rewrite this replaces, a bundler loader that
 * edited DocSearch's code, is gone: decisions/0024-public-entry-points.md).
 *
 * Only for the time of the load, counted so that overlapping loads put the
 * real `Function` back once, after the last. `src/plugins/csp/__tests__`
 * checks that the installed DocSearch still probes while its module loads
 * (when it no longer does, this wrapper has nothing left to do: remove it).
 *
 * Removal: zod honours `z.config({jitless: true})` in its probe and shares
 * that setting across copies through `globalThis.__zod_globalConfig`
 * (colinhacks/zod#5864, #5889); DocSearch 5's modal no longer bundles zod at
 * all. Upgrading @docsearch/react to a version with either makes this
 * wrapper unnecessary: delete it and call `import('./Modal')` directly.
 */

const refuse = (): never => {
  throw new EvalError("Refused to compile a string as JavaScript: this page's Content-Security-Policy has no 'unsafe-eval'");
};

/** `Function` that refuses every string, as the page's policy would, but silently. */
export const NO_EVAL: FunctionConstructor = new Proxy(Function, {construct: refuse, apply: refuse});

let loads = 0;
let real: FunctionConstructor | undefined;

export async function withoutEval<T>(load: () => Promise<T>): Promise<T> {
  const scope = globalThis as unknown as {Function: FunctionConstructor};
  if (loads++ === 0) {
    real = scope.Function;
    scope.Function = NO_EVAL;
  }
  try {
    return await load();
  } finally {
    if (--loads === 0) scope.Function = real!;
  }
}
