import { degrees, PDFDocument, rgb } from 'pdf-lib';
import type { CjkFont } from '../../../platform/pdf/cjk-font.ts';

export interface Viewer {
  /** The viewer's login (phone number or e-mail). */
  account: string;
  /** Their company's name, when they have one. */
  companyName: string | null;
  /** When they opened it, already written in the platform's time zone. */
  at: string;
}

/** The mark repeated across a page: who is reading it. */
export const watermarkText = (viewer: Viewer) =>
  viewer.companyName ? `${viewer.account} · ${viewer.companyName}` : viewer.account;

/** The footer line of every page: who, and when. */
export const footerText = (viewer: Viewer) => `${watermarkText(viewer)} · ${viewer.at}`;

const MARK_SIZE = 16;
const FOOTER_SIZE = 7;
const ANGLE = 35;
const MARK_OPACITY = 0.16;

/**
 * Stamps the viewer's account and company name diagonally across every page, in a grid dense
 * enough that no crop of a readable part leaves it out, and a footer line "viewer · time" at
 * the foot of each page. The stamp is drawn over the page's content, semi-transparent, so the
 * report stays readable. The stored bytes are never changed: this makes a new document.
 */
export const stampReport = async (bytes: Uint8Array, viewer: Viewer, font: CjkFont): Promise<Uint8Array> => {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const mark = watermarkText(viewer);
  const footer = footerText(viewer);
  const embedded = await font.embed(doc, footer);
  const markWidth = embedded.widthOfTextAtSize(mark, MARK_SIZE);
  const stepX = markWidth + 60;
  const stepY = 110;
  const rad = (ANGLE * Math.PI) / 180;
  for (const page of doc.getPages()) {
    const { x: left, y: bottom, width, height } = page.getMediaBox();
    // The grid covers the page's diagonal extent, so the rotated lines reach every corner.
    const span = width + height;
    for (let row = -Math.ceil(span / stepY); row <= Math.ceil(span / stepY); row += 1) {
      const shift = (row % 2) * (stepX / 2);
      for (let col = -1; col * stepX < span; col += 1) {
        // Along the rotated axis from a point on the page's left edge.
        const u = col * stepX + shift;
        const v = row * stepY;
        const x = left + u * Math.cos(rad) - v * Math.sin(rad);
        const y = bottom + u * Math.sin(rad) + v * Math.cos(rad);
        if (
          x > left + width + 40 ||
          y > bottom + height + 40 ||
          x + markWidth < left - 40 ||
          y < bottom - markWidth
        )
          continue;
        page.drawText(mark, {
          x,
          y,
          size: MARK_SIZE,
          font: embedded,
          rotate: degrees(ANGLE),
          color: rgb(0.55, 0.1, 0.1),
          opacity: MARK_OPACITY,
        });
      }
    }
    page.drawText(footer, {
      x: left + 24,
      y: bottom + 10,
      size: FOOTER_SIZE,
      font: embedded,
      color: rgb(0.3, 0.3, 0.3),
      opacity: 0.8,
    });
  }
  return doc.save();
};
