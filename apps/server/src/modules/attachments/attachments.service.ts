import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  ATTACHMENT_FILE_FIELD,
  type AttachmentBusinessType,
  allowedNamesOf,
  attachmentRuleOf,
  type ConsoleUploadType,
  checkFile,
  consoleUploadRuleOf,
  FILE_RULES,
  type FileRuleName,
  PUBLIC_IMAGE_BUSINESS_TYPES,
  PUBLIC_OPERATOR_IMAGE_TYPES,
  PUBLISHED_DOCUMENT_TYPES,
  UPLOAD_QUOTA,
  ZAttachmentUploadFields,
  ZConsoleUploadFields,
} from '@steel-epd/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Actor, UserActor } from '../../platform/access/actor.ts';
import {
  assertMayApply,
  assertMayDownloadPublished,
  can,
  type FileRecord,
  fileRefusal,
  type Resource,
} from '../../platform/access/policies.ts';
import { nowIso } from '../../platform/crypto.ts';
import type { Database } from '../../platform/db/schema.ts';
import { onRollback } from '../../platform/db/transact.ts';
import { appError } from '../../platform/errors.ts';
import { type Limiter, limitKey } from '../../platform/limits/limiter.ts';
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

/**
 * Control characters have no place in a name shown in a list or a header, nor bidi controls,
 * which make `report\u202Efdp.exe` read as `reportexe.pdf`.
 */
const cleanName = (name: string) => name.replace(/[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu, '').trim();

const parseFields = <T>(schema: z.ZodType<T>, texts: Record<string, string>): T => {
  const parsed = schema.safeParse(texts);
  if (parsed.success) return parsed.data;
  throw appError('VALIDATION_FAILED', {
    fields: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
  });
};

/**
 * What a portal user's upload belongs to, by its type: the certification's images, an
 * application's reports and data, a verification request's report; the portal's only RES_IMG
 * upload is the low-carbon workbook (the resource images are the secretariat's).
 */
const PORTAL_FILE_RECORDS: Record<AttachmentBusinessType, FileRecord> = {
  COMPANY_LICENSE: 'company',
  COMPANY_BILL_INFO: 'company',
  LCA: 'application',
  EPD: 'application',
  EPD_VERIFY: 'verification',
  RES_IMG: 'lowCarbon',
  PCR_REQUEST: 'pcr',
};

/**
 * What a file without a portal owner belongs to: an operator's upload by its type, and the files
 * the platform makes (an EPD's QR code, the low-carbon workbook template). A type added to the
 * console's uploads must be placed here.
 */
const PLATFORM_FILE_RECORDS: Record<ConsoleUploadType | 'EPD_QR' | 'LCES_TEMPLATE', FileRecord> = {
  EPD: 'catalogue',
  EPD_DATA: 'catalogue',
  EPD_QR: 'catalogue',
  PCR: 'pcr',
  QUOTE: 'application',
  CONTRACT: 'application',
  VERIFY_FEEDBACK: 'verification',
  RES_IMG: 'content',
  NEWS_IMG: 'content',
  NOTICE: 'content',
  RESOURCE: 'content',
  GPI: 'content',
  TEMPLATE: 'content',
  LCES_TEMPLATE: 'content',
};

const recordOf = (row: Pick<AttachmentRow, 'owner_user_id' | 'business_type'>): FileRecord => {
  const records: Record<string, FileRecord> =
    row.owner_user_id === 0 ? PLATFORM_FILE_RECORDS : PORTAL_FILE_RECORDS;
  return Object.hasOwn(records, row.business_type) ? (records[row.business_type] ?? 'unknown') : 'unknown';
};

/**
 * A file as the access layer reads it: a user reads their own and their company's (company files
 * are shared within the company: a colleague may need the licence image or a report someone else
 * uploaded; the company is the one the file was uploaded under, compared with the reader's now);
 * an operator reads it when their role handles the record it belongs to.
 */
export const attachmentResource = (
  row: Pick<AttachmentRow, 'owner_user_id' | 'company_id' | 'business_type'>,
): Extract<Resource, { kind: 'attachment' }> => ({
  kind: 'attachment',
  ownerUserId: row.owner_user_id,
  companyId: row.company_id,
  record: recordOf(row),
});

const mayRead = (row: AttachmentRow, actor: Actor) => can(actor, 'read', attachmentResource(row));

/**
 * Images no user can upload under their type (never a portal upload's businessType): the QR
 * code generated when an EPD is published, and the pictures editors upload for news.
 */
export const PLATFORM_PUBLIC_IMAGE_TYPES: readonly string[] = ['EPD_QR', ...PUBLIC_OPERATOR_IMAGE_TYPES];

/**
 * Shown to anyone: an image of a public type (a resource cover) once an operator has published
 * what it belongs to. Until then it is private like any upload, so no user can publish an image
 * by uploading it; and only images, so a table uploaded under RES_IMG stays private.
 */
export const isPublicImage = (row: AttachmentRow) =>
  row.published_at !== null &&
  ((PUBLIC_IMAGE_BUSINESS_TYPES as readonly string[]).includes(row.business_type) ||
    PLATFORM_PUBLIC_IMAGE_TYPES.includes(row.business_type)) &&
  row.mime_type.startsWith('image/');

/**
 * A document the secretariat published with its item (a resource's file, the GPI document):
 * a platform file (no portal owner) of a published-document type whose item is shown.
 */
export const isPublishedDocument = (row: AttachmentRow) =>
  row.published_at !== null &&
  row.owner_user_id === 0 &&
  (PUBLISHED_DOCUMENT_TYPES as readonly string[]).includes(row.business_type);

/** Uploads for an EPD or CFP application: they pass the action gate of spec 01 §4 first. */
const APPLICATION_UPLOAD_TYPES: readonly string[] = ['LCA', 'EPD'];
/** Rules of uploads for a low-carbon steel application: the same gate (spec 02 §5). */
const APPLICATION_UPLOAD_RULES: readonly FileRuleName[] = ['lowCarbonExcel'];

/**
 * A module's check of an uploaded file's content beyond its type (a workbook that must read and
 * compute), by rule. It throws an AppError to refuse; the file is then not kept and no row written.
 * Given by services.ts, so attachments imports no module that checks.
 */
export type UploadContentCheck = (file: {
  bytes: Buffer;
  fileName: string;
  mimeType: string;
}) => Promise<void>;
export type UploadContentChecks = Partial<Record<FileRuleName, UploadContentCheck>>;

const readAll = async (body: Readable): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
};

/** The limiter's counters of a user's uploads today. */
export const uploadQuotaKeys = {
  files: (subject: number | string) => limitKey('upload.files', subject),
  bytes: (subject: number | string) => limitKey('upload.bytes', subject),
};

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

export const attachmentsService = ({ db, storage, log, limiter, checks = {}, drawn = {} }: Deps) => {
  const store = attachmentsStore(db);

  /** What a reader gets of a file: drawn now where its type says so, else the stored bytes. */
  const served = async (row: AttachmentRow): Promise<{ row: AttachmentRow; body: Readable } | null> => {
    const bytes = await drawn[row.business_type]?.(row.id);
    if (bytes) return { row: { ...row, size: bytes.byteLength }, body: Readable.from([Buffer.from(bytes)]) };
    const body = await storage.get(row.storage_key);
    if (!body)
      log.error({ attachmentId: row.id, key: row.storage_key }, 'attachment file missing from storage');
    return body ? { row, body } : null;
  };
  const { filesPerDay, bytesPerDay, windowMs } = UPLOAD_QUOTA;

  /**
   * A file counts against the day's files when its bytes start to be read (a refused file
   * too: reading it was work), and is refused at once when the day's bytes are already spent.
   */
  const takeFileQuota = async (userId: number | string) => {
    const files = await limiter.hit(uploadQuotaKeys.files(userId), filesPerDay, windowMs);
    if (!files.allowed) throw appError('UPLOAD_DAILY_FILES', { retryAfterS: files.retryAfterMs / 1000 });
    const bytes = await limiter.peek(uploadQuotaKeys.bytes(userId));
    if (bytes.count >= bytesPerDay)
      throw appError('UPLOAD_DAILY_BYTES', { retryAfterS: bytes.retryAfterMs / 1000 });
  };

  /**
   * The stored size is taken from the day's bytes (take-then-check, so parallel uploads cannot
   * pass the cap together); a file that does not fit is given back and not kept.
   */
  const takeByteQuota = async (userId: number | string, size: number) => {
    const key = uploadQuotaKeys.bytes(userId);
    const bytes = await limiter.hit(key, bytesPerDay, windowMs, size);
    if (bytes.allowed) return;
    await limiter.giveBack(key, size);
    throw appError('UPLOAD_DAILY_BYTES', { retryAfterS: bytes.retryAfterMs / 1000 });
  };

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

  const receiveUpload = async <
    F extends { businessType: string; businessVersion?: string; reportType?: string },
  >(
    uploader: {
      ownerUserId: number;
      companyId: number | null;
      operatorId: number | null;
      quota: number | string;
    },
    parts: AsyncIterable<UploadPart>,
    parse: (texts: Record<string, string>) => { fields: F; rule: FileRuleName },
    /** Decides, once the fields are known and before any byte is read, whether this upload may be taken. */
    admit: (fields: F) => Promise<void> = async () => {},
  ): Promise<{ id: number }> => {
    const texts: Record<string, string> = {};
    let received: {
      key: string;
      inspection: Inspection;
      fileName: string;
      fields: F;
      rule: FileRuleName;
    } | null = null;
    let bytesTaken = 0;
    try {
      for await (const part of parts) {
        if (part.type === 'field') {
          if (!received && typeof part.value === 'string') texts[part.fieldname] = part.value;
          continue;
        }
        if (part.fieldname !== ATTACHMENT_FILE_FIELD) throw fileRefused('validation.fileRequired');
        const { fields, rule: ruleName } = parse(texts);
        const fileName = cleanName(part.filename);
        // Name and extension now; size and emptiness are known only as the bytes arrive.
        const nameProblem = checkFile(
          FILE_RULES[ruleName],
          { name: fileName, size: 1 },
          allowedNamesOf(ruleName),
        );
        if (nameProblem) throw fileRefused(nameProblem);
        await admit(fields);
        await takeFileQuota(uploader.quota);
        const { key, inspection } = await receive(ruleName, fileName, part.file);
        received = { key, inspection, fileName, fields, rule: ruleName };
        await takeByteQuota(uploader.quota, inspection.size);
        bytesTaken = inspection.size;
      }
      if (!received) {
        parse(texts);
        throw fileRefused('validation.fileRequired');
      }
      const { key, inspection, fileName, fields, rule } = received;
      const check = uploader.operatorId === null ? checks[rule] : undefined;
      if (check) {
        const body = await storage.get(key);
        if (!body) throw new Error('an upload just stored is missing');
        await check({ bytes: await readAll(body), fileName, mimeType: inspection.mimeType });
      }
      const id = await store.insert({
        owner_user_id: uploader.ownerUserId,
        company_id: uploader.companyId,
        business_type: fields.businessType,
        business_version: fields.businessVersion || null,
        report_type: fields.reportType || null,
        file_name: fileName,
        mime_type: inspection.mimeType,
        size: inspection.size,
        storage_key: key,
        sha256: inspection.sha256,
        created_at: nowIso(),
        published_at: null,
        operator_id: uploader.operatorId,
      });
      return { id };
    } catch (err) {
      // Not kept, so not counted against the day's bytes.
      if (bytesTaken > 0) {
        await limiter
          .giveBack(uploadQuotaKeys.bytes(uploader.quota), bytesTaken)
          .catch((e: unknown) => log.warn({ err: e }, 'upload bytes not given back'));
      }
      if (received) {
        await storage.remove(received.key).catch((e: unknown) => log.error({ err: e }, 'orphan upload left'));
      }
      throw err;
    }
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
          const rule = attachmentRuleOf(fields.businessType, fields.reportType);
          if (
            !APPLICATION_UPLOAD_TYPES.includes(fields.businessType) &&
            !APPLICATION_UPLOAD_RULES.includes(rule)
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
