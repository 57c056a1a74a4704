import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import {
  ACCESS_RECORD_LIMIT,
  epdPublicStatus,
  type Lang,
  type TAccessRecordCreate,
  type TEpdInfo,
} from '@steel-epd/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor, UserActor } from '../../../platform/access/actor.ts';
import { assertCan } from '../../../platform/access/policies.ts';
import { nowIso } from '../../../platform/crypto.ts';
import { todayIn } from '../../../platform/days.ts';
import type { EpdStatus } from '../../../platform/db/schema.ts';
import { appError } from '../../../platform/errors.ts';
import { type Limiter, limitKey } from '../../../platform/limits/limiter.ts';
import type { CjkFont } from '../../../platform/pdf/cjk-font.ts';
import type { AttachmentRow } from '../../attachments/index.ts';
import { stampReport } from './report-watermark.ts';
import type { SummaryStore } from './summary.store.ts';

interface Deps {
  store: SummaryStore;
  limiter: Limiter;
  log: FastifyBaseLogger;
  timeZone: string;
  /** The CJK font the viewer's name is stamped with; null when none is installed. */
  font: CjkFont | null;
  /** Opens a stored file this module has decided the caller may read (services.attachments.openChecked). */
  openFile: (id: number) => Promise<{ row: AttachmentRow; body: NodeJS.ReadableStream }>;
}

/** "YYYY-MM-DD HH:mm" in the platform's time zone, for the report's footer. */
const minuteIn = (timeZone: string, at = new Date()) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);

/** Characters no file system takes in a name: a dash instead (controls are dropped first). */
const UNSAFE_IN_NAME = /[/\\:*?"<>|]+/g;
const withoutControls = (text: string) =>
  Array.from(text)
    .filter((c) => {
      const code = c.codePointAt(0) ?? 0;
      return code >= 0x20 && code !== 0x7f;
    })
    .join('');

/**
 * The name a stamped report is saved under (issue 29): the product in the report's language,
 * the registration number and the language, e.g. `热轧带肋钢筋 HRB400E-SEPD-2026-001-zh.pdf`.
 */
export const reportFileName = (report: {
  product_name: string;
  product_name_en: string | null;
  registration_number: string;
  lang: string;
}) => {
  const product = (report.lang === 'en' && report.product_name_en?.trim()) || report.product_name;
  const base = withoutControls(`${product}-${report.registration_number}-${report.lang}`)
    .replace(UNSAFE_IN_NAME, '-')
    .replace(/\s+/g, ' ')
    .trim();
  return `${Array.from(base).slice(0, 150).join('')}.pdf`;
};

/** Versions whose current reports are served to logged-in users: published (valid or expired) and superseded. */
const REPORT_SERVED: readonly EpdStatus[] = ['published', 'superseded'];

export const summaryService = ({ store, limiter, log, timeZone, font, openFile }: Deps) => {
  /** The current report `find` names, stamped with the viewer's account, company and the minute. */
  const stamped = async (
    actor: UserActor,
    find: () => Promise<Awaited<ReturnType<SummaryStore['reportByBusinessId']>>>,
  ) => {
    const viewer = await store.viewer(actor.user.id);
    if (!viewer) throw appError('UNAUTHENTICATED');
    assertCan(
      actor,
      'read',
      { kind: 'epdReport', readerAuditStatus: viewer.audit_status },
      'REPORT_REVIEW_PENDING',
    );
    const report = await find();
    if (report?.current !== 1 || !REPORT_SERVED.includes(report.status)) throw appError('NOT_FOUND');
    if (!font) {
      log.error('no CJK font for report watermarks: install fonts-noto-cjk or set WATERMARK_FONT');
      throw appError('REPORT_WATERMARK_UNAVAILABLE');
    }
    const file = await openFile(report.attachment_id);
    const stored = await buffer(file.body);
    const bytes = await stampReport(
      stored,
      { account: viewer.account, companyName: viewer.company_name, at: minuteIn(timeZone) },
      font,
    );
    // Kept before it is sent: no copy leaves unrecorded, and /verify knows it for the report's.
    await store.insertCopy({
      report_id: report.id,
      user_id: actor.user.id,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      created_at: nowIso(),
    });
    return {
      row: {
        ...file.row,
        size: bytes.byteLength,
        file_name: reportFileName(report),
      },
      bytes,
    };
  };

  /**
   * The report a public id names: a report's own id, or an EPD version's id, which names that
   * version's current report in `lang` (the Chinese one when it has no English one; decision 206).
   */
  const reportNamed = async (businessId: string, lang: Lang) => {
    const report = await store.reportByBusinessId(businessId);
    if (report) return report;
    const current = await store.currentReportsOfEpdBusinessId(businessId);
    return current.find((r) => r.lang === lang) ?? current.find((r) => r.lang === 'zh') ?? current[0];
  };

  return {
    /** GET /n/epd/{id}: the phone summary. */
    async info(businessId: string): Promise<TEpdInfo> {
      const epd = await store.epdByBusinessId(businessId);
      const status = epd ? epdPublicStatus(epd.status, epd.expiry_date, todayIn(timeZone)) : null;
      if (!epd || !status) throw appError('NOT_FOUND');
      // A withdrawn record's reports are not served, so their ids are not handed out either.
      const reports = status === 'withdrawn' ? [] : await store.currentReports(epd.id);
      return {
        epdRegistrationNumber: epd.registration_number,
        productName: epd.product_name,
        productNameEn: epd.product_name_en,
        gwp100: epd.gwp100,
        companyName: epd.holder_zh,
        companyNameEn: epd.holder_en,
        productAddress: epd.site_zh,
        productAddressEn: epd.site_en,
        epdExpirationDate: epd.expiry_date,
        issueDate: epd.issue_date,
        businessId: reports.find((r) => r.lang === 'zh')?.business_id ?? null,
        businessIdEn: reports.find((r) => r.lang === 'en')?.business_id ?? null,
        status,
        supersededBy: epd.superseded_by ?? null,
      };
    },

    /**
     * GET /p/attachment/download/epd/{businessId}: the report stamped for this viewer. Reports of
     * published records are open to every logged-in user whose registration is not under review;
     * a draft's, a withdrawn record's and a replaced (non-current) report answer NOT_FOUND.
     */
    report: async (businessId: string, actor: UserActor, lang: Lang) =>
      stamped(actor, () => reportNamed(businessId, lang)),

    /**
     * GET /p/attachment/download/business/EPD/{id}: the search card's download of the same
     * report by its file id, stamped the same way: a report that leaves the platform carries its
     * reader on every path (issue 28).
     */
    cardReport: async (attachmentId: number, actor: UserActor) =>
      stamped(actor, () => store.reportByAttachmentId(attachmentId)),

    /**
     * GET /p/epd/download/{id}: the current report of a version in `lang` (the other language
     * when the version has only that one), stamped the same way as every other report path.
     */
    epdReport: async (epdId: number, lang: 'zh' | 'en', actor: UserActor) =>
      stamped(actor, async () => {
        const current = await store.currentReportsOfEpd(epdId);
        return current.find((r) => r.lang === lang) ?? current[0];
      }),

    /** POST /n/access/records/create: one view, by the token's user (or nobody), never the body's userId. */
    async recordAccess(input: TAccessRecordCreate, actor: Actor) {
      const hit = await limiter.hit(
        limitKey('catalogue.access', actor.ip ?? ''),
        ACCESS_RECORD_LIMIT.limit,
        ACCESS_RECORD_LIMIT.windowMs,
      );
      if (!hit.allowed) throw appError('RATE_LIMITED', { retryAfterS: hit.retryAfterMs / 1000 });
      const userId = actor.kind === 'user' ? actor.user.id : null;
      const { businessId } = input.accessData;
      if (input.accessPage === 'ProductInformation') {
        const epd = await store.epdByBusinessId(businessId);
        if (!epd || epd.status === 'draft') throw appError('NOT_FOUND');
        await store.insertAccessRecord({
          epd_id: epd.id,
          report_id: null,
          access_page: input.accessPage,
          user_id: userId,
          created_at: nowIso(),
        });
      } else {
        const report = await reportNamed(businessId, 'zh');
        if (!report || !REPORT_SERVED.includes(report.status)) throw appError('NOT_FOUND');
        await store.insertAccessRecord({
          epd_id: report.epd_id,
          report_id: report.id,
          access_page: input.accessPage,
          user_id: userId,
          created_at: nowIso(),
        });
      }
      return null;
    },
  };
};

export type SummaryService = ReturnType<typeof summaryService>;
