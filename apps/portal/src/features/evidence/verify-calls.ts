import {
  acceptLanguageFor,
  EVIDENCE_FILE_FIELD,
  evidenceRoutes,
  OK,
  routeUrl,
  type TEvidenceAnswer,
} from '@steel-epd/contract';
import { errorFromAnswer } from '@steel-epd/web';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { call } from '../../lib/http.ts';
import { currentLang, i18n } from '../../lib/i18n.ts';

/** Whether this browser can hash a file itself (Web Crypto needs a secure context: HTTPS or localhost). */
export const canHashInBrowser = () => typeof crypto !== 'undefined' && crypto.subtle !== undefined;

/** SHA-256 of a file, in the browser: the file never leaves the machine. */
export const sha256OfFile = async (file: Blob): Promise<string> => {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
};

/**
 * The fallback where the browser cannot hash: the file goes to the server, which hashes it as it
 * streams in and keeps nothing. A multipart body, which the JSON client does not send.
 */
const verifyFileOnServer = async (file: File): Promise<TEvidenceAnswer> => {
  const form = new FormData();
  form.append(EVIDENCE_FILE_FIELD, file, file.name);
  const response = await fetch(routeUrl(evidenceRoutes.verifyFile), {
    method: 'POST',
    body: form,
    headers: { Accept: 'application/json', 'Accept-Language': acceptLanguageFor(currentLang()) },
    cache: 'no-store',
  });
  const answer = (await response.json().catch(() => null)) as { code?: number; data?: unknown } | null;
  if (response.status !== 200 || answer?.code !== OK) {
    throw errorFromAnswer(response.status, answer, (key) => i18n.t(key));
  }
  return evidenceRoutes.verifyFile.data.parse(answer.data);
};

export type VerifyInput = { kind: 'digest'; digest: string } | { kind: 'file'; file: File };

export const useVerify = () =>
  useMutation({
    mutationFn: async (input: VerifyInput): Promise<TEvidenceAnswer> => {
      if (input.kind === 'digest')
        return call(evidenceRoutes.verifyDigest, { body: { digest: input.digest } });
      if (!canHashInBrowser()) return verifyFileOnServer(input.file);
      const digest = await sha256OfFile(input.file);
      return call(evidenceRoutes.verifyDigest, { body: { digest } });
    },
  });

export const HEADS_PAGE_SIZE = 10;

export const useHeads = () =>
  useInfiniteQuery({
    queryKey: ['evidence', 'heads'],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      call(evidenceRoutes.heads, { query: { pageNum: pageParam, pageSize: HEADS_PAGE_SIZE }, signal }),
    getNextPageParam: (last) => (last.pageNum * last.pageSize < last.totals ? last.pageNum + 1 : undefined),
  });
