/**
 * The colour-mode switch is disabled (spec §4): this renders nothing.
 *
 * Why not the official option or a wrapper: `colorMode.disableSwitch` would
 * hide it, but theme-common's ColorModeProvider then deletes the stored
 * `theme` on every load (contexts/colorMode.js: `if (disableSwitch)
 * ColorModeStorage.del()`), and the spec says a stored mode wins. A wrapper
 * renders the original button, and hiding it with CSS would still ship its
 * markup on every page. Docusaurus marks ColorModeToggle safe to eject.
 */
import type {ReactNode} from 'react';

export default function ColorModeToggle(): ReactNode {
  return null;
}
