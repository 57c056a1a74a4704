import type {
  Lang,
  TConsoleFriendlyLink,
  TConsoleFriendlyType,
  TFriendlyLink,
  TFriendlyLinkValues,
  TFriendlyTypeValues,
} from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import { nowIso } from '../../platform/crypto.ts';
import type { Database } from '../../platform/db/schema.ts';
import { isUniqueViolation } from '../../platform/db/unique.ts';
import { appError } from '../../platform/errors.ts';
import { type ContentEditor, checkFiles, contentChanges } from './content-files.ts';
import type { ResourcesDeps } from './resources.service.ts';
import { resourcesStore } from './resources.store.ts';

type TypeForm = TFriendlyTypeValues;
type LinkForm = TFriendlyLinkValues;

/**
 * Friendly links (spec 02 §2 "/Links", §3): the link types (tabs) and their links with a logo.
 * Only http(s) addresses are taken (the contract's form refuses any other). A change, its
 * logo's publication and its audit entry commit together.
 */
export const linksService = ({
  db,
  attachments,
  attachmentsFor,
  auditFor,
}: Omit<ResourcesDeps, 'dictionaries'>) => {
  const store = resourcesStore(db);
  const change = contentChanges({ db, attachmentsFor, auditFor });

  const typeValues = (form: TypeForm) => ({
    code: form.code,
    name: form.name,
    name_en: form.enName,
    sort: form.sort,
  });

  /** A unique-code refusal from the insert or update itself (two operators at once). */
  const codeTaken = (err: unknown) => (isUniqueViolation(err) ? appError('FRIENDLY_TYPE_CODE_TAKEN') : err);

  const checkLink = async (trx: Kysely<Database>, form: LinkForm) => {
    if (!(await resourcesStore(trx).typeById(form.typeId))) {
      throw appError('VALIDATION_FAILED', {
        fields: [{ path: 'body.typeId', message: 'console.links.typeInvalid' }],
      });
    }
  };
  const linkValues = (form: LinkForm) => ({
    type_id: form.typeId,
    link: form.link,
    company_name: form.companyName,
    company_name_en: form.companyNameEn,
    logo_id: form.attachmentId ?? null,
    sort: form.sort,
  });
  const linkDetail = (form: LinkForm) => ({
    typeId: form.typeId,
    link: form.link,
    companyName: form.companyName,
  });
  const checkLogo = (form: LinkForm) =>
    checkFiles(attachments, [{ path: 'attachmentId', id: form.attachmentId, type: 'RES_IMG' }]);

  return {
    async typePage(pageNum: number, pageSize: number) {
      const [rows, totals] = await Promise.all([
        store.typePage(pageSize, (pageNum - 1) * pageSize),
        store.typeCount(),
      ]);
      return {
        list: rows.map((r) => ({ id: r.id, code: r.code, name: r.name, enName: r.name_en })),
        totals,
        pageSize,
        pageNum,
      };
    },

    async links(typeCode: string | undefined, lang: Lang): Promise<TFriendlyLink[]> {
      return (await store.links(typeCode)).map((r) => ({
        id: r.id,
        link: r.link,
        companyName: lang === 'en' && r.company_name_en !== '' ? r.company_name_en : r.company_name,
        typeCode: r.type_code,
        attachmentId: r.logo_id,
      }));
    },

    async typeAdminList(): Promise<TConsoleFriendlyType[]> {
      return (await store.typesWithLinks()).map((r) => ({
        id: r.id,
        code: r.code,
        name: r.name,
        enName: r.name_en,
        sort: r.sort,
        links: Number(r.links),
      }));
    },

    typeCreate: (actor: ContentEditor, form: TypeForm) =>
      change(actor, 'friendlyType.create', async (trx) => {
        const trxStore = resourcesStore(trx);
        if (await trxStore.typeByCode(form.code)) throw appError('FRIENDLY_TYPE_CODE_TAKEN');
        const id = await trxStore.insertType(typeValues(form), nowIso());
        return { id, detail: { code: form.code, name: form.name } };
      }).catch((err: unknown) => {
        throw codeTaken(err);
      }),

    typeUpdate: (actor: ContentEditor, id: number, form: TypeForm) =>
      change(actor, 'friendlyType.update', async (trx) => {
        const trxStore = resourcesStore(trx);
        const other = await trxStore.typeByCode(form.code);
        if (other && other.id !== id) throw appError('FRIENDLY_TYPE_CODE_TAKEN');
        if (!(await trxStore.updateType(id, typeValues(form)))) throw appError('NOT_FOUND');
        return { id, detail: { code: form.code, name: form.name } };
      }).catch((err: unknown) => {
        throw codeTaken(err);
      }),

    typeRemove: (actor: ContentEditor, id: number) =>
      change(actor, 'friendlyType.delete', async (trx) => {
        const trxStore = resourcesStore(trx);
        const before = await trxStore.typeById(id);
        if (!before) throw appError('NOT_FOUND');
        if ((await trxStore.linkCountOf(id)) > 0) throw appError('FRIENDLY_TYPE_IN_USE');
        await trxStore.deleteType(id);
        return { id, detail: { code: before.code, name: before.name } };
      }),

    async linkAdminList(typeId: number): Promise<TConsoleFriendlyLink[]> {
      const rows = await store.linksOfType(typeId);
      const logos = new Map(
        (await store.fileNames(rows.flatMap((r) => (r.logo_id === null ? [] : [r.logo_id])))).map((f) => [
          f.id,
          f.file_name,
        ]),
      );
      return rows.map((r) => ({
        id: r.id,
        typeId: r.type_id,
        link: r.link,
        companyName: r.company_name,
        companyNameEn: r.company_name_en,
        logo: r.logo_id === null ? null : { id: r.logo_id, name: logos.get(r.logo_id) ?? '' },
        sort: r.sort,
      }));
    },

    async linkCreate(actor: ContentEditor, form: LinkForm) {
      await checkLogo(form);
      return change(actor, 'friendlyLink.create', async (trx) => {
        await checkLink(trx, form);
        const id = await resourcesStore(trx).insertLink(linkValues(form), nowIso());
        return { id, files: [form.attachmentId], detail: linkDetail(form) };
      });
    },

    async linkUpdate(actor: ContentEditor, id: number, form: LinkForm) {
      await checkLogo(form);
      return change(actor, 'friendlyLink.update', async (trx) => {
        await checkLink(trx, form);
        const trxStore = resourcesStore(trx);
        const before = await trxStore.linkById(id);
        if (!before) throw appError('NOT_FOUND');
        await trxStore.updateLink(id, linkValues(form));
        return { id, files: [before.logo_id, form.attachmentId], detail: linkDetail(form) };
      });
    },

    linkRemove: (actor: ContentEditor, id: number) =>
      change(actor, 'friendlyLink.delete', async (trx) => {
        const trxStore = resourcesStore(trx);
        const before = await trxStore.linkById(id);
        if (!before || !(await trxStore.deleteLink(id))) throw appError('NOT_FOUND');
        return {
          id,
          files: [before.logo_id],
          detail: { link: before.link, companyName: before.company_name },
        };
      }),
  };
};

export type LinksService = ReturnType<typeof linksService>;
