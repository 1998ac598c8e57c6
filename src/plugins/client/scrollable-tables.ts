/**
 * Wide tables scroll sideways inside the article (Infima makes every
 * Markdown table a scroll box). A scroll box must be reachable from the
 * keyboard (WCAG 2.1.1), so a table that actually overflows gets
 * `tabindex="0"`, a region role and a label; one that fits stays as it is.
 */
import type {ClientModule} from '@docusaurus/types';

export function markScrollableTables(root: ParentNode = document): number {
  const tables = Array.from(root.querySelectorAll<HTMLTableElement>('.markdown table, .theme-doc-markdown table'));
  // All reads, then all writes: one layout, however many tables the page has.
  const overflowing = tables.filter((table) => !table.hasAttribute('tabindex') && table.scrollWidth > table.clientWidth + 1);
  for (const table of overflowing) {
    table.setAttribute('tabindex', '0');
    table.setAttribute('role', 'region');
    const caption = table.querySelector('caption')?.textContent?.trim();
    const header = table.querySelector('th')?.textContent?.trim();
    table.setAttribute('aria-label', caption || (header ? `Table: ${header}` : 'Table'));
  }
  return overflowing.length;
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    window.requestAnimationFrame(() => markScrollableTables());
  },
};

export default clientModule;

if (typeof window !== 'undefined') {
  window.addEventListener('resize', () => markScrollableTables(), {passive: true});
}
