import type { Readable } from 'node:stream';
import {
  ATTACHMENT_FILE_FIELD,
  attachmentRuleOf,
  checkFile,
  FILE_RULES,
  type FileRuleName,
  PUBLIC_IMAGE_BUSINESS_TYPES,
  type TAttachmentUploadFields,
  ZAttachmentUploadFields,
} from '@steel-epd/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { SessionOperator, SessionUser } from '../../platform/auth.ts';
import { nowIso } from '../../platform/crypto.ts';
import type { Database } from '../../platform/db/schema.ts';
import { appError } from '../../platform/errors.ts';
import type { AttachmentInfo } from '../../platform/services.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { newStorageKey } from '../../platform/storage/storage-key.ts';
import { type AttachmentRow, attachmentsStore } from './attachments.store.ts';
import { fileRefused, isImageRule } from './content-rules.ts';
import { type Inspection, inspectImage, inspectStream, type UploadSource } from './upload-inspect.ts';

/** One part of a multipart upload, as @fastify/multipart gives it. */
export type UploadPart =
  | { type: 'field'; fieldname: string; value: unknown }
  | { type: 'file'; fieldname: string; filename: string; file: UploadSource };

/** Who asks for a file: a portal user, an operator, or nobody. */
export interface Reader {
  user: SessionUser | null;
  operator: SessionOperator | null;
}

/**
 * Control characters have no place in a name shown in a list or a header, nor bidi controls,
 * which make `report\u202Efdp.exe` read as `reportexe.pdf`.
 */
const cleanName = (name: string) => name.replace(/[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu, '').trim();

const parseFields = (texts: Record<string, string>): TAttachmentUploadFields => {
  const parsed = ZAttachmentUploadFields.safeParse(texts);
  if (parsed.success) return parsed.data;
  throw appError('VALIDATION_FAILED', {
    fields: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
  });
};

/**
 * An operator reads every file; a user reads their own and their company's (company files are
 * shared within the company: a colleague may need the licence image or a report someone else
 * uploaded). The company is the one the file was uploaded under, compared with the reader's now.
 */
const mayRead = (row: AttachmentRow, reader: Reader) =>
  reader.operator !== null ||
  (reader.user !== null &&
    (row.owner_user_id === reader.user.id ||
      (row.company_id !== null && row.company_id === reader.user.companyId)));

/** Resource covers are shown to anyone; only images, so a table uploaded under RES_IMG stays private. */
export const isPublicImage = (row: AttachmentRow) =>
  (PUBLIC_IMAGE_BUSINESS_TYPES as readonly string[]).includes(row.business_type) &&
  row.mime_type.startsWith('image/');

const infoOf = (row: AttachmentRow): AttachmentInfo => ({
  id: row.id,
  businessType: row.business_type,
  fileName: row.file_name,
  mimeType: row.mime_type,
  size: row.size,
  ownerUserId: row.owner_user_id,
});

export const attachmentsService = (db: Kysely<Database>, storage: FileStorage, log: FastifyBaseLogger) => {
  const store = attachmentsStore(db);

  /** Checks and stores one file part under a new key; on refusal nothing is stored. */
  const receive = async (
    ruleName: FileRuleName,
    fileName: string,
    source: UploadSource,
  ): Promise<{ key: string; inspection: Inspection }> => {
    const key = newStorageKey();
    if (isImageRule(ruleName)) {
      const { bytes, inspection } = await inspectImage(source, ruleName, fileName);
      await storage.put(key, bytes);
      return { key, inspection };
    }
    const inspected = inspectStream(source, ruleName, fileName);
    await storage.put(key, inspected.body);
    return { key, inspection: inspected.result() };
  };

  return {
    /**
     * Takes one upload. The text fields must come before the file (browsers send FormData in
     * the order it was filled), so the rule is known while the bytes stream in and an oversize
     * or wrong file is refused before it is all read. A refusal or a failure leaves no row and
     * no file.
     */
    async upload(user: SessionUser, parts: AsyncIterable<UploadPart>): Promise<{ id: number }> {
      const texts: Record<string, string> = {};
      let received: {
        key: string;
        inspection: Inspection;
        fileName: string;
        fields: TAttachmentUploadFields;
      } | null = null;
      try {
        for await (const part of parts) {
          if (part.type === 'field') {
            if (!received && typeof part.value === 'string') texts[part.fieldname] = part.value;
            continue;
          }
          if (part.fieldname !== ATTACHMENT_FILE_FIELD) throw fileRefused('validation.fileRequired');
          const fields = parseFields(texts);
          const ruleName = attachmentRuleOf(fields.businessType, fields.reportType);
          const fileName = cleanName(part.filename);
          // Name and extension now; size and emptiness are known only as the bytes arrive.
          const nameProblem = checkFile(FILE_RULES[ruleName], { name: fileName, size: 1 });
          if (nameProblem) throw fileRefused(nameProblem);
          const { key, inspection } = await receive(ruleName, fileName, part.file);
          received = { key, inspection, fileName, fields };
        }
        if (!received) {
          parseFields(texts);
          throw fileRefused('validation.fileRequired');
        }
        const { key, inspection, fileName, fields } = received;
        const id = await store.insert({
          owner_user_id: user.id,
          company_id: user.companyId,
          business_type: fields.businessType,
          business_version: fields.businessVersion || null,
          report_type: fields.reportType || null,
          file_name: fileName,
          mime_type: inspection.mimeType,
          size: inspection.size,
          storage_key: key,
          sha256: inspection.sha256,
          created_at: nowIso(),
        });
        return { id };
      } catch (err) {
        if (received) {
          await storage
            .remove(received.key)
            .catch((e: unknown) => log.error({ err: e }, 'orphan upload left'));
        }
        throw err;
      }
    },

    /**
     * The file and its row, when the reader may see it (or it is a public image and the route
     * shows those). Anything else is NOT_FOUND, so an id that exists is not confirmed.
     */
    async open(
      id: number,
      reader: Reader,
      options: { publicImages: boolean },
    ): Promise<{ row: AttachmentRow; body: Readable }> {
      const row = await store.byId(id);
      if (!row || !(mayRead(row, reader) || (options.publicImages && isPublicImage(row)))) {
        throw appError('NOT_FOUND');
      }
      const body = await storage.get(row.storage_key);
      if (!body) {
        log.error({ attachmentId: id, key: row.storage_key }, 'attachment file missing from storage');
        throw appError('NOT_FOUND');
      }
      return { row, body };
    },

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
