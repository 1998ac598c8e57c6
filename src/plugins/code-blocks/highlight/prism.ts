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
 * json and xml bodies). All are built when the module loads: building them
 * on first use saved under the thresholds of decisions/0003-ablation.md.
 */
import './manual';
import Prism from 'prismjs/components/prism-core';

// The grammars, in prism-react-renderer's order (each extends the ones before it).
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-json';
import 'prismjs/components/prism-yaml';
import 'prismjs/components/prism-python';
import 'prismjs/components/prism-markup';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-javadoclike';
import 'prismjs/components/prism-css';
import 'prismjs/components/prism-css-extras';
import 'prismjs/components/prism-js-templates';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-jsdoc';
import 'prismjs/components/prism-js-extras';
import 'prismjs/components/prism-jsx';
import 'prismjs/components/prism-tsx';
import 'prismjs/components/prism-http';

/**
 * Fence languages with a grammar (aliases included): those of
 * prism-react-renderer that the site uses, with its css-extras and js-extras
 * (the same colours as before), and the two Docusaurus added for the site
 * (bash, http). `text` and `diff` have none (diff had none before either).
 */
export const LANGUAGES: readonly string[] = ['bash', 'sh', 'shell', 'json', 'yaml', 'yml', 'python', 'py', 'markup', 'html', 'xml', 'svg', 'css', 'clike', 'javascript', 'js', 'typescript', 'ts', 'jsx', 'tsx', 'http'];

export default Prism;
