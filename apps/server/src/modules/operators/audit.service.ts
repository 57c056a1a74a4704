import type { TAuditEntry } from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import { type Actor, operatorIdOf } from '../../platform/access/actor.ts';
import { nowIso } from '../../platform/crypto.ts';
import type { Database } from '../../platform/db/schema.ts';
import { type AuditFilter, auditStore } from './audit.store.ts';

/**
 * Who the entry names when there is no session yet (a console login, failed or not): the
 * operator it is about, if known, and the address. Everything else records its Actor.
 */
export interface AuditBy {
  operatorId: number | null;
  ip: string | null;
}

export interface AuditInput {
  /** `area.verb`, e.g. 'operator.roleChange' or 'application.approve'. */
  action: string;
  targetType?: string | null;
  targetId?: string | number | null;
  /** The particulars (old and new values ...); never a password or a token. */
  detail?: Record<string, unknown> | null;
}

const parseDetail = (text: string | null): Record<string, unknown> | null => {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : { value };
  } catch {
    return { value: text };
  }
};

/**
 * The audit log. Every module records operator actions through `record`, so who, what, when,
 * target and address are written the same way everywhere. Pass a transaction as `db` to make
 * the entry part of the change it describes.
 */
export const auditLog = (db: Kysely<Database>) => {
  const store = auditStore(db);
  return {
    async record(by: Actor | AuditBy, entry: AuditInput): Promise<void> {
      await store.insert({
        operator_id: 'kind' in by ? operatorIdOf(by) : by.operatorId,
        action: entry.action,
        target_type: entry.targetType ?? null,
        target_id: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
        detail: entry.detail ? JSON.stringify(entry.detail) : null,
        ip: by.ip,
        created_at: nowIso(),
      });
    },

    async page(filter: AuditFilter, pageNum: number, pageSize: number) {
      const [rows, totals] = await Promise.all([
        store.page(filter, pageSize, (pageNum - 1) * pageSize),
        store.count(filter),
      ]);
      const list: TAuditEntry[] = rows.map((r) => ({
        id: r.id,
        operatorId: r.operator_id,
        operatorUsername: r.operator_username ?? null,
        action: r.action,
        targetType: r.target_type,
        targetId: r.target_id,
        detail: parseDetail(r.detail),
        ip: r.ip,
        createdAt: r.created_at,
      }));
      return { list, totals, pageSize, pageNum };
    },
  };
};

export type AuditLog = ReturnType<typeof auditLog>;
export type AuditLogFor = typeof auditLog;
