import {
  type AccessPage,
  acceptLanguageFor,
  type epdMobileRoutes,
  routeRef,
  routeUrl,
  type TEpdInfo,
} from '@steel-epd/contract';
import { ApiError, errorFromAnswer } from '@steel-epd/web';
import { verifyRoute } from '../../../../lib/api/route-refs.ts';
import { call } from '../../../../lib/http.ts';
import { currentLang, i18n } from '../../../../lib/i18n.ts';
import { getSession, getToken } from '../../../../lib/session.ts';

// The phone pages call by reference: the descriptors' zod schemas stay out of their document
// (issue 10, the QR path's JavaScript budget); the server's response schemas still shape the data.
const epdInfo = routeRef<typeof epdMobileRoutes.epdInfo>({ method: 'GET', path: '/n/epd/{id}' });
const epdReport = routeRef<typeof epdMobileRoutes.epdReport>({
  method: 'GET',
  path: '/p/attachment/download/epd/{businessId}',
});
const accessRecordCreate = routeRef<typeof epdMobileRoutes.accessRecordCreate>({
  method: 'POST',
  path: '/n/access/records/create',
});

/** The phone summary of an EPD (GET /n/epd/{id}). */
export const fetchEpdInfo = (id: string, signal?: AbortSignal): Promise<TEpdInfo> =>
  call(epdInfo, { params: { id }, signal });

/**
 * Records one view for the secretariat's counts. The server takes the viewer from the token;
 * userId and userCode go along as the spec's payload has them. A failure is never shown.
 */
export const recordAccess = (accessPage: AccessPage, businessId: string): void => {
  const user = getSession().userInfo;
  call(accessRecordCreate, {
    body: {
      accessPage,
      accessData: { businessId },
      ...(user ? { userId: user.id, userCode: user.userAccount.slice(0, 64) } : {}),
    },
  }).catch(() => undefined);
};

/** The token check before opening a report (spec 02 §4): 'invalid' only for the answer code 0. */
export const checkToken = async (): Promise<'valid' | 'invalid' | 'unknown'> => {
  try {
    await call(verifyRoute);
    return 'valid';
  } catch (error) {
    return error instanceof ApiError && error.status === 200 && error.code === 0 ? 'invalid' : 'unknown';
  }
};

/**
 * The watermarked report's bytes. A file is not an envelope, so this is a plain fetch with
 * the token in the Authorization header (never in the address); a refusal is still an
 * envelope and rejects as an ApiError with the server's message.
 */
export const fetchReport = async (businessId: string, signal?: AbortSignal): Promise<ArrayBuffer> => {
  const token = getToken();
  const response = await fetch(routeUrl(epdReport, { businessId }), {
    headers: {
      Accept: 'application/pdf, application/json',
      'Accept-Language': acceptLanguageFor(currentLang()),
      ...(token ? { Authorization: token } : {}),
    },
    cache: 'no-store',
    signal,
  });
  if (response.ok && response.headers.get('content-type')?.startsWith('application/pdf')) {
    return response.arrayBuffer();
  }
  let answer: unknown = null;
  try {
    answer = await response.json();
  } catch {
    // Not an envelope: errorFromAnswer words the status.
  }
  throw errorFromAnswer(response.status, answer, (key) => i18n.t(key));
};
