/**
 * A failed page's test message lists each problem as the line a writer acts on,
 * `file:line: ...: cause. To do: ...`, whole: check:content (scripts/check-content.mjs)
 * picks exactly such lines out of the test's failure message.
 */
import {expect, test} from 'vitest';
import {failureMessage} from '../../samples/report';
import type {BlockResult} from '../../samples/script';

const block = (where: string, message: string): BlockResult => ({
  page: 'carrier_integrations',
  area: 'Integrations',
  where,
  language: 'bash',
  origin: 'fence',
  sample: true,
  outcome: 'failed',
  command: 'curl -s -X PUT "https://partner-api.sandbox.bindpoint.example/quote_requests/Q-1"',
  requests: [],
  filled: [],
  problems: [{category: 'permission', message}],
});

/** The pattern check-content.mjs uses for a located problem. */
const LOCATED = /^[+\s]*([\w./@-]+\.(?:mdx?|ya?ml|json|tsx?|mjs|py):\d+: .+)$/gm;

test('every problem is one file:line line of the message, generated samples included, nothing cut', () => {
  const long = `PUT partner-api.sandbox.bindpoint.example/quote_requests/Q-1: the mock answered 403 forbidden. To do: ${'use the carrier client. '.repeat(20)}`;
  const message = failureMessage([block('docs/carrier_integrations.mdx:88', long), block('docs/carrier_integrations.mdx:136 (generated updateQuoteRequest)', 'the mock answered 403. To do: x')], 'of docs/carrier_integrations.mdx');
  const lines = [...message.matchAll(LOCATED)].map((m) => m[1]);
  expect(message.split('\n')[0]).toBe('2 blocks of docs/carrier_integrations.mdx failed:');
  expect(lines).toHaveLength(2);
  expect(lines[0]).toBe(`docs/carrier_integrations.mdx:88: [bash] \`curl -s -X PUT "https://partner-api.sandbox.bindpoint.example/quote_requests/Q-1"\`: ${long}`);
  expect(lines[1]).toMatch(/^docs\/carrier_integrations\.mdx:136: generated updateQuoteRequest \[bash\] .*To do: x$/);
});
