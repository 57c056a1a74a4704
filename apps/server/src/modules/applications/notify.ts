import { type Lang, type TextKey, textOf } from '@steel-epd/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Actor } from '../../platform/access/actor.ts';
import { nowIso } from '../../platform/crypto.ts';
import type { Database } from '../../platform/db/schema.ts';
import { transact } from '../../platform/db/transact.ts';
import type { Inbox, Messaging } from '../../platform/services.ts';
import { type ApplicationRow, workflowStore } from './workflow.store.ts';

/** A message about an application: a text key of inbox-applications.ts and its parameters. */
export interface Notice {
  key: TextKey;
  params: Record<string, string>;
}

/** Who did something, as the timeline stores it. */
export const eventActor = (actor: Actor) => ({
  actor_kind: actor.kind === 'operator' || actor.kind === 'user' ? actor.kind : 'system',
  actor_id: actor.kind === 'operator' ? actor.operator.id : actor.kind === 'user' ? actor.user.id : null,
});

/** The product names of an application's entries, as its messages name them. */
export const productList = (names: readonly string[]) => names.join(' / ');

/**
 * A mail goes out in the applicant's language (the portal's, kept at login and on a switch),
 * also when it goes to the company's address; without the applicant (they left the company) in
 * the platform's first language. The inner message is rendered in whichever the reader uses.
 */
const mailLang = (applicant: { lang: string } | undefined): Lang => (applicant?.lang === 'en' ? 'en' : 'zh');

/** A notice as plain text: the catalogue text with its parameters as they are (a mail has no markup). */
const plainText = (notice: Notice, lang: Lang) =>
  textOf(notice.key, lang).replace(/\{\{(\w+)\}\}/g, (_, name: string) => notice.params[name] ?? '');

interface PendingMail {
  applicationId: number;
  to: string;
  lang: Lang;
  subject: string;
  text: string;
}

/** Tells the company about its application: an inner message now, a mail once the change is kept. */
export type Tell = (
  application: Pick<ApplicationRow, 'id' | 'company_id' | 'user_id' | 'stage'>,
  notice: Notice,
  actor: Actor,
) => Promise<void>;

export interface NotifyDeps {
  db: Kysely<Database>;
  inboxFor: (db: Kysely<Database>) => Inbox;
  messaging: Messaging;
  log: FastifyBaseLogger;
}

/**
 * Runs a change of an application in one transaction, with what it tells the applicant: each
 * notice is an inner message to every current user of the company (they share the application:
 * any of them may confirm its quote or sign its contract) and a 'messageSent' event, written in
 * the same transaction; the mail goes after the transaction commits, to the applicant's account
 * when it is an e-mail address, else the company's e-mail, if any, in the applicant's language
 * (mailLang). A mail that fails is logged and never undoes the change.
 */
export const applicationChanges = ({ db, inboxFor, messaging, log }: NotifyDeps) => ({
  async run<T>(work: (trx: Kysely<Database>, tell: Tell) => Promise<T>): Promise<T> {
    const mails: PendingMail[] = [];
    const result = await transact(
      db,
      (trx) => {
        const store = workflowStore(trx);
        const tell: Tell = async (application, notice, actor) => {
          const users = await store.companyUsers(application.company_id);
          const inbox = inboxFor(trx);
          for (const user of users) await inbox.send(user.id, notice);
          const applicant = users.find((u) => u.id === application.user_id);
          const to =
            applicant?.account_type === 'email'
              ? applicant.account
              : await store.companyEmail(application.company_id);
          // Nobody to tell (a company whose users all left, without an e-mail): nothing was sent.
          if (users.length === 0 && !to) return;
          await store.insertEvent({
            application_id: application.id,
            kind: 'messageSent',
            stage: application.stage,
            note: null,
            detail: JSON.stringify({ key: notice.key, userIds: users.map((u) => u.id), mail: Boolean(to) }),
            ...eventActor(actor),
            created_at: nowIso(),
          });
          if (to) {
            const lang = mailLang(applicant);
            mails.push({
              applicationId: application.id,
              to,
              lang,
              subject: textOf('inbox.applications.mailSubject', lang),
              text: plainText(notice, lang),
            });
          }
        };
        return work(trx, tell);
      },
      (err) => log.error({ err }, 'orphan file left'),
    );
    for (const mail of mails) {
      await messaging
        .send({ channel: 'mail', to: mail.to, subject: mail.subject, text: mail.text, lang: mail.lang })
        .catch((err: unknown) =>
          log.error({ err, applicationId: mail.applicationId }, 'application mail not sent'),
        );
    }
    return result;
  },
});

export type ApplicationChanges = ReturnType<typeof applicationChanges>;
