import { describe, expect, it } from 'vitest';
import { checkFile, FILE_RULES } from './file-rules.ts';
import { isTextKey } from './texts/index.ts';
import {
  isCode,
  isEmail,
  isPassword,
  isPhone,
  zCompanyName,
  zCreditCode,
  zEpdProductName,
  zLowCarbonProductName,
  zName,
} from './validation.ts';

describe('spec 01 §5 rules', () => {
  it('accepts mainland mobile numbers by their prefixes only', () => {
    for (const ok of [
      '13812345678',
      '14512345678',
      '15912345678',
      '16612345678',
      '17012345678',
      '18812345678',
      '19912345678',
    ]) {
      expect(isPhone(ok), ok).toBe(true);
    }
    for (const bad of [
      '12812345678',
      '15412345678',
      '16112345678',
      '17912345678',
      '1381234567',
      '138123456789',
      '+8613812345678',
      '1381234567a',
    ]) {
      expect(isPhone(bad), bad).toBe(false);
    }
  });

  it('takes 6-digit codes, e-mail addresses and 8-16 character mixed passwords', () => {
    expect(isCode('012345')).toBe(true);
    expect(isCode('12345')).toBe(false);
    expect(isCode('12345a')).toBe(false);
    expect(isEmail('li.lei@steel.com.cn')).toBe(true);
    expect(isEmail('li.lei@steel')).toBe(false);
    expect(isEmail('not an email')).toBe(false);
    expect(isPassword('Abcdefg1')).toBe(true);
    expect(isPassword('Abcdefghijklmn12')).toBe(true);
    expect(isPassword('Abcdefghijklmn123')).toBe(false);
    expect(isPassword('abcdefg1')).toBe(false);
    expect(isPassword('ABCDEFG1')).toBe(false);
    expect(isPassword('Abcdefgh')).toBe(false);
  });

  it('trims names and keeps them within 32 characters', () => {
    expect(zName.parse('  宝武钢铁  ')).toBe('宝武钢铁');
    expect(zName.safeParse('   ').success).toBe(false);
    expect(zName.safeParse('x'.repeat(33)).error?.issues[0]?.message).toBe('validation.nameTooLong');
  });
});

describe('spec 02 §5 rules', () => {
  it('checks the credit code, company name and product names', () => {
    expect(zCreditCode.safeParse('91310000132200821H').success).toBe(true);
    expect(zCreditCode.safeParse('9131000013220082').error?.issues[0]?.message).toBe(
      'validation.creditCodeLength',
    );
    expect(zCompanyName.safeParse('宝钢').error?.issues[0]?.message).toBe('validation.companyNameLength');
    expect(zCompanyName.safeParse('宝山钢铁股份有限公司').success).toBe(true);
    expect(zEpdProductName.safeParse('x'.repeat(25)).success).toBe(false);
    expect(zEpdProductName.safeParse('热轧H型钢').success).toBe(true);
    expect(zLowCarbonProductName.safeParse('x'.repeat(50)).success).toBe(true);
    expect(zLowCarbonProductName.safeParse('x'.repeat(51)).success).toBe(false);
  });

  it('checks uploads by extension, name length and size', () => {
    const mb = 1024 * 1024;
    expect(checkFile(FILE_RULES.companyImage, { name: 'licence.PNG', size: mb })).toBeNull();
    expect(checkFile(FILE_RULES.companyImage, { name: 'licence.gif', size: mb })).toBe(
      'validation.imageType',
    );
    expect(checkFile(FILE_RULES.companyImage, { name: 'licence.jpg', size: 6 * mb })).toBe(
      'validation.fileTooLarge',
    );
    expect(checkFile(FILE_RULES.companyImage, { name: `${'n'.repeat(87)}.jpg`, size: 1 })).toBe(
      'validation.fileNameTooLong',
    );
    expect(checkFile(FILE_RULES.reportPdf, { name: `${'n'.repeat(156)}.pdf`, size: 1 })).toBeNull();
    expect(checkFile(FILE_RULES.dataZip, { name: 'data.rar', size: 1 })).toBe('validation.zipOnly');
    expect(checkFile(FILE_RULES.verificationPdf, { name: 'report.pdf', size: 0 })).toBe(
      'validation.fileEmpty',
    );
    expect(checkFile(FILE_RULES.lowCarbonExcel, { name: 'data.XLSM', size: 1 })).toBeNull();
    expect(checkFile(FILE_RULES.lowCarbonExcel, { name: 'standard.pdf', size: 1 })).toBe(
      'validation.excelOnly',
    );
    expect(
      checkFile(FILE_RULES.lowCarbonExcel, { name: 'standard.pdf', size: 1 }, ['standard.pdf']),
    ).toBeNull();
  });

  it('names only messages that exist in the catalogue', () => {
    for (const rule of Object.values(FILE_RULES)) expect(isTextKey(rule.typeMessage)).toBe(true);
    for (const key of [
      'validation.fileRequired',
      'validation.fileNameTooLong',
      'validation.fileTooLarge',
      'validation.fileEmpty',
    ]) {
      expect(isTextKey(key), key).toBe(true);
    }
  });
});
