import { FILE_RULES, REPORT_TYPE_DATA, REQUEST_KEY_RE, ZApplySave } from '@steel-epd/contract';
import { describe, expect, it } from 'vitest';
import {
  canAddBlock,
  canRemoveBlock,
  FILE_KINDS,
  fileKindSpec,
  formFieldOf,
  makeRequestKey,
  toApplySave,
} from './apply-form.ts';

describe('product blocks', () => {
  it('adds while fewer than 3 and removes while more than 1 (spec 02 §5)', () => {
    expect([0, 1, 2, 3].map(canAddBlock)).toEqual([true, true, true, false]);
    expect([1, 2, 3].map(canRemoveBlock)).toEqual([false, true, true]);
  });
});

describe('the three files', () => {
  it('uploads PDFs for the reports and a ZIP with reportType data for the sheet', () => {
    expect(fileKindSpec('lca')).toMatchObject({ businessType: 'LCA', rule: FILE_RULES.reportPdf });
    expect(fileKindSpec('lca').reportType).toBeUndefined();
    expect(fileKindSpec('epd')).toMatchObject({ businessType: 'EPD', rule: FILE_RULES.reportPdf });
    expect(fileKindSpec('data')).toMatchObject({ reportType: REPORT_TYPE_DATA, rule: FILE_RULES.dataZip });
  });

  it('offers each field its own template', () => {
    expect(FILE_KINDS.map((k) => [k.field, k.template])).toEqual([
      ['lcaAttachmentId', 'LCA_TEMPLATE'],
      ['epdAttachmentId', 'EPD_SPARE_TEMPLATE'],
      ['dataAttachment', 'DATA_COLLECTION_TEMPLATE'],
    ]);
  });
});

describe('toApplySave', () => {
  const key = '0f0e0d0c-0b0a-4908-8706-050403020100';

  it('copies the PCR to every entry and takes the last category of the path', () => {
    const body = toApplySave(
      {
        productType: 'CFP',
        pcrNumber: 'PCR-2024-001',
        companyName: 'Demo Steel',
        epd: [
          {
            productName: 'Rebar',
            categoryPath: [3, 31],
            technologyId: 7,
            lcaAttachmentId: 11,
            dataAttachment: 13,
          },
          { productName: 'Wire rod' },
        ],
      },
      key,
    );
    expect(body).toEqual({
      epd: [
        {
          productName: 'Rebar',
          categoryId: 31,
          technologyId: 7,
          lcaAttachmentId: 11,
          epdAttachmentId: null,
          dataAttachment: 13,
          pcrNumber: 'PCR-2024-001',
        },
        {
          productName: 'Wire rod',
          categoryId: null,
          technologyId: null,
          lcaAttachmentId: null,
          epdAttachmentId: null,
          dataAttachment: null,
          pcrNumber: 'PCR-2024-001',
        },
      ],
      apply: { productType: 'CFP', pcrNumber: 'PCR-2024-001', companyName: 'Demo Steel', requestKey: key },
    });
    expect(ZApplySave.safeParse(body).success).toBe(true);
  });

  it('leaves an empty form for the contract to refuse with its messages', () => {
    const result = ZApplySave.safeParse(toApplySave({ productType: 'EPD', epd: [{}] }, key));
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(messages).toEqual(
      expect.arrayContaining([
        ['apply.pcrNumber', 'apply.pcrRequired'],
        ['epd.0.productName', 'validation.productRequired'],
      ]),
    );
  });
});

describe('formFieldOf', () => {
  it('puts an entry problem on its block field', () => {
    expect(formFieldOf('body.epd.1.lcaAttachmentId')).toEqual(['epd', 1, 'lcaAttachmentId']);
    expect(formFieldOf('epd.0.productName')).toEqual(['epd', 0, 'productName']);
    expect(formFieldOf('body.epd.2.dataAttachment')).toEqual(['epd', 2, 'dataAttachment']);
    expect(formFieldOf('body.epd.0.categoryId')).toEqual(['epd', 0, 'categoryPath']);
  });

  it('puts the PCR and the type on the form head, an entry PCR too', () => {
    expect(formFieldOf('body.apply.pcrNumber')).toEqual(['pcrNumber']);
    expect(formFieldOf('body.apply.productType')).toEqual(['productType']);
    expect(formFieldOf('body.epd.1.pcrNumber')).toEqual(['pcrNumber']);
  });

  it('names no field for the list, the key or anything unknown', () => {
    for (const path of [
      'body.epd',
      'body.apply.requestKey',
      'body.epd.x.productName',
      'body.epd.0.nope',
      'query.x',
      '',
    ]) {
      expect(formFieldOf(path), path).toBeNull();
    }
  });
});

describe('makeRequestKey', () => {
  it('is a fresh key the contract accepts', () => {
    const a = makeRequestKey();
    expect(a).toMatch(REQUEST_KEY_RE);
    expect(makeRequestKey()).not.toBe(a);
  });

  it('makes one from random bytes outside a secure context (no randomUUID)', () => {
    const bytes = Uint8Array.from({ length: 16 }, (_, i) => i * 17);
    const key = makeRequestKey({
      getRandomValues: (array) => {
        array.set(bytes);
        return array;
      },
    });
    expect(key).toBe('00112233445566778899aabbccddeeff');
    expect(key).toMatch(REQUEST_KEY_RE);
  });
});
