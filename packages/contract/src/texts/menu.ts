import { defineTexts } from './define.ts';

/** Labels of the server menu (its item codes are these keys) and of the footer. */
export const menuTexts = defineTexts({
  'menu.root': ['导航', 'Navigation'],
  'menu.home': ['首页', 'Home'],
  'menu.epd': ['EPD', 'EPD'],
  'menu.epdSearch': ['EPD查询', 'EPD search'],
  'menu.epdApply': ['EPD/CFP申请', 'EPD/CFP application'],
  'menu.epdVerification': ['EPD验证', 'EPD verification'],
  'menu.pcr': ['PCR', 'PCR'],
  'menu.pcrSearch': ['PCR查询', 'PCR search'],
  'menu.pcrApply': ['PCR申请', 'PCR request'],
  'menu.lca': ['LCA介绍', 'About LCA'],
  'menu.lowCarbon': ['低碳钢认证', 'Low-carbon steel'],
  'menu.lcaTools': ['LCA工具', 'LCA tools'],
  'menu.resources': ['资源中心', 'Resources'],
  'menu.news': ['新闻动态', 'News'],
  'menu.notices': ['通知公告', 'Announcements'],
  'menu.gpi': ['GPI文件', 'GPI document'],
  'menu.about': ['关于我们', 'About us'],
  'menu.service': ['服务内容', 'Services'],
  'menu.pricing': ['收费标准', 'Pricing'],
  'menu.worldsteel': ['世界钢铁协会', 'worldsteel'],
  'menu.thirdAgency': ['第三方机构', 'Third-party agencies'],
  'footer.links': ['友情链接', 'Friendly links'],
  'footer.address': [
    '平台地址：北京市海淀区学院南路76号',
    'Address: 76 Xueyuan South Road, Haidian District, Beijing',
  ],
  'footer.filing': [
    '京ICP备00000000号-1 | 京公网安备 11010802000000号',
    'Beijing ICP 00000000-1 | Beijing Public Security 11010802000000',
  ],
  'footer.copyright': ['© 钢铁行业EPD平台', '© Steel EPD Platform'],
});
