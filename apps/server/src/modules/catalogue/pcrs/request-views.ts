import type {
  PcrRequestStatus,
  PcrRequestStep,
  TConsolePcrRequest,
  TMyPcrRequest,
  TMyPcrRequestDetail,
} from '@steel-epd/contract';
import type { Selectable } from 'kysely';
import type { Actor } from '../../../platform/access/actor.ts';
import { assertCan } from '../../../platform/access/policies.ts';
import type { PcrRequestsTable } from '../../../platform/db/schema.ts';
import { appError } from '../../../platform/errors.ts';
import type { PcrsDeps } from './context.ts';
import { pcrsStore } from './pcrs.store.ts';

const toMine = (row: Selectable<PcrRequestsTable>): TMyPcrRequest => ({
  id: row.id,
  companyName: row.company_name,
  product: row.product,
  status: row.status as PcrRequestStatus,
  reason: row.reason,
  createdAt: row.created_at,
  decidedAt: row.decided_at,
  step: row.step as PcrRequestStep,
});

type StepRow = Awaited<ReturnType<ReturnType<typeof pcrsStore>['stepsOf']>>[number];

/** Each step a request reached: "submitted" when it was filed, then the secretariat's moves. */
const stepsOf = (row: Selectable<PcrRequestsTable>, moves: readonly StepRow[]) => [
  { step: 'submitted' as PcrRequestStep, at: row.created_at, note: null, actor: null },
  ...moves
    .filter((m) => m.request_id === row.id)
    .map((m) => ({
      step: m.step as PcrRequestStep,
      at: m.created_at,
      note: m.note,
      actor: m.operator_name ?? null,
    })),
];

/** The fields filed with a request, as both apps show them. */
const filedOf = (row: Selectable<PcrRequestsTable>, fileName: string | null) => ({
  description: row.description,
  standards: row.standards,
  contactName: row.contact_name,
  contactPhone: row.contact_phone,
  contactEmail: row.contact_email,
  attachmentId: row.attachment_id,
  attachmentName: fileName,
});

/** The PCR requests as their user (portal) and the secretariat's queue (console) read them. */
export const pcrRequestViews = ({ db }: Pick<PcrsDeps, 'db'>) => {
  const store = pcrsStore(db);
  return {
    async mine(actor: Actor, userId: number, pageNum: number, pageSize: number) {
      assertCan(actor, 'read', { kind: 'user', id: userId });
      const [rows, totals] = await Promise.all([
        store.requestsOf(userId, pageSize, (pageNum - 1) * pageSize),
        store.requestCountOf(userId),
      ]);
      return { list: rows.map(toMine), totals, pageSize, pageNum };
    },

    /** One of the caller's requests with its fields and steps; anyone else's id is NOT_FOUND. */
    async mineDetail(actor: Actor, id: number): Promise<TMyPcrRequestDetail> {
      const row = await store.requestById(id);
      if (!row) throw appError('NOT_FOUND');
      assertCan(actor, 'read', { kind: 'user', id: row.user_id }, 'NOT_FOUND');
      const [moves, names] = await Promise.all([
        store.stepsOf([row.id]),
        store.fileNames(row.attachment_id === null ? [] : [row.attachment_id]),
      ]);
      return {
        ...toMine(row),
        ...filedOf(row, names[0]?.file_name ?? null),
        steps: stepsOf(row, moves).map(({ actor: _, ...step }) => step),
      };
    },

    async requestQueue(query: { status: PcrRequestStatus; pageNum: number; pageSize: number }) {
      const [rows, totals] = await Promise.all([
        store.requestPage(query.status, query.pageSize, (query.pageNum - 1) * query.pageSize),
        store.requestCount(query.status),
      ]);
      const [moves, names] = await Promise.all([
        store.stepsOf(rows.map((r) => r.id)),
        store.fileNames(rows.map((r) => r.attachment_id).filter((f): f is number => f !== null)),
      ]);
      const fileName = new Map(names.map((f) => [f.id, f.file_name]));
      const list: TConsolePcrRequest[] = rows.map((r) => ({
        id: r.id,
        userId: r.user_id,
        userAccount: r.user_account ?? null,
        companyName: r.company_name,
        product: r.product,
        status: r.status as PcrRequestStatus,
        reason: r.reason,
        createdAt: r.created_at,
        decidedAt: r.decided_at,
        ...filedOf(r, r.attachment_id === null ? null : (fileName.get(r.attachment_id) ?? null)),
        step: r.step as PcrRequestStep,
        steps: stepsOf(r, moves),
      }));
      return { list, totals, pageSize: query.pageSize, pageNum: query.pageNum };
    },
  };
};
