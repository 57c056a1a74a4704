import { z } from 'zod';
import { page, ZPageQuery } from '../../envelope.ts';
import { LANGUAGES } from '../../languages.ts';
import { defineRoute } from '../../route.ts';
import { zId, zLine, zLongText } from '../../validation.ts';
import { TEMPLATE_CODES } from '../applications/portal.ts';
import { DICT_TYPES, ZDictType } from '../reference/portal.ts';
import { FRIENDLY_TYPE_CODE_RE } from './portal.ts';

/** The audit actions of the content files: resources, GPI, friendly links, templates, dictionaries. */
export const RESOURCE_AUDIT_ACTIONS = [
  'resource.create',
  'resource.update',
  'resource.delete',
  'gpi.create',
  'gpi.update',
  'gpi.delete',
  'friendlyType.create',
  'friendlyType.update',
  'friendlyType.delete',
  'friendlyLink.create',
  'friendlyLink.update',
  'friendlyLink.delete',
  'template.replace',
  'template.restore',
  'dict.create',
  'dict.update',
] as const;

export const RESOURCE_FIELD_MAX = {
  name: 100,
  introduce: 1000,
  gpiName: 160,
  typeName: 50,
  companyName: 100,
  link: 500,
  dictValue: 100,
  dictDesc: 100,
} as const;

/** The order of an item in its list: smaller first. */
export const zSort = z.coerce
  .number<string | number>({ error: 'validation.invalid' })
  .int({ error: 'validation.invalid' })
  .min(0, { error: 'validation.invalid' })
  .max(9999, { error: 'validation.invalid' })
  .default(0);

const requiredLine = (key: string, max: number) =>
  zLine(key).min(1, { error: key }).max(max, { error: 'validation.tooLong' });
const optionalLine = (max: number) => zLine().max(max, { error: 'validation.tooLong' }).default('');

/**
 * An http(s) address and nothing else: a `javascript:` or `data:` link on the portal would run
 * in its visitors' browsers.
 */
export const isWebAddress = (value: string): boolean => {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

/** The file fields of a form: ids of files the operator uploaded (/c/attachments/upload); absent: none. */
const zFileId = zId.optional();

/** What the secretariat edits of a resource; English texts are optional (the Chinese ones stand in). */
export const ZResourceForm = z.object({
  /** A RESOURCE_TYPE dictionary item id. */
  typeId: zId,
  nameZh: requiredLine('console.resources.nameRequired', RESOURCE_FIELD_MAX.name),
  nameEn: optionalLine(RESOURCE_FIELD_MAX.name),
  introduceZh: zLongText().max(RESOURCE_FIELD_MAX.introduce, { error: 'validation.tooLong' }).default(''),
  introduceEn: zLongText().max(RESOURCE_FIELD_MAX.introduce, { error: 'validation.tooLong' }).default(''),
  /** A cover image uploaded with businessType RES_IMG. */
  imageId: zFileId,
  /** Documents uploaded with businessType RESOURCE. */
  cnFileId: zFileId,
  enFileId: zFileId,
  sort: zSort,
  /** Shown on the portal (its files published) or hidden. */
  enabled: z.boolean().default(true),
});
export type TResourceForm = z.input<typeof ZResourceForm>;
/** The form as the server has it, defaults applied. */
export type TResourceValues = z.output<typeof ZResourceForm>;

const ZFileRef = { id: z.number().int(), name: z.string() };
const ZFile = z.object(ZFileRef).nullable();

export const ZConsoleResource = z.object({
  id: z.number().int(),
  typeId: z.number().int(),
  nameZh: z.string(),
  nameEn: z.string(),
  introduceZh: z.string(),
  introduceEn: z.string(),
  image: ZFile,
  cnFile: ZFile,
  enFile: ZFile,
  sort: z.number().int(),
  enabled: z.boolean(),
  updatedAt: z.string(),
});
export type TConsoleResource = z.infer<typeof ZConsoleResource>;

export const ZGpiForm = z.object({
  i18n: z.enum(LANGUAGES, { error: 'validation.invalid' }),
  /** A document uploaded with businessType GPI. */
  attachmentId: zId,
  /** The name shown on the download button; empty: the file's own name. */
  attachmentName: optionalLine(RESOURCE_FIELD_MAX.gpiName),
  /** One enabled document per language: enabling this one disables the others of its language. */
  enable: z.boolean().default(true),
});
export type TGpiForm = z.input<typeof ZGpiForm>;
/** The form as the server has it, defaults applied. */
export type TGpiValues = z.output<typeof ZGpiForm>;

export const ZConsoleGpi = z.object({
  id: z.number().int(),
  i18n: z.enum(LANGUAGES),
  attachmentId: z.number().int(),
  attachmentName: z.string(),
  fileName: z.string(),
  enable: z.boolean(),
  updatedAt: z.string(),
});
export type TConsoleGpi = z.infer<typeof ZConsoleGpi>;

export const ZFriendlyTypeForm = z.object({
  code: zLine('console.links.codeRequired')
    .min(1, { error: 'console.links.codeRequired' })
    .regex(FRIENDLY_TYPE_CODE_RE, { error: 'console.links.codePattern' }),
  name: requiredLine('console.links.nameRequired', RESOURCE_FIELD_MAX.typeName),
  enName: requiredLine('console.links.enNameRequired', RESOURCE_FIELD_MAX.typeName),
  sort: zSort,
});
export type TFriendlyTypeForm = z.input<typeof ZFriendlyTypeForm>;
/** The form as the server has it, defaults applied. */
export type TFriendlyTypeValues = z.output<typeof ZFriendlyTypeForm>;

export const ZConsoleFriendlyType = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  enName: z.string(),
  sort: z.number().int(),
  links: z.number().int(),
});
export type TConsoleFriendlyType = z.infer<typeof ZConsoleFriendlyType>;

export const ZFriendlyLinkForm = z.object({
  typeId: zId,
  link: zLine('console.links.linkRequired')
    .min(1, { error: 'console.links.linkRequired' })
    .max(RESOURCE_FIELD_MAX.link, { error: 'validation.tooLong' })
    .refine(isWebAddress, { error: 'console.links.linkWeb' }),
  companyName: requiredLine('console.links.companyRequired', RESOURCE_FIELD_MAX.companyName),
  companyNameEn: optionalLine(RESOURCE_FIELD_MAX.companyName),
  /** A logo uploaded with businessType RES_IMG; absent: the name is shown. */
  attachmentId: zFileId,
  sort: zSort,
});
export type TFriendlyLinkForm = z.input<typeof ZFriendlyLinkForm>;
/** The form as the server has it, defaults applied. */
export type TFriendlyLinkValues = z.output<typeof ZFriendlyLinkForm>;

export const ZConsoleFriendlyLink = z.object({
  id: z.number().int(),
  typeId: z.number().int(),
  link: z.string(),
  companyName: z.string(),
  companyNameEn: z.string(),
  logo: ZFile,
  sort: z.number().int(),
});
export type TConsoleFriendlyLink = z.infer<typeof ZConsoleFriendlyLink>;

export const ZConsoleTemplate = z.object({
  code: z.enum(TEMPLATE_CODES),
  i18n: z.enum(LANGUAGES),
  attachmentId: z.number().int(),
  fileName: z.string(),
  /** An operator's file stands in for the generated one. */
  replaced: z.boolean(),
  updatedAt: z.string(),
});
export type TConsoleTemplate = z.infer<typeof ZConsoleTemplate>;

const ZTemplateKey = z.object({
  code: z.enum(TEMPLATE_CODES, { error: 'validation.invalid' }),
  i18n: z.enum(LANGUAGES, { error: 'validation.invalid' }),
});

/** A dictionary item's code: letters, digits, '_', '-' or '.', 1 to 64. */
export const DICT_ITEM_CODE_RE = /^[A-Za-z0-9_.-]{1,64}$/;

export const ZDictItemForm = z.object({
  /** A first-level item of the same dictionary; absent: a first-level item. */
  parentId: zId.optional(),
  itemCode: zLine('console.dicts.codeRequired')
    .min(1, { error: 'console.dicts.codeRequired' })
    .regex(DICT_ITEM_CODE_RE, { error: 'console.dicts.codePattern' }),
  valueZh: requiredLine('console.dicts.valueRequired', RESOURCE_FIELD_MAX.dictValue),
  valueEn: requiredLine('console.dicts.valueRequired', RESOURCE_FIELD_MAX.dictValue),
  /** 'other' marks the item whose free text becomes required (spec 01 §5). */
  itemDesc: optionalLine(RESOURCE_FIELD_MAX.dictDesc),
  sort: zSort,
  enabled: z.boolean().default(true),
});
export type TDictItemForm = z.input<typeof ZDictItemForm>;
/** The form as the server has it, defaults applied. */
export type TDictItemValues = z.output<typeof ZDictItemForm>;

export const ZConsoleDictItem = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  itemCode: z.string(),
  valueZh: z.string(),
  valueEn: z.string(),
  itemDesc: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type TConsoleDictItem = z.infer<typeof ZConsoleDictItem>;

const editors = ['editor'] as const;
const idParams = z.object({ id: zId });
const created = z.object({ id: z.number().int() });
const done = z.object({ id: z.number().int() });

export const consoleResourceRoutes = {
  resourceAdminList: defineRoute({
    method: 'GET',
    path: '/c/resources',
    auth: 'operator',
    roles: editors,
    summary: 'The resources of one type (typeId), shown or hidden, in their order',
    query: ZPageQuery.extend({ typeId: zId }),
    data: page(ZConsoleResource),
  }),
  resourceCreate: defineRoute({
    method: 'POST',
    path: '/c/resources',
    auth: 'operator',
    roles: editors,
    summary:
      'Adds a resource: typeId is a RESOURCE_TYPE item, the image a RES_IMG and the files RESOURCE ' +
      'uploads of an operator; the files of a shown resource are published',
    body: ZResourceForm,
    data: created,
  }),
  resourceUpdate: defineRoute({
    method: 'POST',
    path: '/c/resources/{id}',
    auth: 'operator',
    roles: editors,
    summary: 'Changes a resource (all fields, as resourceCreate); files it no longer shows are withdrawn',
    params: idParams,
    body: ZResourceForm,
    data: done,
  }),
  resourceDelete: defineRoute({
    method: 'POST',
    path: '/c/resources/{id}/delete',
    auth: 'operator',
    roles: editors,
    summary: 'Removes a resource; its files are withdrawn',
    params: idParams,
    data: done,
  }),
  gpiAdminList: defineRoute({
    method: 'GET',
    path: '/c/gpi',
    auth: 'operator',
    roles: editors,
    summary: 'Every GPI document, newest first',
    data: z.array(ZConsoleGpi),
  }),
  gpiCreate: defineRoute({
    method: 'POST',
    path: '/c/gpi',
    auth: 'operator',
    roles: editors,
    summary: 'Adds a GPI document (a GPI upload); enabled, it replaces the enabled one of its language',
    body: ZGpiForm,
    data: created,
  }),
  gpiUpdate: defineRoute({
    method: 'POST',
    path: '/c/gpi/{id}',
    auth: 'operator',
    roles: editors,
    summary: 'Changes a GPI document; enabling it disables the others of its language',
    params: idParams,
    body: ZGpiForm,
    data: done,
  }),
  gpiDelete: defineRoute({
    method: 'POST',
    path: '/c/gpi/{id}/delete',
    auth: 'operator',
    roles: editors,
    summary: 'Removes a GPI document; its file is withdrawn',
    params: idParams,
    data: done,
  }),
  friendlyTypeAdminList: defineRoute({
    method: 'GET',
    path: '/c/friendly-types',
    auth: 'operator',
    roles: editors,
    summary: 'Every friendly link type in its order, with its number of links',
    data: z.array(ZConsoleFriendlyType),
  }),
  friendlyTypeCreate: defineRoute({
    method: 'POST',
    path: '/c/friendly-types',
    auth: 'operator',
    roles: editors,
    summary: 'Adds a link type; its code is unique (FRIENDLY_TYPE_CODE_TAKEN)',
    body: ZFriendlyTypeForm,
    data: created,
  }),
  friendlyTypeUpdate: defineRoute({
    method: 'POST',
    path: '/c/friendly-types/{id}',
    auth: 'operator',
    roles: editors,
    summary: 'Changes a link type (its links follow a new code)',
    params: idParams,
    body: ZFriendlyTypeForm,
    data: done,
  }),
  friendlyTypeDelete: defineRoute({
    method: 'POST',
    path: '/c/friendly-types/{id}/delete',
    auth: 'operator',
    roles: editors,
    summary: 'Removes a link type that has no links (else FRIENDLY_TYPE_IN_USE)',
    params: idParams,
    data: done,
  }),
  friendlyLinkAdminList: defineRoute({
    method: 'GET',
    path: '/c/friendly-links',
    auth: 'operator',
    roles: editors,
    summary: 'The links of one type in their order',
    query: z.object({ typeId: zId }),
    data: z.array(ZConsoleFriendlyLink),
  }),
  friendlyLinkCreate: defineRoute({
    method: 'POST',
    path: '/c/friendly-links',
    auth: 'operator',
    roles: editors,
    summary: 'Adds a link: an http(s) address only, a RES_IMG logo of an operator when given',
    body: ZFriendlyLinkForm,
    data: created,
  }),
  friendlyLinkUpdate: defineRoute({
    method: 'POST',
    path: '/c/friendly-links/{id}',
    auth: 'operator',
    roles: editors,
    summary: 'Changes a link (as friendlyLinkCreate)',
    params: idParams,
    body: ZFriendlyLinkForm,
    data: done,
  }),
  friendlyLinkDelete: defineRoute({
    method: 'POST',
    path: '/c/friendly-links/{id}/delete',
    auth: 'operator',
    roles: editors,
    summary: 'Removes a link; its logo is withdrawn',
    params: idParams,
    data: done,
  }),
  templateAdminList: defineRoute({
    method: 'GET',
    path: '/c/templates',
    auth: 'operator',
    roles: editors,
    summary: 'The application form templates by code and language, generated or replaced',
    data: z.array(ZConsoleTemplate),
  }),
  templateReplace: defineRoute({
    method: 'POST',
    path: '/c/templates/replace',
    auth: 'operator',
    roles: editors,
    summary:
      'Serves an operator’s TEMPLATE upload for a template code and language instead of the generated ' +
      'file, at /p/template/download/{file}',
    body: ZTemplateKey.extend({ attachmentId: zId }),
    data: ZConsoleTemplate,
  }),
  templateRestore: defineRoute({
    method: 'POST',
    path: '/c/templates/restore',
    auth: 'operator',
    roles: editors,
    summary: 'Serves the generated file of a template code and language again',
    body: ZTemplateKey,
    data: ZConsoleTemplate,
  }),
  dictTypes: defineRoute({
    method: 'GET',
    path: '/c/dicts',
    auth: 'operator',
    roles: editors,
    summary: 'The dictionary types with their number of items',
    data: z.array(z.object({ type: z.enum(DICT_TYPES), items: z.number().int() })),
  }),
  dictAdminItems: defineRoute({
    method: 'GET',
    path: '/c/dicts/{type}',
    auth: 'operator',
    roles: editors,
    summary: 'Every item of a dictionary, enabled or not, both languages, in order',
    params: z.object({ type: ZDictType }),
    data: z.array(ZConsoleDictItem),
  }),
  dictItemCreate: defineRoute({
    method: 'POST',
    path: '/c/dicts/{type}',
    auth: 'operator',
    roles: editors,
    summary:
      'Adds an item to a dictionary; its code is unique in the dictionary (DICT_ITEM_CODE_TAKEN); ' +
      '/n/dict/list answers it at once',
    params: z.object({ type: ZDictType }),
    body: ZDictItemForm,
    data: created,
  }),
  dictItemUpdate: defineRoute({
    method: 'POST',
    path: '/c/dicts/{type}/{id}',
    auth: 'operator',
    roles: editors,
    summary: 'Changes, disables or enables an item of a dictionary',
    params: z.object({ type: ZDictType, id: zId }),
    body: ZDictItemForm,
    data: done,
  }),
} as const;
