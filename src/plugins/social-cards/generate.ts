/**
 * Generating the cards of many pages: each card is keyed by a hash of what it
 * shows plus the renderer (card.ts, fonts, logo), looked up in a cache
 * directory outside build/, and rendered only on a miss, by a pool of worker
 * threads (card-worker.cjs). The cache keeps one PNG per key; build/ gets a
 * copy at the page's card path.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
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

/** Renders on `size` worker threads, each loading the fonts once. */
export function workerRenderer(assets: CardAssets, size: number): Renderer {
  return async (inputs) => {
    const results: Buffer[] = new Array(inputs.length);
    let next = 0;
    const workers = Array.from({length: Math.min(size, inputs.length)}, () => new Worker(path.join(__dirname, 'card-worker.cjs'), {workerData: assets}));
    try {
      await Promise.all(
        workers.map(
          (worker) =>
            new Promise<void>((resolve, reject) => {
              const send = () => {
                if (next >= inputs.length) return resolve();
                const index = next++;
                worker.postMessage({index, input: inputs[index]});
              };
              worker.on('message', (message: {index: number; png?: Uint8Array; error?: string}) => {
                if (message.error) return reject(new Error(`social card of "${inputs[message.index].title}": ${message.error}`));
                results[message.index] = Buffer.from(message.png!);
                send();
              });
              worker.on('error', reject);
              send();
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

export function defaultRenderer(assets: CardAssets, misses: number): Renderer {
  const size = Math.max(1, Math.min(os.availableParallelism(), 4));
  return misses < WORKER_THRESHOLD || size === 1 ? inProcessRenderer(assets) : workerRenderer(assets, size);
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
