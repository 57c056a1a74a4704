import { defineTexts } from './define.ts';

/** Messages of the validation rules (spec 01 §5, spec 02 §5); used by forms and the server. */
export const validationTexts = defineTexts({
  'validation.phoneRequired': ['请输入手机号', 'Please enter your phone number'],
  'validation.phoneWrong': ['手机号输入错误', 'Wrong phone number'],
  'validation.codeRequired': ['请输入验证码', 'Please enter the verification code'],
  'validation.codeWrong': ['验证码为6位数字', 'The code is 6 digits'],
  'validation.emailRequired': ['请输入邮箱', 'Please enter your e-mail'],
  'validation.emailWrong': ['请输入正确的邮箱', 'Please enter the correct e-mail'],
  'validation.emailTooLong': ['邮箱不能超过32个字符', 'The e-mail may have at most 32 characters'],
  'validation.passwordRequired': ['请输入密码', 'Please enter a password'],
  'validation.passwordRule': [
    '密码为8-16位，且须包含大写字母、小写字母和数字',
    'The password must be 8 to 16 characters with a lowercase letter, an uppercase letter and a digit',
  ],
  'validation.passwordMismatch': ['两次输入的密码不一致', 'The two passwords differ'],
  'validation.nameRequired': ['请输入名称', 'Please enter a name'],
  'validation.nameTooLong': ['名称不能超过32个字符', 'The name may have at most 32 characters'],
  'validation.consentRequired': ['请阅读并勾选协议', 'Please read and tick the agreements'],
  'validation.creditCodeRequired': ['请输入统一社会信用代码', 'Please enter the credit code'],
  'validation.creditCodeLength': ['统一社会信用代码为18位', 'The credit code has 18 characters'],
  'validation.companyNameRequired': ['请输入企业名称', 'Please enter the company name'],
  'validation.companyNameLength': ['企业名称为5-32个字符', 'The company name has 5 to 32 characters'],
  'validation.required': ['此项为必填项', 'This field is required'],
  'validation.invalid': ['输入内容无效', 'This value is not valid'],
  'validation.tooLong': ['输入内容过长', 'This value is too long'],
});
