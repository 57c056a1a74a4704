import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { checkFile, FILE_RULES } from './file-rules.ts';
import * as contract from './index.ts';
import { routeDescriptorsIn } from './route.ts';
import { zCertificationCreditCode } from './routes/companies/portal.ts';
import { isCode, isEmail, isPassword, isPhone, isPlainLine, isPlainText } from './text-rules.ts';
import { isTextKey, textOf } from './texts/index.ts';
import {
  creditCodeCheckChar,
  creditCodeFrom,
  ID_MAX,
  isCreditCode,
  isPlainTextSchema,
  zCaptchaToken,
  zCaptchaTokenOrEmpty,
  zCompanyName,
  zCreditCode,
  zEpdProductName,
  zId,
  zLine,
  zLongText,
  zLowCarbonProductName,
  zName,
  zPassword,
  zRawLine,
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

  it('checks the GB 32100 check character of a credit code', () => {
    // Published codes of real companies, and the one the issue names.
    for (const code of [
      '91310000132200821H',
      '914403001922038216',
      '91330100799655058B',
      '9144030071526726XG',
      '91110000100006485K',
      '91110108551385082Q',
    ]) {
      expect(isCreditCode(code), code).toBe(true);
      expect(zCertificationCreditCode.safeParse(code.toLowerCase()).data, code).toBe(code);
    }
    expect(isCreditCode('91110108MA01BT2140')).toBe(false);
    expect(
      zCertificationCreditCode.safeParse('91110108MA01BT2140').error?.issues.map((i) => i.message),
    ).toEqual(['validation.creditCodeCheck']);
    // Wrong lengths and characters have their own message.
    expect(creditCodeCheckChar('9111010855138508')).toBeNull();
    expect(creditCodeCheckChar('91110108551385O82')).toBeNull();
    expect(zCertificationCreditCode.safeParse('91110108MA01BT214').error?.issues[0]?.message).toBe(
      'validation.creditCodeLength',
    );
    expect(zCertificationCreditCode.safeParse('91110108MA01BT214O').error?.issues[0]?.message).toBe(
      'validation.creditCodeChars',
    );
  });

  it('makes valid credit codes from a prefix', () => {
    expect(creditCodeFrom('91110108551385082')).toBe('91110108551385082Q');
    expect(creditCodeFrom('9131000013220082')).toBe(
      `91310000132200820${creditCodeCheckChar('91310000132200820')}`,
    );
    expect(creditCodeFrom('91330100799655058').toLowerCase()).toBe('91330100799655058b');
    for (let n = 0; n < 200; n++) {
      const code = creditCodeFrom(`91130200${String(n * 7919).padStart(8, '0')}`);
      expect(code).toHaveLength(18);
      expect(zCertificationCreditCode.safeParse(code).success, code).toBe(true);
    }
    // Every check character is reached, '0' too (a check of 31 is written 0).
    const checks = new Set<string>();
    for (let n = 0; n < 2000; n++) checks.add(creditCodeFrom(`9131${String(n).padStart(6, '0')}`).slice(-1));
    expect(checks.size).toBe(31);
    expect(() => creditCodeFrom('91110108MA01BT2140')).toThrow();
    expect(() => creditCodeFrom('9111I')).toThrow();
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

/** Ids that must be refused wherever an id is taken (issue 9, findings 3 and 10). */
const BAD_IDS: unknown[] = [
  0,
  -1,
  1.5,
  ID_MAX + 1,
  2 ** 53,
  Number.NaN,
  '',
  '0',
  '-1',
  '2147483648',
  '99999999999',
  '0x1',
  '1e0',
  '+1',
  ' 1',
  '1 ',
  '01',
  '1.0',
  '1\u0000',
  '١',
  null,
  true,
  [1],
  {},
];
const GOOD_IDS: [unknown, number][] = [
  [1, 1],
  ['1', 1],
  [42, 42],
  ['42', 42],
  [ID_MAX, ID_MAX],
  [String(ID_MAX), ID_MAX],
];

/** Characters no text of the API takes, whatever the field. */
const ALWAYS_BAD = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\u000b',
  '\u000c',
  '\u001b',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u009f',
];
const BIDI = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];
const LONE_SURROGATES = ['\ud800', '\udbff', '\udc00', '\udfff', 'x\ud83d', '\ude00x'];

describe('ids (issue 9)', () => {
  it('takes 1 to 2^31-1 as a JSON integer or its canonical decimal text, and answers a number', () => {
    for (const [input, output] of GOOD_IDS) expect(zId.parse(input), String(input)).toBe(output);
  });

  it('refuses anything else with validation.invalid: out of range, signs, spaces, hex, exponents, zeros', () => {
    for (const input of BAD_IDS) {
      const result = zId.safeParse(input);
      expect(result.success, JSON.stringify(input)).toBe(false);
      expect(result.error?.issues[0]?.message, JSON.stringify(input)).toBe('validation.invalid');
    }
  });
});

describe('text (issue 9)', () => {
  it('refuses controls, lone surrogates, bidi controls and U+FFFD on one line', () => {
    for (const bad of [...ALWAYS_BAD, ...BIDI, ...LONE_SURROGATES, '\ufffd', '\t', '\n', '\r']) {
      expect(isPlainLine(`a${bad}b`), JSON.stringify(bad)).toBe(false);
      const result = zLine().safeParse(`a${bad}b`);
      expect(
        result.error?.issues.map((i) => i.message),
        JSON.stringify(bad),
      ).toEqual(['validation.textChars']);
    }
  });

  it('takes tabs and line breaks, and nothing else of the kind, in long text', () => {
    expect(zLongText().parse('  第一行\r\n\t第二行\n  ')).toBe('第一行\r\n\t第二行');
    for (const bad of [...ALWAYS_BAD, ...BIDI, ...LONE_SURROGATES, '\ufffd']) {
      expect(isPlainText(`a${bad}b`), JSON.stringify(bad)).toBe(false);
    }
  });

  it('keeps Chinese, emoji, accents and ordinary punctuation', () => {
    for (const ok of [
      '宝山钢铁股份有限公司',
      'Zoë & Søn, Ltd.',
      '钢铁 😀 👍🏽',
      'a-b_c.d@e',
      '（中文括号）',
    ]) {
      expect(zLine().parse(ok)).toBe(ok);
      expect(zRawLine().parse(ok)).toBe(ok);
      expect(zLongText().parse(ok)).toBe(ok);
    }
  });

  it('trims before it checks, so a pasted trailing tab or line break is not a refusal', () => {
    expect(zName.parse('\t宝武钢铁\n')).toBe('宝武钢铁');
    expect(zRawLine().safeParse('secret\t').success).toBe(false);
  });

  it('answers the text message alone, even when a length rule fails too', () => {
    const result = zName.safeParse(`${'x'.repeat(40)}\u0000`);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['validation.textChars']);
    expect(zPassword.safeParse('Abcdefg1\u0000').error?.issues[0]?.message).toBe('validation.textChars');
    expect(textOf('validation.textChars', 'en')).toMatch(/not allowed/);
    expect(textOf('validation.textChars', 'zh')).toMatch(/不允许/);
  });

  it('has one captcha token rule with and without an empty proof', () => {
    expect(zCaptchaToken.safeParse('').error?.issues[0]?.message).toBe('error.CAPTCHA_REQUIRED');
    expect(zCaptchaTokenOrEmpty.parse('')).toBe('');
    for (const token of [zCaptchaToken, zCaptchaTokenOrEmpty]) {
      expect(token.parse('QUJD+/=')).toBe('QUJD+/=');
      expect(token.safeParse('x'.repeat(513)).success).toBe(false);
      expect(token.safeParse('a\u0000b').error?.issues[0]?.message).toBe('validation.textChars');
    }
  });
});

/** The schemas of a route's input, named for the messages. */
const inputsOf = (route: contract.RouteDescriptor) =>
  (['params', 'query', 'body', 'multipart'] as const).flatMap((part) => {
    const schema = route[part];
    return schema ? [[part, schema] as const] : [];
  });

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
};

/** Calls `visit` for every schema inside one, with the key of the object member it is under. */
const walk = (schema: z.ZodType, path: string, visit: (s: z.ZodType, path: string) => void) => {
  visit(schema, path);
  const def = schema._zod.def as unknown as Def;
  const inner = (s: z.ZodType | null | undefined, p = path) => s && walk(s, p, visit);
  for (const [key, member] of Object.entries(def.shape ?? {})) inner(member, `${path}.${key}`);
  inner(def.innerType);
  inner(def.in);
  inner(def.out);
  inner(def.element, `${path}[]`);
  inner(def.rest, `${path}[]`);
  inner(def.keyType);
  inner(def.valueType);
  inner(def.left);
  inner(def.right);
  for (const option of def.options ?? []) inner(option);
  for (const [i, item] of (def.items ?? []).entries()) inner(item, `${path}[${i}]`);
};

/** The text half of zId: digits only, so it needs no text type (the id test checks it). */
const isIdText = (s: z.ZodString) =>
  (s._zod.def.checks ?? []).some(
    (check) => (check._zod.def as { pattern?: unknown }).pattern === contract.ID_TEXT_RE,
  );

const isBusinessIdText = (s: z.ZodType) =>
  s._zod.def.type === 'string' &&
  ((s as z.ZodString)._zod.def.checks ?? []).some(
    (check) => (check._zod.def as { pattern?: unknown }).pattern === contract.BUSINESS_ID_RE,
  );

/** Named like ids but not row ids: the visitor's id, the verification form's relation (0, 1 or 2). */
const NOT_ROW_IDS = new Set(['body.visitorId', 'body.relationalId']);
/** Holds row ids, each checked as one where the walk reaches it (licence and billing image ids). */
const ID_LISTS = new Set(['body.attachmentId']);

describe('every route of the contract (issue 9)', () => {
  const routes = routeDescriptorsIn(contract);

  it('finds the routes among the exports', () => {
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.map(([name]) => name)).toContain('attachmentRoutes.attachmentOnline');
    expect(routes.map(([name]) => name)).toContain('captchaTestRoutes.captchaTestAnswer');
  });

  it('takes every text through a text type', () => {
    const bare: string[] = [];
    for (const [name, route] of routes) {
      for (const [part, schema] of inputsOf(route)) {
        walk(schema, part, (s, path) => {
          if (s._zod.def.type !== 'string') return;
          if (!isPlainTextSchema(s as z.ZodString) && !isIdText(s as z.ZodString))
            bare.push(`${name} ${path}`);
        });
      }
    }
    expect(bare).toEqual([]);
  });

  it('takes every id as an id: canonical, 1 to 2^31-1', () => {
    const loose: string[] = [];
    let ids = 0;
    for (const [name, route] of routes) {
      for (const [part, schema] of inputsOf(route)) {
        // The member itself is visited first; the options inside it come at the same path.
        const seen = new Set<string>();
        walk(schema, part, (s, path) => {
          const key = path.split('.').pop() ?? '';
          if (!/^id$|Id$/.test(key) || NOT_ROW_IDS.has(path) || ID_LISTS.has(path) || seen.has(path)) return;
          // A public business id (the QR and report addresses) is not a row id: 22 characters of base64url.
          if (isBusinessIdText(s)) return;
          seen.add(path);
          // Optional and nullable ids (an entry's category: absent or explicitly none) are checked inside.
          let id = s;
          for (;;) {
            const d = id._zod.def as unknown as Def;
            if ((d.type === 'optional' || d.type === 'nullable') && d.innerType) id = d.innerType;
            else break;
          }
          ids += 1;
          for (const [input, output] of GOOD_IDS) {
            if (id.safeParse(input).data !== output) loose.push(`${name} ${path} refuses ${input}`);
          }
          for (const input of BAD_IDS) {
            if (id.safeParse(input).success) loose.push(`${name} ${path} takes ${JSON.stringify(input)}`);
          }
        });
      }
    }
    expect(loose).toEqual([]);
    expect(ids).toBeGreaterThan(20);
  });

  it('checks the images of a certification as two ids', () => {
    const images = contract.ZCompanyCertification.shape.attachmentId;
    expect(images.parse('12,34')).toEqual([12, 34]);
    expect(images.parse([12, '34'])).toEqual([12, 34]);
    for (const bad of ['12,2147483648', '0x1,2', '12, 01', [12, 1.5], '12,34,56']) {
      expect(images.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
