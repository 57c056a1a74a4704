import { z } from 'zod';
import { page } from '../../envelope.ts';
import { defineRoute } from '../../route.ts';
import { zId, zRawLine } from '../../validation.ts';
import { ZApplySave, ZProductCategory, ZTechnology, ZTemplateItem, ZTemplatePageBody } from './apply-form.ts';
import { ZContractDecision, ZContractInfo, ZContractRefuse, ZPriceRefuse, ZServicePrice } from './deals.ts';
import { ZToolLinks, ZToolToken, ZToolTokenUser, ZToolTokenVerify } from './tools.ts';
import {
  ZApplicationDetailRow,
  ZApplicationSteps,
  ZDataAttachmentUpdate,
  ZEpdAttachmentUpdate,
  ZLcaAttachmentUpdate,
  ZLcaValidateUpdate,
  ZMyApplication,
  ZMyApplicationsQuery,
} from './tracking.ts';

/**
 * EPD and CFP applications as the portal sees them (issue 11; spec 02 §2 "EPD/CFP application
 * and tracking", §3, §4, §5 "EPD application", §7 "Search and application", "Quotes and
 * contracts"). Every call needs a login; a user sees and changes only their company's
 * applications (another company's id answers NOT_FOUND). Applying and every upload for it need
 * a certified company (the action gate of spec 01 §4): COMPANY_CERTIFICATION_PENDING when the
 * certification is under review, COMPANY_CERTIFICATION_REQUIRED when there is none or it failed.
 */

const zApplyId = z.object({ id: zId });

const tokenQuery = z.object({ Authorization: zRawLine().max(300).optional() });

export const applicationRoutes = {
  lcaCategories: defineRoute({
    method: 'GET',
    path: '/p/lca/categories',
    auth: 'user',
    summary: 'The top product categories of the application form cascader',
    data: z.array(ZProductCategory),
  }),
  productCategoryList: defineRoute({
    method: 'POST',
    path: '/p/productCategory/list',
    auth: 'user',
    summary: 'The subcategories of a category (the cascader loads a level when it is opened); unknown id: []',
    body: z.object({ id: zId }),
    data: z.array(ZProductCategory),
  }),
  lcaTechnology: defineRoute({
    method: 'GET',
    path: '/p/lca/technology/{id}',
    auth: 'user',
    summary: 'The production technologies of a category (an entry may name one); unknown id: []',
    params: z.object({ id: zId }),
    data: z.array(ZTechnology),
  }),
  templatePage: defineRoute({
    method: 'POST',
    path: '/p/model/manage/page',
    auth: 'user',
    summary:
      'The form templates (EPD_SPARE_TEMPLATE, LCA_TEMPLATE, DATA_COLLECTION_TEMPLATE) in the asked ' +
      'language, the other language where one is missing',
    body: ZTemplatePageBody,
    data: page(ZTemplateItem),
  }),
  templateDownload: defineRoute({
    method: 'GET',
    path: '/p/template/download/{file}',
    auth: 'user',
    tokenInQuery: true,
    raw: 'file',
    summary: 'A template file by its attachment id (only files that are templates; else NOT_FOUND)',
    params: z.object({ file: zId }),
    query: tokenQuery,
    data: z.unknown(),
  }),
  applySave: defineRoute({
    method: 'POST',
    path: '/p/apply/for/save',
    auth: 'user',
    summary:
      'Submits an application {epd: 1 to 3 entries, apply}. The action gate (certified company), an ' +
      "enabled PCR, and each file the caller's unused upload of its kind (PDF, PDF, ZIP) are checked; " +
      'a category must fit the PCR when it names categories (epd.N.categoryId: apply.categoryNotInPcr, ' +
      'decision 229); field problems name the entry (epd.1.lcaAttachmentId). The same requestKey answers the same id',
    body: ZApplySave,
    data: z.object({ id: z.number().int() }),
  }),
  myApplications: defineRoute({
    method: 'GET',
    path: '/p/portal/my/company/epd',
    auth: 'user',
    summary: "The caller's company's applications, newest first (type EPD or PCR = CFP)",
    query: ZMyApplicationsQuery,
    data: z.array(ZMyApplication),
  }),
  applicationSteps: defineRoute({
    method: 'GET',
    path: '/p/portal/my/node/step/{id}',
    auth: 'user',
    summary: 'The seven stages of an application, each with the date it was reached, by whom and the note',
    params: z.object({ id: zId }),
    data: ZApplicationSteps,
  }),
  applicationDetail: defineRoute({
    method: 'POST',
    path: '/p/epd/apply',
    auth: 'user',
    summary: "An application's entries with their files in use and every earlier version",
    body: zApplyId,
    data: z.array(ZApplicationDetailRow),
  }),
  epdAttachmentUpdate: defineRoute({
    method: 'POST',
    path: '/p/epd/attachment/update',
    auth: 'user',
    summary: "Replaces an entry's EPD pre-report while corrected data is asked for (lcaValidateStatus 2)",
    body: ZEpdAttachmentUpdate,
    data: ZApplicationDetailRow,
  }),
  dataAttachmentUpdate: defineRoute({
    method: 'POST',
    path: '/p/data/attachment/update',
    auth: 'user',
    summary: "Replaces an entry's data collection sheet while corrected data is asked for",
    body: ZDataAttachmentUpdate,
    data: ZApplicationDetailRow,
  }),
  lcaAttachmentUpdate: defineRoute({
    method: 'POST',
    path: '/p/lca/attachment/update',
    auth: 'user',
    summary: "Replaces an entry's LCA report while corrected data is asked for",
    body: ZLcaAttachmentUpdate,
    data: ZApplicationDetailRow,
  }),
  lcaValidateUpdate: defineRoute({
    method: 'POST',
    path: '/p/lca/validate/updateState',
    auth: 'user',
    summary:
      'Confirms the corrected data (status 0) of an application at lcaValidateStatus 2; anything else ' +
      'answers APPLICATION_STATE_CONFLICT',
    body: ZLcaValidateUpdate,
    data: z.object({ lcaValidateStatus: z.number().int() }),
  }),
  applyResubmit: defineRoute({
    method: 'POST',
    path: '/p/apply/resubmit',
    auth: 'user',
    summary:
      'Resubmits an application the secretariat moved back to stage 10 asking for its files ' +
      '(decision 196): 10 → 20 with a resubmitted event; not asked for (or already resubmitted): ' +
      'APPLICATION_STATE_CONFLICT',
    body: zApplyId,
    data: z.object({ applyStatus: z.number().int() }),
  }),
  toolLinks: defineRoute({
    method: 'GET',
    path: '/p/epd/tools/links',
    auth: 'user',
    summary: 'The external EPD and LCA tool addresses (settings) and the LCA tool switch',
    data: ZToolLinks,
  }),
  toolToken: defineRoute({
    method: 'GET',
    path: '/p/epd/tools/refer/user',
    auth: 'user',
    summary: 'A short-lived signed token naming the caller, for the external EPD tool',
    data: ZToolToken,
  }),
  toolTokenVerify: defineRoute({
    method: 'POST',
    path: '/n/epd/tools/token/verify',
    auth: 'public',
    summary:
      'For the external tools: who a tool token names, while it is valid (else VALIDATION_FAILED); rate-limited',
    body: ZToolTokenVerify,
    data: ZToolTokenUser,
  }),
  priceInfo: defineRoute({
    method: 'POST',
    path: '/p/price/info',
    auth: 'user',
    summary: "The newest quote of an application (id = the application's id); status 0 when none",
    body: zApplyId,
    data: ZServicePrice,
  }),
  priceConfirm: defineRoute({
    method: 'POST',
    path: '/p/price/confirm',
    auth: 'user',
    summary:
      'Confirms a quote (id = the quote id) at status 1; once decided, another decision answers ' +
      'APPLICATION_STATE_CONFLICT (a retried confirm of a confirmed quote answers it unchanged)',
    body: zApplyId,
    data: ZServicePrice,
  }),
  priceRefuse: defineRoute({
    method: 'POST',
    path: '/p/price/refuse',
    auth: 'user',
    summary: 'Rejects a quote at status 1 with a reason the secretariat sees (as priceConfirm)',
    body: ZPriceRefuse,
    data: ZServicePrice,
  }),
  contractInfo: defineRoute({
    method: 'POST',
    path: '/p/contract/info',
    auth: 'user',
    summary: "The newest contract of an application (id = the application's id); status 0 when none",
    body: zApplyId,
    data: ZContractInfo,
  }),
  contractConfirm: defineRoute({
    method: 'POST',
    path: '/p/contract/confirm',
    auth: 'user',
    summary: 'Signs a contract at status 2 (as priceConfirm)',
    body: ZContractDecision,
    data: ZContractInfo,
  }),
  contractRefuse: defineRoute({
    method: 'POST',
    path: '/p/contract/refuse',
    auth: 'user',
    summary: 'Refuses a contract at status 2 with a reason the secretariat sees (as priceConfirm)',
    body: ZContractRefuse,
    data: ZContractInfo,
  }),
} as const;
