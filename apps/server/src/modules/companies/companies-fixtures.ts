import {
  accountRoutes,
  creditCodeFrom,
  type TCompanyCertification,
  type TNameUpdate,
} from '@steel-epd/contract';
import { codeFor, encryptPassword } from '../../test/account-fixtures.ts';
import type { TestApp, TestUser } from '../../test/helper.ts';

/**
 * An uploaded file as the storage module records it, written directly: the certification only
 * asks whose it is and of which type, so the bytes do not matter here.
 */
export const insertAttachment = async (t: TestApp, ownerUserId: number, businessType: string) => {
  const { id } = await t.db
    .insertInto('attachments')
    .values({
      owner_user_id: ownerUserId,
      company_id: null,
      business_type: businessType,
      business_version: null,
      report_type: null,
      file_name: 'licence.png',
      mime_type: 'image/png',
      size: 100,
      storage_key: `test/${ownerUserId}/${Math.random().toString(36).slice(2)}`,
      sha256: '0'.repeat(64),
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
};

/** The caller's two certification images, licence first. */
export const imagesOf = async (t: TestApp, userId: number): Promise<[number, number]> => [
  await insertAttachment(t, userId, 'COMPANY_LICENSE'),
  await insertAttachment(t, userId, 'COMPANY_BILL_INFO'),
];

/** A valid GB 32100 code (check character included), distinct per n. */
export const creditCode = (n: number) => creditCodeFrom(`91310000MA1F${String(n).padStart(5, '0')}`);

/** A complete, valid certification form. */
export const certificationForm = (
  images: [number, number],
  n: number,
  overrides: Partial<TCompanyCertification> = {},
): TCompanyCertification => ({
  companyCreditCode: creditCode(n),
  companyName: `上海钢铁有限公司${n}`,
  companyEmail: `info${n}@steel.cn`,
  attachmentId: images.join(','),
  companyAddress: '上海市浦东新区世纪大道100号',
  corporation: '王五',
  companyContacts: '赵六',
  companyContactPhone: '13912345678',
  companyZipCode: '200120',
  ...overrides,
});

/** The inbox rows of a user, oldest first, with their parameters parsed. */
export const messagesOf = async (t: TestApp, userId: number) =>
  (
    await t.db
      .selectFrom('messages')
      .select(['text_key', 'params'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute()
  ).map((m) => ({ key: m.text_key, params: m.params ? (JSON.parse(m.params) as unknown) : null }));

/** The audit entries of an action on a target. */
export const auditEntries = (t: TestApp, action: string, targetId: number) =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('target_id', '=', String(targetId))
    .execute();

/** The supplement form's answers (spec 01 §3), every field given. */
export const SUPPLEMENT_ANSWERS = {
  userName: '王小明',
  companyName: '唐山钢铁集团有限公司',
  companyType: '1',
  contacts: '王工',
  department: '技术中心',
  job: '工程师',
  iprofessionId: 301,
  professionId: 311,
  productTypeHierarchy: '[301,311]',
  demand: '申请热轧产品EPD',
  channelId: 201,
  newchannelId: 211,
} satisfies TNameUpdate;

/** An e-mail registration and its first login, as the portal makes them. */
export const emailSignUp = async (t: TestApp, email: string): Promise<TestUser> => {
  await t.call(accountRoutes.emailVerifySend, { body: { userAccount: email, token: 'm', inlet: 'PHONE' } });
  const password = await encryptPassword(t, 'Steel2026ok');
  const made = await t.call(accountRoutes.emailRegister, {
    body: {
      userAccount: email,
      verify: codeFor(t, email),
      userPassword: password,
      emailpasswordss: password,
    },
  });
  if (made.code !== 1) throw new Error(`not registered: ${made.body}`);
  const login = await t.data(accountRoutes.emailLogin, {
    body: { userAccount: email, userPassword: await encryptPassword(t, 'Steel2026ok') },
  });
  return { id: login.portalUserVO.id, token: login.tokenVO.token, companyId: null };
};
