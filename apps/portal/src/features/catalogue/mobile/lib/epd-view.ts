import type { Lang, TEpdInfo } from '@steel-epd/contract';

/** What the summary shows in one language: English names where the record has them, else Chinese. */
export const epdInLang = (info: TEpdInfo, lang: Lang) => {
  const en = lang === 'en';
  return {
    productName: (en && info.productNameEn) || info.productName,
    holder: (en && info.companyNameEn) || info.companyName,
    site: (en && info.productAddressEn) || info.productAddress,
  };
};

/** The zh/en switch is offered only when the record has an English product name (spec 02 §2). */
export const hasEnglish = (info: TEpdInfo) => Boolean(info.productNameEn?.trim());

/**
 * The report the view-full-report button opens (spec 01 §4, spec 02 §4): the Chinese report
 * for zh, the English one for en when there is one; null when none may be opened (withdrawn).
 */
export const reportIdFor = (info: TEpdInfo, lang: Lang): string | null =>
  info.status === 'withdrawn' ? null : (lang === 'en' && info.businessIdEn) || info.businessId;

/** GWP100 as people read it: grouped thousands, at most one decimal. */
/** The figure as every page shows it (one formatter for the cards, the record page and this one). */
export { formatGwp } from '@steel-epd/web';

/** Where the button leads a visitor without a session: the phone login, which comes back to the report. */
export const loginPathFor = (reportId: string) => `/Loginapp?id=${encodeURIComponent(reportId)}`;
export const reportPathFor = (reportId: string) => `/apppdf/${encodeURIComponent(reportId)}`;
