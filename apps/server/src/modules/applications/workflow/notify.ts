import type { TextKey } from '@steel-epd/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../../config.ts';
import type { Actor } from '../../../platform/access/actor.ts';
import { nowIso } from '../../../platform/crypto.ts';
import type { Database } from '../../../platform/db/schema.ts';
import { transact } from '../../../platform/db/transact.ts';
import { noticeMails } from '../../../platform/messaging/notice-mail.ts';
import type { Inbox, Messaging } from '../../../platform/services.ts';
import type { Services } from '../../../services.ts';
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
  config: Pick<Config, 'PUBLIC_BASE_URL' | 'PORT'>;
}

/**
 * Runs a change of an application in one transaction, with what it tells the applicant: each
 * notice is an inner message to every current user of the company (they share the application:
 * any of them may confirm its quote or sign its contract) and a 'messageSent' event, written in
 * the same transaction; the mail goes after the transaction commits, by the platform's one
 * channel rule (noticeMails: the applicant's e-mail account, else the company's e-mail, in the
 * applicant's language, with the link to their applications). A mail that fails is logged and
 * never undoes the change.
 */
export const applicationChanges = ({ db, inboxFor, messaging, log, config }: NotifyDeps) => ({
  async run<T>(work: (trx: Kysely<Database>, tell: Tell) => Promise<T>): Promise<T> {
    const mails = noticeMails({ messaging, log, config });
    const result = await transact(
      db,
      (trx) => {
        const store = workflowStore(trx);
        const tell: Tell = async (application, notice, actor) => {
          const users = await store.companyUsers(application.company_id);
          const inbox = inboxFor(trx);
          for (const user of users) await inbox.send(user.id, notice);
          // Without the applicant (they left the company) the mail is in the first language.
          const applicant = users.find((u) => u.id === application.user_id);
          const mailed = mails.add(
            applicant,
            await store.companyEmail(application.company_id),
            'inbox.applications.mailSubject',
            notice,
            { applicationId: application.id },
          );
          // Nobody to tell (a company whose users all left, without an e-mail): nothing was sent.
          if (users.length === 0 && !mailed) return;
          await store.insertEvent({
            application_id: application.id,
            kind: 'messageSent',
            stage: application.stage,
            note: null,
            detail: JSON.stringify({ key: notice.key, userIds: users.map((u) => u.id), mail: mailed }),
            ...eventActor(actor),
            created_at: nowIso(),
          });
        };
        return work(trx, tell);
      },
      (err) => log.error({ err }, 'orphan file left'),
    );
    await mails.sendAll();
    return result;
  },
});

export type ApplicationChanges = ReturnType<typeof applicationChanges>;

/** How every change of an application tells the applicant (shared by the workflow and the deals). */
export const applicationChangesOf = (services: Services) =>
  applicationChanges({
    db: services.db,
    inboxFor: services.inboxFor,
    messaging: services.messaging,
    log: services.log,
    config: services.config,
  });
