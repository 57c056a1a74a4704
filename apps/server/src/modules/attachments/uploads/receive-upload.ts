import type { Readable } from 'node:stream';
import {
  ATTACHMENT_FILE_FIELD,
  allowedNamesOf,
  checkFile,
  FILE_RULES,
  type FileRuleName,
} from '@steel-epd/contract';
import type { FastifyBaseLogger } from 'fastify';
import { nowIso } from '../../../platform/crypto.ts';
import type { Limiter } from '../../../platform/limits/limiter.ts';
import type { FileStorage } from '../../../platform/storage/file-storage.ts';
import { newStorageKey } from '../../../platform/storage/storage-key.ts';
import type { AttachmentsStore } from '../attachments.store.ts';
import { fileRefused, isImageRule } from './content-rules.ts';
import { type Inspection, inspectImage, inspectStream, type UploadSource } from './upload-inspect.ts';
import { uploadQuota } from './upload-quota.ts';
import { cleanName } from './upload-rules.ts';

/** One part of a multipart upload, as @fastify/multipart gives it. */
export type UploadPart =
  | { type: 'field'; fieldname: string; value: unknown }
  | { type: 'file'; fieldname: string; filename: string; file: UploadSource };

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

/** Who an upload is from: the row's owner and company, the operator, whose daily quota it takes. */
export interface Uploader {
  ownerUserId: number;
  companyId: number | null;
  operatorId: number | null;
  quota: number | string;
}

const readAll = async (body: Readable): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
};

/**
 * Takes one multipart upload into the storage and the attachments table: the text fields must
 * come before the file, so the rule is known while the bytes stream in. A refusal or a failure
 * leaves no row and no file and takes nothing from the day's bytes.
 */
export const uploadReceiver = ({
  storage,
  log,
  limiter,
  store,
  checks,
}: {
  storage: FileStorage;
  log: FastifyBaseLogger;
  limiter: Limiter;
  store: AttachmentsStore;
  checks: UploadContentChecks;
}) => {
  const quota = uploadQuota(limiter);

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

  return async <F extends { businessType: string; businessVersion?: string; reportType?: string }>(
    uploader: Uploader,
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
        await quota.takeFile(uploader.quota);
        const { key, inspection } = await receive(ruleName, fileName, part.file);
        received = { key, inspection, fileName, fields, rule: ruleName };
        await quota.takeBytes(uploader.quota, inspection.size);
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
        await quota
          .giveBackBytes(uploader.quota, bytesTaken)
          .catch((e: unknown) => log.warn({ err: e }, 'upload bytes not given back'));
      }
      if (received) {
        await storage.remove(received.key).catch((e: unknown) => log.error({ err: e }, 'orphan upload left'));
      }
      throw err;
    }
  };
};
