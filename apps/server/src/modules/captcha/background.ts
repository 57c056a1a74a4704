import { CAPTCHA } from '@steel-epd/contract';
import { float, int, pick } from './random.ts';

/*
 * Captcha backgrounds are drawn, not picked from a folder: a random gradient under random
 * translucent shapes and curves. No two images are alike, so a bot cannot learn a fixed set
 * of pictures, and the texture gives a person something to match the piece against.
 */

const { width: W, height: H } = CAPTCHA;

const hsl = (h: number, s: number, l: number, a = 1) =>
  `hsla(${h.toFixed(0)},${s.toFixed(0)}%,${l.toFixed(0)}%,${a.toFixed(2)})`;

/** A colour near a base hue, so the picture has a theme rather than confetti. */
const tint = (hue: number, alpha: number) =>
  hsl((hue + float(-70, 70) + 360) % 360, float(40, 85), float(30, 80), alpha);

const circle = (hue: number) =>
  `<circle cx="${int(0, W)}" cy="${int(0, H)}" r="${int(8, 48)}" fill="${tint(hue, float(0.25, 0.7))}"/>`;

const rect = (hue: number) => {
  const w = int(14, 80);
  const h = int(10, 60);
  const x = int(-10, W - 10);
  const y = int(-10, H - 10);
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${int(0, 12)}" fill="${tint(hue, float(0.2, 0.6))}" transform="rotate(${int(-60, 60)} ${x + w / 2} ${y + h / 2})"/>`;
};

const polygon = (hue: number) => {
  const cx = int(0, W);
  const cy = int(0, H);
  const corners = int(3, 6);
  const points = Array.from({ length: corners }, (_, i) => {
    const angle = (i / corners) * Math.PI * 2 + float(-0.3, 0.3);
    const r = float(12, 42);
    return `${(cx + Math.cos(angle) * r).toFixed(1)},${(cy + Math.sin(angle) * r).toFixed(1)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${tint(hue, float(0.25, 0.65))}"/>`;
};

const curve = (hue: number) => {
  const [x1, y1, x2, y2] = [int(-20, W / 2), int(0, H), int(W / 2, W + 20), int(0, H)];
  return `<path d="M${x1} ${y1} Q${int(0, W)} ${int(-40, H + 40)} ${x2} ${y2}" fill="none" stroke="${tint(hue, float(0.3, 0.7))}" stroke-width="${float(1, 4).toFixed(1)}"/>`;
};

const SHAPES = [circle, circle, rect, polygon];

/** The SVG markup of a fresh 310 x 155 background; `overlay` is drawn on top (click-word characters). */
export const backgroundSvg = (overlay = '') => {
  const hue = int(0, 359);
  const angle = int(0, 359);
  const stops = [0, 0.5, 1]
    .map((offset) => `<stop offset="${offset}" stop-color="${tint(hue, 1)}"/>`)
    .join('');
  const shapes = Array.from({ length: int(12, 18) }, () => pick(SHAPES)(hue)).join('');
  const curves = Array.from({ length: int(3, 6) }, () => curve(hue)).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<defs><linearGradient id="g" gradientTransform="rotate(${angle} 0.5 0.5)">${stops}</linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#g)"/>${shapes}${curves}${overlay}</svg>`
  );
};
