/**
 * The build's errors and warnings as the check's problems (scripts/check-content/build-log.mjs),
 * from the build's own words: an unused directive (the build only warns), a sidebar entry of a page
 * that is gone, a Mermaid line the drawing leaves out.
 */
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {buildProblems, warningProblems} from '../../../scripts/check-content/build-log.mjs';

const root = path.resolve(__dirname, '../../..');

describe('the build log, as file:line: what: what to do', () => {
  test('an unused directive (Docusaurus 3.10 words it with the file in quotes)', () => {
    const log = '[WARNING] Docusaurus found 1 unused Markdown directives in file "docs/terminal/sso/okta.mdx"\n- :::warn (133:1)\nYour content might render in an unexpected way. Visit https://github.com/facebook/docusaurus/pull/9394 to find out why and how to fix it.\n[SUCCESS] Generated static files in "build".\n';
    expect(warningProblems(root, log)).toEqual(['docs/terminal/sso/okta.mdx:133: ":::warn" is not an admonition type (the build warns and the reader sees the colons): use one of :::note, :::tip, :::info, :::warning, :::danger']);
  });

  test('any other warning is a problem too, at the file it names', () => {
    expect(warningProblems(root, '[WARNING] Something odd in docs/overview.mdx (12:3)\n[INFO] done\n')).toEqual(['docs/overview.mdx:12: the build warns: Something odd in docs/overview.mdx (12:3): fix what it says (a warning is a problem in this check)']);
  });

  test('a sidebar that lists a page that is gone: the entry, at its line', () => {
    const log = '[ERROR] Error: Invalid sidebar file at "sidebars.ts".\nThese sidebar document ids do not exist:\n- webhooks/wh_attachments\n\nAvailable document ids are:\n- overview\n';
    expect(buildProblems(root, log)).toEqual([expect.stringMatching(/^src\/sidebar\/webhooks\.ts:\d+: the sidebar lists webhooks\/wh_attachments, which is no page: remove the entry/)]);
  });

  test("a Mermaid line the drawing leaves out: the plugin's own message", () => {
    const log = '[ERROR] MDX compilation failed for file "/x/docs/overview.mdx"\nCause: docs/overview.mdx:25: the Mermaid line "You->>API Create" is not drawn (the diagram renderer cannot read it, and leaves it out): fix its syntax (a message is `From->>To: text`)\n';
    expect(buildProblems(root, log)).toEqual(['docs/overview.mdx:25: the Mermaid line "You->>API Create" is not drawn (the diagram renderer cannot read it, and leaves it out): fix its syntax (a message is `From->>To: text`)']);
  });
});
