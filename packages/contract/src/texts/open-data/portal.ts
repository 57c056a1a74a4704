import { defineTexts } from '../define.ts';

/** The portal's developer page /open-data (issue 14): the open API and the two export formats. */
export const portalOpenDataTexts = defineTexts({
  'openData.intro': [
    '每份公开的EPD版本（含过期、被取代和撤销的）都以openEPD（JSON，EC3等读取）和ILCD+EPD（XML，ÖKOBAUDAT、soda4LCA等读取）开放，接口无需登录。',
    'Every public EPD version (expired, superseded and withdrawn ones too) is open as openEPD (JSON, read by EC3) and ILCD+EPD (XML, read by ÖKOBAUDAT and soda4LCA); the API needs no login.',
  ],
  'openData.apiTitle': ['接口', 'The API'],
  'openData.list': [
    '按变更时间列出版本；筛选：company、pcr、keyword、validOn、updatedSince；limit ≤ 100。',
    'Versions by last change; filters: company, pcr, keyword, validOn, updatedSince; limit ≤ 100.',
  ],
  'openData.one': [
    '一个版本：状态、版本号与导出地址；撤销的版本返回其状态。',
    'One version: status, version number and export addresses; a withdrawn one answers with its status.',
  ],
  'openData.openEpd': [
    'openEPD文档；英文文档仅在有英文名称时提供。',
    'The openEPD document; English only with English names.',
  ],
  'openData.ilcd': [
    'ILCD+EPD数据集，GWP-total（EF 3.1）A1-A3。',
    'The ILCD+EPD data set, GWP-total (EF 3.1) A1-A3.',
  ],
  'openData.sync': [
    '同步：把nextCursor作为cursor传入直到其为null；以后用最大的updatedAt作为updatedSince。带If-None-Match或If-Modified-Since时未变更返回304。跨域可用；每地址每分钟{{limit}}次，超出返回429。',
    'Sync: pass nextCursor as cursor until it is null; later pass the largest updatedAt as updatedSince. With If-None-Match or If-Modified-Since an unchanged answer is 304. CORS is open; {{limit}} calls a minute per address, then 429.',
  ],
  'openData.reference': ['接口参考（OpenAPI）', 'API reference (OpenAPI)'],
  'openData.formats': [
    'openEPD的id为同一EPD各版本共用，version随每次发布、更正和换证加1；声明单位1 t，GWP单位kgCO2e。',
    'An openEPD id is shared by the versions of one EPD and its version grows with each publication, correction and renewal; declared unit 1 t, GWP in kgCO2e.',
  ],
  'openData.tryTitle': ['在线示例', 'Try it'],
  'openData.trySend': ['发送请求', 'Send the request'],
});
