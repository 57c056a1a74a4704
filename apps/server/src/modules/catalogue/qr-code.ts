import QRCode from 'qrcode';

/** The public address a record's QR code opens: the phone summary. */
export const publicEpdUrl = (baseUrl: string, businessId: string) =>
  `${baseUrl}/app/epd/${encodeURIComponent(businessId)}`;

/**
 * A PNG of the QR code for the address: error correction M (a label may be scuffed on a steel
 * product), a quiet zone of 2 modules, 512 pixels wide (sharp on the 798 x 292 label poster).
 */
export const qrPng = (url: string): Promise<Buffer> =>
  QRCode.toBuffer(url, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 512 });
