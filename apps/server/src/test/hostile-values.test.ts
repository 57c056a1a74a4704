import {
  accountRoutes,
  attachmentRoutes,
  captchaRoutes,
  companyRoutes,
  consoleDeregistrationRoutes,
  consoleReviewsRoutes,
  consoleRoutes,
  consoleUsersRoutes,
  creditCodeFrom,
  messageRoutes,
  outboxRoutes,
  type RouteDescriptor,
  referenceRoutes,
  routeUrl,
  textOf,
} from '@steel-epd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes } from './file-bytes.ts';
import {
  type Answer,
  answerOf,
  buildTestApp,
  engineName,
  invalid,
  type TestApp,
  type TestOperator,
  type TestUser,
} from './helper.ts';
import { upload } from './uploads.ts';

/**
 * Issue 9, finding 3 and the ids of finding 10: ids beyond the integer columns, loosely written
 * ids and control characters in text answered 500 on PostgreSQL (or were stored on SQLite).
 * Each is refused by the contract now: 400 in the envelope, in the caller's language, and
 * nothing is written.
 */

/** One past the largest id an integer column holds. */
const TOO_BIG = '2147483648';
/**
 * Spellings JavaScript's Number() reads as 1, and a leading zero: ids are canonical decimals.
 * Written as a URL carries them (%20 a space, %00 a NUL); each goes decoded into the request.
 */
const LOOSE_IDS = ['0x1', '1e0', '+1', '%201', '01', '1.0', '-1', '0', '1%00'];

type Who = 'anonymous' | 'user' | 'operator';
/** The parts of a request; `'{id}'` marks where an id goes. Hostile on purpose, so not typed by the route. */
interface Input {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
}
interface Case {
  who: Who;
  route: RouteDescriptor;
  input?: Input;
}

/**
 * Collects every answer that is not the refusal expected, so that one run lists them all:
 * 400, the envelope, VALIDATION_FAILED and the message in the caller's language.
 */
const refusals = () => {
  const wrong: string[] = [];
  return {
    check(res: Answer<RouteDescriptor>, lang: 'zh' | 'en', messageKey: string, what: string) {
      const body = res.body.slice(0, 200);
      if (res.status !== 400) return void wrong.push(`${what} -> ${res.status} ${body}`);
      const expected = {
        code: res.code,
        message: textOf(messageKey, lang),
        data: null,
        error: 'VALIDATION_FAILED',
        fields: res.fields,
      };
      if (JSON.stringify(res) !== JSON.stringify(expected) || typeof res.code !== 'number') {
        wrong.push(`${what} -> ${body}`);
      }
    },
    wrong,
  };
};

describe(`hostile values are refused by the contract (${engineName})`, () => {
  let t: TestApp;
  let user: TestUser;
  let admin: TestOperator;
  let pendingCompany: number;
  let pendingUser: number;
  let deregisteringUser: number;

  const call = (c: Case, lang: 'zh' | 'en') =>
    t.call(c.route, invalid(c.input ?? {}), {
      lang,
      ...(c.who === 'user' ? { as: user } : {}),
      ...(c.who === 'operator' ? { as: admin } : {}),
    });
  /** What a case is called in the list of wrong answers. */
  const nameOf = (c: Case) => `${c.route.path} ${JSON.stringify(c.input ?? {})}`;

  /** What a refused request could have changed: the rows these cases aim at. */
  const snapshot = async () => ({
    users: await t.db.selectFrom('users').selectAll().orderBy('id').execute(),
    companies: await t.db.selectFrom('companies').selectAll().orderBy('id').execute(),
    messages: await t.db.selectFrom('messages').selectAll().orderBy('id').execute(),
    attachments: await t.db.selectFrom('attachments').selectAll().orderBy('id').execute(),
    operators: await t.db.selectFrom('operators').select(['id', 'role', 'disabled']).orderBy('id').execute(),
  });

  beforeAll(async () => {
    t = await buildTestApp();
    user = await t.loginAs({ company: { name: 'Hostile Steel Co', status: 1 } });
    admin = await t.loginAsOperator('administrator');
    pendingCompany = (await t.loginAs({ company: { name: 'Pending Steel Co', status: 0 } })).companyId ?? 0;
    pendingUser = (await t.loginAs()).id;
    await t.db.updateTable('users').set({ audit_status: 0 }).where('id', '=', pendingUser).execute();
    deregisteringUser = (await t.loginAs()).id;
    await t.db
      .updateTable('users')
      .set({ user_status: 0, logoff_requested_at: new Date().toISOString() })
      .where('id', '=', deregisteringUser)
      .execute();
  });
  afterAll(() => t.close());

  /** Every route that takes an id, with `'{id}'` where the id goes. */
  const idCases = (): Case[] => [
    { who: 'anonymous', route: attachmentRoutes.attachmentOnline, input: { params: { id: '{id}' } } },
    { who: 'user', route: attachmentRoutes.attachmentDownload, input: { params: { id: '{id}' } } },
    {
      who: 'anonymous',
      route: attachmentRoutes.attachmentDownloadByToken,
      input: { params: { id: '{id}' }, query: { Authorization: user.token } },
    },
    { who: 'user', route: messageRoutes.innerRead, input: { body: { id: '{id}' } } },
    { who: 'user', route: messageRoutes.innerReadAll, input: { body: { id: '{id}' } } },
    {
      who: 'user',
      route: accountRoutes.nameUpdate,
      input: { body: { userName: '张三', professionId: '{id}' } },
    },
    { who: 'user', route: companyRoutes.companyOfUser, input: { params: { userId: '{id}' } } },
    { who: 'user', route: companyRoutes.userDetail, input: { params: { id: '{id}' } } },
    {
      who: 'user',
      route: companyRoutes.updateMail,
      input: { body: { companyEmail: 'info@steel.cn', id: '{id}' } },
    },
    { who: 'operator', route: attachmentRoutes.consoleAttachment, input: { params: { id: '{id}' } } },
    {
      who: 'operator',
      route: consoleRoutes.operatorSetRole,
      input: { params: { id: '{id}' }, body: { role: 'editor' } },
    },
    { who: 'operator', route: consoleRoutes.operatorDisable, input: { params: { id: '{id}' } } },
    { who: 'operator', route: consoleRoutes.operatorEnable, input: { params: { id: '{id}' } } },
    {
      who: 'operator',
      route: consoleRoutes.operatorResetPassword,
      input: { params: { id: '{id}' }, body: { password: 'Abcdefg12' } },
    },
    { who: 'operator', route: consoleRoutes.auditLog, input: { query: { operatorId: '{id}' } } },
    {
      who: 'operator',
      route: consoleDeregistrationRoutes.deregistrationApprove,
      input: { params: { userId: '{id}' } },
    },
    {
      who: 'operator',
      route: consoleDeregistrationRoutes.deregistrationRefuse,
      input: { params: { userId: '{id}' }, body: { reason: 'no' } },
    },
    { who: 'operator', route: consoleReviewsRoutes.companyReview, input: { params: { id: '{id}' } } },
    { who: 'operator', route: consoleReviewsRoutes.companyApprove, input: { params: { id: '{id}' } } },
    {
      who: 'operator',
      route: consoleReviewsRoutes.companyReject,
      input: { params: { id: '{id}' }, body: { reason: 'no' } },
    },
    {
      who: 'operator',
      route: consoleReviewsRoutes.registrationApprove,
      input: { params: { userId: '{id}' } },
    },
    {
      who: 'operator',
      route: consoleReviewsRoutes.registrationReject,
      input: { params: { userId: '{id}' }, body: { reason: 'no' } },
    },
    { who: 'operator', route: consoleUsersRoutes.userDisable, input: { params: { id: '{id}' } } },
    { who: 'operator', route: consoleUsersRoutes.userEnable, input: { params: { id: '{id}' } } },
  ];

  /** The case with its id in place of `'{id}'`: a text id decoded, so that the call sends it as written. */
  const withId = (c: Case, id: string | number): Case => {
    const value = typeof id === 'string' ? decodeURIComponent(id) : id;
    const fill = (part?: Record<string, unknown>) =>
      part && Object.fromEntries(Object.entries(part).map(([k, v]) => [k, v === '{id}' ? value : v]));
    const { params, query, body } = c.input ?? {};
    return {
      ...c,
      input: {
        ...(params ? { params: fill(params) } : {}),
        ...(query ? { query: fill(query) } : {}),
        ...(body ? { body: fill(body) } : {}),
      },
    };
  };

  it('refuses an id beyond the integer columns, as text and as a JSON number, with 400', async () => {
    const before = await snapshot();
    const r = refusals();
    for (const c of idCases()) {
      const ids: (string | number)[] = [TOO_BIG];
      if (c.input?.body) ids.push(Number(TOO_BIG), 2 ** 53, 1.5, -1, 0);
      for (const id of ids) {
        const one = withId(c, id);
        r.check(await call(one, 'en'), 'en', 'validation.invalid', `${nameOf(one)} ${id}`);
      }
    }
    expect(r.wrong).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('takes ids as canonical decimals only: 0x1, 1e0, +1, " 1", 01 are not the id 1', async () => {
    const before = await snapshot();
    const r = refusals();
    for (const c of idCases()) {
      for (const id of LOOSE_IDS) {
        const one = withId(c, id);
        r.check(await call(one, 'zh'), 'zh', 'validation.invalid', nameOf(one));
      }
    }
    expect(r.wrong).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  /** A text field with a NUL in it, and the message its refusal shows. */
  const textCases = (nul: string): Case[] => [
    {
      who: 'anonymous',
      route: consoleRoutes.login,
      input: { body: { username: `ad${nul}min`, password: 'x' } },
    },
    {
      who: 'anonymous',
      route: consoleRoutes.login,
      input: { body: { username: 'root', password: `Root${nul}1` } },
    },
    {
      who: 'anonymous',
      route: captchaRoutes.captchaGet,
      input: { body: { captchaType: 'blockPuzzle', clientUid: `uid${nul}1` } },
    },
    {
      who: 'anonymous',
      route: referenceRoutes.dictItemDetail,
      input: { body: { typeCode: 'COMPANY_TYPE', itemCode: `1${nul}` } },
    },
    { who: 'user', route: accountRoutes.updateUserName, input: { body: { userName: `张${nul}三` } } },
    {
      who: 'user',
      route: accountRoutes.nameUpdate,
      input: {
        body: { userName: `张${nul}三`, companyName: '宝武钢铁', companyType: '1', contacts: '李四' },
      },
    },
    ...['companyName', 'contacts', 'department', 'job', 'demand', 'otherChannel', 'companyType'].map(
      (field): Case => ({
        who: 'user',
        route: accountRoutes.nameUpdate,
        input: {
          body: {
            userName: '张三',
            companyName: '宝武钢铁',
            companyType: '1',
            contacts: '李四',
            [field]: `x${nul}y`,
          },
        },
      }),
    ),
    {
      who: 'user',
      route: accountRoutes.nameUpdate,
      input: { body: { userName: '张三', professionId: 1, otherProfession: `x${nul}y` } },
    },
    { who: 'user', route: companyRoutes.userModify, input: { body: { companyName: `宝武${nul}钢铁` } } },
    {
      who: 'anonymous',
      route: accountRoutes.phoneRegister,
      input: {
        body: {
          userAccount: '13900001111',
          verify: '123456',
          companyName: `宝武${nul}钢铁`,
          industryCategory: '1',
          companyForm: '1',
        },
      },
    },
    {
      who: 'user',
      route: companyRoutes.certify,
      input: {
        body: {
          companyCreditCode: creditCodeFrom('91310000MA1FL0000'),
          companyName: '上海钢铁有限公司',
          companyEmail: 'info@steel.cn',
          attachmentId: '1,2',
          companyAddress: `上海${nul}浦东`,
          corporation: '王五',
          companyContacts: '赵六',
          companyContactPhone: '13912345678',
          companyZipCode: '200120',
        },
      },
    },
    {
      who: 'operator',
      route: consoleReviewsRoutes.companyReject,
      input: { params: { id: pendingCompany }, body: { reason: `模糊${nul}不清` } },
    },
    {
      who: 'operator',
      route: consoleReviewsRoutes.registrationReject,
      input: { params: { userId: pendingUser }, body: { reason: `模糊${nul}不清` } },
    },
    {
      who: 'operator',
      route: consoleDeregistrationRoutes.deregistrationRefuse,
      input: { params: { userId: deregisteringUser }, body: { reason: `合同${nul}未结` } },
    },
    { who: 'operator', route: consoleUsersRoutes.userList, input: { query: { keyword: `x${nul}y` } } },
    { who: 'operator', route: outboxRoutes.outboxList, input: { query: { to: `x${nul}y` } } },
    {
      who: 'operator',
      route: consoleRoutes.operatorCreate,
      input: {
        body: { username: 'new.one', displayName: `新${nul}人`, role: 'editor', password: 'Abcdefg12' },
      },
    },
  ];

  it('refuses a NUL in any text field with 400 in the caller’s language', async () => {
    const before = await snapshot();
    const r = refusals();
    for (const lang of ['zh', 'en'] as const) {
      for (const c of textCases('\u0000')) {
        r.check(await call(c, lang), lang, 'validation.textChars', nameOf(c));
      }
    }
    expect(r.wrong).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses other controls, lone surrogates, bidi overrides and broken UTF-8 in names', async () => {
    const before = await snapshot();
    const r = refusals();
    for (const bad of [
      '\u0001',
      '\u001b',
      '\u007f',
      '\u0085',
      '\t',
      '\n',
      '\ud800',
      '\udc00',
      '\u202e',
      '\u2066',
      '\ufffd',
    ]) {
      for (const c of textCases(bad).slice(4, 7)) {
        r.check(await call(c, 'en'), 'en', 'validation.textChars', `${c.route.path} ${JSON.stringify(bad)}`);
      }
    }
    // Bytes that are not UTF-8 arrive as U+FFFD, which is refused like the rest. Raw: a body that
    // is no JSON text a descriptor could carry.
    const route = accountRoutes.updateUserName;
    const raw = await t.inject({
      method: route.method,
      url: routeUrl(route),
      token: user.token,
      lang: 'en',
      headers: { 'content-type': 'application/json' },
      payload: Buffer.concat([Buffer.from('{"userName":"ab'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]),
    });
    r.check(answerOf(route, raw), 'en', 'validation.textChars', 'invalid UTF-8');
    expect(r.wrong).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('keeps tabs and line breaks in long text: a reject reason may have several lines', async () => {
    const res = await t.call(
      consoleReviewsRoutes.companyReject,
      { params: { id: pendingCompany }, body: { reason: '营业执照不清晰\n\t请重新上传' } },
      { as: admin, lang: 'en' },
    );
    expect(res.status, res.body).toBe(200);
    const row = await t.db
      .selectFrom('companies')
      .select('reason_reject')
      .where('id', '=', pendingCompany)
      .executeTakeFirstOrThrow();
    expect(row.reason_reject).toBe('营业执照不清晰\n\t请重新上传');
  });

  it('refuses a NUL in the text fields of an upload and stores nothing', async () => {
    const before = await snapshot();
    const r = refusals();
    for (const field of ['businessVersion', 'reportType']) {
      // A multipart form: upload() sends it at the route's path, as the portal does.
      const res = await upload(t, {
        as: user,
        fields: { businessType: 'EPD_VERIFY', [field]: 'v1\u0000' },
        file: { name: 'report.pdf', bytes: pdfBytes() },
        lang: 'en',
      });
      r.check(res, 'en', 'validation.textChars', field);
    }
    expect(r.wrong).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });
});
