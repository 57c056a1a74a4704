/** A one-page PDF, small and well formed: the server judges uploads by their bytes. */
export const PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n'),
);

/** A one-page PDF carrying its own title, so two of them differ by their bytes. */
export const titledPdf = (title: string) =>
  Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj',
      `4 0 obj << /Title (${title}) >> endobj`,
      'trailer << /Root 1 0 R /Info 4 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
  );

/** An empty ZIP archive (its end-of-directory record only), standing in for a data sheet. */
export const ZIP = Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);

/** A real 40 x 30 PNG: the server judges uploads by their bytes and re-encodes images. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACgAAAAeCAIAAADRv8uKAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAPUlEQVRIie3VQQ0AMAwCwDnBEX5wPxnb45L+mzSUO+mezLG4Th3hmneqAonKHCSKxWGxWAwWh8ViMV+xeAHlAzZdeFDCygAAAABJRU5ErkJggg==',
  'base64',
);

/** A real ZIP (one stored entry, data.csv): the data collection sheet. */
export const DATA_ZIP = Buffer.from(
  'UEsDBBQAAAAAABAdd111nrxhJQAAACUAAAAIAAAAZGF0YS5jc3ZpdGVtLHZhbHVlCmVsZWN0cmljaXR5X2t3aF9wZXJfdCw0MTIKUEsBAhQDFAAAAAAAEB13XXWevGElAAAAJQAAAAgAAAAAAAAAAAAAAIABAAAAAGRhdGEuY3N2UEsFBgAAAAABAAEANgAAAEsAAAAAAA==',
  'base64',
);

/** The same archive with a name as the archive comment: a file of its own (decision 210). */
export const ownZip = (name: string) => {
  const zip = Buffer.from(DATA_ZIP);
  const comment = Buffer.from(name);
  zip.writeUInt16LE(comment.length, zip.length - 2);
  return Buffer.concat([zip, comment]);
};
