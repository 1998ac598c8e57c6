/**
 * Work that the build needs only at its end (the social cards, the Markdown
 * twins) runs in worker threads started before the site is bundled. On a
 * machine with few cores they took the bundler's and the static renderer's
 * processor time, and lengthened both (README, "Build time"). A worker calls
 * `runInBackground()` first: its thread then runs at the lowest priority and
 * uses what the bundler leaves, and the build's end waits for it if needed.
 *
 * On Linux a thread's priority (its nice value) is its own, and the call
 * lowers the calling thread's only. Elsewhere it would lower the whole
 * process's, so it does nothing there.
 */
const os = require('node:os');

function runInBackground() {
  if (process.platform !== 'linux') return false;
  try {
    os.setPriority(0, os.constants.priority.PRIORITY_LOW);
    return true;
  } catch {
    // Not permitted (a sandbox): the worker runs at normal priority.
    return false;
  }
}

module.exports = {runInBackground};
