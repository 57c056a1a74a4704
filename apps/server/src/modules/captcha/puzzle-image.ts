import { CAPTCHA } from '@steel-epd/contract';
import sharp from 'sharp';
import { backgroundSvg } from './background.ts';
import { int } from './random.ts';

/*
 * The sliding puzzle. The background is rendered once to raw pixels; the piece is cut from
 * them through a jigsaw-shaped mask and the hole is shaded in the same pass, in plain JS over
 * the bytes, so one challenge costs one SVG render and two PNG encodes.
 */

const { width: W, height: H, pieceWidth: P } = CAPTCHA;
/** AJ-Captcha's protocol: the strip is as tall as the image, so the answer's y is always 5. */
export const PUZZLE_Y = 5;

// The piece's square body and its round knobs, in a P x P box: a knob stands out by about 10 px.
const KNOB_R = 6;
const NECK = 4.5;
const KNOB_D = Math.sqrt(KNOB_R ** 2 - NECK ** 2);
const L = 1;
const T = 1 + KNOB_D + KNOB_R;
const S = P - 1 - T;
const R = L + S;
const B = T + S;

type Edge = 'out' | 'in' | 'flat';
interface Shape {
  top: Edge;
  right: Edge;
  bottom: Edge;
  left: Edge;
}

/** A knob between two points on an edge walked clockwise: out bulges away from the body, in bites into it. */
const knob = (edge: Edge, x1: number, y1: number, x2: number, y2: number) =>
  edge === 'flat'
    ? `L${x2} ${y2}`
    : `L${x1} ${y1}A${KNOB_R} ${KNOB_R} 0 1 ${edge === 'out' ? 1 : 0} ${x2} ${y2}`;

export const piecePath = (s: Shape) => {
  const mx = L + S / 2;
  const my = T + S / 2;
  return [
    `M${L} ${T}`,
    knob(s.top, mx - NECK, T, mx + NECK, T),
    `L${R} ${T}`,
    knob(s.right, R, my - NECK, R, my + NECK),
    `L${R} ${B}`,
    knob(s.bottom, mx + NECK, B, mx - NECK, B),
    `L${L} ${B}`,
    knob(s.left, L, my + NECK, L, my - NECK),
    'Z',
  ].join('');
};

interface Mask {
  /** Coverage of the piece, 0..255, P x P. */
  alpha: Uint8Array;
  /** The outline band (coverage minus its 2 px erosion): drawn light on piece and hole alike. */
  edge: Uint8Array;
}

const erode = (src: Uint8Array) => {
  const out = new Uint8Array(src.length);
  for (let y = 0; y < P; y += 1) {
    for (let x = 0; x < P; x += 1) {
      let min = 255;
      for (let dy = -1; dy <= 1; dy += 1) {
        for (let dx = -1; dx <= 1; dx += 1) {
          const xx = x + dx;
          const yy = y + dy;
          const v = xx < 0 || yy < 0 || xx >= P || yy >= P ? 0 : src[yy * P + xx]!;
          if (v < min) min = v;
        }
      }
      out[y * P + x] = min;
    }
  }
  return out;
};

// 16 shapes; each mask is rendered once per process and kept.
const masks = new Map<string, Promise<Mask>>();

const maskOf = (shape: Shape): Promise<Mask> => {
  const key = `${shape.top}${shape.right}${shape.bottom}${shape.left}`;
  let mask = masks.get(key);
  if (!mask) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${P}" height="${P}"><path d="${piecePath(shape)}" fill="#fff"/></svg>`;
    mask = sharp(Buffer.from(svg))
      .ensureAlpha()
      .extractChannel(3)
      .raw()
      .toBuffer()
      .then((buffer) => {
        const alpha = new Uint8Array(buffer);
        const inner = erode(erode(alpha));
        return { alpha, edge: alpha.map((a, i) => a - inner[i]!) };
      });
    masks.set(key, mask);
  }
  return mask;
};

const randomShape = (): Shape => ({
  top: int(0, 1) ? 'out' : 'in',
  right: int(0, 1) ? 'out' : 'in',
  bottom: int(0, 1) ? 'in' : 'flat',
  left: int(0, 1) ? 'in' : 'flat',
});

export interface Puzzle {
  background: Buffer;
  strip: Buffer;
  /** The secret: where the strip's left edge belongs, in 310-wide space. */
  x: number;
}

const png = (pixels: Uint8Array, width: number, channels: 3 | 4) =>
  // Level 3 is a third faster than the default 6 and only a few per cent larger at this size.
  sharp(pixels, { raw: { width, height: H, channels } })
    .png({ compressionLevel: 3 })
    .toBuffer();

export const makePuzzle = async (): Promise<Puzzle> => {
  // Far enough right that the strip's start never overlaps its hole, and wholly inside the image.
  const x = int(P + 15, W - P - 3);
  const y = int(4, H - P - 4);
  const [mask, rendered] = await Promise.all([
    maskOf(randomShape()),
    sharp(Buffer.from(backgroundSvg())).removeAlpha().raw().toBuffer(),
  ]);
  const bg = new Uint8Array(rendered);
  const strip = new Uint8Array(P * H * 4);
  for (let j = 0; j < P; j += 1) {
    for (let i = 0; i < P; i += 1) {
      const m = j * P + i;
      const a = mask.alpha[m]!;
      if (a === 0) continue;
      const e = (mask.edge[m]! / 255) * 0.85;
      const inner = (a - mask.edge[m]!) / 255;
      const b = ((y + j) * W + x + i) * 3;
      const s = ((y + j) * P + i) * 4;
      for (let c = 0; c < 3; c += 1) {
        const v = bg[b + c]!;
        strip[s + c] = v + (255 - v) * e;
        // The hole: darkened inside, with the same light outline as the piece.
        const dark = v * (1 - 0.55 * inner);
        bg[b + c] = dark + (255 - dark) * e;
      }
      strip[s + 3] = a;
    }
  }
  const [background, stripPng] = await Promise.all([png(bg, W, 3), png(strip, P, 4)]);
  return { background, strip: stripPng, x };
};
