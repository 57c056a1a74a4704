import { createCipheriv } from 'node:crypto';
import type { TCaptchaChallenge, TCaptchaTestAnswer, TCaptchaType } from '@steel-epd/contract';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import type { TestApp } from '../../test/helper.ts';

/**
 * A captcha client that does what the portal's browser does: AES-128-ECB/PKCS7 with the
 * secretKey's bytes, written here with node:crypto rather than the server's own helper, so a
 * mistake in that helper cannot hide itself.
 */
export const browserEncrypt = (text: string, secretKey: string) => {
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(secretKey, 'utf8'), null);
  return Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('base64');
};

let seq = 0;

export interface CaptchaClient {
  uid: string;
  ip: string;
  get(type: TCaptchaType | string, lang?: 'zh' | 'en'): Promise<LightMyRequestResponse>;
  /** A get that must succeed: its data. */
  challenge(type: TCaptchaType): Promise<TCaptchaChallenge>;
  /** Sends `answer` (JSON text, encrypted as a browser would) or a raw pointJson string. */
  check(
    type: TCaptchaType | string,
    token: string,
    pointJson: string,
    lang?: 'zh' | 'en',
  ): Promise<LightMyRequestResponse>;
  /** The JSON text a browser sends for a point or points, encrypted with the challenge's key. */
  answer(challenge: TCaptchaChallenge, value: unknown): { text: string; pointJson: string };
  /** The secret, through the test-only seam. */
  secret(token: string): Promise<TCaptchaTestAnswer>;
}

/** A client with its own clientUid and address, so the limits of one test do not touch another. */
export const captchaClient = (t: TestApp): CaptchaClient => {
  seq += 1;
  const uid = `uid-${process.pid}-${seq}`;
  const ip = `10.${Math.floor(seq / 250)}.${seq % 250}.${(process.pid % 250) + 1}`;
  const post = (url: string, payload: object, lang?: 'zh' | 'en') =>
    t.inject({ method: 'POST', url, payload, remoteAddress: ip, ...(lang ? { lang } : {}) });
  return {
    uid,
    ip,
    get: (captchaType, lang) =>
      post('/api/n/captcha/get', { captchaType, clientUid: uid, ts: Date.now() }, lang),
    async challenge(captchaType) {
      const res = await post('/api/n/captcha/get', { captchaType, clientUid: uid, ts: Date.now() });
      if (res.statusCode !== 200) throw new Error(`captcha get failed: ${res.body}`);
      return res.json().data as TCaptchaChallenge;
    },
    check: (captchaType, token, pointJson, lang) =>
      post('/api/n/captcha/check', { captchaType, token, pointJson }, lang),
    answer(challenge, value) {
      const text = JSON.stringify(value);
      return { text, pointJson: browserEncrypt(text, challenge.secretKey) };
    },
    async secret(token) {
      const res = await t.inject({
        method: 'GET',
        url: `/api/n/captcha/test-answer/${encodeURIComponent(token)}`,
      });
      if (res.statusCode !== 200) throw new Error(`test answer failed: ${res.body}`);
      return res.json().data as TCaptchaTestAnswer;
    },
  };
};

/** What the browser sees of a PNG: its size, whether it has alpha, and its alpha range. */
export const decodePng = async (base64: string) => {
  const image = sharp(Buffer.from(base64, 'base64'));
  const meta = await image.metadata();
  const stats = await image.stats();
  const alpha = meta.hasAlpha ? stats.channels[3] : undefined;
  return {
    format: meta.format,
    width: meta.width,
    height: meta.height,
    hasAlpha: meta.hasAlpha,
    alphaMin: alpha?.min ?? 255,
    alphaMax: alpha?.max ?? 255,
  };
};
