import { z } from 'zod';
import { EMAIL_MAX, NAME_MAX, PAGE_SIZE } from '../../constants.ts';
import { page } from '../../envelope.ts';
import { defineRoute } from '../../route.ts';
import { VERIFY_STATES } from '../../statuses.ts';
import { EMAIL_RE } from '../../text-rules.ts';
import { zId, zIdOf, zLine, zLongText, zRawLine } from '../../validation.ts';

/** The verification form's limits (spec 02 §5 "Verification form"; the spec gives only the file name's). */
export const VERIFICATION_LIMITS = {
  userContact: NAME_MAX,
  epdRegistrationNumber: 64,
  userPosition: 50,
  companyName: 100,
  userEmail: EMAIL_MAX,
  supplement: 200,
  remarks: 500,
  feedbackMsg: 1000,
  /** Operator files one answer may carry. */
  feedbackFiles: 5,
  /** Requests per user a day (services.limiter). */
  perDay: 10,
  windowMs: 24 * 60 * 60 * 1000,
  pageSizeMax: 50,
} as const;

/** Where the verified company is: in the mainland (with a region) or abroad. */
export const VERIFY_COUNTRIES = ['domestic', 'foreign'] as const;
export type VerifyCountry = (typeof VERIFY_COUNTRIES)[number];

/** relationalId (spec 02 §3): 0 supplier, 1 customer, 2 other (with its supplement text). */
export const VERIFY_RELATIONS = [0, 1, 2] as const;
export type VerifyRelation = (typeof VERIFY_RELATIONS)[number];
export const VERIFY_RELATION_OTHER = 2;

/** Region codes as the region routes give them: a province (2 digits), a city or district (4 or 6). */
const REGION_CODE_RE = /^\d{2}(?:\d{2}|\d{4})?$/;

const requiredLine = (key: string, max: number) =>
  zLine(key).min(1, { error: key }).max(max, { error: 'validation.tooLong' });
const optionalLine = (max: number) => zLine().max(max, { error: 'validation.tooLong' }).default('');

/**
 * POST /api/p/epd/verify/insert (spec 02 §3 "EPD verification request", §5 "Verification form").
 * `region` is the cascader's value, [provinceCode, cityCode]: required for a domestic company,
 * empty for a foreign one. The supplement is required when the relation is 2 (other). The server
 * also checks that the registration number is a published EPD or CFP, that the region codes
 * exist, and that the file is the caller's own EPD_VERIFY upload.
 */
export const ZVerificationForm = z
  .object({
    userContact: requiredLine('verification.contactRequired', VERIFICATION_LIMITS.userContact),
    epdRegistrationNumber: requiredLine(
      'verification.registrationRequired',
      VERIFICATION_LIMITS.epdRegistrationNumber,
    ).transform((v) => v.toUpperCase()),
    userPosition: optionalLine(VERIFICATION_LIMITS.userPosition),
    companyName: requiredLine('verification.companyRequired', VERIFICATION_LIMITS.companyName),
    country: z.enum(VERIFY_COUNTRIES, { error: 'verification.countryRequired' }),
    region: z
      .array(zRawLine().regex(REGION_CODE_RE, { error: 'verification.regionInvalid' }), {
        error: 'verification.regionInvalid',
      })
      .max(2, { error: 'verification.regionInvalid' })
      .default([]),
    userEmail: zRawLine('validation.emailRequired')
      .trim()
      .min(1, { error: 'validation.emailRequired' })
      .max(VERIFICATION_LIMITS.userEmail, { error: 'validation.emailTooLong' })
      .regex(EMAIL_RE, { error: 'validation.emailWrong' }),
    relationalId: z.union(
      VERIFY_RELATIONS.map((r) => z.literal(r)),
      { error: 'verification.relationRequired' },
    ),
    supplement: zLongText().max(VERIFICATION_LIMITS.supplement, { error: 'validation.tooLong' }).default(''),
    remarks: zLongText().max(VERIFICATION_LIMITS.remarks, { error: 'validation.tooLong' }).default(''),
    uploadAttachmentId: zIdOf('validation.fileRequired'),
  })
  .superRefine((form, ctx) => {
    if (form.relationalId === VERIFY_RELATION_OTHER && form.supplement === '')
      ctx.addIssue({ code: 'custom', path: ['supplement'], message: 'verification.supplementRequired' });
    if (form.country === 'domestic' && form.region.length !== 2)
      ctx.addIssue({ code: 'custom', path: ['region'], message: 'verification.regionRequired' });
    if (form.country === 'foreign' && form.region.length !== 0)
      ctx.addIssue({ code: 'custom', path: ['region'], message: 'verification.regionInvalid' });
  });
export type TVerificationForm = z.input<typeof ZVerificationForm>;
export type TVerificationFormParsed = z.output<typeof ZVerificationForm>;

const zVerifyState = z.union(
  VERIFY_STATES.map((s) => z.literal(s)),
  { error: 'validation.invalid' },
);

/** A row of /myLists (spec 02 §3: the request's fields plus verifyState, relational and remark). */
export const ZVerificationRow = z.object({
  id: z.number().int(),
  epdRegistrationNumber: z.string(),
  userContact: z.string(),
  userPosition: z.string(),
  companyName: z.string(),
  country: z.enum(VERIFY_COUNTRIES),
  /** The region's names ('上海市 / 浦东新区'); '' abroad. */
  region: z.string(),
  userEmail: z.string(),
  relationalId: z.number().int(),
  /** The relation's name in the caller's language. */
  relational: z.string(),
  supplement: z.string(),
  remark: z.string(),
  verifyState: zVerifyState,
  /** ISO 8601 UTC. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TVerificationRow = z.infer<typeof ZVerificationRow>;

/** A file of a request or of an answer: download it by /p/attachment/download/{attachmentId}. */
export const ZVerificationFile = z.object({
  attachmentId: z.number().int(),
  fileName: z.string(),
  uploadDate: z.string(),
});

/** /myDetails: the request with its region codes and its PDF. */
export const ZVerificationDetail = ZVerificationRow.extend({
  region: z.string(),
  regionCodes: z.array(z.string()),
  file: ZVerificationFile.nullable(),
});
export type TVerificationDetail = z.infer<typeof ZVerificationDetail>;

/**
 * One answer of the platform (spec 02 §3 "Verification attachment": fileName, uploadDate,
 * feedbackTime, feedbackMsg). `fileName` and `uploadDate` are the answer's first file ('' without
 * one); `files` has every file of the answer.
 */
export const ZVerificationFeedback = z.object({
  id: z.number().int(),
  verifyState: zVerifyState,
  fileName: z.string(),
  uploadDate: z.string(),
  feedbackTime: z.string(),
  feedbackMsg: z.string(),
  files: z.array(ZVerificationFile),
});
export type TVerificationFeedback = z.infer<typeof ZVerificationFeedback>;

const idParams = z.object({ id: zId });

export const verificationRoutes = {
  verifyInsert: defineRoute({
    method: 'POST',
    path: '/p/epd/verify/insert',
    auth: 'user',
    summary:
      "Files an EPD/CFP verification request (spec 02 §2 /epd/verification): a certified company's user; " +
      'the registration number must be a published EPD or CFP (VERIFY_REGISTRATION_UNKNOWN), the region ' +
      "codes must exist, the PDF must be the caller's own EPD_VERIFY upload; it starts in progress (3)",
    body: ZVerificationForm,
    data: z.object({ id: z.number().int() }),
  }),
  verifyList: defineRoute({
    method: 'POST',
    path: '/p/epd/verify/list',
    auth: 'user',
    summary: "The caller's own verification requests, newest first (spec 02 §2 /myLists, 10 a page)",
    body: z.object({
      pageNum: z.coerce.number<string | number>().int().min(1).max(100_000).default(1),
      pageSize: z.coerce
        .number<string | number>()
        .int()
        .min(1)
        .max(VERIFICATION_LIMITS.pageSizeMax)
        .default(PAGE_SIZE.verification),
    }),
    data: page(ZVerificationRow),
  }),
  verifyDetail: defineRoute({
    method: 'GET',
    path: '/p/epd/verify/detail/{id}',
    auth: 'user',
    summary: "One of the caller's requests (another's id answers NOT_FOUND)",
    params: idParams,
    data: ZVerificationDetail,
  }),
  verifyAttachments: defineRoute({
    method: 'GET',
    path: '/p/epd/verify/attachment/{id}',
    auth: 'user',
    summary:
      "The platform's answers to one of the caller's requests, oldest first, with their files " +
      "(another's id answers NOT_FOUND)",
    params: idParams,
    data: z.array(ZVerificationFeedback),
  }),
} as const;
