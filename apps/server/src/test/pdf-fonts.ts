import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';

/** The base font names a PDF uses (e.g. "/Helvetica", or an embedded CJK face's name). */
export const pdfFontNames = async (bytes: Uint8Array): Promise<string[]> => {
  const doc = await PDFDocument.load(bytes);
  return doc.context
    .enumerateIndirectObjects()
    .flatMap(([, object]) =>
      object instanceof PDFDict && object.get(PDFName.of('Type')) === PDFName.of('Font')
        ? [String(object.get(PDFName.of('BaseFont')))]
        : [],
    );
};
