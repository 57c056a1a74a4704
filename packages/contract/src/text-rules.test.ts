import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { emailRule, nameRule, passwordRule, phoneRule, smsCodeRule, type TextRule } from './text-rules.ts';
import { zEmail, zName, zPassword, zPhone, zSmsCode } from './validation.ts';

/** The first message key a schema reports for a value, or null when it passes. */
const zodKey = (schema: z.ZodType, value: string) => {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'no message');
};

const VALUES = [
  '',
  ' ',
  '13812345678',
  ' 13812345678',
  '1381234567',
  '12812345678',
  '123456',
  '12345',
  '1234567',
  'a@b.cn',
  'user.name+tag@steel-epd.example',
  'a@b',
  '@b.cn',
  'Passw0rd',
  'password1',
  'PASSWORD1',
  'Pa1',
  'Passw0rdPassw0rd!',
  '张三',
  '  张三  ',
  '宝钢'.repeat(16),
  '宝钢'.repeat(17),
  'a\u0000b',
  'x\u202Ey',
  '\uFFFD',
  '\tTab',
  'line\nbreak',
];

describe('the zod-free form rules (the phone pages, issue 10)', () => {
  const pairs: [string, TextRule, z.ZodType][] = [
    ['phone', phoneRule, zPhone],
    ['sms code', smsCodeRule, zSmsCode],
    ['email', emailRule, zEmail],
    ['password', passwordRule, zPassword],
    ['name', nameRule, zName],
  ];
  for (const [name, rule, schema] of pairs) {
    it(`the ${name} rule answers what its schema answers`, () => {
      for (const value of VALUES) expect(rule(value), JSON.stringify(value)).toBe(zodKey(schema, value));
    });
  }

  it('refuses and accepts what the spec says', () => {
    expect(phoneRule('')).toBe('validation.phoneRequired');
    expect(phoneRule('12812345678')).toBe('validation.phoneWrong');
    expect(phoneRule('13812345678')).toBeNull();
    expect(nameRule('宝钢'.repeat(17))).toBe('validation.nameTooLong');
    expect(emailRule('a\u0000@b.cn')).toBe('validation.textChars');
  });
});
