/**
 * The button script every page loads (static/js/buttons.js), run against a
 * stand-in page.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test, vi} from 'vitest';

describe('button script (static/js/buttons.js)', () => {
  const source = fs.readFileSync(path.resolve(__dirname, '../../../static/js/buttons.js'), 'utf8');

  /** Runs the script against a page with one marked link; returns what it did. */
  function run(script: string, variant = 'secondary') {
    const marks: Record<string, string> = {};
    const link = {
      attributes: {'data-bp-button': variant} as Record<string, string>,
      classes: [] as string[],
      setAttribute(name: string, value: string) {
        this.attributes[name] = value;
      },
      getAttribute(name: string) {
        return this.attributes[name] ?? null;
      },
      classList: {add: (...names: string[]) => link.classes.push(...names)},
      addEventListener: vi.fn(),
    };
    const selectors: string[] = [];
    const document = {
      readyState: 'complete',
      body: {},
      documentElement: {setAttribute: (name: string, value: string) => (marks[name] = value)},
      querySelectorAll: (selector: string) => {
        selectors.push(selector);
        return link.attributes['data-bp-ready'] === undefined ? [link] : [];
      },
    };
    const observe = vi.fn();
    class MutationObserver {
      observe = observe;
    }
    new Function('document', 'MutationObserver', 'navigator', script)(document, MutationObserver, {});
    return {marks, link, selectors, observed: observe.mock.calls.length};
  }

  test('marks the page ready and styles a marked link as a button that answers clicks', () => {
    const {marks, link, observed} = run(source);
    expect(marks).toEqual({'data-bp-buttons': 'ready'});
    expect(link.classes).toEqual(['button', 'button--secondary']);
    expect(link.addEventListener).toHaveBeenCalledWith('click', expect.any(Function));
    expect(observed).toBe(1);
  });

  test('gives the primary style to any value but secondary, a class the CSS purge keeps', () => {
    for (const variant of ['', 'primary', 'success', 'x" onclick="alert(1)']) expect(run(source, variant).link.classes).toEqual(['button', 'button--primary']);
    // Written out whole in the source: src/plugins/stylesheets/infima-purge scans static/js for class names.
    for (const name of ['button--primary', 'button--secondary']) expect(source).toContain(`'${name}'`);
  });
});

