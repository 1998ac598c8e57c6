/**
 * The card worker's memory stays flat however many cards it renders: each
 * card's pixels, read back from Skia, are freed between turns of the worker's
 * event loop (card-worker.cjs), and no list of every PNG is kept
 * (generate.ts). Rendering every card in the turn its message arrived kept
 * about 1 MB a card until the last one: 3 GB of a 2,000-page build's peak
 * (decisions/0004-build-memory.md).
 *
 * Measured in a process of its own (the worker is a thread of it, at normal
 * priority), so that other tests' memory does not count: 160 cards, the
 * process's resident memory sampled as each card arrives, from the 40th card
 * on (Skia, fonts and canvases loaded by then).
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../../../..');
// Enough to show the growth: each kept card held about 1.5 MB (180 MB over the 120 cards measured).
const CARDS = 160;

const script = `
const jiti = require(${JSON.stringify(require.resolve('jiti', {paths: [root]}))})(${JSON.stringify(__filename)});
const {workerRenderer} = jiti(${JSON.stringify(path.join(__dirname, '../generate.ts'))});
const {loadAssets} = jiti(${JSON.stringify(path.join(__dirname, '../index.ts'))});
(async () => {
  const assets = await loadAssets(${JSON.stringify(root)});
  const inputs = Array.from({length: ${CARDS}}, (_, i) => ({
    title: 'Securing webhook deliveries, part ' + (i + 1),
    area: 'Webhooks',
    description: 'Verify the signature of every delivery before you trust its body, then answer within ten seconds.',
    address: 'developers.bindpoint.example/docs/webhooks/securing_' + i + '/',
    siteTitle: 'BindPoint Developers',
  }));
  let received = 0, base = 0, peak = 0, bytes = 0;
  await workerRenderer(assets, 1, {lowPriority: false})(inputs, (index, png) => {
    received += 1;
    bytes += png.length;
    const rss = process.memoryUsage.rss();
    if (received === 40) base = rss;
    if (received >= 40) peak = Math.max(peak, rss);
  });
  process.stdout.write(JSON.stringify({received, growthMB: (peak - base) / 1048576, pngMB: bytes / 1048576}));
})().catch((error) => { console.error(error); process.exit(1); });
`;

describe('social card memory', () => {
  it(`renders ${CARDS} cards in a worker without the process growing with them`, () => {
    const run = spawnSync(process.execPath, ['-e', script], {cwd: root, encoding: 'utf8', timeout: 120_000});
    expect(run.status, run.stderr).toBe(0);
    const {received, growthMB, pngMB} = JSON.parse(run.stdout) as {received: number; growthMB: number; pngMB: number};
    expect(received).toBe(CARDS);
    // The cards themselves are about 90 KB each (14 MB in all); kept pixels were about 1.5 MB a card.
    expect(pngMB).toBeLessThan(30);
    expect(growthMB).toBeLessThan(100);
  }, 120_000);
});
