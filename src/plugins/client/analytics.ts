/**
 * The gtag plugin sends `page_view` on each route change with the path set
 * beforehand, and leaves title and location to the analytics library. The
 * spec (§7) wants the event itself to carry title, location and path, so
 * this wraps `window.gtag` (the plugin reads it from `window` on purpose)
 * and fills them in. Nothing happens when analytics is not configured.
 */
type Gtag = (...args: unknown[]) => void;

export function withPageViewFields(gtag: Gtag, doc: Document = document, loc: Location = window.location): Gtag {
  return (...args: unknown[]) => {
    if (args[0] === 'event' && args[1] === 'page_view' && args[2] === undefined) {
      return gtag('event', 'page_view', {
        page_title: doc.title,
        page_location: loc.href,
        page_path: loc.pathname + loc.search + loc.hash,
      });
    }
    return gtag(...args);
  };
}

if (typeof window !== 'undefined') {
  const w = window as unknown as {gtag?: Gtag};
  if (typeof w.gtag === 'function') w.gtag = withPageViewFields(w.gtag);
}
