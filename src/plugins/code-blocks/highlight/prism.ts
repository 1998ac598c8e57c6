/**
 * The site's Prism: the core and only the grammars its code blocks use
 * (LANGUAGES, checked against every fence and sample by
 * src/plugins/code-blocks/__tests__/code-languages.test.ts). prism-react-renderer builds about fifty
 * grammars in the main chunk, each `insertBefore` re-walking all of them, on
 * every page load; a code block in a language not listed here is shown
 * unhighlighted, as `text` is.
 *
 * Order matters: a grammar extends the ones before it (jsx extends markup and
 * javascript; tsx, jsx and typescript; the extras, their base; http colours
 * json and xml bodies).
 */
import './manual';
import Prism from 'prismjs/components/prism-core';

/**
 * The grammars, in groups built on first use: a page whose code blocks are
 * all Bash and JSON (home, guides, API pages) never builds JavaScript's
 * family, which cost about 25 ms of the main script's run (100 ms at
 * Lighthouse's 4x slowdown; decisions/0003-ablation.md).
 * A group's grammars are built in the order listed, the order they were all
 * loaded in before, so each comes out the same; a group that reads another's
 * at load (http reads json and markup for bodies) builds that one first.
 * `require` keeps them in this chunk, run when called.
 */
const GROUPS: ReadonlyArray<{languages: readonly string[]; needs?: readonly string[]; load: () => void}> = [
  {languages: ['bash', 'sh', 'shell'], load: () => require('prismjs/components/prism-bash')},
  {languages: ['json'], load: () => require('prismjs/components/prism-json')},
  {languages: ['yaml', 'yml'], load: () => require('prismjs/components/prism-yaml')},
  {languages: ['python', 'py'], load: () => require('prismjs/components/prism-python')},
  {
    // markup gains css's and javascript's embedded blocks, and the extras change their bases: one group.
    languages: ['markup', 'html', 'xml', 'svg', 'css', 'clike', 'javascript', 'js', 'typescript', 'ts', 'jsx', 'tsx'],
    load: () => {
      require('prismjs/components/prism-markup');
      require('prismjs/components/prism-clike');
      require('prismjs/components/prism-javascript');
      require('prismjs/components/prism-javadoclike');
      require('prismjs/components/prism-css');
      require('prismjs/components/prism-css-extras');
      require('prismjs/components/prism-js-templates');
      require('prismjs/components/prism-typescript');
      require('prismjs/components/prism-jsdoc');
      require('prismjs/components/prism-js-extras');
      require('prismjs/components/prism-jsx');
      require('prismjs/components/prism-tsx');
    },
  },
  {languages: ['http'], needs: ['json', 'markup'], load: () => require('prismjs/components/prism-http')},
];

const built = new Set<(typeof GROUPS)[number]>();

/** The grammar of a fence language, built on first use; undefined for a language the site has no grammar for. */
export function grammarOf(language: string): Prism.Grammar | undefined {
  const group = GROUPS.find((g) => g.languages.includes(language));
  if (group && !built.has(group)) {
    built.add(group);
    group.needs?.forEach(grammarOf);
    group.load();
  }
  return Prism.languages[language];
}

/**
 * Fence languages with a grammar (aliases included): those of
 * prism-react-renderer that the site uses, with its css-extras and js-extras
 * (the same colours as before), and the two Docusaurus added for the site
 * (bash, http), loaded in prism-react-renderer's order (js-extras after
 * typescript, so TypeScript does not get them, as before). `text` and `diff`
 * have none (diff had none before either). Read from the groups above.
 */
export const LANGUAGES: readonly string[] = GROUPS.flatMap((group) => group.languages);

export default Prism;
