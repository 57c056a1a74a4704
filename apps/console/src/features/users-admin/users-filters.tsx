import { ACCOUNT_TYPES, USER_AUDIT_STATUSES, USER_KEYWORD_MAX } from '@steel-epd/contract';
import { useTranslation } from 'react-i18next';
import { FilterBar, FilterSearch, FilterSelect } from '../../components/filter-bar.tsx';
import type { QueueFilters } from '../../lib/use-queue.ts';
import type { UsersQuery } from './api.ts';

interface UsersFiltersProps {
  query: UsersQuery;
  onChange: (patch: Partial<QueueFilters<UsersQuery>>) => void;
}

/** Keyword (account, user or company name), account type, status and registration audit status. */
export const UsersFilters = ({ query, onChange }: UsersFiltersProps) => {
  const { t } = useTranslation();
  return (
    <FilterBar>
      <FilterSearch
        testId="users-filter-keyword"
        maxLength={USER_KEYWORD_MAX}
        placeholder={t('console.users.filterKeyword')}
        onSearch={(keyword) => onChange({ keyword })}
      />
      <FilterSelect
        testId="users-filter-account-type"
        placeholder={t('console.users.filterAccountType')}
        value={query.accountType}
        onChange={(accountType) => onChange({ accountType })}
        options={ACCOUNT_TYPES.map((a) => ({ value: a, label: t(`console.account.accountType.${a}`) }))}
      />
      <FilterSelect
        testId="users-filter-locked"
        placeholder={t('console.users.filterLocked')}
        value={query.locked}
        onChange={(locked) => onChange({ locked })}
        options={[
          { value: 'false' as const, label: t('console.users.active') },
          { value: 'true' as const, label: t('console.users.locked') },
        ]}
      />
      <FilterSelect
        testId="users-filter-audit-status"
        width={180}
        placeholder={t('console.users.filterAuditStatus')}
        value={query.auditStatus}
        onChange={(auditStatus) => onChange({ auditStatus })}
        options={USER_AUDIT_STATUSES.map((s) => ({ value: s, label: t(`console.users.auditStatus.${s}`) }))}
      />
    </FilterBar>
  );
};
