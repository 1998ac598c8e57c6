/**
 * The modal's CSS, imported by ./Modal (SearchBar's dynamic import), in
 * this order: DocSearch's variables and modal rules, then the site's (which
 * win either way: DocSearch's CSS is in a cascade layer, ours is not). The
 * route-assets plugin (src/plugins/route-assets, LAZY_CSS) keeps them out of the one
 * render-blocking stylesheet Docusaurus otherwise merges every CSS file into:
 * they are about a third of it and no page needs them before search opens.
 */
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/modal.css';
import './styles.css';
