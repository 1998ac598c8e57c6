/**
 * The social cards (run after `npm run build`): every doc page points its
 * og:image and twitter:image at a 1200×630 card of its own.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, test} from 'vitest';
import {cardPath, CARD_HEIGHT, CARD_WIDTH} from '../paths';
import {sitemapRoutes} from '../../../../tests/build/files';

const root = path.resolve(__dirname, '../../../..');
const buildDir = path.join(root, 'build');
const page = (route: string) => load(fs.readFileSync(path.join(buildDir, route, 'index.html'), 'utf8'));

const docRoutes = sitemapRoutes(buildDir).filter((route) => route.startsWith('/docs/'));

describe('social cards', () => {
  test('every doc page points og:image and twitter:image at its own 1200×630 card', () => {
    expect(docRoutes.length).toBeGreaterThan(200);
    const hashes = new Map<string, string>();
    for (const route of docRoutes) {
      const $ = page(route);
      const og = $('head meta[property="og:image"]').attr('content')!;
      expect(og, route).toMatch(/^https?:\/\//);
      expect(new URL(og).pathname, route).toBe(`/${cardPath(route)}`);
      expect($('head meta[name="twitter:image"]').attr('content'), route).toBe(og);
      const png = fs.readFileSync(path.join(buildDir, cardPath(route)));
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], route).toEqual([CARD_WIDTH, CARD_HEIGHT]);
      const hash = createHash('sha256').update(png).digest('hex');
      expect(hashes.get(hash), `${route} has the card of ${hashes.get(hash)}`).toBeUndefined();
      hashes.set(hash, route);
    }
  }, 180_000);
});
