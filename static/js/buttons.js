/*
 * BindPoint button script, loaded async on every page (spec §7). It turns
 * links marked data-bp-button into buttons that copy their target address
 * to the clipboard on Alt+click, and marks the page once it has run. The
 * site works the same when this script cannot be loaded.
 * data-bp-button="secondary" gives the secondary style; any other value, or
 * none, the primary one. The class names are written out whole so that the
 * build's CSS purge (src/plugins/stylesheets/infima-purge) finds and keeps them.
 */
(function () {
  'use strict';
  var VARIANTS = {primary: 'button--primary', secondary: 'button--secondary'};
  function enhance(root) {
    var links = root.querySelectorAll('a[data-bp-button]:not([data-bp-ready])');
    for (var i = 0; i < links.length; i += 1) {
      var link = links[i];
      link.setAttribute('data-bp-ready', '');
      var variant = link.getAttribute('data-bp-button');
      link.classList.add('button', variant === 'secondary' ? VARIANTS.secondary : VARIANTS.primary);
      link.addEventListener('click', function (event) {
        if (!event.altKey || !navigator.clipboard) return;
        event.preventDefault();
        navigator.clipboard.writeText(this.href).catch(function () {});
      });
    }
  }
  function run() {
    enhance(document);
    new MutationObserver(function () {
      enhance(document);
    }).observe(document.body, {childList: true, subtree: true});
    document.documentElement.setAttribute('data-bp-buttons', 'ready');
  }
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', run);
  } else {
    run();
  }
})();
