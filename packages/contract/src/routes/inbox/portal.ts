import { z } from 'zod';
import { page } from '../../envelope.ts';
import { defineRoute } from '../../route.ts';
import { zId, zLine } from '../../validation.ts';

/** Message type: 1 is a system message, the only kind the platform sends so far (spec 01 §9). */
export const MESSAGE_TYPE_SYSTEM = 1;

/** The portal asks 4 per page (spec 01 §9); the server allows up to this many. */
export const MESSAGE_PAGE_SIZE_MAX = 50;

const zStatus = z.coerce
  .number<string | number>({ error: 'validation.invalid' })
  .int({ error: 'validation.invalid' })
  .min(0, { error: 'validation.invalid' })
  .max(1, { error: 'validation.invalid' });
const zType = z.coerce
  .number<string | number>({ error: 'validation.invalid' })
  .int({ error: 'validation.invalid' })
  .min(1, { error: 'validation.invalid' })
  .max(99, { error: 'validation.invalid' });
/** The portal sends inlet USER (spec 01 §9); every inner message is for portal users, so it filters nothing. */
const zInlet = zLine().max(32, { error: 'validation.invalid' });

/** One inner message as the portal shows it (spec 01 §3 "Message"). */
export const ZInnerMessage = z.object({
  id: z.number().int(),
  /** HTML: the message's text in the reader's language, its parameters HTML-escaped. */
  sendMsg: z.string(),
  /** ISO 8601 UTC; the portal shows the first 10 characters (the date). */
  sendTime: z.string(),
  status: z.number().int(),
  /** The portal page where the reader acts on it (inboxLinkOf); null when there is nothing to do. */
  link: z.string().nullable(),
});
export type TInnerMessage = z.infer<typeof ZInnerMessage>;

/** Where each area's messages lead: the page that shows the thing the message is about. */
const INBOX_LINKS: Record<string, string> = {
  applications: '/Epd/mineEpd',
  company: '/enterprise',
  deregistration: '/user',
  lowCarbon: '/steelMill',
  pcr: '/Pcr/minePcr',
  registration: '/information',
  subscription: '/lcaTools',
  verification: '/myLists',
};

/**
 * The portal page a message leads to, from its text key (`inbox.<area>.<what>`); an approved
 * deregistration has closed the account, so it leads nowhere.
 */
export const inboxLinkOf = (key: string): string | null => {
  if (key === 'inbox.deregistration.approved') return null;
  const [root, area] = key.split('.');
  return (root === 'inbox' && area !== undefined && INBOX_LINKS[area]) || null;
};

export const messageRoutes = {
  innerCount: defineRoute({
    method: 'POST',
    path: '/p/epd/inner/count',
    auth: 'user',
    summary: "The number of the caller's messages of a status (default 0, unread) and, if given, a type",
    body: z.object({ status: zStatus.optional(), type: zType.optional() }),
    data: z.number().int(),
  }),
  innerList: defineRoute({
    method: 'POST',
    path: '/p/epd/inner/list',
    auth: 'user',
    summary: "A page of the caller's messages, newest first, rendered in the caller's language",
    body: z.object({
      pageNum: z.coerce.number<string | number>().int().min(1).max(100_000).default(1),
      pageSize: z.coerce.number<string | number>().int().min(1).max(MESSAGE_PAGE_SIZE_MAX).default(4),
      type: zType.optional(),
      inlet: zInlet.optional(),
    }),
    data: page(ZInnerMessage),
  }),
  innerRead: defineRoute({
    method: 'POST',
    path: '/p/epd/inner/read',
    auth: 'user',
    summary: "Marks one of the caller's messages read; any other id answers NOT_FOUND and changes nothing",
    body: z.object({ id: zId }),
    data: z.null(),
  }),
  innerReadAll: defineRoute({
    method: 'POST',
    path: '/p/epd/inner/readAll',
    auth: 'user',
    summary:
      "Marks all the caller's messages read; `id` (the spec passes the user id) must be the caller's own, else FORBIDDEN",
    body: z.object({ id: zId.optional() }),
    data: z.null(),
  }),
} as const;
