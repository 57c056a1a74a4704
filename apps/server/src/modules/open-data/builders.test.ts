import { describe, expect, it } from 'vitest';
import { openEpdValidator, validateIlcd } from '../../test/open-formats.ts';
import type { OpenRecordRow } from '../catalogue/index.ts';
import { type OpenRecord, platformUuid, toOpenEpd } from './builders.ts';
import { ilcdVersion, toIlcdEpd } from './ilcd-epd.ts';
import { esc } from './xml.ts';

const HOSTILE = `钢<筋>&"引号"'单'</baseName><x>]]>`;

const row = (over: Partial<OpenRecordRow> = {}): OpenRecordRow => ({
  id: 7,
  business_id: 'AbCdEfGhIjKlMnOpQrSt_-',
  registration_number: 'SEPD-2026-0007',
  product_type: 'EPD',
  product_name: HOSTILE,
  product_name_en: `Bar <b>&amp; "quoted" 'x'`,
  holder_zh: '钢铁 & <公司>',
  holder_en: 'Steel & <Co>',
  site_zh: `上海 "宝山"`,
  site_en: null,
  verifier_zh: '华夏 <认证> & "中心"',
  verifier_en: 'Huaxia <Cert> & "Centre"',
  making_route: 'EAF-SCRAP',
  recycled_content: 0.9231,
  gwp100: 1850.5,
  issue_date: '2026-01-15',
  expiry_date: '2031-01-14',
  status: 'published',
  previous_id: null,
  published_at: '2026-01-15T02:00:00.000Z',
  withdrawn_at: null,
  created_at: '2026-01-15T01:00:00.000Z',
  updated_at: '2026-03-01T08:30:00.000Z',
  company_code: 'C<1>',
  pcr_register_no: 'PCR-&-1',
  pcr_name: '钢铁 <PCR>',
  pcr_name_en: null,
  pcr_author: 'CISA & "friends"',
  previous_business_id: null,
  superseded_by_business_id: null,
  ...over,
});

const record = (over: Partial<OpenRecord> = {}): OpenRecord => ({
  row: row(),
  status: 'valid',
  version: 3,
  chainId: 'AbCdEfGhIjKlMnOpQrSt_-',
  reports: { zh: 'ReportZhReportZhReport', en: null },
  ...over,
});

const ctx = {
  baseUrl: 'https://epd.example',
  operatorName: (lang: 'zh' | 'en') => (lang === 'zh' ? '钢铁行业EPD平台 & <测试>' : 'Steel EPD Platform'),
};

describe('open-data builders', () => {
  it('escapes every markup character and drops what XML cannot hold', () => {
    expect(esc(`<a href="x">&'`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;');
    expect(esc('a\u0000b\u0007c\u000bd\ud800e\tf\ng')).toBe('abcde\tf\ng');
    expect(esc('钢 😀')).toBe('钢 😀');
  });

  it('writes hostile names into a valid ILCD+EPD document that reads back as given', () => {
    const xml = toIlcdEpd(record(), ctx);
    expect(validateIlcd({ hostile: xml })).toEqual([]);
    expect(xml).not.toContain('<x>');
    expect(xml).toContain(
      '<baseName xml:lang="zh">钢&lt;筋&gt;&amp;&quot;引号&quot;&apos;单&apos;&lt;/baseName&gt;&lt;x&gt;]]&gt;</baseName>',
    );
    expect(xml).toContain(
      '<baseName xml:lang="en">Bar &lt;b&gt;&amp;amp; &quot;quoted&quot; &apos;x&apos;</baseName>',
    );
    // Without English names only the Chinese name is written.
    const zhOnly = toIlcdEpd(record({ row: row({ product_name_en: null, holder_en: null }) }), ctx);
    expect(zhOnly).not.toContain('<baseName xml:lang="en">');
    expect(validateIlcd({ zhOnly })).toEqual([]);
  });

  it('writes hostile names into a schema-valid openEPD document unchanged', () => {
    const validate = openEpdValidator();
    const zh = toOpenEpd(record(), 'zh', ctx);
    const en = toOpenEpd(record(), 'en', ctx);
    expect(validate(zh)).toBe(true);
    expect(validate(en)).toBe(true);
    expect(zh.product_name).toBe(HOSTILE);
    expect(en.product_name).toBe(`Bar <b>&amp; "quoted" 'x'`);
    // English falls back to the Chinese site where there is no English one.
    expect(en.plants[0]?.name).toBe(`上海 "宝山"`);
    expect(en.attachments.openEPD).toBe(
      'https://epd.example/api/open/v1/epds/AbCdEfGhIjKlMnOpQrSt_-/openepd?lang=en',
    );
    // The verifier as an Org, the other language's name among its alternatives.
    expect(zh.third_party_verifier).toEqual({
      name: '华夏 <认证> & "中心"',
      alt_names: ['Huaxia <Cert> & "Centre"'],
    });
    expect(en.third_party_verifier).toEqual({
      name: 'Huaxia <Cert> & "Centre"',
      alt_names: ['华夏 <认证> & "中心"'],
    });
    expect(zh.specs).toEqual({
      Steel: { making_route: { bof: false, eaf: true, ohf: false }, recycled_content: 0.9231 },
    });
    // The validator can fail: a language of three letters is refused, and a share above 1.
    expect(validate({ ...zh, specs: { Steel: { recycled_content: 1.2 } } })).not.toBe(true);
    expect(validate({ ...zh, language: 'zho' })).not.toBe(true);
    // Compiling the openEPD schema takes seconds.
  }, 60_000);

  it('writes the verifier and steel data only where known, each on its own', () => {
    const validate = openEpdValidator();
    const none = toOpenEpd(
      record({
        row: row({ verifier_zh: null, verifier_en: null, making_route: null, recycled_content: null }),
      }),
      'en',
      ctx,
    );
    expect(validate(none)).toBe(true);
    expect(none).not.toHaveProperty('third_party_verifier');
    expect(none).not.toHaveProperty('specs');
    // Only a Chinese verifier: the English document names it, with no alternative.
    const zhOnly = toOpenEpd(
      record({ row: row({ verifier_en: null, making_route: 'BF-BOF', recycled_content: null }) }),
      'en',
      ctx,
    );
    expect(validate(zhOnly)).toBe(true);
    expect(zhOnly.third_party_verifier).toEqual({ name: '华夏 <认证> & "中心"' });
    expect(zhOnly.specs).toEqual({ Steel: { making_route: { bof: true, eaf: false, ohf: false } } });
    const shareOnly = toOpenEpd(record({ row: row({ making_route: null, recycled_content: 0 }) }), 'zh', ctx);
    expect(shareOnly.specs).toEqual({ Steel: { recycled_content: 0 } });
    // A route the programme does not know is not written.
    const odd = toOpenEpd(record({ row: row({ making_route: 'OHF', recycled_content: null }) }), 'zh', ctx);
    expect(odd).not.toHaveProperty('specs');
  }, 60_000);

  it('writes the verifier as an external review by name into a valid ILCD+EPD document, or no validation', () => {
    const xml = toIlcdEpd(record(), ctx);
    expect(xml).toContain(
      '<validation><review type="Independent external review">' +
        '<common:referenceToNameOfReviewerAndInstitution type="contact data set">' +
        '<common:shortDescription xml:lang="zh">华夏 &lt;认证&gt; &amp; &quot;中心&quot;</common:shortDescription>' +
        '<common:shortDescription xml:lang="en">Huaxia &lt;Cert&gt; &amp; &quot;Centre&quot;</common:shortDescription>' +
        '</common:referenceToNameOfReviewerAndInstitution></review></validation>',
    );
    const without = toIlcdEpd(record({ row: row({ verifier_zh: null, verifier_en: null }) }), ctx);
    expect(without).not.toContain('<validation>');
    const zhOnly = toIlcdEpd(record({ row: row({ verifier_en: null }) }), ctx);
    expect(zhOnly).not.toContain('<common:shortDescription xml:lang="en">Huaxia');
    expect(validateIlcd({ xml, without, zhOnly })).toEqual([]);
    // Misplaced (after the compliance declarations) it is refused: the check can fail.
    const misplaced = without.replace(
      '</complianceDeclarations>',
      '</complianceDeclarations><validation><review type="Independent external review"/></validation>',
    );
    expect(validateIlcd({ misplaced }).length).toBeGreaterThan(0);
  });

  it('numbers ILCD data set versions and derives stable UUIDs', () => {
    expect(ilcdVersion(1)).toBe('01.00.001');
    expect(ilcdVersion(1234)).toBe('01.01.234');
    expect(platformUuid('epd', 'x')).toBe(platformUuid('epd', 'x'));
    expect(platformUuid('epd', 'x')).not.toBe(platformUuid('epd', 'y'));
    expect(platformUuid('epd', 'x')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
