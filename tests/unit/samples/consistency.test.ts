/**
 * Pages agree with the OpenAPI document where no fact is stated: every `X-`
 * header a page names is one the document defines, the `mark_in_progress`
 * default, and the list convention. The facts themselves (a limit, a
 * lifetime, a header name, a status per situation) are checked in every
 * sentence of the site by tests/unit/claims.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {firstCallSteps} from '../../../src/site/first-call';
import {doc, ROOT, SOURCE, yaml} from './openapi';
import {codeBlocks, requestsOf} from './extract';
import {headerHint} from './operation-headers';

function files(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? files(full) : /\.mdx?$/.test(e.name) ? [full] : [];
  });
}

interface Text {
  file: string;
  text: string;
}

const texts: Text[] = [
  ...files(path.join(ROOT, 'docs')).map((f) => ({file: path.relative(ROOT, f), text: fs.readFileSync(f, 'utf8')})),
  {file: 'src/site/first-call.ts', text: firstCallSteps.map((s) => `${s.title}. ${s.text}\n${s.code}`).join('\n')},
  {file: 'src/pages/index.tsx', text: fs.readFileSync(path.join(ROOT, 'src/pages/index.tsx'), 'utf8')},
  {file: 'src/data/openapi/bindpoint.openapi.yaml', text: fs.readFileSync(SOURCE, 'utf8').replace(/^x-facts:[\s\S]*?\n(?=\S)/m, '')},
];

/** Sentences (or table rows) of a text, with their line numbers. */
function sentences({file, text}: Text): Array<{where: string; sentence: string}> {
  return text.split('\n').flatMap((line, i) => line.split(/(?<=[.!?])\s+(?=[A-Z`*])/).map((sentence) => ({where: `${file}:${i + 1}`, sentence})));
}

/** Header names any page may write: every one the OpenAPI document names (its rules' headers merged in), plus standard proxy headers. */
const KNOWN_HEADERS = new Set([...`${fs.readFileSync(SOURCE, 'utf8')}\n${yaml}`.matchAll(/\bX-[A-Za-z][A-Za-z0-9-]+/g)].map((m) => m[0]));
for (const standard of ['X-Forwarded-For', 'X-Forwarded-Proto']) KNOWN_HEADERS.add(standard);

describe('pages agree with the OpenAPI document', () => {
  test('every X- header a page names is one the OpenAPI document defines', () => {
    const unknown: string[] = [];
    for (const {file, text} of texts) {
      // A header in a request sample: the operation it goes to says which header it stands for.
      const blocks = /\.mdx?$/.test(file) ? codeBlocks(file, text) : [];
      const requestAt = (line: number) => {
        const block = blocks.find((b) => b.line < line && line <= b.line + b.code.split('\n').length);
        return block ? requestsOf(block).filter((r) => Number(r.where.split(':').pop()) <= line).pop() : undefined;
      };
      text.split('\n').forEach((line, i) => {
        for (const m of line.matchAll(/\bX-[A-Za-z][A-Za-z0-9-]+/g)) {
          if (!KNOWN_HEADERS.has(m[0])) unknown.push(`${file}:${i + 1}: the header ${m[0]} is not one the OpenAPI document defines: ${headerHint(m[0], requestAt(i + 1))}`);
        }
      });
    }
    expect(unknown, unknown.join('\n')).toEqual([]);
  });

  test('mark_in_progress: pages agree with the default of the OpenAPI document', () => {
    const schema = doc.components.schemas.ApplicationFormCreateRequest.properties.application_form.properties.mark_in_progress;
    const wrong: string[] = [];
    for (const text of texts) {
      for (const {where, sentence} of sentences(text)) {
        if (!/mark_in_progress/.test(sentence)) continue;
        if (schema.default === true && /(created|sent) without `?mark_in_progress/i.test(sentence)) wrong.push(`${where}: ${sentence.trim()}`);
        const stated = sentence.match(/mark_in_progress`?[^.]{0,40}?defaults? (?:to )?`?(true|false)/i);
        if (stated && stated[1] !== String(schema.default)) wrong.push(`${where}: ${sentence.trim()}`);
      }
    }
    expect(wrong, wrong.join('\n')).toEqual([]);
  });

  test('lists are plain arrays everywhere: no page shows a {"data", "meta"} list envelope', () => {
    const envelopes = texts.filter((t) => /"meta"\s*:\s*\{\s*"page"/.test(t.text)).map((t) => t.file);
    expect(envelopes).toEqual([]);
  });
});
