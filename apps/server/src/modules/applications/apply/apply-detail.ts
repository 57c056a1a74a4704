import {
  APPLICATION_FILE_KINDS,
  APPLY_STAGE,
  type ApplicationFileKind,
  type EPD_PRODUCT_TYPES,
  type Lang,
  type TApplicationDetailRow,
  type TApplicationFile,
} from '@steel-epd/contract';
import type { Kysely, Selectable } from 'kysely';
import type { ApplicationsTable, Database } from '../../../platform/db/schema.ts';
import { SEARCHABLE_STATUSES } from '../../catalogue/index.ts';
import { applyStore } from './apply.store.ts';

type ProductType = (typeof EPD_PRODUCT_TYPES)[number];

const isKind = (kind: string): kind is ApplicationFileKind =>
  (APPLICATION_FILE_KINDS as readonly string[]).includes(kind);

type ReleasedReport = Awaited<ReturnType<ReturnType<typeof applyStore>['releasedReports']>>[number];

const downloadable = (r: ReleasedReport) => (SEARCHABLE_STATUSES as readonly string[]).includes(r.status);

/**
 * A released entry's report in one language: the current version, numbered among that language's
 * reports; null when its record is no longer public (withdrawn), as the card route would refuse it.
 */
const reportOf = (reports: readonly ReleasedReport[], epdId: number, lang: Lang): TApplicationFile | null => {
  const ofLang = reports.filter((r) => r.epd_id === epdId && r.lang === lang && downloadable(r));
  const index = ofLang.findIndex((r) => r.current === 1);
  const current = ofLang[index];
  if (!current || current.attachment_id === null) return null;
  return {
    attachmentId: current.attachment_id,
    fileName: current.file_name ?? '',
    version: index + 1,
    uploadedAt: current.created_at ?? '',
  };
};

/**
 * The entries of an application as the applicant's detail shows them (spec 02 §3 "Application
 * detail row"): the files in use, every earlier version newest first, and after release the
 * catalogue record's registration number and zh/en reports. Names in the reader's language.
 */
export const detailRows = async (
  db: Kysely<Database>,
  application: Selectable<ApplicationsTable>,
  lang: Lang,
): Promise<TApplicationDetailRow[]> => {
  const store = applyStore(db);
  const [products, files] = await Promise.all([store.products(application.id), store.files(application.id)]);
  const released = application.released_at !== null;
  const epdIds = released ? products.map((p) => p.epd_id).filter((id): id is number => id !== null) : [];
  const reports = await store.releasedReports(epdIds);
  const named = (zh: string | null, en: string | null) => (lang === 'en' ? (en ?? zh) : zh);

  return products.map((p) => {
    const own = files.filter((f) => f.product_id === p.id && isKind(f.kind));
    const current = (kind: ApplicationFileKind): TApplicationFile | null => {
      const f = own.find((x) => x.kind === kind && x.current === 1);
      return f
        ? {
            attachmentId: f.attachment_id,
            fileName: f.file_name,
            version: f.version,
            uploadedAt: f.created_at,
          }
        : null;
    };
    const epdId = released ? p.epd_id : null;
    return {
      id: p.id,
      applyId: application.id,
      productName: p.product_name,
      productType: application.product_type as ProductType,
      categoryName: named(p.category_zh, p.category_en),
      technologyName: named(p.technology_zh, p.technology_en),
      lcaAttachmentCn: current('lca'),
      dataAttachment: current('data'),
      epdAttachmentTest: current('epd'),
      epdAttachmentCn: epdId === null ? null : reportOf(reports, epdId, 'zh'),
      epdAttachmentEn: epdId === null ? null : reportOf(reports, epdId, 'en'),
      epdRegistrationNumber:
        epdId === null ? null : (reports.find((r) => r.epd_id === epdId)?.registration_number ?? null),
      epdId,
      lcaValidateStatus: application.lca_validate_status,
      resubmitNote: application.stage === APPLY_STAGE.application ? application.resubmit_note : null,
      lcaValidateNote: application.lca_validate_note,
      history: own
        .filter((f) => f.current !== 1)
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.version - a.version)
        .map((f) => ({
          kind: f.kind as ApplicationFileKind,
          attachmentId: f.attachment_id,
          fileName: f.file_name,
          version: f.version,
          uploadedAt: f.created_at,
        })),
    };
  });
};
