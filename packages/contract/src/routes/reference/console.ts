import { z } from 'zod';
import { page, ZPageQuery } from '../../envelope.ts';
import { LANGUAGES } from '../../languages.ts';
import { isMenuUrl } from '../../portal-menu.ts';
import { defineRoute } from '../../route.ts';
import { zId, zLongText, zRawLine } from '../../validation.ts';

/** The console's editors of the portal's texts and header menu (issue 12). */
export const SITE_AUDIT_ACTIONS = [
  'site.textEdit',
  'site.textRestore',
  'site.menuEdit',
  'site.menuAdd',
  'site.menuRemove',
] as const;

export const SITE_TEXT_MAX = 2000;
export const TEXT_CODE_RE = /^[A-Za-z0-9_.-]{1,120}$/;

/** One text key with its wording in each language (null where that language has none). */
export const ZSiteText = z.object({
  code: z.string(),
  zh: z.string().nullable(),
  en: z.string().nullable(),
  /** Whether an operator changed it (seeding at start keeps such a wording). */
  edited: z.boolean(),
});
export type TSiteText = z.infer<typeof ZSiteText>;

export const ZSiteTextQuery = ZPageQuery.extend({
  /** Part of the key or of either wording. */
  keyword: zRawLine().max(100, { error: 'validation.tooLong' }).optional(),
  /** Only keys with no text in this language. */
  missing: z.enum(LANGUAGES, { error: 'validation.invalid' }).optional(),
});

const zTextCode = zRawLine().regex(TEXT_CODE_RE, { error: 'validation.invalid' });
const zWording = (key: string) =>
  zLongText(key).min(1, { error: key }).max(SITE_TEXT_MAX, { error: 'validation.tooLong' });

export const ZSiteTextSave = z.object({
  code: zTextCode,
  lang: z.enum(LANGUAGES, { error: 'validation.invalid' }),
  text: zWording('console.site.textRequired'),
});

/** A header menu item with its labels (the texts of its code) and whether it shows. */
export const ZSiteMenuItem = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  code: z.string(),
  labelZh: z.string().nullable(),
  labelEn: z.string().nullable(),
  url: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  /** One of the items the platform starts with: it can be hidden, not removed (decision 208). */
  seeded: z.boolean(),
});
export type TSiteMenuItem = z.infer<typeof ZSiteMenuItem>;

export const MENU_LABEL_MAX = 20;
const zLabel = zLongText('console.site.labelRequired')
  .min(1, { error: 'console.site.labelRequired' })
  .max(MENU_LABEL_MAX, { error: 'validation.tooLong' })
  .refine((v) => !v.includes('\n'), { error: 'validation.invalid' });

export const ZSiteMenuSave = z.object({
  labelZh: zLabel,
  labelEn: zLabel,
  url: zRawLine('console.site.urlWrong').refine(isMenuUrl, { error: 'console.site.urlWrong' }),
  sort: z.number({ error: 'validation.invalid' }).int({ error: 'validation.invalid' }).min(0).max(999),
  enabled: z.boolean({ error: 'validation.invalid' }),
});
export type TSiteMenuSave = z.infer<typeof ZSiteMenuSave>;

/** An added item's code: its labels are the texts of this key (decision 208). */
export const MENU_CODE_RE = /^menu\.[a-z][A-Za-z0-9_-]{0,39}$/;
export const ZSiteMenuAdd = ZSiteMenuSave.extend({
  /** A top-level item's id, or null for a new top-level item (the menu has two levels). */
  parentId: zId.nullable(),
  code: zRawLine('console.site.codeWrong').regex(MENU_CODE_RE, { error: 'console.site.codeWrong' }),
});
export type TSiteMenuAdd = z.infer<typeof ZSiteMenuAdd>;

export const ZSiteTextRestore = z.object({
  code: zTextCode,
  lang: z.enum(LANGUAGES, { error: 'validation.invalid' }),
});

const editors = ['editor'] as const;

export const consoleSiteRoutes = {
  siteTexts: defineRoute({
    method: 'GET',
    path: '/c/site/texts',
    auth: 'operator',
    roles: editors,
    summary: 'The portal texts by key with both wordings: searched, or only the keys missing a language',
    query: ZSiteTextQuery,
    data: page(ZSiteText),
  }),
  siteTextSave: defineRoute({
    method: 'POST',
    path: '/c/site/texts/save',
    auth: 'operator',
    roles: editors,
    summary: 'Writes the wording of a known key in one language (adds it where it was missing)',
    body: ZSiteTextSave,
    data: ZSiteText,
  }),
  siteTextRestore: defineRoute({
    method: 'POST',
    path: '/c/site/texts/restore',
    auth: 'operator',
    roles: editors,
    summary: "Returns a text in one language to the bundle's default (the contract catalogue)",
    body: ZSiteTextRestore,
    data: ZSiteText,
  }),
  siteMenu: defineRoute({
    method: 'GET',
    path: '/c/site/menu',
    auth: 'operator',
    roles: editors,
    summary: 'Every header menu item, hidden ones included, in menu order',
    data: z.array(ZSiteMenuItem),
  }),
  siteMenuSave: defineRoute({
    method: 'POST',
    path: '/c/site/menu/{id}',
    auth: 'operator',
    roles: editors,
    summary: "Changes a menu item's labels, path (a portal page or an http(s) address), order and visibility",
    params: z.object({ id: zId }),
    body: ZSiteMenuSave,
    data: ZSiteMenuItem,
  }),
  siteMenuAdd: defineRoute({
    method: 'POST',
    path: '/c/site/menu/add',
    auth: 'operator',
    roles: editors,
    summary: 'Adds a top-level menu item or a child of one, with its labels in both languages',
    body: ZSiteMenuAdd,
    data: ZSiteMenuItem,
  }),
  siteMenuRemove: defineRoute({
    method: 'POST',
    path: '/c/site/menu/{id}/remove',
    auth: 'operator',
    roles: editors,
    summary: 'Removes an added menu item (and the items under it); the seeded items can only be hidden',
    params: z.object({ id: zId }),
    data: z.null(),
  }),
} as const;
