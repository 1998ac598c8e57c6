/**
 * Search from the first paint. React (and with it DocSearch's keyboard
 * hook) only listens once the page has hydrated, seconds after it shows on a
 * slow phone; a shortcut pressed before then used to be lost. A tiny script
 * (EARLY_SEARCH_SCRIPT; src/plugins/search-index writes it to a file named by
 * its content and loads it async in every page's head) listens from the
 * moment it arrives, with the stylesheet, long before the page's own scripts:
 *
 * - Ctrl+K or Cmd+K, `/` outside a text field, or a click on the navbar
 *   search button marks the modal as wanted (`o`);
 * - from then on, characters typed are kept (`t`; Backspace removes one,
 *   Escape gives up), and their default action is prevented.
 *
 * An inline head script, PLATFORM_KEY_SCRIPT, sets `bp-mac` on <html> on
 * Apple platforms, so the button shows ⌘ or Ctrl from the first paint (both
 * are rendered; CSS shows one).
 *
 * When the search bar is ready it takes the state over (`takeEarlySearch`):
 * it opens the modal with the characters typed so far, and the script stops
 * keeping keys once the modal's input has them (`r` = ready, `o` = 0). Were
 * the script to arrive after the search bar is ready, it finds the state
 * already there and does nothing.
 *
 * Neither is inline in the page as a whole: the keys script was 400 bytes
 * gzip of every page's HTML, and a page whose HTML is over TCP's first
 * window paints a round trip later (decisions/0003-ablation.md).
 */

/** The state the keys script shares with the search bar, on `window`. */
export type EarlySearchState = {
  /** The modal is wanted (a shortcut or a click came before the search bar could answer it). */
  o: 0 | 1;
  /** Characters typed since. */
  t: string;
  /** The search bar has hydrated and answers shortcuts itself. */
  r: 0 | 1;
};

export const EARLY_SEARCH_GLOBAL = '__bpSearch';
/** Class on <html> on Apple platforms (set before the first paint). */
export const MAC_CLASS = 'bp-mac';

/**
 * The script, written small by hand (every page loads it; tests/unit/search/
 * early.test.ts runs it, src/plugins/search-index/__tests__/search.build.test.ts checks the built file).
 * Keep it in ES5.
 */
export const EARLY_SEARCH_SCRIPT =
  `(function(){if(window.${EARLY_SEARCH_GLOBAL})return;var d=document,s=window.${EARLY_SEARCH_GLOBAL}={o:0,t:'',r:0};` +
  `function w(e){e.preventDefault();s.o=1;s.t=''}` +
  `d.addEventListener('keydown',function(e){var k=e.key||'',c=e.ctrlKey||e.metaKey,t=e.target||{};` +
  `if(s.o){if(c&&k.toLowerCase()=='k');else if(k.length==1&&!c&&!e.altKey)s.t+=k;else if(k=='Backspace')s.t=s.t.slice(0,-1);` +
  `else{if(k=='Escape')s.o=0;return}e.preventDefault()}` +
  `else if(!s.r&&(c&&k.toLowerCase()=='k'||k=='/'&&!(t.isContentEditable||/^(INPUT|TEXTAREA|SELECT|BUTTON)$/.test(t.tagName))))w(e)},true);` +
  `d.addEventListener('click',function(e){var b=e.target;if(!s.r&&b&&b.closest&&b.closest('.DocSearch-Button'))w(e)},true)})();`;

/** Inline in every page's head, before the first paint: the platform's shortcut key. */
export const PLATFORM_KEY_SCRIPT = `try{if(/Mac|iPhone|iPad|iPod/.test(navigator.platform))document.documentElement.classList.add('${MAC_CLASS}')}catch(e){}`;

type EarlyWindow = Window & {[EARLY_SEARCH_GLOBAL]?: EarlySearchState};

/** The keys script's state, or null when it has not run (e.g. in tests of the component). */
export function earlySearchState(win: Window = window): EarlySearchState | null {
  return (win as EarlyWindow)[EARLY_SEARCH_GLOBAL] ?? null;
}

/**
 * Marks the search bar ready and returns the keys script's state: a state
 * with nothing wanted when the script has not run yet (it then finds it and
 * stays out of the way).
 */
export function readyEarlySearch(win: Window = window): EarlySearchState {
  const state = ((win as EarlyWindow)[EARLY_SEARCH_GLOBAL] ??= {o: 0, t: '', r: 1});
  state.r = 1;
  return state;
}

/**
 * Puts text into the modal's input as if typed, so DocSearch searches it
 * (its input is a React-controlled field: the value is set with the native
 * setter, then an input event tells React).
 */
export function typeInto(input: HTMLInputElement, text: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, text);
  input.dispatchEvent(new Event('input', {bubbles: true}));
}
