import type { TEpdForm } from '@steel-epd/contract';
import { describe, expect, it } from 'vitest';
import {
  correctionProblems,
  type DraftFacts,
  draftRuleProblems,
  FILE_WRONG,
  type PublishFacts,
  publishRuleProblems,
  REQUIRED,
  renewalNumberProblem,
  verifierProblems,
} from './rules.ts';

const form = (over: Partial<TEpdForm> = {}): TEpdForm => ({
  productType: 'EPD',
  productName: '热轧钢筋',
  companyId: 1,
  pcrId: 2,
  registrationNumber: 'SEPD-2026-0001',
  ...over,
});

const facts: DraftFacts = {
  companyExists: true,
  pcrExists: true,
  registrationTaken: false,
  fileProblems: [],
};

const record = {
  product_name: '热轧钢筋',
  product_type: 'EPD',
  registration_number: 'SEPD-2026-0001',
  gwp100: 1850.5,
  holder_zh: '某钢铁公司',
  site_zh: '上海',
  issue_date: '2026-01-15',
  expiry_date: '2031-01-14',
  verifier_zh: null,
  verifier_en: null,
};
const sound: PublishFacts = {
  companyCertified: true,
  registrationTaken: false,
  pcrEnabled: true,
  hasZhReport: true,
};
const paths = (problems: { path: string }[]) => problems.map((p) => p.path);

describe('publishing rules', () => {
  it('an English verifier needs the Chinese one', () => {
    expect(verifierProblems({ verifier_zh: null, verifier_en: 'Huaxia' })).toEqual([
      { path: 'verifierZh', message: 'console.epds.verifierZhRequired' },
    ]);
    expect(verifierProblems({ verifier_zh: '华夏', verifier_en: null })).toEqual([]);
    expect(verifierProblems({ verifier_zh: null, verifier_en: null })).toEqual([]);
  });

  it('a sound draft has no problem; each fact the database gave refuses in the form order', () => {
    expect(draftRuleProblems(form(), facts)).toEqual([]);
    const file = { path: 'dataFileId', message: FILE_WRONG };
    expect(
      paths(
        draftRuleProblems(form({ reportZhId: 5, reportEnId: 5, verifierEn: 'Huaxia' }), {
          companyExists: false,
          pcrExists: false,
          registrationTaken: true,
          fileProblems: [file],
        }),
      ),
    ).toEqual(['companyId', 'pcrId', 'registrationNumber', 'dataFileId', 'reportEnId', 'verifierZh']);
  });

  it('a draft may not use one file for both languages', () => {
    expect(draftRuleProblems(form({ reportZhId: 5, reportEnId: 6 }), facts)).toEqual([]);
    expect(draftRuleProblems(form({ reportZhId: 5, reportEnId: 5 }), facts)).toEqual([
      { path: 'reportEnId', message: FILE_WRONG },
    ]);
  });

  it('a complete record may be published', () => {
    expect(publishRuleProblems(record, sound)).toEqual([]);
  });

  it('an empty record names every missing field, in the order of the form', () => {
    const empty = {
      ...record,
      product_name: ' ',
      product_type: 'X',
      registration_number: 'bad number',
      gwp100: 0,
      holder_zh: '',
      site_zh: '',
      issue_date: '',
      expiry_date: '',
    };
    const problems = publishRuleProblems(empty, {
      companyCertified: false,
      registrationTaken: false,
      pcrEnabled: false,
      hasZhReport: false,
    });
    expect(paths(problems)).toEqual([
      'productName',
      'productType',
      'companyId',
      'registrationNumber',
      'pcrId',
      'gwp100',
      'holderZh',
      'siteZh',
      'issueDate',
      'expiryDate',
      'reportZhId',
    ]);
    expect(problems.find((p) => p.path === 'registrationNumber')?.message).toBe(
      'console.epds.registrationNumberWrong',
    );
  });

  it('a taken number is refused only when it has the right form', () => {
    expect(publishRuleProblems(record, { ...sound, registrationTaken: true })).toEqual([
      { path: 'registrationNumber', message: 'console.epds.registrationTaken' },
    ]);
    expect(
      publishRuleProblems({ ...record, registration_number: 'bad' }, { ...sound, registrationTaken: true }),
    ).toEqual([{ path: 'registrationNumber', message: 'console.epds.registrationNumberWrong' }]);
  });

  it('the expiry may not come before the issue day', () => {
    const swapped = { ...record, issue_date: '2031-01-14', expiry_date: '2026-01-15' };
    expect(publishRuleProblems(swapped, sound)).toEqual([
      { path: 'expiryDate', message: 'console.epds.datesOrder' },
    ]);
    expect(correctionProblems({ ...swapped, verifier_zh: null, verifier_en: null })).toEqual([
      { path: 'expiryDate', message: 'console.epds.datesOrder' },
    ]);
  });

  it('publishing compares the days only when both are dates; a correction always did', () => {
    const malformed = { issue_date: '9999', expiry_date: '2026-01-15', verifier_zh: null, verifier_en: null };
    expect(paths(publishRuleProblems({ ...record, ...malformed }, sound))).toEqual(['issueDate']);
    expect(correctionProblems(malformed)).toEqual([
      { path: 'issueDate', message: REQUIRED },
      { path: 'expiryDate', message: 'console.epds.datesOrder' },
    ]);
  });

  it('a renewal number must have the programme form', () => {
    expect(renewalNumberProblem('SEPD-2026-0001-R1')).toBeNull();
    expect(renewalNumberProblem('sepd 1')).toEqual({
      path: 'registrationNumber',
      message: 'console.epds.registrationNumberWrong',
    });
  });
});
