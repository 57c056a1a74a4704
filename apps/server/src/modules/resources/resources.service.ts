import type {
  Lang,
  TConsoleGpi,
  TConsoleResource,
  TGpiItem,
  TGpiValues,
  TResource,
  TResourceValues,
} from '@steel-epd/contract';
import type { Kysely, Selectable } from 'kysely';
import { nowIso } from '../../platform/crypto.ts';
import type { Database, ResourcesTable } from '../../platform/db/schema.ts';
import { appError } from '../../platform/errors.ts';
import type { AttachmentsService } from '../attachments/index.ts';
import type { AuditLogFor } from '../operators/index.ts';
import type { DictionaryLookup } from '../reference/index.ts';
import { type ContentEditor, checkFiles, contentChanges } from './content-files.ts';
import { resourcesStore } from './resources.store.ts';

export interface ResourcesDeps {
  db: Kysely<Database>;
  attachments: AttachmentsService;
  attachmentsFor: (trx: Kysely<Database>) => AttachmentsService;
  auditFor: AuditLogFor;
  dictionaries: DictionaryLookup;
}

type ResourceForm = TResourceValues;
type GpiForm = TGpiValues;

/** English text when there is one, else the Chinese (resources have zh and optional en texts). */
const inLang = (lang: Lang, zh: string, en: string) => (lang === 'en' && en !== '' ? en : zh);

const toResource = (row: Selectable<ResourcesTable>, lang: Lang): TResource => ({
  id: row.id,
  resourceName: inLang(lang, row.name_zh, row.name_en),
  resourceIntroduce: inLang(lang, row.introduce_zh, row.introduce_en),
  resourceImageId: row.image_id,
  cnResourceFileId: row.cn_file_id,
  enResourceFileId: row.en_file_id,
});

/**
 * Resources and GPI documents (spec 02 §2 "Content", §3): the portal's pages and the console's
 * management. A change, the publication of the files it shows or no longer shows, and its audit
 * entry commit together.
 */
export const resourcesService = ({
  db,
  attachments,
  attachmentsFor,
  auditFor,
  dictionaries,
}: ResourcesDeps) => {
  const store = resourcesStore(db);
  const change = contentChanges({ db, attachmentsFor, auditFor });

  const names = async (ids: (number | null)[]) =>
    new Map(
      (await store.fileNames(ids.filter((id): id is number => id !== null))).map((f) => [f.id, f.file_name]),
    );
  const fileOf = (id: number | null, byId: Map<number, string>) =>
    id === null ? null : { id, name: byId.get(id) ?? '' };

  const checkResource = async (form: ResourceForm) => {
    if (!(await dictionaries.byId('RESOURCE_TYPE', form.typeId))) {
      throw appError('VALIDATION_FAILED', {
        fields: [{ path: 'body.typeId', message: 'console.resources.typeInvalid' }],
      });
    }
    await checkFiles(attachments, [
      { path: 'imageId', id: form.imageId, type: 'RES_IMG' },
      { path: 'cnFileId', id: form.cnFileId, type: 'RESOURCE' },
      { path: 'enFileId', id: form.enFileId, type: 'RESOURCE' },
    ]);
  };

  const resourceValues = (form: ResourceForm, now: string) => ({
    type_id: form.typeId,
    name_zh: form.nameZh,
    name_en: form.nameEn,
    introduce_zh: form.introduceZh,
    introduce_en: form.introduceEn,
    image_id: form.imageId ?? null,
    cn_file_id: form.cnFileId ?? null,
    en_file_id: form.enFileId ?? null,
    sort: form.sort,
    enabled: form.enabled ? 1 : 0,
    updated_at: now,
  });
  const filesOf = (r: { image_id: number | null; cn_file_id: number | null; en_file_id: number | null }) => [
    r.image_id,
    r.cn_file_id,
    r.en_file_id,
  ];

  const resourceDetail = (form: ResourceForm) => ({
    typeId: form.typeId,
    name: form.nameZh,
    enabled: form.enabled,
  });
  const gpiDetail = (form: GpiForm) => ({
    i18n: form.i18n,
    attachmentId: form.attachmentId,
    enable: form.enable,
  });

  /** A GPI form checked, as the row it writes (the file's own name when none is given). */
  const gpiValues = async (form: GpiForm) => {
    await checkFiles(attachments, [{ path: 'attachmentId', id: form.attachmentId, type: 'GPI' }]);
    const fileName = (await attachments.info(form.attachmentId))?.file_name ?? '';
    return {
      lang: form.i18n,
      attachment_id: form.attachmentId,
      attachment_name: form.attachmentName || fileName,
      enabled: form.enable ? 1 : 0,
      updated_at: nowIso(),
    };
  };

  /** One enabled document per language: an enabled one disables the others; answers their files. */
  const oneEnabled = async (trx: Kysely<Database>, id: number, form: GpiForm) => {
    if (!form.enable) return [];
    const trxStore = resourcesStore(trx);
    const others = (await trxStore.gpiEnabled()).filter((g) => g.lang === form.i18n && g.id !== id);
    await trxStore.disableOtherGpi(form.i18n, id, nowIso());
    return others.map((g) => g.attachment_id);
  };

  return {
    /** A page of a type's shown resources; an unknown or disabled type has none. */
    async page(input: { type: number; pageNum: number; pageSize: number }, lang: Lang) {
      const { type, pageNum, pageSize } = input;
      const known = await dictionaries.byId('RESOURCE_TYPE', type);
      const [rows, totals] = known
        ? await Promise.all([
            store.resourcePage(type, true, pageSize, (pageNum - 1) * pageSize),
            store.resourceCount(type, true),
          ])
        : [[], 0];
      return { list: rows.map((r) => toResource(r, lang)), totals, pageSize, pageNum };
    },

    /** The enabled GPI document of each language, zh first. */
    async gpiNew(): Promise<TGpiItem[]> {
      const rows = await store.gpiEnabled();
      return (['zh', 'en'] as const).flatMap((lang) => {
        const row = rows.find((r) => r.lang === lang);
        return row
          ? [
              {
                i18n: lang,
                attachmentId: row.attachment_id,
                attachmentName: row.attachment_name,
                enable: true,
              },
            ]
          : [];
      });
    },

    async adminPage(query: { typeId: number; pageNum: number; pageSize: number }) {
      const { typeId, pageNum, pageSize } = query;
      const [rows, totals] = await Promise.all([
        store.resourcePage(typeId, false, pageSize, (pageNum - 1) * pageSize),
        store.resourceCount(typeId, false),
      ]);
      const byId = await names(rows.flatMap(filesOf));
      const list: TConsoleResource[] = rows.map((r) => ({
        id: r.id,
        typeId: r.type_id,
        nameZh: r.name_zh,
        nameEn: r.name_en,
        introduceZh: r.introduce_zh,
        introduceEn: r.introduce_en,
        image: fileOf(r.image_id, byId),
        cnFile: fileOf(r.cn_file_id, byId),
        enFile: fileOf(r.en_file_id, byId),
        sort: r.sort,
        enabled: r.enabled === 1,
        updatedAt: r.updated_at,
      }));
      return { list, totals, pageSize, pageNum };
    },

    async create(actor: ContentEditor, form: ResourceForm) {
      await checkResource(form);
      return change(actor, 'resource.create', async (trx) => {
        const values = resourceValues(form, nowIso());
        const id = await resourcesStore(trx).insertResource(values, values.updated_at);
        return { id, files: filesOf(values), detail: resourceDetail(form) };
      });
    },

    async update(actor: ContentEditor, id: number, form: ResourceForm) {
      await checkResource(form);
      return change(actor, 'resource.update', async (trx) => {
        const trxStore = resourcesStore(trx);
        const before = await trxStore.resourceById(id);
        if (!before) throw appError('NOT_FOUND');
        const values = resourceValues(form, nowIso());
        await trxStore.updateResource(id, values);
        return { id, files: [...filesOf(before), ...filesOf(values)], detail: resourceDetail(form) };
      });
    },

    remove: (actor: ContentEditor, id: number) =>
      change(actor, 'resource.delete', async (trx) => {
        const trxStore = resourcesStore(trx);
        const before = await trxStore.resourceById(id);
        if (!before || !(await trxStore.deleteResource(id))) throw appError('NOT_FOUND');
        return { id, files: filesOf(before), detail: { typeId: before.type_id, name: before.name_zh } };
      }),

    async gpiAdminList(): Promise<TConsoleGpi[]> {
      const rows = await store.gpiAll();
      const byId = await names(rows.map((r) => r.attachment_id));
      return rows.map((r) => ({
        id: r.id,
        i18n: r.lang === 'en' ? 'en' : 'zh',
        attachmentId: r.attachment_id,
        attachmentName: r.attachment_name,
        fileName: byId.get(r.attachment_id) ?? '',
        enable: r.enabled === 1,
        updatedAt: r.updated_at,
      }));
    },

    async gpiCreate(actor: ContentEditor, form: GpiForm) {
      const values = await gpiValues(form);
      return change(actor, 'gpi.create', async (trx) => {
        const id = await resourcesStore(trx).insertGpi(values, values.updated_at);
        return {
          id,
          files: [form.attachmentId, ...(await oneEnabled(trx, id, form))],
          detail: gpiDetail(form),
        };
      });
    },

    async gpiUpdate(actor: ContentEditor, id: number, form: GpiForm) {
      const values = await gpiValues(form);
      return change(actor, 'gpi.update', async (trx) => {
        const trxStore = resourcesStore(trx);
        const before = await trxStore.gpiById(id);
        if (!before) throw appError('NOT_FOUND');
        await trxStore.updateGpi(id, values);
        const others = await oneEnabled(trx, id, form);
        return { id, files: [before.attachment_id, form.attachmentId, ...others], detail: gpiDetail(form) };
      });
    },

    gpiRemove: (actor: ContentEditor, id: number) =>
      change(actor, 'gpi.delete', async (trx) => {
        const trxStore = resourcesStore(trx);
        const before = await trxStore.gpiById(id);
        if (!before || !(await trxStore.deleteGpi(id))) throw appError('NOT_FOUND');
        return {
          id,
          files: [before.attachment_id],
          detail: { i18n: before.lang, attachmentId: before.attachment_id },
        };
      }),
  };
};

export type ResourcesService = ReturnType<typeof resourcesService>;
