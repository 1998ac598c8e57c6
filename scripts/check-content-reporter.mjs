/**
 * A Vitest reporter for `npm run check:content` (scripts/check-content.mjs):
 * writes, for every failed test, the received value of its failed
 * assertions when that value is a string. Vitest's JSON reporter keeps only
 * an error's first line and stack, and `expect(problems.join('\n')).toBe('')`
 * (how the content tests list what is wrong, one `file:line: ...` per line)
 * puts the list in the received value: without this file the writer read
 * "expected 'docs/x.mdx:12: t…' to be ''". Output: the file named by
 * CHECK_CONTENT_RECEIVED, `{"<test file> <test full name>": "received text"}`.
 */
import fs from 'node:fs';

export default class ReceivedReporter {
  onTestRunEnd(testModules) {
    const out = process.env.CHECK_CONTENT_RECEIVED;
    if (!out) return;
    const received = {};
    for (const mod of testModules) {
      for (const test of mod.children.allTests()) {
        const result = test.result();
        if (result.state !== 'failed') continue;
        const texts = (result.errors ?? []).map((e) => (typeof e.actual === 'string' ? e.actual : '')).filter(Boolean);
        // The JSON reporter's fullName: the describe titles and the test's, joined by spaces.
        if (texts.length) received[`${mod.moduleId} ${test.fullName.split(' > ').join(' ')}`] = texts.join('\n');
      }
    }
    fs.writeFileSync(out, JSON.stringify(received));
  }
}
