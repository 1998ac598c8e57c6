/**
 * Generating the cards of many pages: each card is keyed by a hash of what it
 * shows plus the renderer (card.ts, fonts, logo), looked up in a cache
 * directory outside build/, and rendered only on a miss, by a worker thread
 * (card-worker.cjs). The cache keeps one PNG per key, never written again;
 * build/ gets a hard link to it at the page's card path (a copy across file
 * systems: ../shared/write-tree.ts).
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import {linkOrCopy} from '../shared/write-tree';
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

/**
 * Renders `inputs`, handing each card to `deliver` as it is done (with its
 * index in `inputs`), so that no list of every card's PNG is held; resolves
 * once every card is delivered and each `deliver` has settled.
 */
export type Renderer = (inputs: CardInput[], deliver: (index: number, png: Buffer) => Promise<void> | void) => Promise<void>;

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

/** The next turn of the event loop (see card-worker.cjs: Skia's pixels are freed between turns). */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Renders in this thread: for a handful of cards, cheaper than starting
 * workers. The renderer (Skia, with its fonts) is loaded here, on first use: a
 * build that renders on workers never loads it in the main thread.
 */
export function inProcessRenderer(assets: CardAssets): Renderer {
  return async (inputs, deliver) => {
    const {renderCard} = await import('./card');
    for (const [index, input] of inputs.entries()) {
      await deliver(index, await renderCard(input, assets));
      await nextTurn();
    }
  };
}

/**
 * Renders on `size` worker threads, each loading the fonts once. Every job is
 * posted at once: a worker that asked for its next card waited for this
 * thread, which is busy compiling the site's modules while the cards render,
 * and sat idle for most of the build. A worker renders one card per turn of
 * its event loop (card-worker.cjs) and sends each as it is done. Workers run
 * at the lowest priority (the build needs the cards only at its end); a test
 * asks for normal priority, or a busy machine starves it.
 */
export function workerRenderer(assets: CardAssets, size: number, {lowPriority = true}: {lowPriority?: boolean} = {}): Renderer {
  return async (inputs, deliver) => {
    const workers = Array.from({length: Math.min(size, inputs.length)}, () => new Worker(path.join(__dirname, 'card-worker.cjs'), {workerData: {assets, lowPriority}}));
    const delivered: Array<Promise<void> | void> = [];
    try {
      await Promise.all(
        workers.map(
          (worker, w) =>
            new Promise<void>((resolve, reject) => {
              let waiting = 0;
              worker.on('message', (message: {index: number; png?: Uint8Array; error?: string}) => {
                if (message.error) return reject(new Error(`social card of "${inputs[message.index].title}": ${message.error}`));
                const png = message.png!;
                delivered.push(Promise.resolve(deliver(message.index, Buffer.from(png.buffer, png.byteOffset, png.byteLength))));
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
    await Promise.all(delivered);
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
    // Each card goes to the cache as it comes, written aside and renamed: a
    // build stopped halfway leaves no half-written card under a valid key.
    await render(
      misses.map(({job}) => job.input),
      async (index, png) => {
        const {cached} = misses[index]!;
        await fs.writeFile(`${cached}.${process.pid}.tmp`, png);
        await fs.rename(`${cached}.${process.pid}.tmp`, cached);
      },
    );
  }
  return {keyed, rendered: misses.length, ms: Date.now() - start};
}

/** Puts the cached cards at their paths below `outDir` (hard links; copies across file systems). */
export async function writeCards(cards: CachedCards, outDir: string): Promise<GenerateResult> {
  const start = Date.now();
  await Promise.all(
    cards.keyed.map(async ({job, cached}) => {
      const target = path.join(outDir, job.file);
      await fs.mkdir(path.dirname(target), {recursive: true});
      // Linked, not copied: no new inode in the build folder, which Docusaurus emptied (../shared/write-tree.ts).
      await linkOrCopy(cached, target);
    }),
  );
  const total = cards.keyed.length;
  return {total, rendered: cards.rendered, cached: total - cards.rendered, ms: cards.ms + Date.now() - start};
}
