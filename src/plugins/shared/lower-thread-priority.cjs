/**
 * `lowerThreadPriority()`: the calling thread runs at the lowest priority.
 *
 * Work that the build needs only at its end (the social cards, the Markdown
 * twins, the Postman collection, the search index) runs beside the bundler
 * and the static renderer. On a machine with few cores it took their
 * processor time and lengthened both (decisions/0010-build-work-beside-the-bundler.md).
 * Each such thread calls this first: it then uses what the bundler leaves,
 * and the build's end waits for it if needed.
 *
 * On Linux a thread's priority (its nice value) is its own, and the call
 * lowers the calling thread's only. Elsewhere it would lower the whole
 * process's, so it does nothing there.
 */
const os = require('node:os');

function lowerThreadPriority() {
  if (process.platform !== 'linux') return false;
  try {
    os.setPriority(0, os.constants.priority.PRIORITY_LOW);
    return true;
  } catch {
    // Not permitted (a sandbox): the worker runs at normal priority.
    return false;
  }
}

module.exports = {lowerThreadPriority};
