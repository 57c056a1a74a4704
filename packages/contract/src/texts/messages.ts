import { defineTexts } from './define.ts';

/** Texts of the SMS and mails the platform sends; {{code}} and {{minutes}} are filled in. */
export const messageTexts = defineTexts({
  'message.code.subject': ['钢铁行业EPD平台验证码', 'Your Steel EPD Platform code'],
  /** The last line of a mail about a person's affairs: the portal page where they act on it. */
  'message.mail.link': ['请前往办理：{{url}}', 'Where to act: {{url}}'],
  'message.code.LOGIN': [
    '【钢铁行业EPD平台】您的登录验证码为{{code}}，{{minutes}}分钟内有效。如非本人操作，请忽略。',
    '[Steel EPD Platform] Your login code is {{code}}, valid for {{minutes}} minutes. If you did not ask for it, ignore this message.',
  ],
  'message.code.REGISTER': [
    '【钢铁行业EPD平台】您的注册验证码为{{code}}，{{minutes}}分钟内有效。如非本人操作，请忽略。',
    '[Steel EPD Platform] Your registration code is {{code}}, valid for {{minutes}} minutes. If you did not ask for it, ignore this message.',
  ],
  'message.code.RESET': [
    '【钢铁行业EPD平台】您正在重置密码，验证码为{{code}}，{{minutes}}分钟内有效。如非本人操作，请忽略。',
    '[Steel EPD Platform] Your password reset code is {{code}}, valid for {{minutes}} minutes. If you did not ask for it, ignore this message.',
  ],
  'message.code.LOGOFF': [
    '【钢铁行业EPD平台】您正在申请注销账号，验证码为{{code}}，{{minutes}}分钟内有效。如非本人操作，请忽略。',
    '[Steel EPD Platform] Your account deregistration code is {{code}}, valid for {{minutes}} minutes. If you did not ask for it, ignore this message.',
  ],
});
