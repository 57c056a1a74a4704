import { ApiError } from '@steel-epd/web';
import { logoutRoute, verifyRoute } from '../../lib/api/route-refs.ts';
import { call } from '../../lib/http.ts';
import { connectSessionServer, type SessionServer } from '../../lib/session.ts';
import { toUserInfo } from '../../lib/user-info.ts';

/** The verify answer as the session reads it: code 0 is "invalid", any other failure "unknown". */
const verify: SessionServer['verify'] = async () => {
  try {
    return { kind: 'valid', userInfo: toUserInfo(await call(verifyRoute)) };
  } catch (error) {
    return error instanceof ApiError && error.status === 200 && error.code === 0
      ? { kind: 'invalid' }
      : { kind: 'unknown' };
  }
};

/** Hands the session its two server calls (lib/session cannot import lib/http, see there). */
export const connectAccountSession = (): void =>
  connectSessionServer({ verify, logout: () => call(logoutRoute) });
