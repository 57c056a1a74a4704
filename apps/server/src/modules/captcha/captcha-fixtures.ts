import sharp from 'sharp';

/** What the browser sees of a PNG: its size, whether it has alpha, and its alpha range. */
export const decodePng = async (base64: string) => {
  const image = sharp(Buffer.from(base64, 'base64'));
  const meta = await image.metadata();
  const stats = await image.stats();
  const alpha = meta.hasAlpha ? stats.channels[3] : undefined;
  return {
    format: meta.format,
    width: meta.width,
    height: meta.height,
    hasAlpha: meta.hasAlpha,
    alphaMin: alpha?.min ?? 255,
    alphaMax: alpha?.max ?? 255,
  };
};
