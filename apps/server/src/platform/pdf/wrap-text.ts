import type { PDFFont } from 'pdf-lib';

/** Splits a text into lines that fit `width` (characters for Chinese, words for English). */
export const wrapText = (text: string, font: PDFFont, size: number, width: number): string[] => {
  const parts = /[\u3400-\u9fff]/.test(text) ? [...text] : text.split(/(?<= )/);
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  for (const part of parts) {
    // Each part measured once: measuring the growing line again and again is quadratic.
    const partWidth = font.widthOfTextAtSize(part, size);
    if (line && lineWidth + partWidth > width) {
      lines.push(line.trimEnd());
      line = part.trimStart();
      lineWidth = font.widthOfTextAtSize(line, size);
    } else {
      line += part;
      lineWidth += partWidth;
    }
  }
  if (line) lines.push(line.trimEnd());
  return lines;
};
