import { CAPTCHA } from '@steel-epd/contract';
import sharp from 'sharp';
import { backgroundSvg } from './background.ts';
import { float, int, sample } from './random.ts';

/*
 * The click-word challenge: characters drawn at random places and angles on a fresh
 * background, through the system's CJK fonts (fonts-noto-cjk). As in AJ-Captcha, one more
 * character than the client must click is drawn, so clicking every character is not enough.
 */

const { width: W, height: H, clickPoints: N } = CAPTCHA;

/** Common, visually distinct characters: easy to recognise, not easy to confuse with each other. */
const CHARACTERS = [
  ...'天地山水火木金土日月星云风雨雪花草树林田禾米竹石河海江湖春夏秋冬东西南北中上下左右',
  ...'大小多少高长方圆红黄蓝绿白黑车马牛羊鱼鸟虫门窗书笔纸画歌舞爱家国城乡路桥船飞走跑',
];

/** A family list librsvg hands to fontconfig: the first that is installed draws the text. */
const FONT = "'Noto Sans CJK SC','Noto Sans SC','Source Han Sans SC','WenQuanYi Micro Hei',sans-serif";

export interface Point {
  x: number;
  y: number;
}

export interface WordChallenge {
  image: Buffer;
  /** The characters to click, in order. */
  words: string[];
  /** The centre of each of `words`, in the same order: the secret. */
  points: Point[];
}

const MARGIN = 22;
/** Centres this far apart on one axis or the other: no click tolerance box covers two characters. */
const APART = 2 * CAPTCHA.clickTolerancePx + 2;

const places = (count: number): Point[] => {
  for (;;) {
    const points: Point[] = [];
    for (let tries = 0; points.length < count && tries < 200; tries += 1) {
      const p = { x: int(MARGIN, W - MARGIN), y: int(MARGIN, H - MARGIN) };
      if (points.every((q) => Math.abs(p.x - q.x) >= APART || Math.abs(p.y - q.y) >= APART)) points.push(p);
    }
    if (points.length === count) return points;
  }
};

const glyph = (char: string, at: Point) => {
  const size = int(24, 30);
  const hue = int(0, 359);
  // CJK glyphs sit in an em box from 0.88 above the baseline to 0.12 below: its centre is 0.38 em up.
  const baseline = at.y + size * 0.38;
  return (
    `<text x="${at.x}" y="${baseline.toFixed(1)}" font-family="${FONT}" font-size="${size}" font-weight="bold" ` +
    `text-anchor="middle" fill="hsl(${hue},85%,${int(20, 45)}%)" stroke="rgba(255,255,255,0.85)" ` +
    `stroke-width="2.5" paint-order="stroke" transform="rotate(${float(-40, 40).toFixed(0)} ${at.x} ${at.y})">${char}</text>`
  );
};

export const makeWordChallenge = async (): Promise<WordChallenge> => {
  const chars = sample(CHARACTERS, N + 1);
  const spots = places(N + 1);
  const overlay = chars.map((c, i) => glyph(c, spots[i]!)).join('');
  const image = await sharp(Buffer.from(backgroundSvg(overlay)))
    .removeAlpha()
    .png({ compressionLevel: 3 })
    .toBuffer();
  // The last drawn character is the decoy; the first N, already in random order, are asked for.
  return { image, words: chars.slice(0, N), points: spots.slice(0, N) };
};
