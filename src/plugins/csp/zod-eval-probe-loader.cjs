/**
 * A bundler loader for @docsearch/react's scripts, which bundle zod: zod's
 * `allowsEval` probe (`new Function("")` in a try/catch, run once to choose
 * compiled or plain parsing) is answered "no" without calling `Function`.
 *
 * Under the site's Content-Security-Policy (no 'unsafe-eval', ./index.ts) the
 * probe fails anyway and zod parses without eval, so nothing changes but
 * this: the refused eval was reported as a policy violation each time the
 * search modal opened. zod's own switch (`config({jitless: true})`) would skip
 * the probe, but DocSearch keeps zod's config private to its bundle.
 *
 * A script that bundles zod (it names `$ZodObjectJIT`) without this exact
 * probe fails the build: DocSearch or zod changed, and this needs a look.
 */
const PROBE = 'try{return new Function(""),!0}catch(e){return!1}';
const NO_EVAL = 'return!1';

module.exports = function zodEvalProbeLoader(source) {
  if (source.includes(PROBE)) return source.split(PROBE).join(NO_EVAL);
  if (source.includes('$ZodObjectJIT')) {
    this.emitError(new Error(`src/plugins/csp/zod-eval-probe-loader.cjs: ${this.resourcePath} bundles zod but not its eval probe as ${PROBE}; find the probe's new form (zod's allowsEval) and update PROBE, or the search modal reports a policy violation again`));
  }
  return source;
};
module.exports.PROBE = PROBE;
