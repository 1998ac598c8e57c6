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
import {composeScanlines, encodePng} from './png';

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

/** The hero gradient the text is laid over: the same on every card. */
const BACKGROUND = {
  width: CARD_WIDTH,
  height: CARD_HEIGHT,
  display: 'flex',
  backgroundImage: `linear-gradient(135deg, ${COLORS.heroFrom} 0%, ${COLORS.heroFrom} 45%, ${COLORS.heroTo} 100%)`,
} as const;

/** The card's text and logo, on a transparent canvas (see renderCard). */
export function cardTree(input: CardInput, assets: CardAssets): Node {
  const title = clip(input.title, 90);
  const titleSize = title.length > 60 ? 56 : title.length > 34 ? 66 : 76;
  const logo = `data:image/svg+xml;base64,${Buffer.from(assets.logoSvg).toString('base64')}`;
  const padX = 72;
  const padY = 64;
  return h(
    'div',
    {width: CARD_WIDTH, height: CARD_HEIGHT, display: 'flex', color: COLORS.text, fontFamily: 'Inter'},
    h(
      'div',
      {
        position: 'absolute',
        left: padX,
        top: padY,
        width: CARD_WIDTH - 2 * padX,
        height: CARD_HEIGHT - 2 * padY,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
      },
      h(
        'div',
        {display: 'flex', flexDirection: 'column', width: '100%'},
        h(
          'div',
          {
            display: 'flex',
            color: COLORS.accent,
            fontSize: 28,
            fontWeight: 700,
            letterSpacing: 2,
            textTransform: 'uppercase',
            marginBottom: 24,
          },
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
      ),
      h(
        'div',
        {
          display: 'flex',
          width: '100%',
          alignItems: 'center',
          justifyContent: 'space-between',
          borderTop: `2px solid ${COLORS.rule}`,
          paddingTop: 24,
        },
        h(
          'div',
          {display: 'flex', alignItems: 'center'},
          {type: 'img', props: {src: logo, width: 56, height: 56, style: {marginRight: 20}}},
          h('div', {display: 'flex', fontSize: 32, fontWeight: 700}, input.siteTitle),
        ),
        h('div', {display: 'flex', fontFamily: 'JetBrains Mono', fontSize: 22, color: COLORS.muted}, shortAddress(input.address)),
      ),
    ),
  );
}

const rasterise = (svg: string) =>
  new Resvg(svg, {fitTo: {mode: 'width', value: CARD_WIDTH}, font: {loadSystemFonts: false}}).render().pixels;

/** The background's pixels, drawn once per set of assets (a worker keeps one). */
const backgrounds = new WeakMap<CardAssets, Promise<Buffer>>();
function background(assets: CardAssets): Promise<Buffer> {
  let pixels = backgrounds.get(assets);
  if (!pixels) {
    pixels = satori(h('div', BACKGROUND) as never, {width: CARD_WIDTH, height: CARD_HEIGHT, fonts: assets.fonts}).then(rasterise);
    backgrounds.set(assets, pixels);
  }
  return pixels;
}

/**
 * Renders the card as a PNG. The gradient is the same on every card and
 * costs as much to rasterise as all the text, so it is drawn once; each card
 * rasterises only its text layer and lays it over (./png).
 */
export async function renderCard(input: CardInput, assets: CardAssets): Promise<Buffer> {
  const [svg, behind] = await Promise.all([
    satori(cardTree(input, assets) as never, {width: CARD_WIDTH, height: CARD_HEIGHT, fonts: assets.fonts}),
    background(assets),
  ]);
  return encodePng(composeScanlines(rasterise(svg), behind, CARD_WIDTH, CARD_HEIGHT), CARD_WIDTH, CARD_HEIGHT);
}
