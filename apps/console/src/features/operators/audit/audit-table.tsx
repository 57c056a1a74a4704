import type { TAuditEntry, TextKey } from '@steel-epd/contract';
import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { logTable, timeColumn } from '../../../components/columns.tsx';
import type { QueueTable } from '../../../components/queue-page.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { operatorsQueryOptions } from '../../../lib/operators-query.ts';
import { auditSummary, auditTarget, type OperatorName } from './audit-summary.ts';

/** An action's label when the catalogue has one ('console.action.operator.login'), else the action itself. */
export const actionLabel = (action: string): string => {
  const key = `console.action.${action}`;
  return i18n.exists(key) ? i18n.t(key as TextKey) : action;
};

/**
 * Operators by id as "display name (username)", from the list the audit page's filter loads
 * too; the log itself carries only the username, and a display name is what people recognise.
 */
const useOperatorName = (): OperatorName => {
  const { t } = useTranslation();
  const operators = useQuery(operatorsQueryOptions()).data;
  return (id) => {
    const o = operators?.find((candidate) => candidate.id === id);
    if (!o) return undefined;
    // An operator whose display name is their username (the command line's default) reads once.
    return o.displayName === o.username
      ? o.username
      : t('console.audit.operatorName', { name: o.displayName, username: o.username });
  };
};

/** Audit entries, newest first: when, who, what, on what, from where, and the particulars. */
export const useAuditTable = (): QueueTable<TAuditEntry> => {
  const { t } = useTranslation();
  const operatorName = useOperatorName();
  return logTable<TAuditEntry>(
    timeColumn('time', t('console.audit.time'), (e) => e.createdAt),
    [
      {
        key: 'operator',
        title: t('console.audit.operator'),
        width: 170,
        render: (_, e) =>
          (e.operatorId !== null && operatorName(e.operatorId)) ||
          e.operatorUsername || (
            <Typography.Text type="secondary">{t('console.audit.system')}</Typography.Text>
          ),
      },
      // Fixed widths, so a long detail never squeezes an action to one character a line.
      {
        key: 'action',
        title: t('console.audit.action'),
        width: 160,
        render: (_, e) => actionLabel(e.action),
      },
      {
        key: 'target',
        title: t('console.audit.target'),
        width: 200,
        render: (_, e) => auditTarget(e, t, operatorName),
      },
      { key: 'ip', title: t('console.audit.ip'), dataIndex: 'ip', width: 140 },
      {
        key: 'detail',
        title: t('console.audit.detail'),
        render: (_, e) => (
          <div data-testid={`audit-detail-${e.id}`} style={{ overflowWrap: 'anywhere' }}>
            {auditSummary(e, t).map(({ label, value }) => (
              <div key={label}>{t('console.audit.pair', { label, value })}</div>
            ))}
          </div>
        ),
      },
    ],
  );
};
