import { defineTexts } from '../define.ts';

/** The QR path's phone pages: the EPD summary (/app/epd/{id}) and the full report (/apppdf/{businessId}). */
export const portalMobileEpdTexts = defineTexts({
  'mobileEpd.kicker': ['环境产品声明 EPD', 'Environmental Product Declaration'],
  'mobileEpd.registrationNumber': ['EPD注册号', 'Registration number'],
  'mobileEpd.productName': ['产品名称', 'Product'],
  'mobileEpd.gwp': ['全球变暖潜势 GWP100', 'Global warming potential GWP100'],
  'mobileEpd.gwpUnit': ['kg CO₂当量/吨', 'kg CO₂-eq/t'],
  'mobileEpd.holder': ['EPD持有者', 'EPD holder'],
  'mobileEpd.site': ['生产地址', 'Production site'],
  'mobileEpd.validity': ['有效期', 'Validity'],
  'mobileEpd.validityRange': ['{{issue}} 至 {{expiry}}', '{{issue}} to {{expiry}}'],
  'mobileEpd.status.valid': ['有效', 'Valid'],
  'mobileEpd.status.expired': ['已过期', 'Expired'],
  'mobileEpd.status.superseded': ['已被新版本取代', 'Superseded by a newer version'],
  'mobileEpd.status.withdrawn': ['已撤销', 'Withdrawn'],
  'mobileEpd.statusNote.expired': [
    '该EPD已超过有效期，数据仅供参考。',
    'This EPD has passed its expiry date; its data is for reference only.',
  ],
  'mobileEpd.statusNote.superseded': [
    '该EPD已续期，请以新版本为准。',
    'This EPD has been renewed; the newer version applies.',
  ],
  'mobileEpd.statusNote.withdrawn': [
    '该EPD已被撤销，不再有效，完整报告不可查看。',
    'This EPD has been withdrawn and is no longer valid; its full report is not available.',
  ],
  'mobileEpd.newerVersion': ['查看新版本', 'View the newer version'],
  'mobileEpd.viewReport': ['查看完整报告', 'View full report'],
  'mobileEpd.reportLoginHint': [
    '登录后可查看带水印的完整报告',
    'Log in to read the full, watermarked report',
  ],
  'mobileEpd.notFound': ['未找到该EPD记录', 'This EPD record was not found'],
  'mobileEpd.loadFailed': ['EPD信息加载失败', 'The EPD could not be loaded'],
  'mobileEpd.retry': ['重试', 'Try again'],
  'mobileEpd.language': ['语言', 'Language'],
  'mobilePdf.loading': ['报告加载中…', 'Loading the report…'],
  'mobilePdf.loadFailed': ['PDF加载失败!', 'Failed to load the PDF'],
  'mobilePdf.previous': ['上一页', 'Previous'],
  'mobilePdf.next': ['下一页', 'Next'],
  'mobilePdf.pageOf': ['第 {{current}} / {{total}} 页', 'Page {{current}} / {{total}}'],
  'mobilePdf.back': ['返回', 'Back'],
  'mobilePdf.watermarkNote': [
    '报告已加注您的账号与单位名称，仅供查阅。',
    'Your account and company name are stamped on this report; it is for reading only.',
  ],
  'mobileEpd.openData': ['机器可读数据', 'Machine-readable data'],
  'mobileEpd.openEpdZh': ['openEPD（中文）', 'openEPD (Chinese)'],
  'mobileEpd.openEpdEn': ['openEPD（英文）', 'openEPD (English)'],
  'mobileEpd.ilcd': ['ILCD+EPD', 'ILCD+EPD'],
});
