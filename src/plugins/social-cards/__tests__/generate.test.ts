/**
 * Social cards: the path of each page's card, areas from the sidebar, and the
 * cache: a second run with unchanged pages renders nothing, and a changed
 * page is rendered again, alone. Cards are 1200×630 PNGs, one per page.
 */
import {mkdtempSync, readdirSync, readFileSync, rmSync, statSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import type {CardInput} from '../card';
import {cacheCards, inProcessRenderer, workerRenderer, writeCards, type CardJob, type Renderer} from '../generate';
import {areaOf, areasFromSidebars, loadAssets} from '../index';
import {cardPath} from '../paths';

const root = path.resolve(__dirname, '../../../..');
const assets = await loadAssets(root);

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): {width: number; height: number} {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return {width: png.readUInt32BE(16), height: png.readUInt32BE(20)};
}

const input = (title: string): CardInput => ({
  title,
  area: 'Webhooks',
  description: 'Verify the signature of every delivery before you trust its body.',
  address: `developers.bindpoint.example/docs/webhooks/${title.toLowerCase().replace(/\W+/g, '_')}/`,
  siteTitle: 'BindPoint Developers',
});

/** Every card a renderer delivers, in input order. */
async function collect(render: Renderer, inputs: CardInput[]): Promise<Buffer[]> {
  const pngs: Buffer[] = new Array(inputs.length);
  await render(inputs, (index, png) => {
    pngs[index] = png;
  });
  return pngs;
}

const dirs: string[] = [];
const tmp = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'og-cards-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, {recursive: true, force: true})));

describe('card paths and areas', () => {
  it('maps a permalink to its own card file, under the base URL', () => {
    expect(cardPath('/docs/api/authenticate/')).toBe('img/og/docs/api/authenticate.png');
    expect(cardPath('/site/docs/overview/', '/site/')).toBe('img/og/docs/overview.png');
  });

  it('takes the area from the top-level sidebar category, else from the first path segment', () => {
    const areas = areasFromSidebars({
      docs: [
        {type: 'category', label: 'Webhooks', link: {type: 'doc', id: 'webhooks/wh_overview'}, items: [
          {type: 'category', label: 'Guides', items: [{type: 'doc', id: 'webhooks/wh_securing'}]},
        ]},
      ],
    });
    expect(areaOf('webhooks/wh_overview', areas)).toBe('Webhooks');
    expect(areaOf('webhooks/wh_securing', areas)).toBe('Webhooks');
    expect(areaOf('sdk/components/bp-sdk-root', areas)).toBe('Storefront SDK');
    expect(areaOf('ip_ranges', areas)).toBe('Documentation');
  });
});

describe('cacheCards and writeCards', () => {
  it('renders each page once, then serves unchanged pages from the cache', async () => {
    const cacheDir = tmp();
    const rendered: string[] = [];
    const counting: Renderer = async (inputs, deliver) => {
      rendered.push(...inputs.map((i) => i.title));
      return inProcessRenderer(assets)(inputs, deliver);
    };
    const jobs: CardJob[] = ['Securing webhooks', 'Testing webhooks'].map((title) => ({
      file: cardPath(`/docs/webhooks/${title.replace(' ', '_')}/`),
      input: input(title),
    }));

    // As the plugin does: cards into the cache while the site bundles, then linked into the build.
    const generate = async (list: CardJob[], outDir: string) => writeCards(await cacheCards(list, {cacheDir, assets, renderer: counting}), outDir);
    const outDir = tmp();
    const first = await generate(jobs, outDir);
    expect(first).toMatchObject({total: 2, rendered: 2, cached: 0});
    // Each built card is a link to its cached file (no new inode in the build folder).
    const cached = readdirSync(cacheDir).map((file) => statSync(path.join(cacheDir, file)).ino);
    for (const job of jobs) expect(cached).toContain(statSync(path.join(outDir, job.file)).ino);
    const pngs = jobs.map((job) => readFileSync(path.join(outDir, job.file)));
    for (const png of pngs) expect(pngSize(png)).toEqual({width: 1200, height: 630});
    expect(pngs[0].equals(pngs[1])).toBe(false);

    const second = await generate(jobs, tmp());
    expect(second).toMatchObject({total: 2, rendered: 0, cached: 2});
    expect(rendered).toEqual(['Securing webhooks', 'Testing webhooks']);

    const changed = [jobs[0], {...jobs[1], input: {...jobs[1].input, title: 'Testing webhooks locally'}}];
    const third = await generate(changed, tmp());
    expect(third).toMatchObject({total: 2, rendered: 1, cached: 1});
    expect(rendered.at(-1)).toBe('Testing webhooks locally');
  }, 60_000);
});

describe('workerRenderer', () => {
  it('renders on worker threads, all jobs posted at once, the same cards in the same order as this thread', async () => {
    const inputs = ['Securing webhooks', 'Testing webhooks', 'Retrying deliveries'].map(input);
    const expected = await collect(inProcessRenderer(assets), inputs);
    // At normal priority: at the lowest (a build's), a test waits for every busy thread of the machine.
    const normal = {lowPriority: false};
    const [one, two] = [await collect(workerRenderer(assets, 1, normal), inputs), await collect(workerRenderer(assets, 2, normal), inputs)];
    for (const got of [one, two]) expect(got.map((png, i) => png.equals(expected[i]!))).toEqual([true, true, true]);
  });

  it('names the card a worker could not render', async () => {
    const broken = {...input('Broken card'), area: 42} as unknown as CardInput;
    await expect(collect(workerRenderer(assets, 1, {lowPriority: false}), [input('Fine card'), broken])).rejects.toThrow(/^social card of "Broken card": /);
  });
});

describe('what loading the plugin loads', () => {
  it('loads the renderer (Skia) only where it renders, not with the plugin', () => {
    const generate = readFileSync(path.join(__dirname, '../generate.ts'), 'utf8');
    expect(generate).not.toMatch(/^import (?!type )[^;]*from '\.\/card';/m);
    expect(generate).toContain("await import('./card')");
  });
});
