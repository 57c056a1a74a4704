import { defineTexts } from '../define.ts';

/** The portal's /resources, /gpi and /Links pages. */
export const portalResourcesTexts = defineTexts({
  'resources.downloadZh': ['中文版下载', 'Chinese edition'],
  'resources.downloadEn': ['英文版下载', 'English edition'],
  'resources.empty': ['该类别暂无资源', 'No resources of this kind yet'],
  'resources.coverAlt': ['{{name}}的封面', 'Cover of {{name}}'],
  'gpi.intro': [
    'GPI（通用规则）规定了本EPD平台的组织、注册与核查程序、PCR编制及EPD的发布与有效期。登录后可下载中文版和英文版。',
    'The General Programme Instructions (GPI) set out how this EPD programme is organised: registration and verification, PCR development, and the publication and validity of EPDs. Log in to download the Chinese or the English edition.',
  ],
  'gpi.zh': ['中文版', 'Chinese edition'],
  'gpi.en': ['英文版', 'English edition'],
  'gpi.download': ['下载', 'Download'],
  'gpi.none': ['暂无GPI文件', 'No GPI document has been published yet'],
  'links.empty': ['该类别暂无链接', 'No links of this kind yet'],
  'links.moreTypes': ['更多类别', 'More categories'],
});
