import type { ContentStatus } from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import { nowIso } from '../../platform/crypto.ts';
import type { Database } from '../../platform/db/schema.ts';
import { transact } from '../../platform/db/transact.ts';
import { appError } from '../../platform/errors.ts';
import type { AttachmentsService } from '../attachments/index.ts';
import type { AuditLogFor } from '../operators/index.ts';
import { contentStore } from './content.store.ts';
import type { Editor } from './content-common.ts';

type Store = ReturnType<typeof contentStore>;

export interface PublicationDeps {
  db: Kysely<Database>;
  /** The attachments service bound to a transaction (files published with their item). */
  attachmentsFor: (db: Kysely<Database>) => AttachmentsService;
  auditFor: AuditLogFor;
}

/** What the publishing steps need to know of one kind of item (news, announcements). */
export interface Publishable {
  /** The audit actions' prefix and target type. */
  kind: 'news' | 'announcement';
  row: (store: Store, id: number) => Promise<{ status: string; publish_time: string | null } | undefined>;
  setState: (
    store: Store,
    id: number,
    state: { status: ContentStatus; publish_time: string | null; updated_at: string },
  ) => Promise<unknown>;
  remove: (store: Store, id: number) => Promise<unknown>;
  /** The files the item shows (a picture, attachments): private again when it is taken back. */
  files: (store: Store, id: number) => Promise<number[]>;
  /** The pictures its texts show: published with it and left public (other texts may show them). */
  images: (store: Store, id: number) => Promise<number[]>;
  /** Those of `files` another published item still shows. */
  filesInUse: (store: Store, files: number[], id: number) => Promise<number[]>;
  /** What the audit entry says of the item (its title). */
  detail: (store: Store, id: number) => Promise<Record<string, unknown>>;
}

/**
 * Publishing, taking back and deleting a news item or an announcement: the item's state, its
 * files' publication and the audit entry in one transaction. A published item's files are
 * public (a picture) or open to logged-in users (attachments); taken back, they are private
 * again unless another published item shows them.
 */
export const publication = ({ db, attachmentsFor, auditFor }: PublicationDeps, kind: Publishable) => {
  const withdrawFiles = async (trx: Kysely<Database>, store: Store, id: number, files: number[]) => {
    const inUse = new Set(await kind.filesInUse(store, files, id));
    await attachmentsFor(trx).setPublished(
      files.filter((f) => !inUse.has(f)),
      false,
    );
  };

  const change = (actor: Editor, id: number, to: ContentStatus | 'deleted') =>
    transact(db, async (trx) => {
      const store = contentStore(trx);
      const row = await kind.row(store, id);
      if (!row) throw appError('NOT_FOUND');
      const files = await kind.files(store, id);
      const detail = await kind.detail(store, id);
      const now = nowIso();
      if (to === 'published') {
        await kind.setState(store, id, {
          status: 'published',
          publish_time: row.publish_time ?? now,
          updated_at: now,
        });
        await attachmentsFor(trx).setPublished([...files, ...(await kind.images(store, id))], true);
      } else {
        if (to === 'deleted') await kind.remove(store, id);
        else
          await kind.setState(store, id, {
            status: 'draft',
            publish_time: row.publish_time,
            updated_at: now,
          });
        if (row.status === 'published') await withdrawFiles(trx, store, id, files);
      }
      const verb = to === 'published' ? 'publish' : to === 'draft' ? 'unpublish' : 'delete';
      await auditFor(trx).record(actor, {
        action: `${kind.kind}.${verb}`,
        targetType: kind.kind,
        targetId: id,
        detail,
      });
      return to;
    });

  return {
    /** The audit entry of an editor's create or update, inside its transaction. */
    record: (trx: Kysely<Database>, actor: Editor, verb: 'create' | 'update', id: number, detail: object) =>
      auditFor(trx).record(actor, {
        action: `${kind.kind}.${verb}`,
        targetType: kind.kind,
        targetId: id,
        detail: { ...detail },
      }),

    /**
     * A demo item (main.ts with demo content), made through the editors' own calls; skipped when
     * `exists`, so a second run adds nothing. `create` makes its files only when it is made.
     */
    async seed(
      actor: Editor,
      exists: Promise<boolean>,
      create: () => Promise<{ id: number }>,
      publish: boolean,
    ) {
      if (await exists) return null;
      const { id } = await create();
      if (publish) await change(actor, id, 'published');
      return id;
    },

    publish: async (actor: Editor, id: number) => ({
      id,
      status: (await change(actor, id, 'published')) as ContentStatus,
    }),
    unpublish: async (actor: Editor, id: number) => ({
      id,
      status: (await change(actor, id, 'draft')) as ContentStatus,
    }),
    remove: async (actor: Editor, id: number) => {
      await change(actor, id, 'deleted');
      return { id };
    },
    /**
     * After an edit of a published item: files it shows now are published, files it no longer
     * shows are private again (unless another published item shows them). Inside the edit's
     * transaction.
     */
    async refreshFiles(trx: Kysely<Database>, id: number, before: number[], status: string) {
      if (status !== 'published') return;
      const store = contentStore(trx);
      const now = await kind.files(store, id);
      await attachmentsFor(trx).setPublished([...now, ...(await kind.images(store, id))], true);
      await withdrawFiles(
        trx,
        store,
        id,
        before.filter((f) => !now.includes(f)),
      );
    },
  };
};
