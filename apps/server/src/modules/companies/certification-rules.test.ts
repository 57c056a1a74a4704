import { companyRoutes, type TCompanyCertification } from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engineName, invalid, type TestApp, type TestUser } from '../../test/helper.ts';
import { certificationForm, creditCode, imagesOf, insertAttachment } from './companies-fixtures.ts';

/** Every rule of the certification form (spec 02 §5), on the server; nothing is saved on a refusal. */
describe(`certification form rules (${engineName})`, () => {
  let t: TestApp;
  let user: TestUser;
  let images: [number, number];

  beforeAll(async () => {
    t = await buildTestApp();
    user = await t.loginAs({ company: { name: 'Rules Steel Ltd' } });
    images = await imagesOf(t, user.id);
  });
  afterAll(() => t.close());

  const certify = (body: TCompanyCertification, lang: 'zh' | 'en' = 'en') =>
    t.call(companyRoutes.certify, { body }, { as: user, lang });
  const refusal = async (overrides: Partial<TCompanyCertification>, lang: 'zh' | 'en' = 'en') => {
    const res = await certify(certificationForm(images, 10, overrides), lang);
    expect(res.status, res.body).toBe(400);
    expect(res).toMatchObject({ error: 'VALIDATION_FAILED', data: null });
    return { message: res.message, fields: res.fields ?? [] };
  };

  it.each([
    ['companyCreditCode', '91310000MA1FL0001', 'The credit code has 18 characters'],
    ['companyCreditCode', '91310000MA1FL000010', 'The credit code has 18 characters'],
    [
      'companyCreditCode',
      '91110108MA01BT2140',
      'The credit code does not check out (its last character is wrong); please check it',
    ],
    ['companyCreditCode', '', 'Please enter the credit code'],
    [
      'companyCreditCode',
      '91310000MA1FL0000I',
      'The credit code has digits and capital letters only (no I, O, Z, S or V)',
    ],
    [
      'companyCreditCode',
      '91310000MA1FL0000-',
      'The credit code has digits and capital letters only (no I, O, Z, S or V)',
    ],
    ['companyName', '钢铁公司', 'The company name has 5 to 32 characters'],
    ['companyName', 'x'.repeat(33), 'The company name has 5 to 32 characters'],
    ['companyEmail', 'not-an-email', 'Please enter the correct e-mail'],
    ['companyEmail', `${'a'.repeat(24)}@steel.cn`, 'The e-mail may have at most 32 characters'],
    ['companyEmail', '', 'Please enter your e-mail'],
    ['companyAddress', '  ', 'Please enter the address'],
    ['companyAddress', 'x'.repeat(129), 'This value is too long'],
    ['corporation', '', 'Please enter the legal representative'],
    ['companyContacts', '', 'Please enter the contact person'],
    ['companyContactPhone', '', 'Please enter the contact phone'],
    ['companyContactPhone', '12345678901', 'Please enter a mobile number or a landline with its area code'],
    ['companyZipCode', '', 'Please enter the postal code'],
    ['companyZipCode', '20012', 'The postal code is 6 digits'],
    ['companyZipCode', '2001200', 'The postal code is 6 digits'],
  ])('refuses %s = %j', async (field, value, message) => {
    const body = await refusal({ [field]: value });
    expect(body.fields).toContainEqual({ path: `body.${field}`, message });
  });

  it('refuses a missing field, naming it', async () => {
    const form: Record<string, unknown> = certificationForm(images, 10);
    delete form.corporation;
    const res = await certify(invalid(form));
    expect(res.fields).toContainEqual({
      path: 'body.corporation',
      message: 'Please enter the legal representative',
    });
  });

  it('answers the rule in the caller language', async () => {
    const body = await refusal({ companyZipCode: '1' }, 'zh');
    expect(body.message).toBe('邮政编码为6位数字');
  });

  it('needs both images, licence first', async () => {
    expect((await refusal({ attachmentId: '' })).fields).toEqual([
      { path: 'body.attachmentId.0', message: 'Please upload the business licence' },
      { path: 'body.attachmentId.1', message: 'Please upload the billing information' },
    ]);
    expect((await refusal({ attachmentId: String(images[0]) })).fields).toEqual([
      { path: 'body.attachmentId.1', message: 'Please upload the billing information' },
    ]);
    expect((await refusal({ attachmentId: `${images[0]},${images[1]},9` })).fields[0]?.path).toBe(
      'body.attachmentId',
    );
  });

  it("refuses someone else's image and an image of the wrong kind, naming which", async () => {
    const other = await t.loginAs();
    const [foreignLicence] = await imagesOf(t, other.id);
    const foreign = await refusal({ attachmentId: `${foreignLicence},${images[1]}` });
    expect(foreign.fields).toEqual([
      {
        path: 'body.attachmentId.0',
        message: 'The business licence image is not valid, please upload it again',
      },
    ]);
    const swapped = await refusal({ attachmentId: `${images[1]},${images[0]}` });
    expect(swapped.fields.map((f) => f.path)).toEqual(['body.attachmentId.0', 'body.attachmentId.1']);
    const pdf = await insertAttachment(t, user.id, 'EPD_VERIFY');
    const wrongKind = await refusal({ attachmentId: [images[0], pdf] });
    expect(wrongKind.fields).toEqual([
      {
        path: 'body.attachmentId.1',
        message: 'The billing information image is not valid, please upload it again',
      },
    ]);
    expect((await refusal({ attachmentId: `${images[0]},999999` })).fields[0]?.path).toBe(
      'body.attachmentId.1',
    );
  });

  it('saved nothing after all those refusals', async () => {
    const row = await t.db
      .selectFrom('companies')
      .selectAll()
      .where('id', '=', user.companyId ?? 0)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: null,
      credit_code: null,
      submitted_at: null,
      name: 'Rules Steel Ltd',
    });
  });

  it('accepts a landline, the array form of the images and a lower-case code (stored upper case)', async () => {
    const res = await certify(
      certificationForm(images, 10, {
        companyContactPhone: '021-12345678',
        attachmentId: [images[0], images[1]],
        companyCreditCode: creditCode(10).toLowerCase(),
      }),
    );
    expect(res, res.body).toMatchObject({
      code: 1,
      data: { companyStatus: 0, creditCode: creditCode(10) },
    });
  });
});
