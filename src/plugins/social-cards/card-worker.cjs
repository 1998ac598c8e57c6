/**
 * The social cards' worker thread (see generate.ts): loads the card
 * renderer (TypeScript, through jiti like the Docusaurus config) and the
 * fonts once, then renders each card it is sent.
 *
 * One card per turn of the event loop. Every card reads its text layers back
 * from Skia (`getImageData`), and @napi-rs/canvas frees those pixels (about
 * 1 MB a card) in a finalizer that Node runs between turns of the event loop,
 * not when the garbage collector finds them. The jobs all arrive at once, and
 * a message port hands a worker every waiting message in one turn: rendering
 * each as it arrived kept the pixels of every card until the last one, about
 * 3 GB for 2,300 cards (decisions/0004-build-memory.md). So messages only
 * queue the jobs, and each card is rendered in a turn of its own.
 */
const {parentPort, workerData} = require('node:worker_threads');
// The build needs its output only at its end (../shared/lower-thread-priority.cjs); a test may ask for normal priority.
if (workerData.lowPriority !== false) require('../shared/lower-thread-priority.cjs').lowerThreadPriority();
const jiti = require('jiti')(__filename);

const {renderCard} = jiti('./card.ts');
const assets = {
  logoSvg: workerData.assets.logoSvg,
  fonts: workerData.assets.fonts.map((font) => ({...font, data: Buffer.from(font.data)})),
};

const queue = [];
let rendering = false;

async function renderNext() {
  const job = queue.shift();
  if (!job) {
    rendering = false;
    return;
  }
  try {
    const png = await renderCard(job.input, assets);
    // The PNG's memory moves to the main thread instead of being copied.
    const bytes = new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
    const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
    parentPort.postMessage({index: job.index, png: bytes}, whole ? [bytes.buffer] : []);
  } catch (error) {
    parentPort.postMessage({index: job.index, error: String((error && error.stack) || error)});
  }
  setImmediate(renderNext);
}

parentPort.on('message', (job) => {
  queue.push(job);
  if (!rendering) {
    rendering = true;
    setImmediate(renderNext);
  }
});
