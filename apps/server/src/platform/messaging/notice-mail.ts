import { inboxLinkOf, type Lang, type TextKey, textOf } from '@steel-epd/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Messaging } from '../services.ts';

/**
 * A catalogue text with its `{{name}}` parameters filled in, each through `escapeValue` (HTML for the
 * inbox, nothing for a mail); a missing parameter leaves nothing. A parameter the text follows
 * with a full stop loses its own closing punctuation, so the sentence ends once ("… Reason:
 * blurred scan." not "…。."). An unknown key shows as itself, as textOf does everywhere.
 */
export const fillText = (
  key: string,
  params: Record<string, string>,
  lang: Lang,
  escapeValue: (value: string) => string = (value) => value,
) =>
  textOf(key, lang).replace(/\{\{(\w+)\}\}([.。]?)/g, (_, name: string, stop: string) => {
    const value = params[name] ?? '';
    return escapeValue(stop ? value.replace(/[\s.。!！?？;；,，]+$/u, '') : value) + stop;
  });

/** The person a mail is about, as the users table holds them. */
export interface MailReader {
  account: string;
  account_type: string;
  /** The portal language they used last (kept at login and on a switch). */
  lang: string;
}

/** A message to the person: a text key of the inbox catalogue and its parameters. */
export interface MailNotice {
  key: TextKey;
  params?: Record<string, string>;
}

/**
 * The one channel rule of the platform's mails about a person's affairs (an application's
 * step, a registration decision, a certification decision): to the person's account when it is
 * an e-mail address, else to their company's e-mail, if any; in the person's language, also
 * when it goes to the company's address; without the person (they left the company) in the
 * platform's first language. Null: nobody to mail (a phone account whose company has no e-mail).
 */
export const mailChannel = (
  reader: MailReader | undefined,
  companyEmail: string | null,
): { to: string; lang: Lang } | null => {
  const to = reader?.account_type === 'email' ? reader.account : companyEmail;
  return to ? { to, lang: reader?.lang === 'en' ? 'en' : 'zh' } : null;
};

interface PendingMail {
  to: string;
  lang: Lang;
  subject: string;
  text: string;
  /** What the log names when the mail fails (the application, the user, the company). */
  about: Record<string, number>;
}

/** The portal's public address a mail links to: PUBLIC_BASE_URL, by default the local port. */
export const publicBaseUrl = (config: Pick<Config, 'PUBLIC_BASE_URL' | 'PORT'>) =>
  config.PUBLIC_BASE_URL ?? `http://localhost:${config.PORT}`;

export interface NoticeMailDeps {
  messaging: Messaging;
  log: FastifyBaseLogger;
  /** PUBLIC_BASE_URL (default the local port): the mail's link to where the person acts. */
  config: Pick<Config, 'PUBLIC_BASE_URL' | 'PORT'>;
}

/**
 * Mails kept while a change's transaction runs and sent once it has committed (`sendAll`
 * after the transaction): a rolled-back change mails nobody, and a mail that fails is logged
 * and never undoes the change. Each mail is the notice as plain text in the reader's language,
 * then the address of the portal page where they act on it (the inbox's link), if it has one.
 */
export const noticeMails = ({ messaging, log, config }: NoticeMailDeps) => {
  const baseUrl = publicBaseUrl(config);
  const pending: PendingMail[] = [];
  return {
    /** Keeps the mail of a notice by the channel rule; false when there is nobody to mail. */
    add(
      reader: MailReader | undefined,
      companyEmail: string | null,
      subjectKey: TextKey,
      notice: MailNotice,
      about: Record<string, number>,
    ): boolean {
      const channel = mailChannel(reader, companyEmail);
      if (!channel) return false;
      const { to, lang } = channel;
      const link = inboxLinkOf(notice.key);
      const body = fillText(notice.key, notice.params ?? {}, lang);
      const where = link ? fillText('message.mail.link', { url: `${baseUrl}${link}` }, lang) : null;
      pending.push({
        to,
        lang,
        subject: textOf(subjectKey, lang),
        text: where ? `${body}\n\n${where}` : body,
        about,
      });
      return true;
    },

    /** Sends what was kept, each on its own; a failure is logged with what the mail was about. */
    async sendAll() {
      for (const mail of pending.splice(0)) {
        await messaging
          .send({ channel: 'mail', to: mail.to, subject: mail.subject, text: mail.text, lang: mail.lang })
          .catch((err: unknown) => log.error({ err, ...mail.about }, 'notice mail not sent'));
      }
    },
  };
};

export type NoticeMails = ReturnType<typeof noticeMails>;
