import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { FILE_RULES, type FileRuleName, uploadLimitOf } from '@steel-epd/contract';
import { fileTypeFromBuffer } from 'file-type';
import { acceptedMime, fileRefused, fileTooLarge, reencodeImage } from './content-rules.ts';

/** A file part as the multipart parser gives it: its bytes, truncated at the parser's limit. */
export type UploadSource = AsyncIterable<Buffer> & { readonly truncated?: boolean };

export interface Inspection {
  size: number;
  sha256: string;
  mimeType: string;
}

/** How much of a large file is held back and sniffed before any of it is written. */
const SAMPLE_BYTES = 1024 * 1024;

/**
 * Passes an upload on to the storage while counting, hashing and checking it. Nothing is
 * passed on until the head of the file (or all of it, when smaller) has been sniffed and
 * accepted, so a refused type writes nothing; one byte over the rule's limit, or the parser's
 * truncation, fails the stream at once, and the storage then drops what it had.
 */
export const inspectStream = (source: UploadSource, ruleName: FileRuleName, fileName: string) => {
  const rule = FILE_RULES[ruleName];
  const limit = uploadLimitOf(rule);
  const hash = createHash('sha256');
  let size = 0;
  let mimeType = '';

  async function* checked(): AsyncGenerator<Buffer> {
    let head: Buffer[] = [];
    const release = async (wholeFile: boolean) => {
      const sample = Buffer.concat(head);
      head = [];
      mimeType = acceptedMime(ruleName, await fileTypeFromBuffer(sample), fileName, wholeFile);
      return sample;
    };
    for await (const chunk of source) {
      size += chunk.length;
      if (size > limit) throw fileTooLarge(rule);
      hash.update(chunk);
      if (mimeType) {
        yield chunk;
      } else {
        head.push(chunk);
        if (size >= SAMPLE_BYTES) yield await release(false);
      }
    }
    if (source.truncated) throw fileTooLarge(rule);
    if (size === 0) throw fileRefused('validation.fileEmpty');
    if (!mimeType) yield await release(true);
  }

  return {
    body: Readable.from(checked()),
    /** Valid once the body has been read to its end. */
    result: (): Inspection => ({ size, sha256: hash.digest('hex'), mimeType }),
  };
};

/**
 * Reads a whole image (its rule caps it at 5 MB), checks its bytes and re-encodes it. The
 * answer is what is stored: its size and hash are of the clean image, not of the upload.
 */
export const inspectImage = async (
  source: UploadSource,
  ruleName: FileRuleName,
  fileName: string,
): Promise<{ bytes: Buffer; inspection: Inspection }> => {
  const rule = FILE_RULES[ruleName];
  const limit = uploadLimitOf(rule);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of source) {
    size += chunk.length;
    if (size > limit) throw fileTooLarge(rule);
    chunks.push(chunk);
  }
  if (source.truncated) throw fileTooLarge(rule);
  if (size === 0) throw fileRefused('validation.fileEmpty');
  const upload = Buffer.concat(chunks);
  const mimeType = acceptedMime(ruleName, await fileTypeFromBuffer(upload), fileName, true);
  const bytes = await reencodeImage(upload, mimeType, rule);
  return {
    bytes,
    inspection: { size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex'), mimeType },
  };
};
