import { isTextKey, type TAuditEntry, type TextKey } from '@steel-epd/contract';
import type { Translate } from '@steel-epd/web';
import { formatTime } from '../../lib/format.ts';

/** An operator as the log names them: display name and username, from the operator list. */
export type OperatorName = (id: number) => string | undefined;

const text = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

/** A value's text from the catalogue when it has one (a role, a failure cause), else the value. */
const catalogued =
  (keyOf: (value: string) => string) =>
  (value: unknown, t: Translate): string => {
    const key = keyOf(text(value));
    return isTextKey(key) ? t(key) : text(value);
  };

/** How one detail field reads: its label and how its value shows. */
interface Field {
  label: TextKey;
  show?: (value: unknown, t: Translate) => string;
}

const role = catalogued((v) => `console.role.${v}`);

/** The detail fields the areas write, by name. */
const FIELDS: Record<string, Field> = {
  account: { label: 'console.account.account' },
  username: { label: 'console.audit.field.username' },
  companyName: { label: 'console.account.companyName' },
  creditCode: { label: 'console.audit.field.creditCode' },
  role: { label: 'console.audit.field.role', show: role },
  accountType: {
    label: 'console.account.accountType',
    show: catalogued((v) => `console.account.accountType.${v}`),
  },
  requestedAt: { label: 'console.audit.field.requestedAt', show: (v) => formatTime(text(v)) },
  reason: { label: 'console.audit.field.reason' },
  by: { label: 'console.audit.field.by', show: catalogued((v) => `console.audit.by.${v}`) },
  lang: { label: 'console.audit.field.lang', show: catalogued((v) => `console.audit.lang.${v}`) },
  title: { label: 'console.audit.field.title' },
  attachments: { label: 'console.audit.field.attachments' },
  before: { label: 'console.audit.field.before' },
  after: { label: 'console.audit.field.after' },
};

/** Fields that mean something else in one action. */
const ACTION_FIELDS: Record<string, Record<string, Field>> = {
  'operator.loginFailed': {
    reason: { label: 'console.audit.field.failure', show: catalogued((v) => `console.audit.failure.${v}`) },
  },
  'operator.roleChange': {
    from: { label: 'console.audit.field.roleFrom', show: role },
    to: { label: 'console.audit.field.roleTo', show: role },
  },
};

/** Each kind of target: its word, and the detail field that names it (shown there, not in the detail). */
const TARGETS: Record<string, { label: TextKey; nameField?: string }> = {
  operator: { label: 'console.audit.targetType.operator', nameField: 'username' },
  user: { label: 'console.audit.targetType.user', nameField: 'account' },
  company: { label: 'console.audit.targetType.company', nameField: 'companyName' },
  // A failed login names the username that was tried; it is the target id itself.
  username: { label: 'console.audit.targetType.username' },
};

/**
 * What an entry acted on, in words: "操作员 张三（zhangsan）", "用户 13800000000", "企业 唐山钢铁".
 * An operator is named from the operator list; a user or a company by the entry's own detail;
 * a target whose name is gone (an erased account) by its number, "#12".
 */
export const auditTarget = (entry: TAuditEntry, t: Translate, operatorName: OperatorName): string => {
  if (!entry.targetType) return '';
  const target = TARGETS[entry.targetType];
  if (!target) {
    // Other areas' targets (an EPD record, a UI text, a menu item …): their word and their id.
    const word = `console.audit.targetType.${entry.targetType}`;
    return `${isTextKey(word) ? t(word) : entry.targetType} ${entry.targetId ?? ''}`.trim();
  }
  const id = entry.targetId ?? '';
  const named = entry.targetType === 'operator' ? operatorName(Number(id)) : undefined;
  const fromDetail = target.nameField ? text(entry.detail?.[target.nameField]) : id;
  const name = named || fromDetail || (id && `#${id}`);
  return `${t(target.label)} ${name}`.trim();
};

/** One line of an entry's detail: what it is and its value, both in the operator's language. */
export interface DetailLine {
  label: string;
  value: string;
}

/**
 * An entry's detail as readable lines ("角色" 审核员, "原因" 密码错误), leaving out what the
 * target column already says. A field no area has described yet still shows, under its name.
 */
export const auditSummary = (entry: TAuditEntry, t: Translate): DetailLine[] => {
  if (!entry.detail) return [];
  const shownAsTarget = entry.targetType ? TARGETS[entry.targetType]?.nameField : undefined;
  return Object.entries(entry.detail)
    .filter(([name, value]) => name !== shownAsTarget && value !== null && value !== '')
    .map(([name, value]) => {
      const field = ACTION_FIELDS[entry.action]?.[name] ?? FIELDS[name];
      return {
        label: field ? t(field.label) : name,
        value: field?.show ? field.show(value, t) : text(value),
      };
    });
};
