import type { TCompanyOption, TEpdCard, ZEpdSearch } from '@steel-epd/contract';
import type { z } from 'zod';
import type { Actor } from '../../platform/access/actor.ts';
import { assertCan, can } from '../../platform/access/policies.ts';
import { appError } from '../../platform/errors.ts';
import type { AttachmentsService } from '../attachments/index.ts';
import type { SearchStore } from './search.store.ts';
import { dayNumber, type SearchIndex } from './search-index.ts';

/** A card as stored, before the caller's own-company marks. */
type StoredCard = Omit<TEpdCard, 'status' | 'ownCompany' | 'qrEnlarge'> & {
  companyId: number;
  superseded: boolean;
};

/** Cards kept between builds of the index (a build clears them: they are as fresh as it). */
const CARD_CACHE_MAX = 20_000;

interface Deps {
  store: SearchStore;
  index: SearchIndex;
  attachments: AttachmentsService;
  timeZone: string;
}

export const searchService = ({ store, index, attachments, timeZone }: Deps) => {
  const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone });
  /** Today in the platform's time zone, as YYYYMMDD: a record expires after its expiry day there. */
  const today = () => dayNumber(dayFormat.format(new Date()));

  const cards = new Map<number, StoredCard>();
  let cardsOfBuild = -1;

  /** The cards of these ids in their order, from the cache or one read of the DB. */
  const cardsOf = async (ids: readonly number[]): Promise<StoredCard[]> => {
    if (cardsOfBuild !== index.builds) {
      cards.clear();
      cardsOfBuild = index.builds;
    }
    const missing = ids.filter((id) => !cards.has(id));
    if (missing.length > 0) {
      const [rows, reports, evidence] = await Promise.all([
        store.cards(missing),
        store.currentReports(missing),
        store.evidence(missing),
      ]);
      if (cards.size + rows.length > CARD_CACHE_MAX) cards.clear();
      for (const row of rows) {
        const mine = reports.filter((r) => r.epd_id === row.id);
        const zh = mine.findLast((r) => r.lang === 'zh');
        const en = mine.findLast((r) => r.lang === 'en');
        const shown = zh ?? en;
        const entries = evidence.filter((e) => e.epd_id === row.id);
        const data = entries.findLast((e) => e.kind === 'EPD_DATA');
        const report = shown
          ? entries.findLast((e) => e.kind === 'EPD_REPORT' && e.report_id === shown.id)
          : undefined;
        cards.set(row.id, {
          id: row.id,
          businessId: row.business_id,
          productName: row.product_name,
          productNameEn: row.product_name_en,
          productType: row.product_type,
          companyId: row.company_id,
          companyCode: row.company_code,
          companyName: row.company_name,
          holderEn: row.holder_en,
          epdRegistrationNumber: row.registration_number,
          epdExpirationDate: row.expiry_date,
          pcrProductName: row.pcr_product_name,
          pcrProductNameEn: row.pcr_product_name_en,
          gwp100: Number(row.gwp100),
          cnAttachmentId: zh?.attachment_id ?? null,
          enAttachmentId: en?.attachment_id ?? null,
          isDataStubs: data !== undefined,
          dataStubsBlocktime: data?.created_at ?? null,
          dataStubsTxhash: data?.entry_hash ?? null,
          isReportStubs: report !== undefined,
          reportStubsBlocktime: report?.created_at ?? null,
          reportStubsTxhash: report?.entry_hash ?? null,
          gssQrCodeAttachmentId: row.qr_attachment_id,
          superseded: row.status === 'superseded',
        });
      }
    }
    return ids.flatMap((id) => cards.get(id) ?? []);
  };

  /** A portal user's own company (operators read every record, but own none). */
  const isOwn = (actor: Actor, companyId: number) =>
    actor.kind === 'user' && can(actor, 'read', { kind: 'company', id: companyId });

  return {
    async search(form: z.output<typeof ZEpdSearch>, actor: Actor) {
      const day = today();
      const ids = await index.find({
        companyCode: form.companyCode || undefined,
        pcrNumber: form.pcrNumber || undefined,
        keyword: form.epdKeyword || undefined,
        issuedFrom: form.epdEffectiveDate ? dayNumber(form.epdEffectiveDate) : 0,
        expiresBy: form.epdExpirationDate ? dayNumber(form.epdExpirationDate) : 0,
        includeExpired: form.includeExpired,
        today: day,
      });
      const { pageNum, pageSize } = form;
      const from = (pageNum - 1) * pageSize;
      const pageIds = from < ids.length ? Array.from(ids.subarray(from, from + pageSize)) : [];
      const stored = await cardsOf(pageIds);
      const anyOwn = stored.some((c) => isOwn(actor, c.companyId));
      const qrShow = anyOwn && (await store.setting('qrShow'))?.value === 'true';
      const list: TEpdCard[] = stored.map(({ companyId, superseded, ...card }) => {
        const ownCompany = isOwn(actor, companyId);
        return {
          ...card,
          status: superseded ? 'superseded' : dayNumber(card.epdExpirationDate) < day ? 'expired' : 'valid',
          ownCompany,
          qrEnlarge: ownCompany && qrShow,
        };
      });
      return { list, totals: ids.length, pageSize, pageNum };
    },

    companyOptions: (): Promise<TCompanyOption[]> => index.listedCompanies(),

    async qrAttachment(epdId: number) {
      const row = await store.qrOf(epdId);
      if (!row?.qr_attachment_id) throw appError('NOT_FOUND');
      return { attachmentId: row.qr_attachment_id };
    },

    /**
     * A report of a card: public to logged-in users once its record is published (expired and
     * superseded records' too); a registration under review may not download yet.
     */
    async openReport(attachmentId: number, actor: Actor) {
      const readerAuditStatus =
        actor.kind === 'user' ? ((await store.auditStatusOf(actor.user.id)) ?? null) : null;
      assertCan(actor, 'read', { kind: 'epdReport', readerAuditStatus }, 'REPORT_REVIEW_PENDING');
      if (!(await store.isPublicReport(attachmentId))) throw appError('NOT_FOUND');
      return attachments.openChecked(attachmentId);
    },
  };
};

export type SearchService = ReturnType<typeof searchService>;
