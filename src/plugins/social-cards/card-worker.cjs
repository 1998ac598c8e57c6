/**
 * The social cards' worker thread (see generate.ts): loads the card
 * renderer (TypeScript, through jiti like the Docusaurus config) and the
 * fonts once, then renders each card it is sent.
 */
const {parentPort, workerData} = require('node:worker_threads');
// The build needs its output only at its end (../shared/lower-thread-priority.cjs).
require('../shared/lower-thread-priority.cjs').lowerThreadPriority();
const jiti = require('jiti')(__filename);

const {renderCard} = jiti('./card.ts');
const assets = {
  logoSvg: workerData.logoSvg,
  fonts: workerData.fonts.map((font) => ({...font, data: Buffer.from(font.data)})),
};

parentPort.on('message', async ({index, input}) => {
  try {
    const png = await renderCard(input, assets);
    parentPort.postMessage({index, png});
  } catch (error) {
    parentPort.postMessage({index, error: String((error && error.stack) || error)});
  }
});
