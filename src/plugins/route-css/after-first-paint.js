/**
 * The loader, a deferred script of every page (src/plugins/route-css writes
 * it minified, named by its content, and gives each page's tag the page's
 * `data-scripts`): runs the page's scripts (the webpack runtime, the route's chunks, the main
 * script, in the order its `data-scripts` names them) once the browser has
 * presented the first contentful paint, instead of as deferred scripts.
 *
 * A deferred script runs as soon as the page is parsed and the script has
 * arrived, often before the first frame: the reader then waits for the
 * scripts' evaluation and hydration before seeing the page that the HTML
 * already holds. Run after the paint, they cost the first view nothing. The
 * page reads without them: links, the search button (static/js/buttons.js
 * and the inline search script) work before hydration, and code blocks show
 * their code (their Copy buttons wait for hydration).
 *
 * The scripts run at once when the browser cannot report paints, or when the
 * page is not visible (a background tab or a prerender paints nothing until
 * shown), and after three seconds at the latest.
 *
 * Docusaurus's base-URL banner (an inline script of the home page) checks at
 * DOMContentLoaded that the main script has set `window.docusaurus`, and
 * otherwise shows "Your Docusaurus site did not load properly". The main
 * script now runs later, so the loader sets a stand-in (the main script
 * replaces it) and shows the banner itself when one of the scripts fails to
 * load, as a wrong base URL makes them do. Deferred, the loader runs before
 * DOMContentLoaded; when it cannot load itself, nothing sets the stand-in and
 * Docusaurus's own check shows the banner.
 *
 * Plain ES5, no module: a classic script (document.currentScript is its tag).
 */
(function (self) {
  var sources = self.getAttribute('data-scripts').split(' ');
  var started = false;
  window.docusaurus = window.docusaurus || {};
  function failed() {
    var banner = window.insertBanner;
    window.insertBanner = null;
    if (typeof banner === 'function') banner();
  }
  function run() {
    if (started) return;
    started = true;
    for (var i = 0; i < sources.length; i += 1) {
      var script = document.createElement('script');
      script.src = sources[i];
      // Inserted scripts run in insertion order only when not async.
      script.async = false;
      script.onerror = failed;
      document.head.appendChild(script);
    }
  }
  var Observer = window.PerformanceObserver;
  var types = Observer && Observer.supportedEntryTypes;
  if (!types || types.indexOf('paint') < 0 || document.visibilityState !== 'visible') {
    run();
    return;
  }
  new Observer(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    run();
  }).observe({type: 'paint', buffered: true});
  setTimeout(run, 3000);
})(document.currentScript);
