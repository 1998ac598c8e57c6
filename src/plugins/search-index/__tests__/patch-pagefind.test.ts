import {describe, expect, test} from 'vitest';
import {PATCH_MARKER, patchPagefindClient} from '../patch-pagefind';

// The shape of Pagefind 1.6's excerpt builder, reduced to what the patch touches.
const client = [
  'var word_separators=/[^\\S\\uFEFF]+/g;',
  'var build_excerpt=(content,start,length,locations)=>{let fragment_words=[];',
  'fragment_words=content.split(word_separators);',
  'for(let word of locations){fragment_words[word]=`<mark>${fragment_words[word]}</mark>`;}',
  'return fragment_words.slice(start,start+length).join(" ");};',
  'globalThis.build_excerpt=build_excerpt;',
].join('');

function run(source: string): (content: string, start: number, length: number, locations: number[]) => string {
  const scope: {build_excerpt?: (...args: unknown[]) => string} = {};
  new Function('globalThis', source)(scope);
  return scope.build_excerpt as never;
}

describe('Pagefind client patch', () => {
  test('gives the same excerpts as the original, across pages and repeated calls', () => {
    const original = run(client);
    const patched = run(patchPagefindClient(client));
    const a = 'one two three four five six seven';
    const b = 'alpha beta gamma delta';
    for (const [content, start, locations] of [
      [a, 0, [1]],
      [a, 2, [3, 4]],
      [b, 1, [2]],
      [a, 0, []],
    ] as const) {
      expect(patched(content, start, 3, [...locations])).toBe(original(content, start, 3, [...locations]));
    }
  });

  test('is applied once', () => {
    const once = patchPagefindClient(client);
    expect(once).toContain(PATCH_MARKER);
    expect(patchPagefindClient(once)).toBe(once);
  });

  test('fails loudly when Pagefind changed the code it patches', () => {
    expect(() => patchPagefindClient('var build_excerpt=()=>{}')).toThrow(/patch-pagefind/);
  });
});
