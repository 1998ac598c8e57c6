/**
 * The card's PNG writer: the text layer over the background, pixel by pixel,
 * and a file any PNG reader accepts (signature, chunk CRCs, RGB header, the
 * scanlines deflated). A rendered card is read back through the same steps:
 * its corners are the gradient's two ends, so the background is under the
 * text.
 */
import path from 'node:path';
import zlib from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {COLORS, renderCard} from '../card';
import {loadAssets} from '../index';
import {CARD_HEIGHT, CARD_WIDTH} from '../paths';
import {composeScanlines, crc32, encodePng} from '../png';

/** Reads an 8-bit RGB PNG without filters back into its header and scanlines, checking every chunk's CRC. */
function readPng(png: Buffer) {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks: Array<{type: string; data: Buffer}> = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const body = png.subarray(at + 4, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length), `CRC of chunk ${chunks.length}`).toBe(crc32(body));
    chunks.push({type: body.subarray(0, 4).toString('latin1'), data: body.subarray(4)});
    at += length + 12;
  }
  expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
  const header = chunks[0]!.data;
  return {
    width: header.readUInt32BE(0),
    height: header.readUInt32BE(4),
    bitDepth: header[8],
    colourType: header[9],
    rest: [...header.subarray(10)],
    scanlines: zlib.inflateSync(chunks[1]!.data),
  };
}

const hex = (colour: string) => [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));

describe('crc32', () => {
  it('matches the CRC of the IEND chunk every PNG ends with', () => {
    expect(crc32(Buffer.from('IEND', 'latin1'))).toBe(0xae426082);
  });
});

describe('composeScanlines', () => {
  it('keeps the background under transparent pixels, the layer where it is opaque, and blends the edges', () => {
    // Premultiplied RGBA, as resvg renders: transparent, opaque white, white at alpha 102 (40%).
    const layer = Uint8Array.from([0, 0, 0, 0, 255, 255, 255, 255, 102, 102, 102, 102]);
    const background = Uint8Array.from([10, 20, 200, 255, 10, 20, 200, 255, 10, 20, 200, 255]);
    const lines = composeScanlines(layer, background, 3, 1);
    // One row: its filter byte (0), then RGB per pixel; 102 + 10×153/255 = 108, and so on.
    expect([...lines]).toEqual([0, 10, 20, 200, 255, 255, 255, 108, 114, 222]);
  });

  it('starts every row with filter type 0', () => {
    const lines = composeScanlines(new Uint8Array(2 * 3 * 4), new Uint8Array(2 * 3 * 4).fill(255), 2, 3);
    expect([lines[0], lines[7], lines[14]]).toEqual([0, 0, 0]);
    expect(lines.length).toBe(3 * (2 * 3 + 1));
  });

  it('refuses pixels of another size', () => {
    expect(() => composeScanlines(new Uint8Array(4), new Uint8Array(8), 2, 1)).toThrow(/2×1 RGBA pixels/);
  });
});

describe('encodePng', () => {
  it('writes an 8-bit RGB PNG whose image data inflates back to the scanlines', () => {
    const lines = composeScanlines(new Uint8Array(4 * 2 * 4).fill(128), new Uint8Array(4 * 2 * 4).fill(255), 4, 2);
    const read = readPng(encodePng(lines, 4, 2));
    expect(read).toMatchObject({width: 4, height: 2, bitDepth: 8, colourType: 2, rest: [0, 0, 0]});
    expect(read.scanlines.equals(lines)).toBe(true);
  });
});

describe('renderCard', () => {
  it('lays the text over the hero gradient', async () => {
    const assets = await loadAssets(path.resolve(__dirname, '../../../..'));
    const png = await renderCard(
      {title: 'Webhooks', area: 'Webhooks', description: '', address: 'developers.bindpoint.example/docs/webhooks/', siteTitle: 'BindPoint Developers'},
      assets,
    );
    const {width, height, scanlines} = readPng(png);
    expect([width, height]).toEqual([CARD_WIDTH, CARD_HEIGHT]);
    const pixel = (x: number, y: number) => [...scanlines.subarray(y * (width * 3 + 1) + 1 + x * 3, y * (width * 3 + 1) + 4 + x * 3)];
    const near = (actual: number[], expected: number[]) => actual.forEach((v, i) => expect(Math.abs(v - expected[i]!)).toBeLessThanOrEqual(3));
    near(pixel(0, 0), hex(COLORS.heroFrom));
    near(pixel(width - 1, height - 1), hex(COLORS.heroTo));
    // The title is white text: some pixels of its line are white.
    const titleRow = [...Array(width).keys()].map((x) => pixel(x, 150));
    expect(titleRow.some((p) => p.every((v) => v === 255))).toBe(true);
  }, 30_000);
});
