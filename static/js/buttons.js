/*
 * BindPoint button script, loaded async on every page (spec §7). It turns
 * links marked data-bp-button into buttons that copy their target address
 * to the clipboard on Alt+click, and marks the page once it has run. The
 * site works the same when this script cannot be loaded.
 */
(function () {
  'use strict';
  function enhance(root) {
    var links = root.querySelectorAll('a[data-bp-button]:not([data-bp-ready])');
    for (var i = 0; i < links.length; i += 1) {
      var link = links[i];
      link.setAttribute('data-bp-ready', '');
      link.classList.add('button', 'button--' + (link.getAttribute('data-bp-button') || 'primary'));
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
