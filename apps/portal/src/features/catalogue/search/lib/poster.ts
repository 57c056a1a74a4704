/** The enlarged QR label: a 798 x 292 poster with the QR code and the product's key data. */
export const POSTER_WIDTH = 798;
export const POSTER_HEIGHT = 292;

export interface PosterLines {
  productName: string;
  registrationNumber: string;
  company: string;
  gwp100: string;
  expiry: string;
  title: string;
}

/** Cuts a text to fit a width, with an ellipsis. */
const fit = (ctx: CanvasRenderingContext2D, text: string, width: number) => {
  if (ctx.measureText(text).width <= width) return text;
  let cut = text;
  while (cut.length > 1 && ctx.measureText(`${cut}…`).width > width) cut = cut.slice(0, -1);
  return `${cut}…`;
};

/** Draws the poster: QR image left on white, a brand band on top, the data lines right. */
export const drawPoster = (canvas: HTMLCanvasElement, qr: CanvasImageSource | null, lines: PosterLines) => {
  canvas.width = POSTER_WIDTH;
  canvas.height = POSTER_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, POSTER_WIDTH, POSTER_HEIGHT);
  ctx.strokeStyle = '#1f4e79';
  ctx.lineWidth = 4;
  ctx.strokeRect(2, 2, POSTER_WIDTH - 4, POSTER_HEIGHT - 4);
  const qrSize = 244;
  if (qr) ctx.drawImage(qr, 24, 24, qrSize, qrSize);
  const x = 24 + qrSize + 28;
  const width = POSTER_WIDTH - x - 24;
  const font = '"Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", sans-serif';
  ctx.fillStyle = '#1f4e79';
  ctx.font = `bold 16px ${font}`;
  ctx.fillText(fit(ctx, lines.title, width), x, 48);
  ctx.fillStyle = '#111111';
  ctx.font = `bold 26px ${font}`;
  ctx.fillText(fit(ctx, lines.productName, width), x, 92);
  ctx.font = `18px ${font}`;
  ctx.fillStyle = '#333333';
  [lines.registrationNumber, lines.company, lines.gwp100, lines.expiry].forEach((line, i) => {
    ctx.fillText(fit(ctx, line, width), x, 140 + i * 34);
  });
};
