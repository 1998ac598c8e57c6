/**
 * The social card of one doc page, drawn with satori (layout to SVG) and
 * rasterised with resvg: 1200×630, the site's hero gradient, the area in the
 * accent colour, the title in Inter, the page's address in JetBrains Mono and
 * the logo with the site title. Colours are the site's (src/css/custom.css),
 * the logo is static/img/logo-dark.svg.
 *
 * Pure: fonts and logo are passed in, so a worker can render without the
 * Docusaurus context.
 */
import satori from 'satori';
import {Resvg} from '@resvg/resvg-js';
import {CARD_HEIGHT, CARD_WIDTH} from './paths';
import {encodePng, overlay, scanlines, type Layer} from './png';

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

type Node = {type: string; props: Record<string, unknown> & {children?: unknown}};
const h = (type: string, style: Record<string, unknown>, ...children: unknown[]): Node => ({
  type,
  props: {style, children: children.length === 1 ? children[0] : children},
});

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

/** The text block's box: the card less its padding (the same in every layer, so the layers line up). */
const PAD_X = 72;
const PAD_Y = 64;
const frame = (justifyContent: string, ...children: unknown[]) =>
  h(
    'div',
    {width: CARD_WIDTH, height: CARD_HEIGHT, display: 'flex', color: COLORS.text, fontFamily: 'Inter'},
    h(
      'div',
      {
        position: 'absolute',
        left: PAD_X,
        top: PAD_Y,
        width: CARD_WIDTH - 2 * PAD_X,
        height: CARD_HEIGHT - 2 * PAD_Y,
        display: 'flex',
        flexDirection: 'column',
        justifyContent,
      },
      ...children,
    ),
  );

/**
 * The footer row: a rule above, the logo and site title on the left, the
 * address on the right. Its height is the logo's, so a layer without the
 * logo holds a spacer of that height to put the address where it belongs.
 */
const LOGO_SIZE = 56;
const RULE = 2;
const footer = (justifyContent: string, rule: boolean, ...children: unknown[]) =>
  h(
    'div',
    {
      display: 'flex',
      width: '100%',
      alignItems: 'center',
      justifyContent,
      ...(rule ? {borderTop: `${RULE}px solid ${COLORS.rule}`, paddingTop: 24} : {paddingTop: RULE + 24}),
    },
    ...children,
  );

/**
 * What every card shares, drawn once: the hero gradient, the rule, the logo
 * and the site title.
 */
export function backgroundTree(siteTitle: string, assets: CardAssets): Node {
  const logo = `data:image/svg+xml;base64,${Buffer.from(assets.logoSvg).toString('base64')}`;
  return h(
    'div',
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      display: 'flex',
      backgroundImage: `linear-gradient(135deg, ${COLORS.heroFrom} 0%, ${COLORS.heroFrom} 45%, ${COLORS.heroTo} 100%)`,
    },
    frame(
      'flex-end',
      footer(
        'flex-start',
        true,
        h(
          'div',
          {display: 'flex', alignItems: 'center'},
          {type: 'img', props: {src: logo, width: LOGO_SIZE, height: LOGO_SIZE, style: {marginRight: 20}}},
          h('div', {display: 'flex', fontSize: 32, fontWeight: 700}, siteTitle),
        ),
      ),
    ),
  );
}

/** The page's own text, on a transparent canvas: area, title and description at the top, the address in the footer. */
export function cardTrees(input: CardInput): Node[] {
  const title = clip(input.title, 90);
  const titleSize = title.length > 60 ? 56 : title.length > 34 ? 66 : 76;
  const head = h(
    'div',
    {display: 'flex', flexDirection: 'column', width: '100%'},
    h(
      'div',
      {display: 'flex', color: COLORS.accent, fontSize: 28, fontWeight: 700, letterSpacing: 2, textTransform: 'uppercase', marginBottom: 24},
      input.area,
    ),
    h('div', {display: 'flex', width: '100%', fontSize: titleSize, fontWeight: 800, lineHeight: 1.1, letterSpacing: -1}, title),
    input.description
      ? h(
          'div',
          {display: 'flex', width: '100%', marginTop: 24, fontSize: 30, fontWeight: 500, lineHeight: 1.4, color: COLORS.muted},
          clip(input.description, title.length > 60 ? 120 : 170),
        )
      : h('div', {display: 'flex'}),
  );
  const address = footer(
    'space-between',
    false,
    h('div', {display: 'flex', height: LOGO_SIZE}),
    h('div', {display: 'flex', fontFamily: 'JetBrains Mono', fontSize: 22, color: COLORS.muted}, shortAddress(input.address)),
  );
  // Two layers, not one: each is rasterised over its own bounding box only.
  return [frame('flex-start', head), frame('flex-end', address)];
}

const RESVG_OPTIONS = {font: {loadSystemFonts: false}} as const;
const SVG_ROOT = /^<svg width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/;

/**
 * Rasterises the part of a card-sized SVG that holds anything: resvg's time
 * goes with the area it draws (about 30 ms for the whole card, text or not),
 * so the SVG's view box is cut to the drawing's bounding box, widened by a
 * pixel for antialiasing. Undefined when nothing is drawn.
 */
export function rasteriseBox(svg: string): Layer | undefined {
  if (!SVG_ROOT.test(svg)) throw new Error('social card: satori did not start its SVG with width, height and view box');
  const box = new Resvg(svg, RESVG_OPTIONS).innerBBox();
  if (!box) return undefined;
  const x = Math.max(0, Math.floor(box.x) - 1);
  const y = Math.max(0, Math.floor(box.y) - 1);
  const width = Math.min(CARD_WIDTH, Math.ceil(box.x + box.width) + 1) - x;
  const height = Math.min(CARD_HEIGHT, Math.ceil(box.y + box.height) + 1) - y;
  if (width <= 0 || height <= 0) return undefined;
  const cut = svg.replace(SVG_ROOT, `<svg width="${width}" height="${height}" viewBox="${x} ${y} ${width} ${height}"`);
  return {pixels: new Resvg(cut, RESVG_OPTIONS).render().pixels, x, y, width, height};
}

const draw = (tree: Node, assets: CardAssets) => satori(tree as never, {width: CARD_WIDTH, height: CARD_HEIGHT, fonts: assets.fonts});

/** The background's scanlines, drawn once per set of assets and site title (a worker keeps them). */
const backgrounds = new WeakMap<CardAssets, Map<string, Promise<Buffer>>>();
function background(siteTitle: string, assets: CardAssets): Promise<Buffer> {
  let bySite = backgrounds.get(assets);
  if (!bySite) backgrounds.set(assets, (bySite = new Map()));
  let lines = bySite.get(siteTitle);
  if (!lines) {
    lines = draw(backgroundTree(siteTitle, assets), assets).then((svg) =>
      scanlines(new Resvg(svg, RESVG_OPTIONS).render().pixels, CARD_WIDTH, CARD_HEIGHT),
    );
    bySite.set(siteTitle, lines);
  }
  return lines;
}

/**
 * Renders the card as a PNG. What every card shares (gradient, rule, logo,
 * site title) is drawn once; each card rasterises only the boxes of its own
 * text and lays them over a copy (./png).
 */
export async function renderCard(input: CardInput, assets: CardAssets): Promise<Buffer> {
  const [svgs, behind] = await Promise.all([Promise.all(cardTrees(input).map((tree) => draw(tree, assets))), background(input.siteTitle, assets)]);
  const lines = Buffer.from(behind);
  for (const svg of svgs) {
    const layer = rasteriseBox(svg);
    if (layer) overlay(lines, CARD_WIDTH, layer);
  }
  return encodePng(lines, CARD_WIDTH, CARD_HEIGHT);
}
