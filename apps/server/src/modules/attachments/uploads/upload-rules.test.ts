import { ZAttachmentUploadFields } from '@steel-epd/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/errors.ts';
import { cleanName, isForAnApplication, parseFields } from './upload-rules.ts';

describe('upload rules', () => {
  it('drops control and bidi characters from a file name, and the spaces around it', () => {
    expect(cleanName(' report\u202Efdp.exe ')).toBe('reportfdp.exe');
    expect(cleanName('a\u0000b\nc\u2066d.pdf')).toBe('abcd.pdf');
    expect(cleanName('报告 2026.pdf')).toBe('报告 2026.pdf');
  });

  it('parses the text fields, or refuses naming each field with its problem', () => {
    expect(parseFields(ZAttachmentUploadFields, { businessType: 'LCA' }).businessType).toBe('LCA');
    try {
      parseFields(ZAttachmentUploadFields, { businessType: 'NOT_A_TYPE' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).errorName).toBe('VALIDATION_FAILED');
      expect((err as AppError).fields?.map((f) => f.path)).toEqual(['businessType']);
    }
  });

  it('takes LCA and EPD uploads and the low-carbon workbook as uploads for an application', () => {
    expect(isForAnApplication('LCA', 'reportPdf')).toBe(true);
    expect(isForAnApplication('EPD', 'dataZip')).toBe(true);
    expect(isForAnApplication('RES_IMG', 'lowCarbonExcel')).toBe(true);
    expect(isForAnApplication('COMPANY_LICENSE', 'companyImage')).toBe(false);
    expect(isForAnApplication('EPD_VERIFY', 'verificationPdf')).toBe(false);
  });
});
