/**
 * Wide tables scroll sideways inside the article (Infima makes every
 * Markdown table a scroll box). A scroll box must be reachable from the
 * keyboard (WCAG 2.1.1), so a table that actually overflows gets
 * `tabindex="0"`, a region role and a label; one that fits stays as it is.
 */
import type {ClientModule} from '@docusaurus/types';

export function markScrollableTables(root: ParentNode = document): number {
  let marked = 0;
  root.querySelectorAll<HTMLTableElement>('.markdown table, .theme-doc-markdown table').forEach((table) => {
    const overflows = table.scrollWidth > table.clientWidth + 1;
    if (overflows && !table.hasAttribute('tabindex')) {
      table.setAttribute('tabindex', '0');
      table.setAttribute('role', 'region');
      const caption = table.querySelector('caption')?.textContent?.trim();
      const header = table.querySelector('th')?.textContent?.trim();
      table.setAttribute('aria-label', caption || (header ? `Table: ${header}` : 'Table'));
      marked += 1;
    }
  });
  return marked;
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
