import { z } from 'zod';
import { page, ZPageQuery } from '../../envelope.ts';
import { LANGUAGES } from '../../languages.ts';
import { defineRoute } from '../../route.ts';
import { zId } from '../../validation.ts';
import { TEMPLATE_CODES } from '../applications/apply-form.ts';
import { DICT_TYPES, ZDictType } from '../reference/portal.ts';
import {
  ZConsoleDictItem,
  ZConsoleFriendlyLink,
  ZConsoleFriendlyType,
  ZConsoleGpi,
  ZConsoleResource,
  ZConsoleTemplate,
  ZDictItemForm,
  ZFriendlyLinkForm,
  ZFriendlyTypeForm,
  ZGpiForm,
  ZResourceForm,
} from './console-forms.ts';

/** The secretariat's editors of the content files: resources, GPI, friendly links, templates, dictionaries. */

const ZTemplateKey = z.object({
  code: z.enum(TEMPLATE_CODES, { error: 'validation.invalid' }),
  i18n: z.enum(LANGUAGES, { error: 'validation.invalid' }),
});

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
