/**
 * A Mermaid line the drawing would leave out fails the build with its file,
 * its line and what to write (parse-check.ts). beautiful-mermaid skips a line
 * it cannot read: a message without its colon vanished from the diagram, and
 * the build passed.
 */
import {describe, expect, it} from 'vitest';
import {droppedLines} from '../parse-check';
import remarkDiagrams from '../remark';

const good = `sequenceDiagram
    autonumber
    accTitle: Sign-in
    %% a comment
    participant App as Your back end
    participant API
    App->>API: POST /auth/token
    alt valid credentials
      API-->>App: 200 access_token
    else wrong secret
      API-->>App: 401 invalid_client
    end
    Note over App,API: cache the token
    loop until it expires
      App->>+API: a call
      API-->>-App: its answer
    end`;

describe('droppedLines', () => {
  it('finds no dropped line in a diagram whose every line is drawn (declarations, blocks, notes, activations)', async () => {
    expect(await droppedLines(good)).toEqual([]);
  });

  it('finds a message without its colon, and a standalone activate, each with its index and a hint', async () => {
    const lines = good.split('\n');
    lines[6] = '    App->>API POST /auth/token';
    lines.splice(7, 0, '    activate API');
    const dropped = await droppedLines(lines.join('\n'));
    expect(dropped.map((d) => [d.index, d.text])).toEqual([
      [6, 'App->>API POST /auth/token'],
      [7, 'activate API'],
    ]);
    expect(dropped[0]!.hint).toMatch(/^a message is `From->>To: text`/);
    expect(dropped[1]!.hint).toMatch(/put `\+` or `-` before the receiver/);
  });

  it('reads flowcharts too (whose parser makes a node of almost any text: only a line of no node at all is dropped there)', async () => {
    expect(await droppedLines('flowchart LR\n  A[Start] --> B[End]\n  :: x')).toEqual([expect.objectContaining({index: 2, text: ':: x'})]);
    expect(await droppedLines('flowchart LR\n  A[Start] --> B[End]\n  B --> C')).toEqual([]);
  });
});

describe('remarkDiagrams with the line check', () => {
  const tree = (value: string, line: number) => ({type: 'root', children: [{type: 'code', lang: 'mermaid', value, position: {start: {line}}}]});

  it('fails naming the file, the line of the dropped Mermaid line and what to write', async () => {
    const source = 'sequenceDiagram\n    App->>API: ok\n    App->>API Request token';
    await expect(remarkDiagrams({checkLines: true})(tree(source, 40) as never, {path: `${process.cwd()}/docs/a.mdx`})).rejects.toThrow(
      'docs/a.mdx:43: the Mermaid line "App->>API Request token" is not drawn (the diagram renderer cannot read it, and leaves it out): fix its syntax (a message is `From->>To: text`',
    );
  });

  it('is not run when checkLines is off (the development server)', async () => {
    const root = tree('sequenceDiagram\n    App->>API Request token\n    App->>API: ok', 1);
    await remarkDiagrams({checkLines: false})(root as never, {path: 'docs/a.mdx'});
    expect(root.children[0]).toMatchObject({type: 'mdxJsxFlowElement'});
  });
});
