import { createCipheriv } from 'node:crypto';
import {
  captchaRoutes,
  captchaTestRoutes,
  type TCaptchaChallenge,
  type TCaptchaTestAnswer,
  type TCaptchaType,
} from '@steel-epd/contract';
import type { Answer, TestApp } from './helper.ts';

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
  get(type: TCaptchaType, lang?: 'zh' | 'en'): Promise<Answer<typeof captchaRoutes.captchaGet>>;
  /** A get that must succeed: its data. */
  challenge(type: TCaptchaType): Promise<TCaptchaChallenge>;
  /** Sends `answer` (JSON text, encrypted as a browser would) or a raw pointJson string. */
  check(
    type: TCaptchaType,
    token: string,
    pointJson: string,
    lang?: 'zh' | 'en',
  ): Promise<Answer<typeof captchaRoutes.captchaCheck>>;
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
  const get = (captchaType: TCaptchaType, lang?: 'zh' | 'en') =>
    t.call(
      captchaRoutes.captchaGet,
      { body: { captchaType, clientUid: uid, ts: Date.now() } },
      { ip, ...(lang ? { lang } : {}) },
    );
  return {
    uid,
    ip,
    get,
    async challenge(captchaType) {
      const res = await get(captchaType);
      if (!res.ok) throw new Error(`captcha get failed: ${res.body}`);
      return res.data;
    },
    check: (captchaType, token, pointJson, lang) =>
      t.call(
        captchaRoutes.captchaCheck,
        { body: { captchaType, token, pointJson } },
        { ip, ...(lang ? { lang } : {}) },
      ),
    answer(challenge, value) {
      const text = JSON.stringify(value);
      return { text, pointJson: browserEncrypt(text, challenge.secretKey) };
    },
    secret: (token) => t.data(captchaTestRoutes.captchaTestAnswer, { params: { token } }),
  };
};
