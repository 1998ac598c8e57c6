/**
 * Code colours with WCAG AA contrast (4.5:1) on their own backgrounds and on
 * a highlighted line (tests/unit/theme/code-contrast.test.ts); the stock
 * GitHub and Dracula themes fall short for comments, strings and constants.
 * Token colours follow GitHub's Primer palette (keywords a shade darker).
 */
import type {PrismTheme} from 'prism-react-renderer';

export const lightCodeTheme: PrismTheme = {
  plain: {color: '#1f2328', backgroundColor: '#f6f8fa'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#57606a', fontStyle: 'italic'}},
    {types: ['namespace'], style: {opacity: 0.85}},
    {types: ['string', 'attr-value', 'char'], style: {color: '#0a3069'}},
    {types: ['punctuation', 'operator'], style: {color: '#1f2328'}},
    {types: ['number', 'boolean', 'constant', 'symbol', 'regex', 'url', 'entity'], style: {color: '#0550ae'}},
    {types: ['variable', 'parameter', 'property', 'inserted'], style: {color: '#953800'}},
    {types: ['keyword', 'atrule', 'selector', 'builtin'], style: {color: '#b3202a'}},
    {types: ['function', 'function-variable', 'class-name'], style: {color: '#6639ba'}},
    {types: ['tag', 'deleted'], style: {color: '#116329'}},
    {types: ['attr-name'], style: {color: '#0550ae'}},
  ],
};

export const darkCodeTheme: PrismTheme = {
  plain: {color: '#e6edf3', backgroundColor: '#161b22'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#9ba7b4', fontStyle: 'italic'}},
    {types: ['namespace'], style: {opacity: 0.85}},
    {types: ['string', 'attr-value', 'char'], style: {color: '#a5d6ff'}},
    {types: ['punctuation', 'operator'], style: {color: '#e6edf3'}},
    {types: ['number', 'boolean', 'constant', 'symbol', 'regex', 'url', 'entity'], style: {color: '#79c0ff'}},
    {types: ['variable', 'parameter', 'property', 'inserted'], style: {color: '#ffa657'}},
    {types: ['keyword', 'atrule', 'selector', 'builtin'], style: {color: '#ff7b72'}},
    {types: ['function', 'function-variable', 'class-name'], style: {color: '#d2a8ff'}},
    {types: ['tag', 'deleted'], style: {color: '#7ee787'}},
    {types: ['attr-name'], style: {color: '#79c0ff'}},
  ],
};
