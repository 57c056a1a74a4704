import { type Lang, type TextKey, textOf } from '@steel-epd/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Actor } from '../../platform/access/actor.ts';
import { nowIso } from '../../platform/crypto.ts';
import type { Database } from '../../platform/db/schema.ts';
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
 * The server does not know a portal user's language (no setting is stored), so mail goes out in
 * the platform's first language; the inner message is rendered in whichever the reader uses.
 */
const MAIL_LANG: Lang = 'zh';

/** A notice as plain text: the catalogue text with its parameters as they are (a mail has no markup). */
const plainText = (notice: Notice, lang: Lang) =>
  textOf(notice.key, lang).replace(/\{\{(\w+)\}\}/g, (_, name: string) => notice.params[name] ?? '');

interface PendingMail {
  applicationId: number;
  to: string;
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
 * when it is an e-mail address, else the company's e-mail, if any. A mail that fails is logged
 * and never undoes the change.
 */
export const applicationChanges = ({ db, inboxFor, messaging, log }: NotifyDeps) => ({
  async run<T>(work: (trx: Kysely<Database>, tell: Tell) => Promise<T>): Promise<T> {
    const mails: PendingMail[] = [];
    const result = await db.transaction().execute((trx) => {
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
          mails.push({
            applicationId: application.id,
            to,
            subject: textOf('inbox.applications.mailSubject', MAIL_LANG),
            text: plainText(notice, MAIL_LANG),
          });
        }
      };
      return work(trx, tell);
    });
    for (const mail of mails) {
      await messaging
        .send({ channel: 'mail', to: mail.to, subject: mail.subject, text: mail.text, lang: MAIL_LANG })
        .catch((err: unknown) =>
          log.error({ err, applicationId: mail.applicationId }, 'application mail not sent'),
        );
    }
    return result;
  },
});

export type ApplicationChanges = ReturnType<typeof applicationChanges>;
