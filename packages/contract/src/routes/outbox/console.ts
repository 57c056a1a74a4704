import { z } from 'zod';
import { page, ZPageQuery } from '../../envelope.ts';
import { defineRoute } from '../../route.ts';
import { zLine } from '../../validation.ts';

/** The two ways the platform reaches a person. */
export const MESSAGE_CHANNELS = ['sms', 'mail'] as const;
export const ZMessageChannel = z.enum(MESSAGE_CHANNELS, { error: 'validation.invalid' });
export type TMessageChannel = z.infer<typeof ZMessageChannel>;

/**
 * One line of the outbox file (`DATA_DIR/outbox.jsonl`): a message the embedded default kept
 * instead of sending, because no SMTP server or SMS gateway is configured.
 */
export const ZOutboxLine = z.object({
  channel: ZMessageChannel,
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** The verification code the message carries; null when it carries none. */
  code: z.string().nullable(),
  /** When it was written, ISO 8601 UTC. */
  time: z.string(),
});
export type TOutboxLine = z.infer<typeof ZOutboxLine>;

/** A line as the console lists it; `id` is its line number in the file (the file only grows). */
export const ZOutboxMessage = ZOutboxLine.extend({ id: z.number().int() });
export type TOutboxMessage = z.infer<typeof ZOutboxMessage>;

/** Where each channel's messages go: out of the system, or into the outbox. */
export const ZMessageDelivery = z.object({
  mail: z.enum(['smtp', 'outbox']),
  sms: z.enum(['gateway', 'outbox']),
});
export type TMessageDelivery = z.infer<typeof ZMessageDelivery>;

export const OUTBOX_RECIPIENT_FILTER_MAX = 100;

export const outboxRoutes = {
  outboxList: defineRoute({
    method: 'GET',
    path: '/c/outbox',
    auth: 'operator',
    roles: ['administrator'],
    summary:
      'Messages the embedded default kept in the outbox, newest first, filterable by channel and recipient; ' +
      'with where each channel delivers',
    query: ZPageQuery.extend({
      channel: ZMessageChannel.optional(),
      /** A part of the phone number or e-mail address, case-insensitive. */
      to: zLine().max(OUTBOX_RECIPIENT_FILTER_MAX, { error: 'validation.tooLong' }).optional(),
    }),
    data: page(ZOutboxMessage).extend({ delivery: ZMessageDelivery }),
  }),
} as const;
