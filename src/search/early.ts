/**
 * Search from the first paint. React (and with it DocSearch's keyboard
 * hook) only listens once the page has hydrated, seconds after it shows on a
 * slow phone; a shortcut pressed before then used to be lost. A tiny inline
 * head script (EARLY_SEARCH_SCRIPT, injected by src/plugins/search-index)
 * listens from the start:
 *
 * - Ctrl+K or Cmd+K, `/` outside a text field, or a click on the navbar
 *   search button marks the modal as wanted (`o`);
 * - from then on, characters typed are kept (`t`; Backspace removes one,
 *   Escape gives up), and their default action is prevented;
 * - it sets `bp-mac` on <html> on Apple platforms, so the button shows ⌘ or
 *   Ctrl from the first paint (both are rendered; CSS shows one).
 *
 * When the search bar is ready it takes the state over (`takeEarlySearch`):
 * it opens the modal with the characters typed so far, and the script stops
 * keeping keys once the modal's input has them (`r` = ready, `o` = 0).
 */

/** The state the inline script shares with the search bar, on `window`. */
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
 * The inline script, written small by hand (it is in every page's head;
 * tests/unit/search/early.test.ts runs it, tests/build/search.test.ts
 * checks its size in the built pages). Keep it in ES5.
 */
export const EARLY_SEARCH_SCRIPT =
  `(function(){var d=document,h=d.documentElement,s=window.${EARLY_SEARCH_GLOBAL}={o:0,t:'',r:0};` +
  `try{if(/Mac|iPhone|iPad|iPod/.test(navigator.platform))h.classList.add('${MAC_CLASS}')}catch(e){}` +
  `function w(e){e.preventDefault();s.o=1;s.t=''}` +
  `d.addEventListener('keydown',function(e){var k=e.key||'',c=e.ctrlKey||e.metaKey,t=e.target||{};` +
  `if(s.o){if(c&&k.toLowerCase()=='k');else if(k.length==1&&!c&&!e.altKey)s.t+=k;else if(k=='Backspace')s.t=s.t.slice(0,-1);` +
  `else{if(k=='Escape')s.o=0;return}e.preventDefault()}` +
  `else if(!s.r&&(c&&k.toLowerCase()=='k'||k=='/'&&!(t.isContentEditable||/^(INPUT|TEXTAREA|SELECT|BUTTON)$/.test(t.tagName))))w(e)},true);` +
  `d.addEventListener('click',function(e){var b=e.target;if(!s.r&&b&&b.closest&&b.closest('.DocSearch-Button'))w(e)},true)})();`;

type EarlyWindow = Window & {[EARLY_SEARCH_GLOBAL]?: EarlySearchState};

/** The inline script's state, or null when it did not run (e.g. in tests of the component). */
export function earlySearchState(win: Window = window): EarlySearchState | null {
  return (win as EarlyWindow)[EARLY_SEARCH_GLOBAL] ?? null;
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
