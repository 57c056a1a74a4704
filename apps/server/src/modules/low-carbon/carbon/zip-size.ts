import { inflateRawSync } from 'node:zlib';

/**
 * The uncompressed size a zip declares in its central directory, without inflating anything:
 * a guard before exceljs (which inflates every part in memory) against a small upload that
 * unpacks to gigabytes. Null when there is no readable central directory or it uses ZIP64
 * (a data-collection workbook never needs it).
 */
const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

interface Entry {
  method: number;
  compressedSize: number;
  size: number;
  localHeader: number;
}

/** The central directory's entries, or null when it cannot be read (or uses ZIP64). */
const entriesOf = (bytes: Buffer): Entry[] | null => {
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let i = bytes.length - 22; i >= lowest; i--) {
    if (bytes.readUInt32LE(i) === END_OF_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  if (count === 0xffff || at === 0xffffffff) return null;
  const entries: Entry[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) return null;
    const compressedSize = bytes.readUInt32LE(at + 20);
    const size = bytes.readUInt32LE(at + 24);
    const localHeader = bytes.readUInt32LE(at + 42);
    if (size === 0xffffffff || compressedSize === 0xffffffff || localHeader === 0xffffffff) return null;
    entries.push({ method: bytes.readUInt16LE(at + 10), compressedSize, size, localHeader });
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return entries;
};

export const declaredUnzippedSize = (bytes: Buffer): number | null => {
  const entries = entriesOf(bytes);
  return entries === null ? null : entries.reduce((total, e) => total + e.size, 0);
};

/**
 * Whether the zip really unpacks to at most `cap` bytes: every entry is inflated (the way the
 * zip reader finds it, from its local header) with zlib's output bounded by what the cap has
 * left, so an entry whose declared size lies stops at the cap instead of filling memory.
 * 'damaged' when an entry cannot be read (cut short, an unknown method, no central directory).
 */
export const unzippedSizeWithin = (bytes: Buffer, cap: number): 'ok' | 'tooLarge' | 'damaged' => {
  const entries = entriesOf(bytes);
  if (entries === null) return 'damaged';
  let total = 0;
  for (const entry of entries) {
    const at = entry.localHeader;
    if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL_HEADER) return 'damaged';
    const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
    if (start + entry.compressedSize > bytes.length) return 'damaged';
    const data = bytes.subarray(start, start + entry.compressedSize);
    const left = cap - total;
    if (entry.method === 0 || data.length === 0) total += data.length;
    else if (entry.method === 8) {
      try {
        // One byte more than is left: output that reaches it is over the cap.
        total += inflateRawSync(data, { maxOutputLength: left + 1 }).length;
      } catch (err) {
        return (err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'tooLarge' : 'damaged';
      }
    } else return 'damaged';
    if (total > cap) return 'tooLarge';
  }
  return 'ok';
};
