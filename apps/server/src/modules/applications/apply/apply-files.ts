import { type ApplicationFileKind, REPORT_TYPE_DATA } from '@steel-epd/contract';
import type { UserActor } from '../../../platform/access/actor.ts';
import { can } from '../../../platform/access/policies.ts';
import { type AttachmentRow, type AttachmentsService, attachmentResource } from '../../attachments/index.ts';

const PDF = 'application/pdf';
const ZIP = 'application/zip';

/**
 * What each file of an entry must be (spec 02 §5; attachmentRuleOf of the contract): the LCA
 * report an LCA upload and the EPD pre-report an EPD upload, each a PDF by its bytes; the data
 * collection sheet an LCA or EPD upload with reportType 'data', a ZIP by its bytes.
 */
const FITS: Record<ApplicationFileKind, (row: AttachmentRow) => boolean> = {
  lca: (row) => row.business_type === 'LCA' && row.report_type !== REPORT_TYPE_DATA && row.mime_type === PDF,
  epd: (row) => row.business_type === 'EPD' && row.report_type !== REPORT_TYPE_DATA && row.mime_type === PDF,
  data: (row) =>
    (row.business_type === 'LCA' || row.business_type === 'EPD') &&
    row.report_type === REPORT_TYPE_DATA &&
    row.mime_type === ZIP,
};

const WRONG_KIND: Record<ApplicationFileKind, string> = {
  lca: 'apply.lcaFileWrong',
  epd: 'apply.epdFileWrong',
  data: 'apply.dataFileWrong',
};

/**
 * The problem (a text key) with a file given for an entry, or null: it must be an upload the
 * caller may read (their own or their company's, asked of the access layer; any other id reads
 * as missing, so another company's file is not confirmed) and of the kind the entry needs.
 * Whether another entry uses it already is the caller's to ask (one query for all files).
 */
export const fileProblem = async (
  attachments: AttachmentsService,
  actor: UserActor,
  kind: ApplicationFileKind,
  attachmentId: number,
): Promise<string | null> => {
  const row = await attachments.info(attachmentId);
  if (!row || !can(actor, 'read', attachmentResource(row))) return 'apply.fileNotYours';
  return FITS[kind](row) ? null : WRONG_KIND[kind];
};
