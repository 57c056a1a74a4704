import { z } from 'zod';
import { page, ZPageQuery } from '../../envelope.ts';
import { defineRoute } from '../../route.ts';
import { EPD_PUBLIC_STATUSES } from '../../statuses.ts';
import { zLine } from '../../validation.ts';

/**
 * The evidence ledger (issue 10 "Evidence"): an append-only, hash-chained list of the SHA-256
 * digests of published EPD data and reports. Anyone may ask whether a file or a digest is a
 * registered report and read the daily head hashes; operators may verify the whole chain.
 */

/** What an entry registers: the record's canonical data, or one report file. */
export const EVIDENCE_KINDS = ['EPD_DATA', 'EPD_REPORT'] as const;
export type EvidenceKind = (typeof EVIDENCE_KINDS)[number];

/** A SHA-256 digest as 64 lower-case hex characters. */
export const SHA256_HEX_RE = /^[0-9a-f]{64}$/;

/** The prev_hash of the first entry. */
export const LEDGER_GENESIS_HASH = '0'.repeat(64);

/** The multipart part of the file call that carries the PDF. */
export const EVIDENCE_FILE_FIELD = 'file';

/** How many file checks one address may make per window (the file is hashed, which costs reading it). */
export const EVIDENCE_FILE_LIMIT = { limit: 30, windowMs: 10 * 60 * 1000 } as const;
/** How many digest checks one address may make per window. */
export const EVIDENCE_DIGEST_LIMIT = { limit: 120, windowMs: 10 * 60 * 1000 } as const;

export const ZEvidenceDigest = z.object({
  digest: zLine('evidence.digestWrong').toLowerCase().regex(SHA256_HEX_RE, { error: 'evidence.digestWrong' }),
});
export type TEvidenceDigest = z.infer<typeof ZEvidenceDigest>;

/** One registered report file the digest belongs to. */
export const ZEvidenceMatch = z.object({
  registrationNumber: z.string(),
  productName: z.string(),
  productNameEn: z.string().nullable(),
  /** zh or en: the report's language. */
  lang: z.string(),
  /** The entry's creation time (the "block time"). */
  registeredAt: z.string(),
  /** The entry's hash (the "transaction hash"). */
  entryHash: z.string(),
  epdStatus: z.enum(EPD_PUBLIC_STATUSES),
  /** The EPD's public id: /app/epd/{businessId}. */
  businessId: z.string(),
  /** False when a correction replaced this report (it stays verifiable). */
  current: z.boolean(),
  /**
   * When the file is a copy the platform stamped for a reader (every report a portal user
   * downloads), when it was issued; null when it is the registered file itself.
   */
  copyIssuedAt: z.string().nullable(),
});
export type TEvidenceMatch = z.infer<typeof ZEvidenceMatch>;

export const ZEvidenceAnswer = z.object({
  /** The digest that was looked up (of the uploaded file, or as given). */
  digest: z.string(),
  registered: z.boolean(),
  matches: z.array(ZEvidenceMatch),
});
export type TEvidenceAnswer = z.infer<typeof ZEvidenceAnswer>;

/** A UTC day's head: the last entry of that day and how many entries the chain had by then. */
export const ZEvidenceHead = z.object({
  /** YYYY-MM-DD (UTC). */
  date: z.string(),
  lastEntryId: z.number().int(),
  entryHash: z.string(),
  /** Entries in the chain up to and including this one. */
  entries: z.number().int(),
});
export type TEvidenceHead = z.infer<typeof ZEvidenceHead>;

export const ZChainCheck = z.object({
  ok: z.boolean(),
  /** Entries walked. */
  checked: z.number().int(),
  /** The last entry's hash (the head), or null when the ledger is empty. */
  headHash: z.string().nullable(),
  headId: z.number().int().nullable(),
  /** The first entry that does not verify, and why (hash: its own hash is wrong; link: prev_hash is not the previous entry's hash). */
  firstBad: z.object({ id: z.number().int(), problem: z.enum(['hash', 'link']) }).nullable(),
  checkedAt: z.string(),
});
export type TChainCheck = z.infer<typeof ZChainCheck>;

export const evidenceRoutes = {
  verifyDigest: defineRoute({
    method: 'POST',
    path: '/n/evidence/verify',
    auth: 'public',
    summary:
      'Whether a SHA-256 digest (64 hex) is that of a registered EPD report: which EPD and language, ' +
      'when it was registered, the entry hash and whether the EPD is still valid. Rate-limited per address',
    body: ZEvidenceDigest,
    data: ZEvidenceAnswer,
  }),
  verifyFile: defineRoute({
    method: 'POST',
    path: '/n/evidence/verify/file',
    auth: 'public',
    summary:
      'As /n/evidence/verify for a file (multipart part `file`): hashed while it streams in, never ' +
      'stored; at most the report size limit. Rate-limited per address',
    multipart: z.object({}),
    data: ZEvidenceAnswer,
  }),
  heads: defineRoute({
    method: 'GET',
    path: '/n/evidence/heads',
    auth: 'public',
    summary:
      'The daily head hashes of the ledger (for each UTC day with entries: its last entry, that ' +
      "entry's hash and the chain's length), newest first: keep a copy to prove later that history was not rewritten",
    query: ZPageQuery,
    data: page(ZEvidenceHead),
  }),
  consoleVerifyChain: defineRoute({
    method: 'GET',
    path: '/c/evidence/verify',
    auth: 'operator',
    summary: "Walks the whole ledger, recomputing every entry's hash and link; ok or the first bad entry",
    data: ZChainCheck,
  }),
} as const;
