import { defineTexts } from './define.ts';

/** The portal's header, login prompt, route guards and error screen (spec 01 §2, §4). */
export const portalHeaderTexts = defineTexts({
  'header.langCn': ['CN', 'CN'],
  'header.langEn': ['EN', 'EN'],
  'header.langSwitch': ['切换语言', 'Switch language'],
  'header.logoTagline': ['环境产品声明', 'Environmental product declarations'],
  'header.messages': ['消息', 'Messages'],
  'header.openMenu': ['打开导航', 'Open navigation'],
  'header.userMenu': ['用户菜单', 'User menu'],
  'guard.companyReviewing': [
    '企业认证正在审核中，暂时无法进行此操作',
    'Your enterprise certification is under review; this is not available yet',
  ],
  'guard.companyUncertified': ['请先完成企业认证', 'Please certify your enterprise first'],
  'guard.companyCertified': ['企业已完成认证', 'Your enterprise is already certified'],
  'guard.auditPending': ['注册信息正在审核中，请耐心等待', 'Your registration details are under review'],
  'guard.auditFailed': [
    '注册信息审核未通过，请修改后重新提交',
    'Your registration details were not approved; please correct them',
  ],
  'app.errorTitle': ['页面出错了', 'Something went wrong on this page'],
  'app.reload': ['刷新页面', 'Reload the page'],
});
