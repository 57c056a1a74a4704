import { z } from 'zod';
import { defineRoute } from '../../route.ts';
import { zRawLine } from '../../validation.ts';

/** A header menu entry: `code` is a text key, `url` a portal path or an http(s) address. */
const ZMenuLeaf = z.object({ id: z.number().int(), code: z.string(), url: z.string() });
export const ZMenuItem = ZMenuLeaf.extend({ children: z.array(ZMenuLeaf) });
export type TMenuItem = z.infer<typeof ZMenuItem>;

export const ZDictItem = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  itemCode: z.string(),
  /** The item's text in the caller's language. */
  itemValue: z.string(),
  i18nCode: z.string(),
  itemDesc: z.string().nullable(),
});
export const ZDictTreeItem = ZDictItem.extend({ childrens: z.array(ZDictItem) });
export type TDictItem = z.infer<typeof ZDictItem>;
export type TDictTreeItem = z.infer<typeof ZDictTreeItem>;

/** The dictionary types the specs name (spec 01 §3, spec 02 §3). */
export const DICT_TYPES = [
  'COMPANY_TYPE',
  'INDUSTRY_CATEGORY',
  'COMPANY_FORM',
  'CHANNEL_CLASSIFICATION',
  'INDUSTRY_CLASSIFICATION',
  'RESOURCE_TYPE',
  'LCES_PROCESS_SELECTION',
  'LCES_MODEL_DOWNLOAD',
  'LCA_TOOL_SWITCH',
] as const;
export const ZDictType = z.enum(DICT_TYPES, { error: 'error.DICT_ERROR' });
export type TDictType = z.infer<typeof ZDictType>;

export const ZLanguageData = z.object({
  languageData: z.array(z.object({ id: z.number().int(), mark: z.string() })),
  textData: z.record(z.string(), z.array(z.object({ code: z.string(), text: z.string() }))),
});
export type TLanguageData = z.infer<typeof ZLanguageData>;

/** A province or city: its Chinese name (the value kept) and its English name (a label in English). */
export const ZRegion = z.object({ code: z.string(), name: z.string(), nameEn: z.string() });

const dictParams = z.object({ type: ZDictType });

export const referenceRoutes = {
  menuAll: defineRoute({
    method: 'GET',
    path: '/n/menu/all',
    auth: 'public',
    summary: 'Header menu tree; the top-level items are the children of data[0]',
    data: z.array(
      z.object({ id: z.number().int(), code: z.string(), url: z.string(), children: z.array(ZMenuItem) }),
    ),
  }),
  textAll: defineRoute({
    method: ['GET', 'POST'],
    path: '/n/text/all',
    auth: 'public',
    summary:
      'Every text in every language, keyed by language id; with only=edited just the texts an operator changed (the apps bundle the rest)',
    query: z.object({
      only: z.enum(['edited'], { error: 'validation.invalid' }).optional().meta({ example: 'edited' }),
    }),
    data: ZLanguageData,
  }),
  pvuvCount: defineRoute({
    method: 'POST',
    path: '/n/pvuv/count',
    auth: 'public',
    summary: "Counts a page view; answers today's page views and unique visitors",
    body: z.object({
      visitorId: zRawLine().regex(/^[A-Za-z0-9-]{8,64}$/, { error: 'validation.invalid' }),
    }),
    data: z.object({ day: z.string(), pv: z.number().int(), uv: z.number().int() }),
  }),
  dictListPublic: defineRoute({
    method: 'GET',
    path: '/n/dict/list/{type}',
    auth: 'public',
    summary: 'Items of a dictionary (first level)',
    params: dictParams,
    data: z.array(ZDictItem),
  }),
  dictList: defineRoute({
    method: 'GET',
    path: '/p/dict/list/{type}',
    auth: 'user',
    summary: 'Items of a dictionary (first level), for logged-in users',
    params: dictParams,
    data: z.array(ZDictItem),
  }),
  dictTree: defineRoute({
    method: 'GET',
    path: '/p/dict/tree/{type}',
    auth: 'user',
    summary: 'A two-level dictionary as a tree (children under `childrens`)',
    params: dictParams,
    data: z.array(ZDictTreeItem),
  }),
  dictItemDetail: defineRoute({
    method: 'POST',
    path: '/n/dict/getItemDetail',
    auth: 'public',
    summary: 'One dictionary item by type and item code',
    body: z.object({ typeCode: ZDictType, itemCode: zRawLine().min(1).max(64) }),
    data: ZDictItem,
  }),
  regionProvinces: defineRoute({
    method: 'GET',
    path: '/p/region/CN',
    auth: 'user',
    summary: "China's provinces",
    data: z.array(ZRegion),
  }),
  regionCities: defineRoute({
    method: 'GET',
    path: '/p/region/{provinceCode}',
    auth: 'user',
    summary: 'The cities of a province',
    params: z.object({ provinceCode: zRawLine().regex(/^\d{2}$/, { error: 'validation.invalid' }) }),
    data: z.array(ZRegion),
  }),
  qrShow: defineRoute({
    method: 'GET',
    path: '/p/system/setting/qrShow',
    auth: 'user',
    summary: "Whether the enlarged QR dialog is on ('true' or 'false')",
    data: z.object({ fieldValue: z.string() }),
  }),
} as const;
