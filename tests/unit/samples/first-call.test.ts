/**
 * The first-call paths as a reader pastes them: the home page's steps and the
 * overview's "Your first call in five minutes". Every id a later call uses is
 * captured from an earlier response, never typed, and the home page sets its
 * credentials and subscribes to events before it creates the form. Running
 * them against the mock (every call 2xx, the calls in order) is the sample
 * runner's part: tests/samples/samples.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {firstCallSteps} from '../../../src/site/first-call';
import {codeBlocks} from './extract';
import {ROOT} from './openapi';
import {unshownFields} from './shown-fields';
import {facts} from '../../../src/site/facts';
import {shapeSource} from '../../../src/site/regexp';

/** The overview's first-call section as the bash blocks a reader pastes, in order. */
function overviewScript(): string {
  const source = fs.readFileSync(path.join(ROOT, 'docs/overview.mdx'), 'utf8');
  const start = source.indexOf('## Your first call in five minutes');
  const end = source.indexOf('\n## ', start + 5);
  expect(start, 'docs/overview.mdx has the section "Your first call in five minutes"').toBeGreaterThan(0);
  const section = source.slice(start, end < 0 ? undefined : end);
  return codeBlocks('docs/overview.mdx', section)
    .filter((b) => b.language === 'bash')
    .map((b) => b.code)
    .join('\n\n');
}

const homeScript = () => firstCallSteps.map((s) => s.code).join('\n\n');

/** Ids in URLs must come from variables that an earlier response filled. */
function typedIds(script: string): string[] {
  const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
  const reference = new RegExp(`\\b${shapeSource(facts.idFormats.referenceId)}\\b`, 'g');
  return [...(script.match(uuid) ?? []), ...(script.match(reference) ?? [])];
}

function capturedVariables(script: string): {used: string[]; captured: string[]} {
  const used = [...script.matchAll(/\/\$\{?(\w+_ID)\}?/g)].map((m) => m[1]!);
  const captured = [...script.matchAll(/^(?:export\s+)?(\w+)=\$\((?:[^)]|\)(?!\s*$))*jq[^\n]*\)\s*$/gm)].map((m) => m[1]!);
  return {used: [...new Set(used)], captured};
}

describe.each([
  ['home page (src/site/first-call.ts)', homeScript],
  ['overview (docs/overview.mdx)', overviewScript],
])('first-call path of the %s', (_name, script) => {
  test('no id is typed: every id in a URL is captured from an earlier response', () => {
    const text = script();
    expect(typedIds(text)).toEqual([]);
    const {used, captured} = capturedVariables(text);
    const credentials = ['BP_TENANT_ID', 'BP_CLIENT_ID'];
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((v) => !credentials.includes(v) && !captured.includes(v))).toEqual([]);
  });
});

test('the home page sets the token and the credentials and subscribes before it creates the form', () => {
  const text = homeScript();
  for (const name of ['BP_CLIENT_ID', 'BP_CLIENT_SECRET', 'BP_TENANT_ID', 'BP_WEBHOOK_SECRET', 'BP_TOKEN']) {
    expect(text, `${name} is set`).toMatch(new RegExp(`^export ${name}=`, 'm'));
  }
  expect(text.indexOf('/hooks')).toBeGreaterThan(0);
  expect(text.indexOf('/hooks')).toBeLessThan(text.indexOf('/application_forms'));
});

test("each step's output shows what its text says it shows (the jq filter prints the fields it names)", () => {
  const source = fs.readFileSync(path.join(ROOT, 'src/site/first-call.ts'), 'utf8');
  const problems = firstCallSteps.flatMap((step) =>
    unshownFields(step.text, step.code).map((p) => `src/site/first-call.ts:${source.slice(0, source.indexOf(step.title)).split('\n').length}: "${step.title}": ${p}`),
  );
  expect(problems.length, `${problems.length} steps print less than they say:\n${problems.join('\n')}\n`).toBe(0);
  // The check reads the step that prints a projection: the answers named and not printed are found.
  const read = firstCallSteps.find((s) => /jq '\{/.test(s.code))!;
  expect(unshownFields('It lists the answers you sent.', read.code.replace(/, answer_values/, ''))).toEqual([
    expect.stringMatching(/^the text says the output shows answer values, but jq prints only \{id, reference_id, status\}: add answer_values/),
  ]);
});
