import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { AttachmentRow } from './attachments.store.ts';

/** RFC 5987 percent-encoding: encodeURIComponent leaves ' ( ) * as they are, the header grammar does not. */
const encodeExtValue = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** For clients that do not read filename*: printable ASCII only, no quote, backslash or percent. */
const asciiFallback = (value: string) => value.replace(/[^\x20-\x7e]|["\\%]/g, '_');

/**
 * `attachment` or `inline` with the client's original name: `filename*` (UTF-8, RFC 6266 /
 * RFC 5987) carries a Chinese name intact, `filename` an ASCII stand-in for old clients.
 */
export const contentDisposition = (type: 'attachment' | 'inline', fileName: string) =>
  `${type}; filename="${asciiFallback(fileName)}"; filename*=UTF-8''${encodeExtValue(fileName)}`;

/**
 * Uploaded bytes can be anything a user made, so they are served as inert data: the stored
 * type (decided from the bytes) with nosniff, and a CSP that sandboxes the document and loads
 * nothing, so even a file a browser would render cannot run script in our origin.
 */
export const FILE_CSP = "default-src 'none'; sandbox";

/**
 * Sends a stored file. Only images are ever shown inline (the online and console views); every
 * other file, and every download, is an attachment.
 */
export const sendFile = (
  reply: FastifyReply,
  file: { row: AttachmentRow; body: Readable },
  options: { inline: boolean; publicCache: boolean },
) => {
  const { row, body } = file;
  const inline = options.inline && row.mime_type.startsWith('image/');
  return reply
    .header('content-type', row.mime_type)
    .header('content-length', row.size)
    .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', row.file_name))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', FILE_CSP)
    .header('cache-control', options.publicCache ? 'public, max-age=86400' : 'private, no-store')
    .send(body);
};
