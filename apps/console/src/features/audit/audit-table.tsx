import type { TAuditEntry, TextKey } from '@steel-epd/contract';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { logTable, timeColumn } from '../../components/columns.tsx';
import type { QueueTable } from '../../components/queue-page.tsx';
import { i18n } from '../../lib/i18n.ts';

/** An action's label when the catalogue has one ('console.action.operator.login'), else the action itself. */
export const actionLabel = (action: string): string => {
  const key = `console.action.${action}`;
  return i18n.exists(key) ? i18n.t(key as TextKey) : action;
};

const detailText = (detail: TAuditEntry['detail']) => (detail ? JSON.stringify(detail) : '');

/** Audit entries, newest first: who, what, when, target and address. */
export const useAuditTable = (): QueueTable<TAuditEntry> => {
  const { t } = useTranslation();
  return logTable<TAuditEntry>(
    timeColumn('time', t('console.audit.time'), (e) => e.createdAt),
    [
      {
        key: 'operator',
        title: t('console.audit.operator'),
        render: (_, e) =>
          e.operatorUsername ?? (
            <Typography.Text type="secondary">{t('console.audit.system')}</Typography.Text>
          ),
      },
      { key: 'action', title: t('console.audit.action'), render: (_, e) => actionLabel(e.action) },
      {
        key: 'target',
        title: t('console.audit.target'),
        render: (_, e) => (e.targetType ? `${e.targetType} ${e.targetId ?? ''}` : ''),
      },
      { key: 'ip', title: t('console.audit.ip'), dataIndex: 'ip' },
      {
        key: 'detail',
        title: t('console.audit.detail'),
        render: (_, e) =>
          e.detail && (
            <Typography.Text code ellipsis={{ tooltip: detailText(e.detail) }} style={{ maxWidth: 280 }}>
              {detailText(e.detail)}
            </Typography.Text>
          ),
      },
    ],
  );
};
