/**
 * Why this exists: the colour-mode switch is disabled (spec §4). It is hidden
 * here instead of with `colorMode.disableSwitch`, because with that flag
 * Docusaurus 3 ignores and deletes the stored `theme`, which must win.
 */
import type {ReactNode} from 'react';

export default function ColorModeToggle(): ReactNode {
  return null;
}
