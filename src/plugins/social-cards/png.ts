/**
 * The last steps of a card: the shared background as PNG scanlines (once),
 * each text layer laid over a copy of them at its place, and the PNG
 * written. Plain loops over bytes: a layer's pixels go straight into the
 * PNG's scanlines.
 *
 * Why not the canvas's own PNG encoder or a PNG library
 * (decisions/0015-social-cards-with-skia.md): the canvas's (Skia's) took about 50 ms a card on this project's
 * build machine, resvg's 24 ms, pngjs 90 ms. Opaque RGB without filters,
 * deflated at level 1 by Node's zlib, takes about 3 ms and 90-100 KB.
 */
import zlib from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** CRC-32 of a chunk's type and data, as PNG requires (zlib's, native: the JavaScript table loop took about 0.45 ms a card). */
export function crc32(bytes: Uint8Array): number {
  return zlib.crc32(bytes);
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

/** RGBA bytes, four a pixel, row by row. */
export type Pixels = Uint8Array | Uint8ClampedArray;

/** RGBA pixels, not premultiplied (as a canvas's getImageData gives them), of a box at (x, y) of the card. */
export interface Layer {
  pixels: Pixels;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Opaque RGBA pixels as PNG scanlines: each row starts with filter type 0 and holds RGB triples. */
export function scanlines(rgba: Pixels, width: number, height: number): Buffer {
  if (rgba.length !== width * height * 4) {
    throw new Error(`social card: expected ${width}×${height} RGBA pixels, got ${rgba.length} bytes`);
  }
  const stride = width * 3 + 1;
  const out = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    let o = y * stride + 1; // out[y * stride] stays 0: no filter
    for (let p = y * width * 4, end = p + width * 4; p < end; p += 4, o += 3) {
      out[o] = rgba[p]!;
      out[o + 1] = rgba[p + 1]!;
      out[o + 2] = rgba[p + 2]!;
    }
  }
  return out;
}

/**
 * Lays `layer` over scanlines made by `scanlines` (a card `width` pixels
 * wide), in place: the background stays under transparent pixels, the layer
 * replaces it where opaque, and the edges blend.
 */
export function overlay(lines: Buffer, width: number, layer: Layer): void {
  const stride = width * 3 + 1;
  const rows = lines.length / stride;
  if (layer.pixels.length !== layer.width * layer.height * 4) {
    throw new Error(`social card: expected ${layer.width}×${layer.height} RGBA pixels, got ${layer.pixels.length} bytes`);
  }
  if (layer.x < 0 || layer.y < 0 || layer.x + layer.width > width || layer.y + layer.height > rows) {
    throw new Error(`social card: a ${layer.width}×${layer.height} layer at (${layer.x}, ${layer.y}) is outside the ${width}×${rows} card`);
  }
  const {pixels} = layer;
  for (let y = 0; y < layer.height; y++) {
    let o = (layer.y + y) * stride + 1 + layer.x * 3;
    for (let p = y * layer.width * 4, end = p + layer.width * 4; p < end; p += 4, o += 3) {
      const alpha = pixels[p + 3]!;
      if (alpha === 0) continue;
      if (alpha === 255) {
        lines[o] = pixels[p]!;
        lines[o + 1] = pixels[p + 1]!;
        lines[o + 2] = pixels[p + 2]!;
      } else {
        const rest = 255 - alpha;
        lines[o] = ((pixels[p]! * alpha + lines[o]! * rest + 127) / 255) | 0;
        lines[o + 1] = ((pixels[p + 1]! * alpha + lines[o + 1]! * rest + 127) / 255) | 0;
        lines[o + 2] = ((pixels[p + 2]! * alpha + lines[o + 2]! * rest + 127) / 255) | 0;
      }
    }
  }
}

/** An 8-bit RGB PNG from scanlines made by `scanlines` (and `overlay`). */
export function encodePng(scanlines: Buffer, width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // colour type: RGB
  // compression, filter method and interlace stay 0
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(scanlines, {level: 1})),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
