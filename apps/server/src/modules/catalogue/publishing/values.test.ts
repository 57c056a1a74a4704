import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { EpdsTable } from '../../../platform/db/schema.ts';
import {
  canonicalEpdData,
  changedFields,
  correctedValues,
  dataDigest,
  draftValues,
  firstRenewalSeq,
  knownRoute,
  newReportsOf,
  renewalForm,
  renewalNumber,
  steelFill,
} from './values.ts';

/** A published record's columns as the functions read them. */
type Record = Parameters<typeof canonicalEpdData>[0] &
  Parameters<typeof renewalForm>[0] &
  Pick<EpdsTable, 'status'>;

const epd: Record = {
  business_id: 'AbCdEfGhIjKlMnOpQrSt_-',
  registration_number: 'SEPD-2026-0007',
  product_type: 'EPD',
  product_name: '热轧钢筋',
  product_name_en: 'Rebar',
  company_id: 3,
  pcr_id: 4,
  gwp100: 1850.5,
  holder_zh: '某钢铁公司',
  holder_en: null,
  site_zh: '上海',
  site_en: 'Shanghai',
  issue_date: '2026-01-15',
  expiry_date: '2031-01-14',
  previous_id: null,
  verifier_zh: null,
  verifier_en: null,
  making_route: null,
  recycled_content: null,
  status: 'published',
};

describe('publishing values', () => {
  it('the canonical data has sorted keys and names the steel fields only when known', () => {
    const text = canonicalEpdData(epd);
    const keys = Object.keys(JSON.parse(text));
    expect(keys).toEqual([...keys].sort());
    expect(keys).not.toContain('makingRoute');
    expect(text).not.toMatch(/\s/);
    const withRoute = canonicalEpdData({ ...epd, making_route: 'EAF-SCRAP', recycled_content: 0.9 });
    expect(JSON.parse(withRoute)).toMatchObject({ makingRoute: 'EAF-SCRAP', recycledContent: 0.9 });
    expect(dataDigest(epd)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
    expect(dataDigest({ ...epd, gwp100: 1850.6 })).not.toBe(dataDigest(epd));
  });

  it('a form becomes columns: blanks are none, ids are numbers, the share is rounded', () => {
    const values = draftValues({
      productType: 'CFP',
      productName: '  钢板 ',
      productNameEn: '',
      companyId: '3' as unknown as number,
      pcrId: 4,
      registrationNumber: 'SEPD-2026-0008',
      verifierEn: '',
      recycledContent: 0.123456,
      dataFileId: 9,
    });
    expect(values).toMatchObject({
      product_name: '钢板',
      product_name_en: null,
      company_id: 3,
      gwp100: 0,
      holder_zh: '',
      issue_date: '',
      data_attachment_id: 9,
      verifier_en: null,
      making_route: null,
      recycled_content: 0.1235,
    });
  });

  it('a correction keeps what it does not name and clears what it empties', () => {
    const next = correctedValues(epd, {
      reason: 'typo',
      productName: '钢筋',
      siteEn: '',
      recycledContent: 0.5,
    });
    expect(next).toMatchObject({
      product_name: '钢筋',
      site_en: null,
      product_name_en: 'Rebar',
      recycled_content: 0.5,
    });
    expect(changedFields(epd, next)).toEqual({
      before: { product_name: '热轧钢筋', site_en: 'Shanghai', recycled_content: null },
      after: { product_name: '钢筋', site_en: null, recycled_content: 0.5 },
    });
    expect(changedFields(epd, correctedValues(epd, { reason: 'none' }))).toEqual({ before: {}, after: {} });
  });

  it('the new reports of a correction are those it names, zh first', () => {
    expect(newReportsOf({})).toEqual([]);
    expect(newReportsOf({ reportEnId: 8, reportZhId: 7 })).toEqual([
      ['zh', 7],
      ['en', 8],
    ]);
  });

  it('renewal numbers count on from the last -R<n>', () => {
    expect(firstRenewalSeq('SEPD-2026-0007')).toBe(1);
    expect(firstRenewalSeq('SEPD-2026-0007-R2')).toBe(3);
    expect(renewalNumber('SEPD-2026-0007-R2', 3)).toBe('SEPD-2026-0007-R3');
    expect(renewalNumber('SEPD-2026-0007', 1)).toBe('SEPD-2026-0007-R1');
  });

  it('a renewal keeps the names and steel fields and takes the new days and files', () => {
    const form = renewalForm(
      { ...epd, making_route: 'unknown route', recycled_content: 0.3 },
      { issueDate: '2031-01-15', expiryDate: '2036-01-14', reportZhId: 11 },
      'SEPD-2026-0007-R1',
    );
    expect(form).toMatchObject({
      productName: '热轧钢筋',
      registrationNumber: 'SEPD-2026-0007-R1',
      gwp100: 1850.5,
      makingRoute: null,
      recycledContent: 0.3,
      issueDate: '2031-01-15',
      reportZhId: 11,
    });
    expect(knownRoute('BF-BOF')).toBe('BF-BOF');
  });

  it('a low-carbon fill writes only into a published record without steel fields, with sound values', () => {
    const steel = { route: 'EAF-SCRAP', scrapShare: 0.87654 };
    expect(steelFill(epd, steel)).toEqual({ making_route: 'EAF-SCRAP', recycled_content: 0.8765 });
    expect(steelFill(undefined, steel)).toBeNull();
    expect(steelFill({ ...epd, status: 'draft' }, steel)).toBeNull();
    expect(steelFill({ ...epd, making_route: 'BF-BOF' }, steel)).toBeNull();
    expect(steelFill({ ...epd, recycled_content: 0.2 }, steel)).toBeNull();
    expect(steelFill(epd, { route: 'open hearth', scrapShare: 0.5 })).toBeNull();
    expect(steelFill(epd, { route: 'BF-BOF', scrapShare: 1.2 })).toBeNull();
  });
});
