import type { TApplicantEvent, TApplicationDetailRow } from '@steel-epd/contract';

/**
 * Whether a file was uploaded since the secretariat last asked for corrected data, so that
 * confirming the correction means something (the server refuses it otherwise). True when no
 * request is in the applicant's history.
 */
export const replacedSinceAsked = (
  rows: readonly Pick<TApplicationDetailRow, 'lcaAttachmentCn' | 'epdAttachmentTest' | 'dataAttachment'>[],
  history: readonly Pick<TApplicantEvent, 'kind' | 'at'>[],
): boolean => {
  const asked = history
    .filter((e) => e.kind === 'lcaCorrectionAsked')
    .map((e) => Date.parse(e.at))
    .reduce((a, b) => Math.max(a, b), Number.NEGATIVE_INFINITY);
  if (asked === Number.NEGATIVE_INFINITY) return true;
  return rows.some((r) =>
    [r.lcaAttachmentCn, r.epdAttachmentTest, r.dataAttachment].some(
      (f) => f !== null && Date.parse(f.uploadedAt) > asked,
    ),
  );
};
