import { defineTexts } from '../define.ts';

/** The portal's feedback page (spec 02 §2 /Feedback, §5 "Feedback"). */
export const portalFeedbackTexts = defineTexts({
  'feedback.title': ['意见反馈', 'Feedback'],
  'feedback.intro': [
    '请留下您的联系方式与咨询内容，平台工作人员会尽快与您联系。',
    'Leave your contact details and your question; the platform team will contact you soon.',
  ],
  'feedback.companyName': ['企业名称', 'Company name'],
  'feedback.nickname': ['姓名', 'Name'],
  'feedback.mail': ['邮箱', 'E-mail'],
  'feedback.phone': ['电话', 'Phone'],
  'feedback.information': ['咨询内容', 'Your question'],
  'feedback.submit': ['提交', 'Send'],
  'feedback.companyNameRequired': ['请输入企业名称', 'Please enter the company name'],
  'feedback.nicknameRequired': ['请输入姓名', 'Please enter your name'],
  'feedback.mailWrong': ['请输入正确的邮箱', 'Please enter a correct e-mail'],
  'feedback.phoneRequired': ['请输入电话', 'Please enter a phone number'],
  'feedback.phoneWrong': ['请输入正确的电话号码', 'Please enter a correct phone number'],
  'feedback.informationRequired': ['请输入咨询内容', 'Please enter your question'],
});
