/**
 * Generating the cards of many pages: each card is keyed by a hash of what it
 * shows plus the renderer (card.ts, fonts, logo), looked up in a cache
 * directory outside build/, and rendered only on a miss, by a worker thread
 * (card-worker.cjs). The cache keeps one PNG per key; build/ gets a
 * copy at the page's card path.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import type {CardAssets, CardInput} from './card';

export interface CardJob {
  /** Card path below the output directory, e.g. img/og/docs/overview.png */
  file: string;
  input: CardInput;
}

export interface GenerateResult {
  total: number;
  rendered: number;
  cached: number;
  ms: number;
}

export type Renderer = (inputs: CardInput[]) => Promise<Buffer[]>;

/** Hash of everything that changes a card besides its input: the renderer's source, fonts and logo. */
export async function rendererVersion(assets: CardAssets): Promise<string> {
  const hash = createHash('sha256');
  for (const file of ['card.ts', 'paths.ts', 'png.ts']) hash.update(await fs.readFile(path.join(__dirname, file)));
  for (const font of assets.fonts) hash.update(`${font.name}:${font.weight}:`).update(font.data);
  return hash.update(assets.logoSvg).digest('hex').slice(0, 16);
}

export function cardKey(input: CardInput, version: string): string {
  return createHash('sha256').update(version).update(JSON.stringify(input)).digest('hex');
}

/**
 * Renders in this thread: for a handful of cards, cheaper than starting
 * workers. The renderer (Skia, with its fonts) is loaded here, on first use: a
 * build that renders on workers never loads it in the main thread.
 */
export function inProcessRenderer(assets: CardAssets): Renderer {
  return async (inputs) => {
    const {renderCard} = await import('./card');
    const out: Buffer[] = [];
    for (const input of inputs) out.push(await renderCard(input, assets));
    return out;
  };
}

/**
 * Renders on `size` worker threads, each loading the fonts once. Every job is
 * posted at once: a worker that asked for its next card waited for this
 * thread, which is busy compiling the site's modules while the cards render,
 * and sat idle for most of the build.
 */
export function workerRenderer(assets: CardAssets, size: number): Renderer {
  return async (inputs) => {
    const results: Buffer[] = new Array(inputs.length);
    const workers = Array.from({length: Math.min(size, inputs.length)}, () => new Worker(path.join(__dirname, 'card-worker.cjs'), {workerData: assets}));
    try {
      await Promise.all(
        workers.map(
          (worker, w) =>
            new Promise<void>((resolve, reject) => {
              let waiting = 0;
              worker.on('message', (message: {index: number; png?: Uint8Array; error?: string}) => {
                if (message.error) return reject(new Error(`social card of "${inputs[message.index].title}": ${message.error}`));
                results[message.index] = Buffer.from(message.png!);
                if (--waiting === 0) resolve();
              });
              worker.on('error', reject);
              for (let index = w; index < inputs.length; index += workers.length) {
                waiting += 1;
                worker.postMessage({index, input: inputs[index]});
              }
            }),
        ),
      );
    } finally {
      await Promise.all(workers.map((worker) => worker.terminate()));
    }
    return results;
  };
}

/** Below this many misses, cards render in this thread. */
const WORKER_THRESHOLD = 12;

/**
 * One worker thread: a build's cards (about 6 ms each) take it a few seconds
 * beside the bundler, which takes longer, so a second thread finished nothing
 * sooner that anything waits for and only added its own start-up (Skia and
 * the fonts loaded again) to the bundler's time (decisions/0010).
 */
export function defaultRenderer(assets: CardAssets, misses: number): Renderer {
  return misses < WORKER_THRESHOLD ? inProcessRenderer(assets) : workerRenderer(assets, 1);
}

/** Cards in the cache, each job with its cached file; what it took to get them there. */
export interface CachedCards {
  keyed: Array<{job: CardJob; cached: string}>;
  rendered: number;
  ms: number;
}

/**
 * Puts every job's card in `cacheDir`, rendering those whose key is not
 * there. Needs nothing from the build, so it can run while the site bundles.
 */
export async function cacheCards(
  jobs: CardJob[],
  options: {cacheDir: string; assets: CardAssets; renderer?: Renderer},
): Promise<CachedCards> {
  const start = Date.now();
  const version = await rendererVersion(options.assets);
  await fs.mkdir(options.cacheDir, {recursive: true});
  const keyed = jobs.map((job) => ({job, cached: path.join(options.cacheDir, `${cardKey(job.input, version)}.png`)}));
  const exists = await Promise.all(keyed.map(({cached}) => fs.access(cached).then(() => true, () => false)));
  const misses = keyed.filter((_, i) => !exists[i]);
  if (misses.length) {
    const render = options.renderer ?? defaultRenderer(options.assets, misses.length);
    const pngs = await render(misses.map(({job}) => job.input));
    await Promise.all(misses.map(({cached}, i) => fs.writeFile(cached, pngs[i])));
  }
  return {keyed, rendered: misses.length, ms: Date.now() - start};
}

/** Copies cached cards to their paths below `outDir`. */
export async function writeCards(cards: CachedCards, outDir: string): Promise<GenerateResult> {
  const start = Date.now();
  await Promise.all(
    cards.keyed.map(async ({job, cached}) => {
      const target = path.join(outDir, job.file);
      await fs.mkdir(path.dirname(target), {recursive: true});
      await fs.copyFile(cached, target);
    }),
  );
  const total = cards.keyed.length;
  return {total, rendered: cards.rendered, cached: total - cards.rendered, ms: cards.ms + Date.now() - start};
}
