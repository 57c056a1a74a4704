import type {
  Lang,
  TDictItem,
  TDictTreeItem,
  TDictType,
  TLanguageData,
  TMenuItem,
} from '@steel-epd/contract';
import type { DictItemsTable } from '../../platform/db/schema.ts';
import { appError } from '../../platform/errors.ts';
import type { ReferenceStore } from './reference.store.ts';
import { chinaCities, chinaProvinces, isProvince } from './regions.ts';

/** Language ids of `/api/n/text/all`; a mark lists the locale codes a language answers to. */
const LANGUAGE_DATA = [
  { id: 1, mark: 'zh,zh-CN,zh-Hans', lang: 'zh' },
  { id: 2, mark: 'en,en-US,en-GB', lang: 'en' },
] as const;

const toItem = (row: DictItemsTable, lang: Lang): TDictItem => ({
  id: row.id,
  parentId: row.parent_id,
  itemCode: row.item_code,
  itemValue: lang === 'en' ? row.value_en : row.value_zh,
  i18nCode: `dict.${row.type_code}.${row.item_code}`,
  itemDesc: row.item_desc,
});

export const referenceService = ({ store, timeZone }: { store: ReferenceStore; timeZone: string }) => ({
  /** The header menu: one root whose children are the top items (spec 01 §7: data[0]). */
  async menu() {
    const rows = await store.menu();
    const children = (parentId: number | null) => rows.filter((r) => r.parent_id === parentId);
    const top: TMenuItem[] = children(null).map((r) => ({
      id: r.id,
      code: r.code,
      url: r.url,
      children: children(r.id).map((c) => ({ id: c.id, code: c.code, url: c.url })),
    }));
    return [{ id: 0, code: 'menu.root', url: '', children: top }];
  },

  /** The texts by language; `onlyEdited`: those an operator changed, which is all an app that bundles the catalogue needs. */
  async texts(onlyEdited = false): Promise<TLanguageData> {
    const rows = await store.texts(onlyEdited);
    const textData: TLanguageData['textData'] = {};
    for (const { id, lang } of LANGUAGE_DATA) {
      textData[String(id)] = rows.filter((r) => r.lang === lang).map(({ code, text }) => ({ code, text }));
    }
    return { languageData: LANGUAGE_DATA.map(({ id, mark }) => ({ id, mark })), textData };
  },

  /** Counts one page view of a visitor on the programme's current day. */
  async countVisit(visitorId: string) {
    const day = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
    await store.countVisit(day, visitorId);
    return { day, ...(await store.visitsOf(day)) };
  },

  async dictList(type: TDictType, lang: Lang): Promise<TDictItem[]> {
    const rows = await store.dictItems(type);
    return rows.filter((r) => r.parent_id === null).map((r) => toItem(r, lang));
  },

  async dictTree(type: TDictType, lang: Lang): Promise<TDictTreeItem[]> {
    const rows = await store.dictItems(type);
    return rows
      .filter((r) => r.parent_id === null)
      .map((r) => ({
        ...toItem(r, lang),
        childrens: rows.filter((c) => c.parent_id === r.id).map((c) => toItem(c, lang)),
      }));
  },

  async dictItem(type: TDictType, itemCode: string, lang: Lang): Promise<TDictItem> {
    const row = await store.dictItem(type, itemCode);
    if (!row) throw appError('DICT_ERROR');
    return toItem(row, lang);
  },

  provinces: () => chinaProvinces(),

  cities(provinceCode: string) {
    if (!isProvince(provinceCode)) throw appError('NOT_FOUND');
    return chinaCities(provinceCode);
  },

  async qrShow() {
    return { fieldValue: (await store.setting('qrShow'))?.value ?? 'false' };
  },
});
