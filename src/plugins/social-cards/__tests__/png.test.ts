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
import {createCanvas} from '@napi-rs/canvas';
import {breakLines, cardLines, COLORS, gradientScanlines, renderCard, textLayer} from '../card';
import {loadAssets} from '../index';
import {CARD_HEIGHT, CARD_WIDTH} from '../paths';
import {crc32, encodePng, overlay, scanlines} from '../png';

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

describe('scanlines and overlay', () => {
  it('keeps the background under transparent pixels, the layer where it is opaque, and blends the edges', () => {
    const background = Uint8Array.from([10, 20, 200, 255, 10, 20, 200, 255, 10, 20, 200, 255]);
    const lines = scanlines(background, 3, 1);
    // RGBA as a canvas gives it (not premultiplied): transparent, opaque white, white at alpha 102 (40%).
    overlay(lines, 3, {pixels: Uint8Array.from([0, 0, 0, 0, 255, 255, 255, 255, 255, 255, 255, 102]), x: 0, y: 0, width: 3, height: 1});
    // One row: its filter byte (0), then RGB per pixel; (255×102 + 10×153) / 255 = 108, and so on.
    expect([...lines]).toEqual([0, 10, 20, 200, 255, 255, 255, 108, 114, 222]);
  });

  it('lays a layer at its place and leaves the rest of the card as it was', () => {
    const lines = scanlines(new Uint8Array(4 * 3 * 4).fill(50), 4, 3);
    overlay(lines, 4, {pixels: new Uint8Array(2 * 1 * 4).fill(255), x: 1, y: 2, width: 2, height: 1});
    const pixel = (x: number, y: number) => [...lines.subarray(y * 13 + 1 + x * 3, y * 13 + 4 + x * 3)];
    expect([pixel(1, 2), pixel(2, 2)]).toEqual([[255, 255, 255], [255, 255, 255]]);
    expect([pixel(0, 2), pixel(3, 2), pixel(1, 1), pixel(2, 0)]).toEqual([[50, 50, 50], [50, 50, 50], [50, 50, 50], [50, 50, 50]]);
  });

  it('starts every row with filter type 0', () => {
    const lines = scanlines(new Uint8Array(2 * 3 * 4).fill(255), 2, 3);
    expect([lines[0], lines[7], lines[14]]).toEqual([0, 0, 0]);
    expect(lines.length).toBe(3 * (2 * 3 + 1));
  });

  it('refuses pixels of another size, and a layer outside the card', () => {
    expect(() => scanlines(new Uint8Array(4), 2, 1)).toThrow(/2×1 RGBA pixels/);
    const lines = scanlines(new Uint8Array(2 * 2 * 4), 2, 2);
    expect(() => overlay(lines, 2, {pixels: new Uint8Array(4), x: 0, y: 0, width: 2, height: 1})).toThrow(/2×1 RGBA pixels/);
    expect(() => overlay(lines, 2, {pixels: new Uint8Array(8), x: 1, y: 0, width: 2, height: 1})).toThrow(/outside the 2×2 card/);
  });
});

describe('encodePng', () => {
  it('writes an 8-bit RGB PNG whose image data inflates back to the scanlines', () => {
    const lines = scanlines(new Uint8Array(4 * 2 * 4).fill(128), 4, 2);
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
    // About 60 KB with this little text; a dithered gradient made cards twice as large.
    expect(png.length).toBeLessThan(100_000);
    const pixel = (x: number, y: number) => [...scanlines.subarray(y * (width * 3 + 1) + 1 + x * 3, y * (width * 3 + 1) + 4 + x * 3)];
    const near = (actual: number[], expected: number[]) => actual.forEach((v, i) => expect(Math.abs(v - expected[i]!)).toBeLessThanOrEqual(3));
    near(pixel(0, 0), hex(COLORS.heroFrom));
    near(pixel(width - 1, height - 1), hex(COLORS.heroTo));
    // The title is white text: some pixels of its line are white.
    const titleRow = [...Array(width).keys()].map((x) => pixel(x, 150));
    expect(titleRow.some((p) => p.every((v) => v === 255))).toBe(true);
    // The footer's row: the site title in white on the left (from the shared
    // background), the page's address in the muted colour on the right (its own layer).
    const footerRow = (from: number, to: number) => [...Array(to - from).keys()].map((x) => pixel(from + x, 538));
    expect(footerRow(140, 560).some((p) => p.every((v) => v === 255))).toBe(true);
    expect(footerRow(560, 1128).some((p) => p.every((v, i) => v === hex(COLORS.muted)[i]))).toBe(true);
    expect(footerRow(560, 1128).some((p) => p.every((v) => v === 255))).toBe(false);
  }, 30_000);
});

describe('gradientScanlines', () => {
  it('runs from the hero\'s first colour to its second along 135°, without dithering', () => {
    const lines = gradientScanlines();
    const stride = CARD_WIDTH * 3 + 1;
    const pixel = (x: number, y: number) => [...lines.subarray(y * stride + 1 + x * 3, y * stride + 4 + x * 3)];
    expect(pixel(0, 0)).toEqual(hex(COLORS.heroFrom));
    expect(pixel(CARD_WIDTH - 1, CARD_HEIGHT - 1).every((v, i) => Math.abs(v - hex(COLORS.heroTo)[i]!) <= 2)).toBe(true);
    // Along a line at right angles to the gradient, every pixel has the same colour.
    for (const [x, y] of [[600, 315], [900, 500], [1100, 100]] as const) {
      for (let step = 1; step < 50; step++) expect(pixel(x + step, y - step), `${x + step},${y - step}`).toEqual(pixel(x, y));
    }
  });
});

describe('the card\'s text', () => {
  const input = {title: 'Webhooks', area: 'Webhooks', description: '', address: 'developers.bindpoint.example/docs/webhooks/', siteTitle: 'BindPoint Developers'};

  it('breaks lines between words, as wide as fits, and keeps a word longer than the line whole', () => {
    const measure = (text: string) => text.length * 10;
    expect(breakLines('Send a prospect to the Exchange', 120, measure)).toEqual(['Send a', 'prospect to', 'the Exchange']);
    expect(breakLines('exchange_application_forms now', 100, measure)).toEqual(['exchange_application_forms', 'now']);
    expect(breakLines('  ', 100, measure)).toEqual([]);
  });

  it('draws each group of lines on a layer the size of its box, at its place on the card', async () => {
    await renderCard(input, await loadAssets(path.resolve(__dirname, '../../../..'))); // registers the fonts
    const lines = cardLines(input, createCanvas(1, 1).getContext('2d'));
    expect(lines.map((line) => line.text)).toEqual(['WEBHOOKS', 'Webhooks', 'developers.bindpoint.example/docs/webhooks/']);
    const top = textLayer(lines.filter((line) => line.align === 'left'))!;
    // The area and the title: from the padding's corner, far smaller than the card.
    expect(Math.abs(top.x - 72)).toBeLessThanOrEqual(4);
    expect(Math.abs(top.y - 64)).toBeLessThanOrEqual(4);
    expect(top.width * top.height).toBeLessThan((CARD_WIDTH * CARD_HEIGHT) / 5);
    expect(top.pixels.length).toBe(top.width * top.height * 4);
    const bottom = textLayer(lines.filter((line) => line.align === 'right'))!;
    // The address: right-aligned in the footer, one line high (a 22 px line
    // and the overhang, rounded up to 16 pixels; two lines would be 64).
    expect(bottom.x + bottom.width).toBeGreaterThanOrEqual(CARD_WIDTH - 72);
    expect(bottom.y).toBeGreaterThan(500);
    expect(bottom.height).toBeLessThanOrEqual(48);
  }, 30_000);

  it('draws nothing for no lines', () => {
    expect(textLayer([])).toBeUndefined();
  });
});
