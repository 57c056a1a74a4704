import type { OperatorRole, TOperator, TOperatorCreate } from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import type { Actor } from '../../platform/access/actor.ts';
import { nowIso } from '../../platform/crypto.ts';
import type { Dialect } from '../../platform/db/database.ts';
import type { Database } from '../../platform/db/schema.ts';
import { appError } from '../../platform/errors.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { auditLog } from './audit.service.ts';
import { roleOf } from './operator-auth.service.ts';
import { operatorSessionsStore } from './operator-sessions.store.ts';
import { inOperatorsTransaction, type OperatorRow, operatorsStore } from './operators.store.ts';

const toOperator = (row: OperatorRow): TOperator => ({
  id: row.id,
  username: row.username,
  displayName: row.display_name,
  role: roleOf(row),
  disabled: row.disabled === 1,
  createdAt: row.created_at,
  lastLoginAt: row.last_login_at,
});

const isActiveAdmin = (row: OperatorRow) => row.role === 'administrator' && row.disabled === 0;

/**
 * Operator accounts: creation (by an administrator or the command line), roles, disabling and
 * password resets. Each change and its audit entry commit together or not at all.
 */
export const operatorsService = ({ db, dialect }: { db: Kysely<Database>; dialect: Dialect }) => {
  /** One change to one operator, with the stores and the audit log bound to its transaction. */
  const change = <T>(id: number, fn: (ctx: ChangeContext) => Promise<T>) =>
    inOperatorsTransaction(db, dialect, async (trx) => {
      const store = operatorsStore(trx);
      const target = await store.byId(id);
      if (!target) throw appError('NOT_FOUND');
      return fn({ store, target, sessions: operatorSessionsStore(trx), audit: auditLog(trx) });
    });

  /** The last active administrator keeps the role and the account: someone must manage the rest. */
  const guardLastAdmin = async ({ store, target }: ChangeContext) => {
    if (isActiveAdmin(target) && (await store.otherActiveAdmins(target.id)) === 0) {
      throw appError('OPERATOR_LAST_ADMIN');
    }
  };

  /** An operator does not lock themselves out: their own account and role are another's to change. */
  const refuseSelf = (id: number, actor: Actor) => {
    if (actor.kind === 'operator' && actor.operator.id === id) throw appError('OPERATOR_SELF_CHANGE');
  };

  return {
    list: async () => (await operatorsStore(db).list()).map(toOperator),

    async create(input: TOperatorCreate, actor: Actor, detail: Record<string, unknown> = {}) {
      // Checked before hashing to spare the scrypt time; the insert still guards a race.
      if (await operatorsStore(db).byUsername(input.username)) throw appError('OPERATOR_EXISTS');
      const passwordHash = await hashPassword(input.password);
      return inOperatorsTransaction(db, dialect, async (trx) => {
        const row = await operatorsStore(trx).insert({
          username: input.username,
          display_name: input.displayName,
          role: input.role,
          password_hash: passwordHash,
          disabled: 0,
          created_at: nowIso(),
        });
        if (!row) throw appError('OPERATOR_EXISTS');
        await auditLog(trx).record(actor, {
          action: 'operator.create',
          targetType: 'operator',
          targetId: row.id,
          detail: { username: row.username, role: row.role, ...detail },
        });
        return toOperator(row);
      });
    },

    setRole: (id: number, role: OperatorRole, actor: Actor) =>
      change(id, async (ctx) => {
        if (ctx.target.role === role) return toOperator(ctx.target);
        refuseSelf(id, actor);
        if (role !== 'administrator') await guardLastAdmin(ctx);
        const row = await ctx.store.update(id, { role });
        await ctx.audit.record(actor, {
          action: 'operator.roleChange',
          targetType: 'operator',
          targetId: id,
          detail: { from: ctx.target.role, to: role },
        });
        return toOperator(row);
      }),

    setDisabled: (id: number, disabled: boolean, actor: Actor) =>
      change(id, async (ctx) => {
        if ((ctx.target.disabled === 1) === disabled) return toOperator(ctx.target);
        refuseSelf(id, actor);
        if (disabled) await guardLastAdmin(ctx);
        const row = await ctx.store.update(id, { disabled: disabled ? 1 : 0 });
        if (disabled) await ctx.sessions.revokeAllOf(id, nowIso());
        await ctx.audit.record(actor, {
          action: disabled ? 'operator.disable' : 'operator.enable',
          targetType: 'operator',
          targetId: id,
        });
        return toOperator(row);
      }),

    async resetPassword(id: number, password: string, actor: Actor) {
      const passwordHash = await hashPassword(password);
      return change(id, async (ctx) => {
        const row = await ctx.store.update(id, { password_hash: passwordHash });
        // Whoever held the old password is shut out; an operator resetting their own keeps this tab.
        const keep = actor.kind === 'operator' && id === actor.operator.id ? actor.operator.sessionId : null;
        await ctx.sessions.revokeAllOf(id, nowIso(), keep);
        await ctx.audit.record(actor, {
          action: 'operator.passwordReset',
          targetType: 'operator',
          targetId: id,
        });
        return toOperator(row);
      });
    },
  };
};

interface ChangeContext {
  store: ReturnType<typeof operatorsStore>;
  target: OperatorRow;
  sessions: ReturnType<typeof operatorSessionsStore>;
  audit: ReturnType<typeof auditLog>;
}
