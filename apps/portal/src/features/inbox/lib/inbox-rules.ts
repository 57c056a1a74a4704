import { BADGE_MAX, INBOX_MORE_MIN } from '@steel-epd/contract';

/** The bell's badge (spec 01 §2, §9): nothing at 0, the count up to 9, then '9+'. */
export const badgeText = (count: number): string => {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.floor(count));
};

/** The inbox's more button (spec 02 §4): hidden once a page returns fewer than 3 items. */
export const hasMoreAfter = (pageItemCount: number): boolean => pageItemCount >= INBOX_MORE_MIN;

/** A message's date as the inbox shows it: the first 10 characters of sendTime (spec 01 §3). */
export const messageDate = (sendTime: string): string => sendTime.slice(0, 10);

/** The message a /textmessage/{id} link opens; 'all' (or anything not an id) opens none. */
export const openedMessageId = (param: string | undefined): number | null => {
  if (param === undefined || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};
