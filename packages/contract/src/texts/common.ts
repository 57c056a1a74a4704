import { defineTexts } from './define.ts';

/** Texts shared by many screens. */
export const commonTexts = defineTexts({
  'common.siteName': ['钢铁行业EPD平台', 'Steel EPD Platform'],
  'common.ok': ['确定', 'OK'],
  'common.success': ['操作成功', 'Success'],
  'common.cancel': ['取消', 'Cancel'],
  'common.uploadCancel': ['取消上传', 'Cancel upload'],
  'common.uploadCancelled': ['已取消上传', 'The upload was cancelled'],
  'common.uploadProgress': ['上传进度', 'Upload progress'],
  'common.login': ['登录', 'Log in'],
  'common.loginRegister': ['登录/注册', 'Log in / Register'],
  'common.logout': ['退出登录', 'Log out'],
  'common.submit': ['提交', 'Submit'],
  'common.loading': ['加载中…', 'Loading…'],
  'common.more': ['更多', 'More'],
  'common.noMore': ['没有更多了', 'No more'],
  'common.back': ['返回', 'Back'],
  'common.home': ['首页', 'Home'],
  'common.notBuilt': ['此页面正在建设中，敬请期待。', 'This page is being built and will be available soon.'],
  'common.loginNeeded': ['请先登录后再访问此页面。', 'Please log in to open this page.'],
  'common.loginNeededTitle': ['需要登录', 'Login required'],
  'common.personalCentre': ['个人中心', 'Personal centre'],
  'common.skipToMain': ['跳到主要内容', 'Skip to main content'],
});
