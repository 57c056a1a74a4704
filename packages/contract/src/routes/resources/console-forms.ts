import { z } from 'zod';
import { LANGUAGES } from '../../languages.ts';
import { zId, zLine, zLongText } from '../../validation.ts';
import { TEMPLATE_CODES } from '../applications/apply-form.ts';
import { FRIENDLY_TYPE_CODE_RE } from './portal.ts';

/**
 * What the secretariat edits of the content files (resources, GPI, friendly link types and
 * links, templates, dictionary items) and how the console reads them back.
 */

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
