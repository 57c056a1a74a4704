import type {
  TCategoryTreeItem,
  TConsolePcr,
  TPcrCategoryFit,
  TPcrOption,
  TPcrRecord,
} from '@steel-epd/contract';
import type { Selectable } from 'kysely';
import type { PcrsTable } from '../../../platform/db/schema.ts';
import { appError } from '../../../platform/errors.ts';
import type { PcrsDeps } from './context.ts';
import { categoryFit, inTreeOrder, toTreeItem } from './pcr-categories.ts';
import { type PcrFilter, pcrsStore } from './pcrs.store.ts';
import { sanitizeDescription } from './rules.ts';

const toRecord = (row: Selectable<PcrsTable>): TPcrRecord => ({
  id: row.id,
  productName: row.product_name,
  enProductName: row.product_name_en,
  registerNo: row.register_no,
  author: row.author,
  productClass: row.product_class,
  // Again on the way out: the policy may have become stricter since the row was stored.
  pcrDesc: sanitizeDescription(row.description_html),
  enAuthor: row.author_en,
  enProductClass: row.product_class_en,
  enPcrDesc: row.description_html_en === null ? null : sanitizeDescription(row.description_html_en),
  attachmentId: row.cn_attachment_id,
  enAttachmentId: row.en_attachment_id,
  isDownload: row.cn_attachment_id !== null || row.en_attachment_id !== null,
});

/** The PCRs as the portal (dropdown, search, downloads) and the console's editor read them. */
export const pcrViews = ({ db, attachments }: Pick<PcrsDeps, 'db' | 'attachments'>) => {
  const store = pcrsStore(db);
  return {
    async options(): Promise<TPcrOption[]> {
      return (await store.options()).map((r) => ({
        id: r.id,
        pcrNumber: r.register_no,
        productName: r.product_name,
        productNameEn: r.product_name_en,
      }));
    },

    /** The categories the application form offers under an enabled PCR (decision 229). */
    async categoryFit(pcrNumber: string): Promise<TPcrCategoryFit> {
      const pcr = await store.enabledByRegisterNo(pcrNumber);
      if (!pcr) throw appError('NOT_FOUND');
      const [rows, links] = await Promise.all([store.categories(), store.categoryLinksOf([pcr.id])]);
      return categoryFit(
        rows,
        links.map((l) => l.category_id),
      );
    },

    /** The whole category tree, for the console's PCR editor. */
    categoryTree: async (): Promise<TCategoryTreeItem[]> =>
      inTreeOrder(await store.categories()).map(toTreeItem),

    async page(input: {
      pcrNumber?: string | undefined;
      pcrKeyword?: string | undefined;
      pageNum: number;
      pageSize: number;
    }) {
      const filter: PcrFilter = {
        registerNo: input.pcrNumber || undefined,
        keyword: input.pcrKeyword || undefined,
        enabledOnly: true,
      };
      const [rows, totals] = await Promise.all([
        store.page(filter, input.pageSize, (input.pageNum - 1) * input.pageSize),
        store.count(filter),
      ]);
      return { list: rows.map(toRecord), totals, pageSize: input.pageSize, pageNum: input.pageNum };
    },

    /** A document of an enabled PCR, to anyone logged in; any other id is NOT_FOUND. */
    async openDocument(attachmentId: number) {
      if (!(await store.enabledWithFile(attachmentId))) throw appError('NOT_FOUND');
      return attachments.openChecked(attachmentId);
    },

    /** The console's PCR list: every PCR, its file names and linked categories in tree order. */
    async adminPage(query: { keyword?: string | undefined; pageNum: number; pageSize: number }) {
      const filter: PcrFilter = { keyword: query.keyword || undefined, enabledOnly: false };
      const [rows, totals] = await Promise.all([
        store.page(filter, query.pageSize, (query.pageNum - 1) * query.pageSize),
        store.count(filter),
      ]);
      const names = new Map(
        (
          await store.fileNames(
            rows
              .flatMap((r) => [r.cn_attachment_id, r.en_attachment_id])
              .filter((id): id is number => id !== null),
          )
        ).map((f) => [f.id, f.file_name]),
      );
      const [links, categories] = await Promise.all([
        store.categoryLinksOf(rows.map((r) => r.id)),
        store.categories(),
      ]);
      const order = inTreeOrder(categories).map((c) => c.id);
      const categoryIdsOf = (pcrId: number) =>
        links
          .filter((l) => l.pcr_id === pcrId)
          .map((l) => l.category_id)
          .sort((a, b) => order.indexOf(a) - order.indexOf(b));
      const list: TConsolePcr[] = rows.map((r) => ({
        id: r.id,
        registerNo: r.register_no,
        productName: r.product_name,
        productNameEn: r.product_name_en,
        author: r.author,
        authorEn: r.author_en,
        productClass: r.product_class,
        productClassEn: r.product_class_en,
        descriptionHtml: r.description_html,
        descriptionHtmlEn: r.description_html_en,
        cnAttachmentId: r.cn_attachment_id,
        cnFileName: r.cn_attachment_id === null ? null : (names.get(r.cn_attachment_id) ?? null),
        enAttachmentId: r.en_attachment_id,
        enFileName: r.en_attachment_id === null ? null : (names.get(r.en_attachment_id) ?? null),
        enabled: r.enabled === 1,
        categoryIds: categoryIdsOf(r.id),
        createdAt: r.created_at,
        updatedAt: r.updated_at,
      }));
      return { list, totals, pageSize: query.pageSize, pageNum: query.pageNum };
    },
  };
};
