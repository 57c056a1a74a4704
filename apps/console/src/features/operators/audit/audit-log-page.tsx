import { AUDIT_ACTIONS } from '@steel-epd/contract';
import { useQuery } from '@tanstack/react-query';
import { Checkbox } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterBar, FilterSelect } from '../../../components/filter-bar.tsx';
import { QueuePage } from '../../../components/queue-page.tsx';
import { operatorsQueryOptions } from '../../../lib/operators-query.ts';
import { useQueue } from '../../../lib/use-queue.ts';
import { auditLogQueryOptions } from './api.ts';
import { actionLabel, useAuditTable } from './audit-table.tsx';

/**
 * The whole audit log, paged on the server, filtered by action and by acting operator. Sign-ins
 * and sign-outs, most entries by number, show only when asked for (or when the action filter names one).
 */
export const AuditLogPage = () => {
  const { t } = useTranslation();
  const queue = useQueue(auditLogQueryOptions, { signIns: 'false' });
  const operators = useQuery(operatorsQueryOptions());

  return (
    <QueuePage
      name="audit"
      queue={queue}
      table={useAuditTable()}
      toolbar={
        <FilterBar>
          <FilterSelect<string>
            testId="audit-filter-action"
            width={200}
            placeholder={t('console.audit.filterAction')}
            value={queue.query.action}
            onChange={(action) => queue.filter({ action })}
            options={AUDIT_ACTIONS.map((a) => ({ value: a, label: actionLabel(a) }))}
          />
          <FilterSelect<number>
            testId="audit-filter-operator"
            width={200}
            searchable
            placeholder={t('console.audit.filterOperator')}
            value={queue.query.operatorId}
            onChange={(operatorId) => queue.filter({ operatorId })}
            options={(operators.data ?? []).map((o) => ({
              value: o.id,
              label: t('console.audit.operatorName', { name: o.displayName, username: o.username }),
            }))}
          />
          <Checkbox
            data-testid="audit-filter-sign-ins"
            checked={queue.query.signIns !== 'false'}
            disabled={queue.query.action !== undefined}
            onChange={(e) => queue.filter({ signIns: e.target.checked ? 'true' : 'false' })}
          >
            {t('console.audit.signIns')}
          </Checkbox>
        </FilterBar>
      }
    />
  );
};
