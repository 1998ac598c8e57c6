/**
 * The social card of one doc page, drawn with Skia (`@napi-rs/canvas`):
 * 1200×630, the site's hero gradient, the area in the accent colour, the
 * title in Inter, the page's address in JetBrains Mono and the logo with the
 * site title. Colours are the site's (src/css/custom.css), the logo is
 * static/img/logo-dark.svg.
 *
 * What every card shares (gradient, rule, logo, site title) is drawn once per
 * thread into PNG scanlines; a card draws only its own text, on a transparent
 * canvas the size of the text's box, and lays it over a copy (./png). The
 * layout is the one the cards had when satori laid them out as CSS boxes:
 * a column at the padding's corner, lines broken between words, each line's
 * glyphs centred in its line box (decisions/0015-social-cards-with-skia.md).
 *
 * Pure: fonts and logo are passed in, so a worker can render without the
 * Docusaurus context.
 */
import {createCanvas, GlobalFonts, Image, type SKRSContext2D} from '@napi-rs/canvas';
import {CARD_HEIGHT, CARD_WIDTH} from './paths';
import {encodePng, overlay, type Layer} from './png';

export interface CardInput {
  title: string;
  area: string;
  description: string;
  /** The page's address without scheme, e.g. developers.bindpoint.example/docs/api/authenticate/ */
  address: string;
  siteTitle: string;
}

export interface CardAssets {
  fonts: Array<{name: string; data: Buffer; weight: 400 | 500 | 600 | 700 | 800; style: 'normal'}>;
  /** The logo as an SVG document. */
  logoSvg: string;
}

/** Site colours (src/css/custom.css): hero gradient, accent, muted text on dark. */
export const COLORS = {
  heroFrom: '#0b1530',
  heroTo: '#1d4ed8',
  accent: '#5eead4',
  text: '#ffffff',
  muted: '#b3bdd3',
  rule: '#27324d',
} as const;

/** Cuts text at a word boundary so it fits in about `max` characters. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).replace(/[\s,.;:]+$/, '')}…`;
}

/** The address if it fits beside the site title, else its path, cut with an ellipsis. */
export function shortAddress(address: string, max = 50): string {
  const shown = address.length <= max ? address : address.slice(Math.max(0, address.indexOf('/')));
  return shown.length <= max ? shown : `${shown.slice(0, max - 1)}…`;
}

/** The text block's box: the card less its padding. */
const PAD_X = 72;
const PAD_Y = 64;
const TEXT_WIDTH = CARD_WIDTH - 2 * PAD_X;

/** The footer row at the foot of the box: a rule, then the logo's height, its middle the text's. */
const LOGO_SIZE = 56;
const RULE = 2;
const FOOTER_GAP = 24;
const FOOTER_TOP = CARD_HEIGHT - PAD_Y - (RULE + FOOTER_GAP + LOGO_SIZE);
const FOOTER_MIDDLE = CARD_HEIGHT - PAD_Y - LOGO_SIZE / 2;

/** A run of text: its font, size, colour, letter spacing and line height (a factor of the size; else the font's own). */
export interface TextStyle {
  family: string;
  weight: number;
  size: number;
  color: string;
  letterSpacing?: number;
  lineHeight?: number;
}

const AREA: TextStyle = {family: 'Inter', weight: 700, size: 28, color: COLORS.accent, letterSpacing: 2};
const TITLE: Omit<TextStyle, 'size'> = {family: 'Inter', weight: 800, color: COLORS.text, letterSpacing: -1, lineHeight: 1.1};
const DESCRIPTION: TextStyle = {family: 'Inter', weight: 500, size: 30, color: COLORS.muted, lineHeight: 1.4};
const ADDRESS: TextStyle = {family: 'JetBrains Mono', weight: 500, size: 22, color: COLORS.muted};
const SITE_TITLE: TextStyle = {family: 'Inter', weight: 700, size: 32, color: COLORS.text};

/** A line placed on the card: its text, style, and the x and baseline it is drawn at. */
export interface PlacedLine {
  text: string;
  style: TextStyle;
  x: number;
  baseline: number;
  align: 'left' | 'right';
}

function setStyle(context: SKRSContext2D, style: TextStyle): void {
  context.font = `${style.weight} ${style.size}px "${style.family}"`;
  context.letterSpacing = `${style.letterSpacing ?? 0}px`;
  context.fillStyle = style.color;
}

/** The font's ascent and descent at the style's size: a line box's content area. */
function fontBox(context: SKRSContext2D, style: TextStyle): {ascent: number; descent: number} {
  setStyle(context, style);
  const metrics = context.measureText('Hg');
  return {ascent: metrics.fontBoundingBoxAscent, descent: metrics.fontBoundingBoxDescent};
}

/** Breaks text between words into lines no wider than `width` (a word longer than the line stays whole). */
export function breakLines(text: string, width: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const longer = line ? `${line} ${word}` : word;
    if (line && measure(longer) > width) {
      lines.push(line);
      line = word;
    } else line = longer;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Lines of a block starting at `top`, as CSS lays them out: each line box is
 * the line height tall (the font's own when none is given), the glyphs
 * centred in it. Returns the lines and the block's bottom.
 */
function block(context: SKRSContext2D, text: string, style: TextStyle, top: number): {lines: PlacedLine[]; bottom: number} {
  const {ascent, descent} = fontBox(context, style);
  const lineBox = style.lineHeight ? style.lineHeight * style.size : ascent + descent;
  const texts = breakLines(text, TEXT_WIDTH, (t) => context.measureText(t).width);
  const lines = texts.map((line, i) => ({
    text: line,
    style,
    x: PAD_X,
    baseline: top + i * lineBox + (lineBox - ascent - descent) / 2 + ascent,
    align: 'left' as const,
  }));
  return {lines, bottom: top + texts.length * lineBox};
}

/** One line whose line box is centred on `middle` (the footer's row). */
function middleLine(context: SKRSContext2D, text: string, style: TextStyle, x: number, middle: number, align: 'left' | 'right'): PlacedLine {
  const {ascent, descent} = fontBox(context, style);
  return {text, style, x, baseline: middle - (ascent + descent) / 2 + ascent, align};
}

/**
 * The page's own lines: area, title and description in a column at the top
 * of the box, the address right-aligned in the footer.
 */
export function cardLines(input: CardInput, context: SKRSContext2D): PlacedLine[] {
  const title = clip(input.title, 90);
  const titleSize = title.length > 60 ? 56 : title.length > 34 ? 66 : 76;
  const area = block(context, input.area.toUpperCase(), AREA, PAD_Y);
  const heading = block(context, title, {...TITLE, size: titleSize}, area.bottom + 24);
  const description = input.description
    ? block(context, clip(input.description, title.length > 60 ? 120 : 170), DESCRIPTION, heading.bottom + 24).lines
    : [];
  const address = middleLine(context, shortAddress(input.address), ADDRESS, CARD_WIDTH - PAD_X, FOOTER_MIDDLE, 'right');
  return [...area.lines, ...heading.lines, ...description, address];
}

function draw(context: SKRSContext2D, line: PlacedLine, dx = 0, dy = 0): void {
  setStyle(context, line.style);
  context.textAlign = line.align;
  context.fillText(line.text, line.x - dx, line.baseline - dy);
}

/** The fonts, registered with Skia once per set of assets in each thread that draws (registering a font twice is harmless). */
const registered = new WeakSet<CardAssets>();
function registerFonts(assets: CardAssets): void {
  if (registered.has(assets)) return;
  for (const font of assets.fonts) GlobalFonts.register(font.data, font.name);
  registered.add(assets);
}

/** A scratch canvas for measuring, kept per thread. */
let measuring: SKRSContext2D | undefined;
const measureContext = () => (measuring ??= createCanvas(1, 1).getContext('2d'));

/**
 * The box of a group of lines on the card: from the top of the first line's
 * font box to the bottom of the last's, as wide as the text, a few pixels
 * more on each side for glyphs that overhang their advance.
 */
export function linesBox(lines: PlacedLine[], context: SKRSContext2D): {x: number; y: number; width: number; height: number} {
  let left = CARD_WIDTH;
  let right = 0;
  let top = CARD_HEIGHT;
  let bottom = 0;
  for (const line of lines) {
    const {ascent, descent} = fontBox(context, line.style);
    const width = context.measureText(line.text).width;
    const start = line.align === 'right' ? line.x - width : line.x;
    left = Math.min(left, start);
    right = Math.max(right, start + width);
    top = Math.min(top, line.baseline - ascent);
    bottom = Math.max(bottom, line.baseline + descent);
  }
  const overhang = 4;
  const x = Math.max(0, Math.floor(left) - overhang);
  const y = Math.max(0, Math.floor(top) - overhang);
  return {
    x,
    y,
    width: Math.min(CARD_WIDTH, Math.ceil(right) + overhang) - x,
    height: Math.min(CARD_HEIGHT, Math.ceil(bottom) + overhang) - y,
  };
}

/**
 * Canvases kept per thread by size: Skia takes about twice as long to draw
 * and read back on a new canvas as on one it has drawn on, so a box's size
 * is rounded up (to 64 pixels wide, 16 high) and a few sizes serve every card.
 */
const canvases = new Map<string, SKRSContext2D>();
function canvasOfSize(width: number, height: number): SKRSContext2D {
  const key = `${width}×${height}`;
  let context = canvases.get(key);
  if (!context) canvases.set(key, (context = createCanvas(width, height).getContext('2d')));
  else context.clearRect(0, 0, width, height);
  return context;
}

/** A box grown to the rounded size, towards the lines' alignment, and kept on the card. */
function rounded(box: {x: number; y: number; width: number; height: number}, align: 'left' | 'right') {
  const width = Math.min(CARD_WIDTH, Math.ceil(box.width / 64) * 64);
  const height = Math.min(CARD_HEIGHT, Math.ceil(box.height / 16) * 16);
  const x = align === 'left' ? Math.min(box.x, CARD_WIDTH - width) : Math.max(0, box.x + box.width - width);
  return {x, y: Math.min(box.y, CARD_HEIGHT - height), width, height};
}

/** Draws lines (of one alignment) on a transparent canvas the size of their box: the layer to lay over the background. */
export function textLayer(lines: PlacedLine[]): Layer | undefined {
  if (lines.length === 0) return undefined;
  const tight = linesBox(lines, measureContext());
  if (tight.width <= 0 || tight.height <= 0) return undefined;
  const box = rounded(tight, lines[0]!.align);
  const context = canvasOfSize(box.width, box.height);
  for (const line of lines) draw(context, line, box.x, box.y);
  return {pixels: context.getImageData(0, 0, box.width, box.height).data, ...box};
}

const rgb = (colour: string) => [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16)) as [number, number, number];

/**
 * The hero gradient as PNG scanlines: CSS's `linear-gradient(135deg, from 0%,
 * from 45%, to 100%)` over the card, each pixel's colour taken at its centre
 * on the gradient line (which runs through the card's centre, as long as the
 * card's extent along it) and rounded. Computed here, not drawn by Skia,
 * because Skia dithers gradients: the noise doubled each PNG's size.
 */
export function gradientScanlines(): Buffer {
  const angle = (135 * Math.PI) / 180;
  const [ux, uy] = [Math.sin(angle), -Math.cos(angle)];
  const length = Math.abs(CARD_WIDTH * ux) + Math.abs(CARD_HEIGHT * uy);
  const [from, to] = [rgb(COLORS.heroFrom), rgb(COLORS.heroTo)];
  const stride = CARD_WIDTH * 3 + 1;
  const lines = Buffer.alloc(stride * CARD_HEIGHT);
  for (let y = 0; y < CARD_HEIGHT; y++) {
    for (let x = 0; x < CARD_WIDTH; x++) {
      const along = ((x + 0.5 - CARD_WIDTH / 2) * ux + (y + 0.5 - CARD_HEIGHT / 2) * uy) / length + 0.5;
      const t = Math.min(1, Math.max(0, (along - 0.45) / 0.55));
      const o = y * stride + 1 + x * 3;
      for (let c = 0; c < 3; c++) lines[o + c] = Math.round(from[c]! + (to[c]! - from[c]!) * t);
    }
  }
  return lines;
}

/** What every card shares over the gradient: the rule, the logo and the site title. */
export function footerLayer(siteTitle: string, assets: CardAssets): Layer {
  const context = createCanvas(CARD_WIDTH, CARD_HEIGHT).getContext('2d');
  context.fillStyle = COLORS.rule;
  context.fillRect(PAD_X, FOOTER_TOP, TEXT_WIDTH, RULE);
  const logo = new Image();
  logo.src = Buffer.from(assets.logoSvg);
  context.drawImage(logo, PAD_X, FOOTER_MIDDLE - LOGO_SIZE / 2, LOGO_SIZE, LOGO_SIZE);
  draw(context, middleLine(context, siteTitle, SITE_TITLE, PAD_X + LOGO_SIZE + 20, FOOTER_MIDDLE, 'left'));
  return {pixels: context.getImageData(0, 0, CARD_WIDTH, CARD_HEIGHT).data, x: 0, y: 0, width: CARD_WIDTH, height: CARD_HEIGHT};
}

/** The background's scanlines, drawn once per set of assets and site title (a worker keeps them). */
const backgrounds = new WeakMap<CardAssets, Map<string, Buffer>>();
function background(siteTitle: string, assets: CardAssets): Buffer {
  let bySite = backgrounds.get(assets);
  if (!bySite) backgrounds.set(assets, (bySite = new Map()));
  let lines = bySite.get(siteTitle);
  if (!lines) {
    lines = gradientScanlines();
    overlay(lines, CARD_WIDTH, footerLayer(siteTitle, assets));
    bySite.set(siteTitle, lines);
  }
  return lines;
}

/**
 * The scanlines a card is composed in, one buffer per thread, reused: a new
 * 2.3 MB buffer for every card cost about 6 ms (the system handing out and
 * zeroing fresh pages), about half a card's time (decisions/0015).
 * A card is composed and encoded without yielding, so one buffer is enough.
 */
let work: Buffer | undefined;

/**
 * Renders the card as a PNG: the page's text (two layers, each the size of
 * its own box: the column at the top, the address in the footer) laid over a
 * copy of the shared background.
 */
export async function renderCard(input: CardInput, assets: CardAssets): Promise<Buffer> {
  registerFonts(assets);
  const shared = background(input.siteTitle, assets);
  if (work?.length !== shared.length) work = Buffer.alloc(shared.length);
  const lines = work;
  lines.set(shared);
  const placed = cardLines(input, measureContext());
  for (const group of [placed.filter((line) => line.align === 'left'), placed.filter((line) => line.align === 'right')]) {
    const layer = textLayer(group);
    if (layer) overlay(lines, CARD_WIDTH, layer);
  }
  return encodePng(lines, CARD_WIDTH, CARD_HEIGHT);
}
