import { DEFAULT_LANG } from '@steel-epd/contract';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { i18n as I18n } from 'i18next';
import { isLang } from './lang.ts';

/**
 * Keeps dayjs's locale (Ant Design's date pickers, formatted dates) on the app's language. Apart
 * from createI18n so that a document without dates (the phone pages, issue 10) does not carry it.
 */
export const syncDayjsLocale = (i18n: I18n): void => {
  const apply = (lng: string) => dayjs.locale((isLang(lng) ? lng : DEFAULT_LANG) === 'en' ? 'en' : 'zh-cn');
  apply(i18n.language);
  i18n.on('languageChanged', apply);
};
