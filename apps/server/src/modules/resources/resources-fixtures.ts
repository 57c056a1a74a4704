import { attachmentRoutes, type ConsoleUploadType } from '@steel-epd/contract';
import { expect } from 'vitest';
import { pdfBytes, pngBytes } from '../../test/file-bytes.ts';
import type { TestApp, TestOperator } from '../../test/helper.ts';
import { upload } from '../../test/uploads.ts';

/** An operator's upload of a content file: a PNG for RES_IMG, else a PDF. */
export const uploadContentFile = async (
  t: TestApp,
  as: TestOperator,
  businessType: ConsoleUploadType,
  name = businessType === 'RES_IMG' ? 'cover.png' : 'document.pdf',
) => {
  const res = await upload(t, {
    route: attachmentRoutes.consoleUpload,
    as,
    fields: { businessType },
    file: { name, bytes: businessType === 'RES_IMG' ? await pngBytes() : pdfBytes() },
  });
  expect(res.status, res.body).toBe(200);
  return res.data!.id;
};
