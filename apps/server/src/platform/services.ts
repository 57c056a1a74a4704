import type { Lang } from '@steel-epd/contract';

/**
 * The shapes of the shared services, for the modules that receive them (src/services.ts builds
 * each once and hands them over). Each is implemented in one place: messaging in
 * platform/messaging, captcha, inbox and attachments in their modules.
 */

export interface OutgoingMessage {
  channel: 'sms' | 'mail';
  /** A mainland mobile number or an e-mail address. */
  to: string;
  subject: string;
  text: string;
  /** The verification code it carries, if any (the outbox keeps it so tests and operators can see it). */
  code?: string;
  lang: Lang;
}

export interface Messaging {
  /** Sends through SMTP / the SMS gateway when configured, else writes the outbox. */
  send(message: OutgoingMessage): Promise<void>;
}

export interface Captcha {
  /**
   * True once for a captchaVerification (AES(token + '---' + answer)) stored by a passed check
   * in the last 180 s; it is used up by this call.
   */
  consumeVerification(verification: string): Promise<boolean>;
}

/**
 * A portal user's system messages (spec 01 §4 "Messages"). A message is kept as a text key with
 * its parameters and rendered in the reader's language when read, so it is always in theirs.
 */
export interface Inbox {
  send(userId: number, message: { key: string; params?: Record<string, string> }): Promise<void>;
}

export interface AttachmentInfo {
  id: number;
  businessType: string;
  fileName: string;
  mimeType: string;
  size: number;
  ownerUserId: number;
}

/** What other modules may ask of uploaded files. */
export interface Attachments {
  /** The attachment when it exists, belongs to the user and is of one of the types; else null. */
  ownedBy(id: number, userId: number, businessTypes: readonly string[]): Promise<AttachmentInfo | null>;
}
