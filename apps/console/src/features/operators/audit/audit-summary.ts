import { isTextKey, type TAuditEntry, type TextKey } from '@steel-epd/contract';
import { formatTime } from '../../../lib/format.ts';

/** A text of the catalogue in the operator's language, with its {{values}} filled in. */
export interface Translate {
  (key: TextKey): string;
  (key: 'console.audit.fromTo' | 'console.audit.pair', values: Record<string, string>): string;
}

/** An operator as the log names them: display name and username, from the operator list. */
export type OperatorName = (id: number) => string | undefined;

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A value in words: a time as a time, yes/no, a change as "before → after", a list item by item. */
const shown = (value: unknown, t: Translate): string => {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return t(value ? 'console.audit.yes' : 'console.audit.no');
  if (typeof value === 'string') return ISO_TIME.test(value) ? formatTime(value) : value;
  if (typeof value !== 'object') return String(value);
  if (Array.isArray(value))
    return value.map((v) => shown(v, t)).join(typeof value[0] === 'object' ? '；' : ', ');
  const record = value as Record<string, unknown>;
  if ('from' in record && 'to' in record && Object.keys(record).length === 2)
    return t('console.audit.fromTo', { from: shown(record.from, t), to: shown(record.to, t) });
  if (record.changed === true && Object.keys(record).length === 1) return t('console.audit.changed');
  return Object.entries(record)
    .map(([name, v]) => t('console.audit.pair', { label: labelOf(name, t), value: shown(v, t) }))
    .join(', ');
};

const text = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

/** A value's text from the catalogue when it has one (a role, a failure cause), else the value. */
const catalogued =
  (keyOf: (value: string) => string) =>
  (value: unknown, t: Translate): string => {
    const key = keyOf(text(value));
    return isTextKey(key) ? t(key) : shown(value, t);
  };

/** How one detail field reads: its label and how its value shows. */
interface Field {
  label: TextKey;
  show?: (value: unknown, t: Translate) => string;
}

const role = catalogued((v) => `console.role.${v}`);
const stage = catalogued((v) => `console.applications.stage.${v}`);
const time = (v: unknown) => formatTime(text(v));
const field = (label: TextKey, show?: Field['show']): Field => (show ? { label, show } : { label });

/** The detail fields the areas write, by name (a test checks every name the server writes is here). */
const FIELDS: Record<string, Field> = {
  account: field('console.account.account'),
  username: field('console.audit.field.username'),
  companyName: field('console.account.companyName'),
  creditCode: field('console.audit.field.creditCode'),
  role: field('console.audit.field.role', role),
  accountType: field(
    'console.account.accountType',
    catalogued((v) => `console.account.accountType.${v}`),
  ),
  requestedAt: field('console.audit.field.requestedAt', time),
  reason: field('console.audit.field.reason'),
  by: field(
    'console.audit.field.by',
    catalogued((v) => `console.audit.by.${v}`),
  ),
  lang: field(
    'console.audit.field.lang',
    catalogued((v) => `console.audit.lang.${v}`),
  ),
  title: field('console.audit.field.title'),
  attachments: field('console.audit.field.attachments'),
  attachmentIds: field('console.audit.field.attachments'),
  attachmentId: field('console.audit.field.attachmentId'),
  before: field('console.audit.field.before'),
  after: field('console.audit.field.after'),
  from: field('console.audit.field.from'),
  to: field('console.audit.field.to'),
  name: field('console.audit.field.name'),
  code: field('console.audit.field.code'),
  stage: field('console.audit.field.stage', stage),
  state: field('console.audit.field.state'),
  note: field('console.audit.field.note'),
  text: field('console.audit.field.text'),
  userId: field('console.audit.field.userId'),
  product: field('console.audit.field.product'),
  productName: field('console.audit.field.product'),
  productId: field('console.audit.field.productId'),
  registrationNumber: field('console.audit.field.registrationNumber'),
  registerNo: field('console.audit.field.registrationNumber'),
  type: field('console.audit.field.type'),
  typeId: field('console.audit.field.type'),
  length: field('console.audit.field.length'),
  endsAt: field('console.audit.field.endsAt', time),
  id: field('console.audit.field.id'),
  version: field('console.audit.field.version'),
  detail: field('console.audit.field.detail'),
  gridFactor: field('console.audit.field.gridFactor'),
  link: field('console.audit.field.link'),
  fileName: field('console.audit.field.fileName'),
  enabled: field('console.audit.field.enabled'),
  kind: field(
    'console.audit.field.kind',
    catalogued((v) => `console.subscriptions.state.${v}`),
  ),
  message: field('console.audit.field.message'),
  publishTime: field('console.audit.field.publishTime', time),
  answerNote: field('console.audit.field.answerNote'),
  page: field('console.audit.field.page'),
  input: field('console.audit.field.input'),
  blocks: field('console.audit.field.blocks'),
  epdId: field('console.audit.field.epdId'),
  epds: field('console.audit.field.epds'),
  steelFilled: field('console.audit.field.steelFilled'),
  row: field('console.audit.field.row'),
  changed: field('console.audit.field.changed'),
  // A PCR's columns, as its change lists them (pcr.update).
  register_no: field('console.pcrs.registerNo'),
  product_name: field('console.pcrs.productName'),
  product_name_en: field('console.pcrs.productNameEn'),
  author: field('console.pcrs.author'),
  product_class: field('console.pcrs.productClass'),
  description_html: field('console.pcrs.description'),
  cn_attachment_id: field('console.pcrs.cnFile'),
  en_attachment_id: field('console.pcrs.enFile'),
  // The category ids a PCR covers (pcr.create, and from/to in pcr.update's changes: decision 229).
  categoryIds: field('console.pcrs.categories'),
};

/** A field's label in the operator's language (its own name when no area has described it yet). */
const labelOf = (name: string, t: Translate): string => {
  const known = FIELDS[name];
  return known ? t(known.label) : name;
};

const stageChange = {
  from: field('console.audit.field.stageFrom', stage),
  to: field('console.audit.field.stageTo', stage),
};

/** Fields that mean something else in one action. */
const ACTION_FIELDS: Record<string, Record<string, Field>> = {
  'operator.loginFailed': {
    reason: field(
      'console.audit.field.failure',
      catalogued((v) => `console.audit.failure.${v}`),
    ),
  },
  'operator.roleChange': {
    from: field('console.audit.field.roleFrom', role),
    to: field('console.audit.field.roleTo', role),
  },
  'application.advance': stageChange,
  'application.back': stageChange,
  'application.release': { from: stageChange.from },
  'verification.answer': {
    from: field(
      'console.audit.field.stateFrom',
      catalogued((v) => `console.verification.state.${v}`),
    ),
    to: field(
      'console.audit.field.stateTo',
      catalogued((v) => `console.verification.state.${v}`),
    ),
  },
  'feedback.answer': {
    from: field(
      'console.audit.field.stateFrom',
      catalogued((v) => `console.feedback.state.${v}`),
    ),
  },
  'subscription.extend': {
    from: field('console.audit.field.endsFrom', time),
    to: field('console.audit.field.endsTo', time),
  },
  'subscription.end': {
    from: field(
      'console.audit.field.stateFrom',
      catalogued((v) => `console.subscriptions.state.${v}`),
    ),
  },
  'subscription.grant': {
    before: field(
      'console.audit.field.stateFrom',
      catalogued((v) => `console.subscriptions.state.${v}`),
    ),
  },
  'lowCarbon.recompute': { from: field('console.audit.field.gridFrom') },
  'lowCarbon.linkEpd': { from: field('console.audit.field.epdFrom') },
};

/** Every field name the summary knows, for the test that holds it to what the server writes. */
export const KNOWN_FIELDS: ReadonlySet<string> = new Set(Object.keys(FIELDS));

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
      const known = ACTION_FIELDS[entry.action]?.[name] ?? FIELDS[name];
      return {
        label: known ? t(known.label) : name,
        value: known?.show ? known.show(value, t) : shown(value, t),
      };
    });
};
