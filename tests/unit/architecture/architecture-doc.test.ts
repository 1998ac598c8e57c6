/**
 * ARCHITECTURE.md is checked against the tree, so it cannot drift again:
 * - every repository path it names exists;
 * - every plugin folder under src/plugins is named in it;
 * - the layer diagram's lists are the folders' contents: its src/site,
 *   src/data and src/plugins nodes list exactly the entries of those folders
 *   (file names without extension, folder names), and every folder a node
 *   names exists.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';

const root = path.resolve(__dirname, '../../..');
const DOC = 'ARCHITECTURE.md';

/** Repository paths named in a Markdown text (in code spans, diagrams and prose), with their lines. */
export function namedPaths(text: string): Array<{path: string; line: number}> {
  const found: Array<{path: string; line: number}> = [];
  text.split('\n').forEach((line, i) => {
    for (const match of line.matchAll(/(?<![\w./-])((?:src|tests|scripts|decisions|docs|static|search|patches|\.github|\.ci)\/[\w.@~+/-]*[\w/])/g)) {
      const named = match[1]!;
      // Placeholders (`<name>`, `*`, `{…}`, `NNNN`) name no single path; the text after `<` is not part of it.
      const next = line[match.index! + named.length];
      if (next === '<' || next === '*' || next === '{' || /NNNN/.test(named)) continue;
      found.push({path: named.replace(/\/$/, ''), line: i + 1});
    }
  });
  return found;
}

/** The nodes of the Layers diagram: id → [folder, listed items]. */
export function layerNodes(text: string): Map<string, {folder: string; items: string[]; line: number}> {
  const section = text.slice(text.indexOf('## Layers'), text.indexOf('\n## ', text.indexOf('## Layers') + 1));
  const offset = text.slice(0, text.indexOf('## Layers')).split('\n').length - 1;
  const nodes = new Map<string, {folder: string; items: string[]; line: number}>();
  section.split('\n').forEach((line, i) => {
    const node = /^\s*(\w+)\["([^"]*)"\]/.exec(line);
    if (!node) return;
    const [folder = '', ...rest] = node[2]!.split('<br/>');
    const items = rest
      .join(', ')
      .replace(/\([^)]*\)/g, '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    nodes.set(node[1]!, {folder: folder.trim(), items, line: offset + i + 1});
  });
  return nodes;
}

/** A folder's entries as the diagram lists them: file names without extension, folder names. */
function entriesOf(folder: string): string[] {
  return fs
    .readdirSync(path.join(root, folder), {withFileTypes: true})
    .filter((entry) => entry.name !== '__tests__' && !entry.name.startsWith('.'))
    .map((entry) => (entry.isDirectory() ? entry.name : entry.name.replace(/\.[^.]+$/, '')))
    .sort();
}

describe('ARCHITECTURE.md against the tree', () => {
  const text = fs.readFileSync(path.join(root, DOC), 'utf8');

  test('every path it names exists', () => {
    const named = namedPaths(text);
    expect(named.length).toBeGreaterThan(40);
    const missing = named.filter(({path: p}) => !fs.existsSync(path.join(root, p))).map(({path: p, line}) => `${DOC}:${line}: ${p} does not exist: name the path as it is now, or remove it`);
    expect(missing, missing.join('\n')).toEqual([]);
  });

  test('every plugin folder is named', () => {
    const unnamed = entriesOf('src/plugins')
      .filter((name) => fs.statSync(path.join(root, 'src/plugins', name)).isDirectory())
      .filter((name) => !text.includes(`src/plugins/${name}`))
      .map((name) => `${DOC}:1: src/plugins/${name} is not named: say what it does and where its data flows`);
    expect(unnamed, unnamed.join('\n')).toEqual([]);
  });

  test("the layer diagram's lists are the folders' contents", () => {
    const nodes = layerNodes(text);
    const problems: string[] = [];
    for (const [id, folder] of [['site', 'src/site'], ['data', 'src/data'], ['plugins', 'src/plugins']] as const) {
      const node = nodes.get(id);
      if (!node) {
        problems.push(`${DOC}:1: the Layers diagram has no node "${id}" for ${folder}`);
        continue;
      }
      if (node.folder !== folder) problems.push(`${DOC}:${node.line}: the node "${id}" is headed ${node.folder}, not ${folder}`);
      const listed = [...node.items].sort();
      const actual = entriesOf(folder);
      for (const item of listed.filter((i) => !actual.includes(i))) problems.push(`${DOC}:${node.line}: ${item} is listed in ${folder}, which has no such entry: remove it or name where it lives`);
      for (const item of actual.filter((i) => !listed.includes(i))) problems.push(`${DOC}:${node.line}: ${folder}/${item} is not listed in the Layers diagram: add it`);
    }
    for (const [id, node] of nodes) {
      for (const folder of node.folder.split(',').map((f) => f.trim()).filter((f) => f.startsWith('src/'))) {
        if (!fs.existsSync(path.join(root, folder))) problems.push(`${DOC}:${node.line}: the node "${id}" names ${folder}, which does not exist`);
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('the reading of the document finds paths and lists, and skips placeholders', () => {
    expect(namedPaths('see `src/plugins/csp/index.ts`, src/plugins/<name>/ and decisions/NNNN-title.md')).toEqual([{path: 'src/plugins/csp/index.ts', line: 1}]);
    const nodes = layerNodes('## Layers\n\n```mermaid\n  site["src/site<br/>identity, facts,<br/>navbar (the top bar)"]\n```\n\n## Next\n');
    expect(nodes.get('site')).toEqual({folder: 'src/site', items: ['identity', 'facts', 'navbar'], line: 4});
  });
});
