import fs from 'node:fs';
import path from 'node:path';
import { type TAuditEntry, type TextKey, textOf } from '@steel-epd/contract';
import { describe, expect, it } from 'vitest';
import { auditSummary, auditTarget, KNOWN_FIELDS } from './audit-summary.ts';

/** The catalogue's text with its {{values}} filled in, as i18next does. */
const translate =
  (lang: 'zh' | 'en') =>
  (key: TextKey, values?: Record<string, unknown>): string =>
    textOf(key, lang).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values?.[name] ?? ''));
const zh = translate('zh');
const en = translate('en');

const entry = (part: Partial<TAuditEntry> & Pick<TAuditEntry, 'action'>): TAuditEntry => ({
  id: 1,
  operatorId: 1,
  operatorUsername: 'admin',
  targetType: null,
  targetId: null,
  detail: null,
  ip: '127.0.0.1',
  createdAt: '2026-03-01T08:00:00.000Z',
  ...part,
});

const operators = new Map([[7, '张三（zhangsan）']]);
const operatorName = (id: number) => operators.get(id);

describe('auditTarget', () => {
  it('names an operator from the operator list, not "operator 7"', () => {
    const login = entry({ action: 'operator.login', targetType: 'operator', targetId: '7' });
    expect(auditTarget(login, zh, operatorName)).toBe('操作员 张三（zhangsan）');
  });

  it("falls back to the detail's username, then to the number, when the list does not know the operator", () => {
    const created = entry({
      action: 'operator.create',
      targetType: 'operator',
      targetId: '9',
      detail: { username: 'lisi', role: 'reviewer' },
    });
    expect(auditTarget(created, en, operatorName)).toBe('Operator lisi');
    const gone = entry({ action: 'operator.enable', targetType: 'operator', targetId: '9' });
    expect(auditTarget(gone, zh, operatorName)).toBe('操作员 #9');
  });

  it('names users by account, companies by name and a failed login by the username tried', () => {
    const user = entry({
      action: 'user.disable',
      targetType: 'user',
      targetId: '5',
      detail: { account: '13800000000' },
    });
    expect(auditTarget(user, zh, operatorName)).toBe('用户 13800000000');
    const company = entry({
      action: 'company.approve',
      targetType: 'company',
      targetId: '3',
      detail: { companyName: '唐山钢铁集团有限公司', creditCode: '91130200MA0000000X' },
    });
    expect(auditTarget(company, en, operatorName)).toBe('Company 唐山钢铁集团有限公司');
    const failed = entry({ action: 'operator.loginFailed', targetType: 'username', targetId: 'guess' });
    expect(auditTarget(failed, zh, operatorName)).toBe('用户名 guess');
  });

  it("words the other areas' targets with their id, and leaves an unknown type as it came", () => {
    const text = entry({ action: 'text.update', targetType: 'text', targetId: 'gpi.intro' });
    expect(auditTarget(text, zh, operatorName)).toBe('界面文字 gpi.intro');
    expect(auditTarget(text, en, operatorName)).toBe('UI text gpi.intro');
    const menu = entry({ action: 'menu.update', targetType: 'menuItem', targetId: '4' });
    expect(auditTarget(menu, en, operatorName)).toBe('Menu item 4');
    const odd = entry({ action: 'x.y', targetType: 'somethingNew', targetId: '1' });
    expect(auditTarget(odd, en, operatorName)).toBe('somethingNew 1');
  });
});

describe('auditSummary of an edit', () => {
  it('names the language, the value before and after', () => {
    const edit = entry({
      action: 'text.update',
      targetType: 'text',
      targetId: 'gpi.intro',
      detail: { lang: 'en', before: 'Old', after: 'New' },
    });
    const published = entry({
      action: 'announcement.create',
      targetType: 'announcement',
      targetId: '5',
      detail: { title: '关于平台系统维护的公告', attachments: [186] },
    });
    expect(auditSummary(published, en)).toEqual([
      { label: 'Title', value: '关于平台系统维护的公告' },
      { label: 'Attachment ids', value: '186' },
    ]);
    expect(auditSummary(edit, zh)).toEqual([
      { label: '语言', value: '英文' },
      { label: '原值', value: 'Old' },
      { label: '新值', value: 'New' },
    ]);
  });
});

describe('auditSummary', () => {
  it('reads a role change in words, never as JSON', () => {
    const change = entry({
      action: 'operator.roleChange',
      targetType: 'operator',
      targetId: '7',
      detail: { from: 'reviewer', to: 'administrator' },
    });
    expect(auditSummary(change, zh)).toEqual([
      { label: '原角色', value: zh('console.role.reviewer') },
      { label: '新角色', value: zh('console.role.administrator') },
    ]);
  });

  it("translates a failed login's cause and a creation by the command line", () => {
    const failed = entry({
      action: 'operator.loginFailed',
      targetType: 'username',
      targetId: 'x',
      detail: { reason: 'password' },
    });
    expect(auditSummary(failed, en)).toEqual([{ label: 'Cause', value: 'Wrong password' }]);
    const created = entry({
      action: 'operator.create',
      targetType: 'operator',
      targetId: '1',
      detail: { username: 'admin', role: 'administrator', by: 'cli' },
    });
    // The username names the target already, so the detail leaves it out.
    expect(auditSummary(created, zh)).toEqual([
      { label: '角色', value: zh('console.role.administrator') },
      { label: '来源', value: '命令行' },
    ]);
  });

  it("shows a rejection's reason and a deregistration's account type and time, and an unknown field under its name", () => {
    const rejected = entry({
      action: 'company.reject',
      targetType: 'company',
      targetId: '3',
      detail: { companyName: '唐山钢铁', creditCode: '91130200MA0000000X', reason: '执照模糊' },
    });
    expect(auditSummary(rejected, zh)).toEqual([
      { label: '统一社会信用代码', value: '91130200MA0000000X' },
      { label: '理由', value: '执照模糊' },
    ]);
    const approved = entry({
      action: 'deregistration.approve',
      targetType: 'user',
      targetId: '5',
      detail: { accountType: 'phone', requestedAt: null, batch: 2 },
    });
    expect(auditSummary(approved, en)).toEqual([
      { label: 'Account type', value: 'Phone' },
      { label: 'batch', value: '2' },
    ]);
  });
});

describe('auditSummary of the workflow areas', () => {
  it('names stages, not their numbers, and lists the EPDs a release made', () => {
    const advanced = entry({
      action: 'application.advance',
      targetType: 'application',
      targetId: '4',
      detail: { from: 60, to: 70 },
    });
    expect(auditSummary(advanced, zh)).toEqual([
      { label: '原阶段', value: zh('console.applications.stage.60') },
      { label: '新阶段', value: zh('console.applications.stage.70') },
    ]);
    const released = entry({
      action: 'application.release',
      targetType: 'application',
      targetId: '4',
      detail: { from: 60, epds: [{ productId: 3, epdId: 11, registrationNumber: 'EPD-CN-0001' }] },
    });
    expect(auditSummary(released, en)).toEqual([
      { label: 'From stage', value: en('console.applications.stage.60') },
      {
        label: 'EPDs published',
        value: 'Product no.: 3, EPD record no.: 11, Registration number: EPD-CN-0001',
      },
    ]);
  });

  it("reads a PCR's changed fields as before → after, a changed description as changed", () => {
    const updated = entry({
      action: 'pcr.update',
      targetType: 'pcr',
      targetId: '2',
      detail: {
        registerNo: 'PCR-1',
        changed: { product_name: { from: '钢板', to: '热轧钢板' }, description_html: { changed: true } },
      },
    });
    expect(auditSummary(updated, zh)).toEqual([
      { label: '注册号', value: 'PCR-1' },
      { label: '修改项', value: '产品名称（中文）：钢板 → 热轧钢板, 描述（HTML）：已修改' },
    ]);
  });

  it('shows times as times and yes/no in words', () => {
    const extended = entry({
      action: 'subscription.extend',
      targetType: 'subscription',
      targetId: '1',
      detail: { from: '2027-01-31T16:00:00.000Z', to: '2027-03-31T16:00:00.000Z' },
    });
    const [from, to] = auditSummary(extended, en);
    expect(from?.label).toBe('Previous end');
    expect(from?.value).not.toContain('T16');
    expect(to?.label).toBe('New end');
    const linked = entry({
      action: 'lowCarbon.linkEpd',
      detail: { from: null, epdId: 5, steelFilled: true },
    });
    expect(auditSummary(linked, zh)).toEqual([
      { label: 'EPD记录编号', value: '5' },
      { label: '已补全钢材信息', value: '是' },
    ]);
  });
});

/** The top-level names of every `detail: { … }` the server's modules write into the audit log. */
const serverDetailNames = (): Map<string, string> => {
  const root = path.resolve(import.meta.dirname, '../../../../../server/src/modules');
  const names = new Map<string, string>();
  const files = fs.readdirSync(root, { recursive: true, encoding: 'utf8' });
  for (const file of files.filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const source = fs.readFileSync(path.join(root, file), 'utf8');
    if (!source.includes('.record(') && !source.includes('record(')) continue;
    for (const match of source.matchAll(/\bdetail: \{/g)) {
      let depth = 1;
      let at = (match.index ?? 0) + match[0].length;
      let part = '';
      const parts: string[] = [];
      for (; at < source.length && depth > 0; at++) {
        const c = source[at] as string;
        if ('{[('.includes(c)) depth++;
        if ('}])'.includes(c)) depth--;
        if (depth === 1 && c === ',') {
          parts.push(part);
          part = '';
        } else if (depth >= 1) part += c;
      }
      parts.push(part.slice(0, -0 || undefined));
      for (const raw of parts) {
        const p = raw.trim();
        if (p === '' || p.startsWith('...')) continue;
        const name = /^([A-Za-z_$][\w$]*)\s*(?::|$)/.exec(p)?.[1];
        if (name) names.set(name, file);
      }
    }
  }
  return names;
};

describe('the audit detail labels', () => {
  it('know every field name the server writes', () => {
    const names = serverDetailNames();
    expect(names.size).toBeGreaterThan(30);
    const unknown = [...names].filter(([name]) => !KNOWN_FIELDS.has(name)).map(([n, f]) => `${n} (${f})`);
    expect(unknown).toEqual([]);
  });
});
