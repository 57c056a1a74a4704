/**
 * The names of the entries of an OLE compound file (CFB, MS-CFB): enough to tell an encrypted
 * OOXML workbook (streams EncryptionInfo and EncryptedPackage) from a legacy BIFF workbook
 * (stream Workbook or Book) without reading either. Null when the bytes are not a readable CFB.
 */
const MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const END_OF_CHAIN = 0xfffffffe;
const FREE = 0xffffffff;
/** Far more sectors than any workbook's directory or FAT needs: a loop guard against a cyclic chain. */
const MAX_STEPS = 100_000;

export const isCfb = (bytes: Uint8Array): boolean => MAGIC.every((b, i) => bytes[i] === b);

export const cfbEntryNames = (bytes: Buffer): string[] | null => {
  if (!isCfb(bytes) || bytes.length < 512) return null;
  const shift = bytes.readUInt16LE(0x1e);
  if (shift !== 9 && shift !== 12) return null;
  const size = 1 << shift;
  const sector = (n: number) => {
    const start = (n + 1) * size;
    return start + size <= bytes.length ? bytes.subarray(start, start + size) : null;
  };

  // The FAT's own sectors: 109 in the header, the rest in the DIFAT chain.
  const fatSectors: number[] = [];
  for (let i = 0; i < 109; i++) {
    const n = bytes.readUInt32LE(0x4c + i * 4);
    if (n !== FREE && n !== END_OF_CHAIN) fatSectors.push(n);
  }
  let difat = bytes.readUInt32LE(0x44);
  for (let steps = 0; difat !== END_OF_CHAIN && difat !== FREE && steps < MAX_STEPS; steps++) {
    const s = sector(difat);
    if (!s) return null;
    for (let i = 0; i < size / 4 - 1; i++) {
      const n = s.readUInt32LE(i * 4);
      if (n !== FREE && n !== END_OF_CHAIN) fatSectors.push(n);
    }
    difat = s.readUInt32LE(size - 4);
  }
  const fat: number[] = [];
  for (const n of fatSectors) {
    const s = sector(n);
    if (!s) return null;
    for (let i = 0; i < size / 4; i++) fat.push(s.readUInt32LE(i * 4));
  }

  const names: string[] = [];
  let dir = bytes.readUInt32LE(0x30);
  for (let steps = 0; dir !== END_OF_CHAIN; steps++) {
    const s = steps < MAX_STEPS ? sector(dir) : null;
    if (!s) return null;
    for (let off = 0; off + 128 <= size; off += 128) {
      const type = s[off + 0x42];
      const length = s.readUInt16LE(off + 0x40);
      if (type === 0 || length < 2 || length > 64) continue;
      names.push(s.toString('utf16le', off, off + length - 2));
    }
    const next = fat[dir];
    if (next === undefined) return null;
    dir = next;
  }
  return names;
};
