import { captchaRoutes, type TCaptchaChallenge, type TCaptchaType } from '@steel-epd/contract';
import { call } from '../../lib/http.ts';
import { captchaClientUid } from './client-uid.ts';

// The client's own 600 s time-out is the captcha's too (spec 01 §9 CAPTCHA.timeoutMs).

/** The kind the platform's portal forms show (the console's Settings, decision 225). */
export const platformCaptchaType = async (): Promise<TCaptchaType> =>
  (await call(captchaRoutes.captchaType)).captchaType;

export const getChallenge = (captchaType: TCaptchaType): Promise<TCaptchaChallenge> =>
  call(captchaRoutes.captchaGet, { body: { captchaType, clientUid: captchaClientUid(), ts: Date.now() } });

/** Resolves on a passed check; a failed one rejects with the ApiError of its code (6110, 6111 ...). */
export const checkAnswer = (captchaType: TCaptchaType, token: string, pointJson: string) =>
  call(captchaRoutes.captchaCheck, { body: { captchaType, token, pointJson } });
