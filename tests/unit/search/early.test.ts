/**
 * The first-paint search scripts (src/search/early.ts), run over a minimal
 * stand-in for the page: which keys and clicks the keys script keeps before
 * the search bar hydrates, what it leaves alone, and the inline platform-key
 * script.
 */
import {describe, expect, test} from 'vitest';
import {EARLY_SEARCH_SCRIPT, PLATFORM_KEY_SCRIPT, readyEarlySearch, type EarlySearchState} from '../../../src/search/early';

type Handler = (event: FakeEvent) => void;
type FakeEvent = {
  key?: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  target: unknown;
  prevented: boolean;
  preventDefault: () => void;
};

function page(platform: string, window = {} as {__bpSearch?: EarlySearchState}) {
  const handlers: Record<string, Handler[]> = {};
  const classes = new Set<string>();
  const document = {
    documentElement: {classList: {add: (name: string) => classes.add(name)}},
    addEventListener: (type: string, handler: Handler) => (handlers[type] ??= []).push(handler),
  };
  for (const script of [PLATFORM_KEY_SCRIPT, EARLY_SEARCH_SCRIPT]) {
    new Function('window', 'document', 'navigator', script)(window, document, {platform});
  }
  const body = {tagName: 'BODY'};
  const fire = (type: string, init: Partial<FakeEvent>) => {
    const event: FakeEvent = {target: body, prevented: false, preventDefault: () => (event.prevented = true), ...init};
    for (const handler of handlers[type] ?? []) handler(event);
    return event;
  };
  return {state: window.__bpSearch!, classes, key: (key: string, init: Partial<FakeEvent> = {}) => fire('keydown', {key, ...init}), click: (target: unknown) => fire('click', {target})};
}

describe('first-paint search script', () => {
  test('is small: well under 1 KB, and the inline part a tenth of that', () => {
    expect(new TextEncoder().encode(EARLY_SEARCH_SCRIPT).length).toBeLessThan(900);
    expect(new TextEncoder().encode(PLATFORM_KEY_SCRIPT).length).toBeLessThan(130);
  });

  test('marks Apple platforms on <html>, and nothing elsewhere', () => {
    expect(page('MacIntel').classes.has('bp-mac')).toBe(true);
    expect(page('iPhone').classes.has('bp-mac')).toBe(true);
    expect(page('Linux x86_64').classes.size).toBe(0);
  });

  test('Ctrl+K, then typed characters, are kept (Backspace removes one); Escape gives up', () => {
    const p = page('Linux x86_64');
    expect(p.key('k', {ctrlKey: true}).prevented).toBe(true);
    expect(p.state.o).toBe(1);
    for (const key of 'okz') p.key(key);
    p.key('Backspace');
    p.key('t');
    expect(p.key('a').prevented).toBe(true);
    expect(p.state.t).toBe('okta');
    expect(p.key('Tab').prevented).toBe(false);
    p.key('Escape');
    expect(p.state.o).toBe(0);
  });

  test('Cmd+K and "/" open; "/" in a text field does not; a click on the search button does', () => {
    expect(page('MacIntel').key('K', {metaKey: true}).prevented).toBe(true);
    const p = page('Linux x86_64');
    expect(p.key('/', {target: {tagName: 'INPUT'}}).prevented).toBe(false);
    expect(p.key('/', {target: {tagName: 'DIV', isContentEditable: true}}).prevented).toBe(false);
    expect(p.key('a').prevented).toBe(false);
    expect(p.state.o).toBe(0);
    expect(p.key('/').prevented).toBe(true);
    const q = page('Linux x86_64');
    q.click({closest: (selector: string) => (selector === '.DocSearch-Button' ? {} : null)});
    expect(q.state.o).toBe(1);
  });

  test('arriving after the search bar is ready, it keeps nothing', () => {
    const window = {} as {__bpSearch?: EarlySearchState};
    const state = readyEarlySearch(window as unknown as Window);
    expect(state).toEqual({o: 0, t: '', r: 1});
    const p = page('Linux x86_64', window);
    expect(p.state).toBe(state);
    expect(p.key('k', {ctrlKey: true}).prevented).toBe(false);
    expect(p.key('/').prevented).toBe(false);
    expect(state).toEqual({o: 0, t: '', r: 1});
  });

  test('readyEarlySearch takes over the state the script made', () => {
    const p = page('Linux x86_64');
    p.key('k', {ctrlKey: true});
    const state = readyEarlySearch({__bpSearch: p.state} as unknown as Window);
    expect(state).toBe(p.state);
    expect(state).toMatchObject({o: 1, r: 1});
  });

  test('once the search bar is ready, shortcuts are its own', () => {
    const p = page('Linux x86_64');
    p.state.r = 1;
    expect(p.key('k', {ctrlKey: true}).prevented).toBe(false);
    p.click({closest: () => ({})});
    expect(p.state.o).toBe(0);
  });
});
