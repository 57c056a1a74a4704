import { z } from 'zod';
import { PAGE_SIZE } from '../../constants.ts';
import { page } from '../../envelope.ts';
import { LANGUAGES } from '../../languages.ts';
import { defineRoute } from '../../route.ts';
import { zId, zLine } from '../../validation.ts';

/** Page sizes of the portal's resource list and link-type tabs (spec 02 §9); the server allows up to the maximum. */
export const RESOURCE_PAGE_SIZE = PAGE_SIZE.resource;
export const FRIENDLY_TYPE_PAGE_SIZE = PAGE_SIZE.linkType;
export const RESOURCES_PAGE_SIZE_MAX = 50;

const zPageNum = z.coerce
  .number<string | number>({ error: 'validation.invalid' })
  .int({ error: 'validation.invalid' })
  .min(1, { error: 'validation.invalid' })
  .max(100_000, { error: 'validation.invalid' });
const zPageSize = (fallback: number) =>
  z.coerce
    .number<string | number>({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(1, { error: 'validation.invalid' })
    .max(RESOURCES_PAGE_SIZE_MAX, { error: 'validation.invalid' })
    .default(fallback);

/**
 * A resource as the portal shows it (spec 02 §3 "Resource"): name and introduction in the
 * caller's language (the Chinese text when there is no English one); a file id only where
 * that language's file exists. Images through /n/attachment/online/{id}, files through
 * /n/attachment/download/token/{id}.
 */
export const ZResource = z.object({
  id: z.number().int(),
  resourceName: z.string(),
  resourceIntroduce: z.string(),
  resourceImageId: z.number().int().nullable(),
  cnResourceFileId: z.number().int().nullable(),
  enResourceFileId: z.number().int().nullable(),
});
export type TResource = z.infer<typeof ZResource>;

/** A GPI document (spec 02 §3 "GPI item"): the enabled one of its language. */
export const ZGpiItem = z.object({
  i18n: z.enum(LANGUAGES),
  attachmentId: z.number().int(),
  attachmentName: z.string(),
  enable: z.boolean(),
});
export type TGpiItem = z.infer<typeof ZGpiItem>;

/** A friendly link type (spec 02 §3): a tab of /Links. */
export const ZFriendlyType = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  enName: z.string(),
});
export type TFriendlyType = z.infer<typeof ZFriendlyType>;

/** A friendly link (spec 02 §3): an http(s) address, the body's name in the caller's language, its logo. */
export const ZFriendlyLink = z.object({
  id: z.number().int(),
  link: z.string(),
  companyName: z.string(),
  typeCode: z.string(),
  attachmentId: z.number().int().nullable(),
});
export type TFriendlyLink = z.infer<typeof ZFriendlyLink>;

/** A link type's code: letters, digits, '_' or '-', 1 to 32. */
export const FRIENDLY_TYPE_CODE_RE = /^[A-Za-z0-9_-]{1,32}$/;

/** Who asks for the link types: the portal sends 'USER' (spec 02 §7). */
export const FRIENDLY_INLETS = ['USER'] as const;

export const resourceRoutes = {
  resourcePage: defineRoute({
    method: 'POST',
    path: '/n/resource/manage/page',
    auth: 'public',
    summary:
      'A page of the published resources of one type (type = a RESOURCE_TYPE dictionary item id), ' +
      'newest first by their order; 5 per page by default. An unknown or disabled type answers an empty page',
    body: z.object({
      type: zId,
      pageNum: zPageNum.default(1),
      pageSize: zPageSize(RESOURCE_PAGE_SIZE),
    }),
    data: page(ZResource),
  }),
  gpiNew: defineRoute({
    method: 'GET',
    path: '/n/gpi/new',
    auth: 'public',
    summary:
      'The enabled GPI document of each language (zh first); a language without one is left out. ' +
      'Download through /n/attachment/download/token/{attachmentId}',
    data: z.array(ZGpiItem),
  }),
  friendlyTypes: defineRoute({
    method: 'POST',
    path: '/n/friendly/type',
    auth: 'public',
    summary: 'A page of the friendly link types in their order (10 per page by default)',
    body: z.object({
      pageNum: zPageNum.default(1),
      pageSize: zPageSize(FRIENDLY_TYPE_PAGE_SIZE),
      inlet: z.enum(FRIENDLY_INLETS, { error: 'validation.invalid' }).default('USER'),
    }),
    data: page(ZFriendlyType),
  }),
  friendlyLinks: defineRoute({
    method: 'GET',
    path: '/n/friendly/link',
    auth: 'public',
    summary:
      'The friendly links of one type (typeCode), or of every type without it, in their order; ' +
      'logos through /n/attachment/online/{attachmentId}',
    query: z.object({
      typeCode: zLine().regex(FRIENDLY_TYPE_CODE_RE, { error: 'validation.invalid' }).optional(),
    }),
    data: z.array(ZFriendlyLink),
  }),
} as const;
