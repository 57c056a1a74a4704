import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  EVIDENCE_DIGEST_LIMIT,
  EVIDENCE_FILE_FIELD,
  EVIDENCE_FILE_LIMIT,
  epdPublicStatus,
  type TEvidenceAnswer,
} from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import type { Actor } from '../../platform/access/actor.ts';
import { todayIn } from '../../platform/days.ts';
import type { Database } from '../../platform/db/schema.ts';
import { appError } from '../../platform/errors.ts';
import { type Limiter, limitKey } from '../../platform/limits/limiter.ts';
import { ledgerStore } from './ledger.store.ts';

type FilePart =
  | { type: 'field'; fieldname: string }
  | { type: 'file'; fieldname: string; file: Readable & { truncated?: boolean } };

interface Deps {
  db: Kysely<Database>;
  limiter: Limiter;
  timeZone: string;
}

/** The public face of the ledger: is this file or digest a registered report, and the daily heads. */
export const evidenceService = ({ db, limiter, timeZone }: Deps) => {
  const store = ledgerStore(db);

  const limit = async (name: string, actor: Actor, rule: { limit: number; windowMs: number }) => {
    const hit = await limiter.hit(limitKey(name, actor.ip ?? 'unknown'), rule.limit, rule.windowMs);
    if (!hit.allowed) throw appError('RATE_LIMITED', { retryAfterS: Math.ceil(hit.retryAfterMs / 1000) });
  };

  const lookup = async (digest: string): Promise<TEvidenceAnswer> => {
    // The registered file itself, or else a copy the platform stamped for a reader (issue 28).
    const registered = await store.reportsByDigest(digest);
    // The same reader downloading within the same minute gets the same bytes: one match per
    // entry, with its first issue.
    const rows =
      registered.length > 0
        ? registered
        : (await store.copiesByDigest(digest)).filter(
            (r, i, all) => all.findIndex((o) => o.id === r.id) === i,
          );
    const today = todayIn(timeZone);
    return {
      digest,
      registered: rows.length > 0,
      matches: rows.map((r) => ({
        registrationNumber: r.registration_number,
        productName: r.product_name,
        productNameEn: r.product_name_en,
        lang: r.lang ?? '',
        registeredAt: r.created_at,
        entryHash: r.entry_hash,
        // Only published versions ever have ledger entries, so a draft's null cannot come here.
        epdStatus: epdPublicStatus(r.status, r.expiry_date, today) ?? 'valid',
        businessId: r.business_id,
        current: r.current === 1,
        copyIssuedAt: r.copy_issued_at,
      })),
    };
  };

  return {
    async verifyDigest(digest: string, actor: Actor) {
      await limit('evidence.digest', actor, EVIDENCE_DIGEST_LIMIT);
      return lookup(digest);
    },

    /**
     * Hashes the uploaded file as it streams in and forgets it: nothing is written anywhere.
     * The multipart limit stops a file over the report size (PAYLOAD_TOO_LARGE).
     */
    async verifyFile(parts: AsyncIterable<FilePart>, actor: Actor) {
      await limit('evidence.file', actor, EVIDENCE_FILE_LIMIT);
      let digest: string | null = null;
      for await (const part of parts) {
        if (part.type !== 'file') continue;
        if (part.fieldname !== EVIDENCE_FILE_FIELD || digest !== null) {
          part.file.resume();
          throw appError('VALIDATION_FAILED', {
            fields: [{ path: EVIDENCE_FILE_FIELD, message: 'validation.fileRequired' }],
          });
        }
        const hash = createHash('sha256');
        let size = 0;
        for await (const chunk of part.file) {
          hash.update(chunk as Buffer);
          size += (chunk as Buffer).length;
        }
        if (part.file.truncated) throw appError('PAYLOAD_TOO_LARGE');
        if (size === 0) {
          throw appError('VALIDATION_FAILED', {
            fields: [{ path: EVIDENCE_FILE_FIELD, message: 'validation.fileEmpty' }],
          });
        }
        digest = hash.digest('hex');
      }
      if (digest === null) {
        throw appError('VALIDATION_FAILED', {
          fields: [{ path: EVIDENCE_FILE_FIELD, message: 'validation.fileRequired' }],
        });
      }
      return lookup(digest);
    },

    async heads(pageNum: number, pageSize: number) {
      const [rows, totals] = await Promise.all([
        store.heads(pageSize, (pageNum - 1) * pageSize),
        store.dayCount(),
      ]);
      return {
        list: rows.map((r) => ({
          date: r.day,
          lastEntryId: r.id,
          entryHash: r.entry_hash,
          entries: Number(r.entries),
        })),
        totals,
        pageSize,
        pageNum,
      };
    },
  };
};
