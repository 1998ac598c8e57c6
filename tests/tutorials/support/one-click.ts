/**
 * A TEST STAND-IN for the Terminal's one-click script (`<terminal host>/one_click/v1/button.js`,
 * docs/one_click/one_click_integration.mdx), doing only what that page documents:
 *
 * - it finds every element with `data-bp-one-click`, including ones added later, and handles its
 *   clicks (one listener on the document, so an element added after the script ran is handled);
 * - a click is `window.BindPointOneClick.start(...)` with the element's settings, the equivalence
 *   the page's "Configuration reference" states (`data-bp-one-click` → `key`, `data-bp-subdomain`
 *   → `subdomain`, `data-bp-record-id` → `recordId`, `data-bp-answers` → `answers`,
 *   `data-bp-target` → `target`, `data-bp-storefront-code` → `storefrontCode`);
 * - `start()` refuses what the reference forbids (a missing required setting, a record id over
 *   `recordIdMaxLength` characters, answers that are not a JSON object or exceed `answersMaxKB`),
 *   with a message in the console ("Nothing happens on click": "check the browser console").
 *
 * What `start()` then sends (a POST to the Terminal's `/one_click` in a new tab) is not documented
 * field by field, and the Terminal's side of it (origin check, sign-in, find or create the form)
 * is not part of the mock or the OpenAPI document: the stand-in records the settings in
 * `window.__oneClickStarts` instead of inventing that request. The test checks the recorded
 * answers against the platform's own question rules (src/mock/answers.ts), which the Terminal
 * applies when it creates the form ("Some answers were not saved").
 */
export interface OneClickLimits {
  recordIdMaxLength: number;
  answersMaxKB: number;
}

/** The script's text, with the platform's limits (src/site/facts.ts) written in. */
export function oneClickScript(limits: OneClickLimits): string {
  return `(${buttonScript.toString()})(${JSON.stringify(limits)});\n`;
}

/** Runs in the browser as a classic script; serialized by oneClickScript(), so it closes over nothing. */
function buttonScript(limits: OneClickLimits): void {
  type Settings = {key?: string; subdomain?: string; recordId?: string; answers?: unknown; target?: string; storefrontCode?: string};
  const w = window as unknown as {BindPointOneClick?: {start(settings: Settings): void}; __oneClickStarts: Settings[]};
  if (w.BindPointOneClick) return;
  w.__oneClickStarts = [];
  const refuse = (message: string) => console.error(`BindPoint one-click: ${message}`);
  w.BindPointOneClick = {
    start(settings: Settings) {
      for (const name of ['key', 'subdomain', 'recordId'] as const) if (!settings[name]) return refuse(`${name} is required`);
      if (settings.recordId!.length > limits.recordIdMaxLength) return refuse(`recordId is longer than ${limits.recordIdMaxLength} characters`);
      const answers = settings.answers ?? {};
      if (typeof answers !== 'object' || answers === null || Array.isArray(answers)) return refuse('answers must be an object of question codes and answers');
      if (new TextEncoder().encode(JSON.stringify(answers)).length > limits.answersMaxKB * 1024) return refuse(`answers exceed ${limits.answersMaxKB} KB`);
      const target = settings.target ?? 'terminal';
      if (target !== 'terminal' && target !== 'storefront') return refuse('target is terminal or storefront');
      if (target === 'storefront' && !settings.storefrontCode) return refuse('storefrontCode is required with target storefront');
      w.__oneClickStarts.push({...settings, answers, target});
    },
  };
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.('[data-bp-one-click]');
    if (!(button instanceof HTMLElement)) return;
    const data = button.dataset;
    let answers: unknown;
    try {
      answers = data.bpAnswers === undefined ? undefined : JSON.parse(data.bpAnswers);
    } catch {
      return refuse('data-bp-answers is not JSON');
    }
    w.BindPointOneClick!.start({key: data.bpOneClick, subdomain: data.bpSubdomain, recordId: data.bpRecordId, answers, target: data.bpTarget, storefrontCode: data.bpStorefrontCode});
  });
}
