/**
 * The key of an open PCR request (decision 219): the company, or the user when there is none, and
 * the product trimmed, with full-width forms folded to their ordinary ones (NFKC), inner spaces
 * collapsed and lower-cased, so "ＨＲＢ400 钢筋" and " hrb400  钢筋" are the same product.
 */
export const pcrRequestActiveKey = (companyId: number | null, userId: number, product: string): string => {
  const normalised = product.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
  return `${companyId === null ? `u${userId}` : `c${companyId}`}|${normalised}`;
};
