import { z } from 'zod';
import { defineRoute } from '../../route.ts';
import { zLine, zRawLine } from '../../validation.ts';

/**
 * The sliding-puzzle and click-word captcha, with the field names and semantics of the
 * open-source AJ-Captcha protocol (spec 01 §3), so that its clients work against our server.
 */
export const CAPTCHA_TYPES = ['blockPuzzle', 'clickWord'] as const;
export const ZCaptchaType = z.enum(CAPTCHA_TYPES, { error: 'error.CAPTCHA_TYPE' });
export type TCaptchaType = z.infer<typeof ZCaptchaType>;

/** AJ-Captcha's failure codes, carried in the envelope's code (spec 01 §8 "Captcha"). */
export const CAPTCHA_CODES = { expired: 6110, wrongPosition: 6111, tooManyGets: 6201, locked: 6202 } as const;

export const ZCaptchaGetRequest = z.object({
  captchaType: ZCaptchaType,
  /** The client's own id; too many gets or failures from one id are refused. */
  clientUid: zLine().max(64, { error: 'validation.tooLong' }).optional(),
  ts: z.number().int().nonnegative().optional(),
});

export const ZCaptchaChallenge = z.object({
  /** 310 x 155 PNG, raw base64 without a data: prefix. */
  originalImageBase64: z.string(),
  /** blockPuzzle: the 47 x 155 transparent PNG strip with the piece. */
  jigsawImageBase64: z.string().nullable(),
  token: z.string(),
  /** 16 characters: the AES-128 key for pointJson and captchaVerification. */
  secretKey: z.string(),
  /** clickWord: the 3 characters to click, in order. */
  wordList: z.array(z.string()).nullable(),
});
export type TCaptchaChallenge = z.infer<typeof ZCaptchaChallenge>;

export const ZCaptchaCheckRequest = z.object({
  captchaType: ZCaptchaType,
  token: zRawLine('error.CAPTCHA_EXPIRED')
    .min(1, { error: 'error.CAPTCHA_EXPIRED' })
    .max(128, { error: 'error.CAPTCHA_EXPIRED' }),
  /** base64 of AES-128-ECB/PKCS7(JSON of the point or points, secretKey). */
  pointJson: zRawLine('error.CAPTCHA_WRONG')
    .min(1, { error: 'error.CAPTCHA_WRONG' })
    .max(2048, { error: 'error.CAPTCHA_WRONG' }),
});

export const ZCaptchaTypeAnswer = z.object({ captchaType: ZCaptchaType });

export const captchaRoutes = {
  captchaType: defineRoute({
    method: 'GET',
    path: '/n/captcha/type',
    auth: 'public',
    summary:
      "The captcha the portal's forms show: the console's Settings choose it, blockPuzzle by default (decision 225)",
    data: ZCaptchaTypeAnswer,
  }),
  captchaGet: defineRoute({
    method: 'POST',
    path: '/n/captcha/get',
    auth: 'public',
    summary: 'A new captcha challenge (blockPuzzle or clickWord)',
    body: ZCaptchaGetRequest,
    data: ZCaptchaChallenge,
  }),
  captchaCheck: defineRoute({
    method: 'POST',
    path: '/n/captcha/check',
    auth: 'public',
    summary:
      'Checks an answer; on success the client sends AES(token---pointJson text, secretKey) as the token of a code-sending call',
    body: ZCaptchaCheckRequest,
    data: z.object({ result: z.literal(true), token: z.string() }),
  }),
} as const;

export const ZCaptchaTestAnswer = z.object({
  captchaType: ZCaptchaType,
  /** blockPuzzle: where the strip's left edge belongs (310-wide space) and the protocol's constant y. */
  x: z.number().nullable(),
  y: z.number().nullable(),
  /** clickWord: the centres of the characters of wordList, in its order. */
  points: z.array(z.object({ x: z.number(), y: z.number() })).nullable(),
});
export type TCaptchaTestAnswer = z.infer<typeof ZCaptchaTestAnswer>;

/**
 * Test-only: the server registers these only when APP_MODE=test, and keeps them out of the API
 * reference. End-to-end tests read a challenge's secret to drag the real slider to its place.
 */
export const captchaTestRoutes = {
  captchaTestAnswer: defineRoute({
    method: 'GET',
    path: '/n/captcha/test-answer/{token}',
    auth: 'public',
    summary: 'Test mode only: the secret answer of a captcha token',
    params: z.object({ token: zRawLine().min(1).max(128) }),
    data: ZCaptchaTestAnswer,
  }),
} as const;
