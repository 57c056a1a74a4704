import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  attachmentRuleOf,
  consoleUploadRuleOf,
  ZAttachmentUploadFields,
  ZConsoleUploadFields,
} from '@steel-epd/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Actor, UserActor } from '../../platform/access/actor.ts';
import { assertMayApply, assertMayDownloadPublished, fileRefusal } from '../../platform/access/policies.ts';
import { nowIso } from '../../platform/crypto.ts';
import type { Database } from '../../platform/db/schema.ts';
import { onRollback } from '../../platform/db/transact.ts';
import { appError } from '../../platform/errors.ts';
import type { Limiter } from '../../platform/limits/limiter.ts';
import type { AttachmentInfo } from '../../platform/services.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { newStorageKey } from '../../platform/storage/storage-key.ts';
import { isPublicImage, isPublishedDocument, mayRead } from './access.ts';
import { type AttachmentRow, attachmentsStore } from './attachments.store.ts';
import { type UploadContentChecks, type UploadPart, uploadReceiver } from './uploads/receive-upload.ts';
import { cleanName, isForAnApplication, parseFields } from './uploads/upload-rules.ts';

const infoOf = (row: AttachmentRow): AttachmentInfo => ({
  id: row.id,
  businessType: row.business_type,
  fileName: row.file_name,
  mimeType: row.mime_type,
  size: row.size,
  ownerUserId: row.owner_user_id,
});

interface Deps {
  db: Kysely<Database>;
  storage: FileStorage;
  log: FastifyBaseLogger;
  limiter: Limiter;
  /** Content checks of portal uploads by rule (services.ts passes the low-carbon workbook's). */
  checks?: UploadContentChecks;
  /**
   * Files drawn again whenever they are served, by business type: services.ts passes the
   * catalogue's EPD_QR drawer (a QR code from today's PUBLIC_BASE_URL). null: the stored bytes.
   */
  drawn?: Readonly<Record<string, (attachmentId: number) => Promise<Uint8Array | null>>>;
}

/**
 * The uploaded and generated files: uploads (multipart, checked as they stream, within each
 * uploader's daily quota), reads under the access rules (access.ts), and the writers other
 * modules call with a transaction's `db` (putFile, setPublished, shareWithCompany).
 */
export const attachmentsService = ({ db, storage, log, limiter, checks = {}, drawn = {} }: Deps) => {
  const store = attachmentsStore(db);
  const receiveUpload = uploadReceiver({ storage, log, limiter, store, checks });

  /** What a reader gets of a file: drawn now where its type says so, else the stored bytes. */
  const served = async (row: AttachmentRow): Promise<{ row: AttachmentRow; body: Readable } | null> => {
    const bytes = await drawn[row.business_type]?.(row.id);
    if (bytes) return { row: { ...row, size: bytes.byteLength }, body: Readable.from([Buffer.from(bytes)]) };
    const body = await storage.get(row.storage_key);
    if (!body)
      log.error({ attachmentId: row.id, key: row.storage_key }, 'attachment file missing from storage');
    return body ? { row, body } : null;
  };

  return {
    /**
     * Takes one upload. The text fields must come before the file (browsers send FormData in
     * the order it was filled), so the rule is known while the bytes stream in and an oversize
     * or wrong file is refused before it is all read. A refusal or a failure leaves no row and
     * no file, and takes nothing from the day's bytes. Each user has a daily quota of files and
     * bytes (UPLOAD_QUOTA). An LCA or EPD upload, or a low-carbon workbook, is for an application, so
     * the caller's company must be certified (the action gate of spec 01 §4), else it is refused
     * before its bytes. A rule with a content check (the workbook) is refused when it fails.
     */
    async upload(actor: UserActor, parts: AsyncIterable<UploadPart>): Promise<{ id: number }> {
      const { user } = actor;
      return receiveUpload(
        { ownerUserId: user.id, companyId: user.companyId, operatorId: null, quota: user.id },
        parts,
        (texts) => {
          const fields = parseFields(ZAttachmentUploadFields, texts);
          return { fields, rule: attachmentRuleOf(fields.businessType, fields.reportType) };
        },
        async (fields) => {
          if (
            !isForAnApplication(fields.businessType, attachmentRuleOf(fields.businessType, fields.reportType))
          )
            return;
          const status = user.companyId === null ? null : await store.companyStatus(user.companyId);
          assertMayApply(actor, status);
        },
      );
    },

    /** An operator's upload of a catalogue file: the same checks, the operator's own daily quota. */
    async uploadByOperator(operatorId: number, parts: AsyncIterable<UploadPart>): Promise<{ id: number }> {
      return receiveUpload(
        { ownerUserId: 0, companyId: null, operatorId, quota: `operator:${operatorId}` },
        parts,
        (texts) => {
          const fields = parseFields(ZConsoleUploadFields, texts);
          return { fields, rule: consoleUploadRuleOf(fields.businessType) };
        },
      );
    },

    /**
     * The file and its row, when the reader may see it (or it is a public image and the route
     * shows those, or a published document and the reader's registration is approved). Anything
     * else is NOT_FOUND, so an id that exists is not confirmed; an operator whose role does not
     * handle the file's record hears OPERATOR_ROLE_REQUIRED.
     */
    async open(
      id: number,
      actor: Actor,
      options: { publicImages: boolean },
    ): Promise<{ row: AttachmentRow; body: Readable }> {
      const row = await store.byId(id);
      if (!row) throw appError('NOT_FOUND');
      if (!mayRead(row, actor) && !(options.publicImages && isPublicImage(row))) {
        if (!isPublishedDocument(row)) throw appError(fileRefusal(actor));
        // A published document: the download flow's audit rule decides (spec 02 §4).
        const audit = actor.kind === 'user' ? await store.auditStatus(actor.user.id) : null;
        assertMayDownloadPublished(actor, audit);
      }
      const file = await served(row);
      if (!file) throw appError('NOT_FOUND');
      return file;
    },

    /**
     * Stores bytes the platform made or an operator handed over (a generated QR code, a report
     * an operator uploaded, a seeded file). Such a file has no portal owner (owner_user_id 0,
     * which no user has), so only operators and the module that serves it for a published
     * record ever read it. Pass `db` of a transaction through `attachmentsService` to make the
     * row part of that decision; the bytes are removed again if the insert fails.
     */
    async putFile(file: {
      operatorId: number | null;
      businessType: string;
      fileName: string;
      mimeType: string;
      bytes: Uint8Array;
      published?: boolean;
    }): Promise<{ id: number; sha256: string }> {
      const key = newStorageKey();
      const sha256 = createHash('sha256').update(file.bytes).digest('hex');
      await storage.put(key, Buffer.from(file.bytes));
      try {
        const now = nowIso();
        const id = await store.insert({
          owner_user_id: 0,
          company_id: null,
          business_type: file.businessType,
          business_version: null,
          report_type: null,
          file_name: cleanName(file.fileName),
          mime_type: file.mimeType,
          size: file.bytes.byteLength,
          storage_key: key,
          sha256,
          created_at: now,
          published_at: file.published ? now : null,
          operator_id: file.operatorId,
        });
        // Inside a transaction opened by `transact`, a rollback removes the file again.
        onRollback(db, () => storage.remove(key));
        return { id, sha256 };
      } catch (err) {
        await storage.remove(key).catch((e: unknown) => log.error({ err: e }, 'orphan file left'));
        throw err;
      }
    },

    /**
     * A file whose reader the calling module has already decided may see it (a report of a
     * published EPD, a PCR document): no owner check here. NOT_FOUND when there is no such file.
     */
    async openChecked(id: number): Promise<{ row: AttachmentRow; body: Readable }> {
      const row = await store.byId(id);
      const file = row ? await served(row) : null;
      if (!file) throw appError('NOT_FOUND');
      return file;
    },

    /** The row of a file (its digest, size, type), for a module that points at it. */
    info: (id: number): Promise<AttachmentRow | undefined> => store.byId(id),

    /**
     * Publishes or withdraws files (the module that publishes what they belong to calls this:
     * an approved resource, a published EPD); a published public-type image is shown to anyone.
     * Pass a transaction's `db` through `attachmentsService` to make it part of that decision.
     */
    async setPublished(ids: readonly number[], published: boolean): Promise<void> {
      if (ids.length > 0) await store.setPublished(ids, published ? nowIso() : null);
    },

    /**
     * Shares operator uploads with a company, so its users download them like their own files
     * (the access layer's `attachment` resource reads the company link): a quote or contract the
     * secretariat issues. Only files no company has yet; answers how many it shared. Pass a
     * transaction's `db` through `attachmentsService` to make it part of the issuing.
     */
    shareWithCompany: (ids: readonly number[], companyId: number): Promise<number> =>
      store.shareWithCompany(ids, companyId),

    async ownedBy(
      id: number,
      userId: number,
      businessTypes: readonly string[],
    ): Promise<AttachmentInfo | null> {
      const row = await store.ownedBy(id, userId, businessTypes);
      return row ? infoOf(row) : null;
    },
  };
};

export type AttachmentsService = ReturnType<typeof attachmentsService>;
