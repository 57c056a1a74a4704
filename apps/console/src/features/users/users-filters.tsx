import { ACCOUNT_TYPES, USER_AUDIT_STATUSES, USER_KEYWORD_MAX } from '@steel-epd/contract';
import { Flex, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UsersQuery } from './api.ts';

interface UsersFiltersProps {
  query: UsersQuery;
  onChange: (patch: Partial<UsersQuery>) => void;
}

/** Keyword (account, user or company name), account type, status and registration audit status. */
export const UsersFilters = ({ query, onChange }: UsersFiltersProps) => {
  const { t } = useTranslation();
  return (
    <Flex gap="small" wrap style={{ marginBottom: 16 }}>
      <Input.Search
        data-testid="users-filter-keyword"
        allowClear
        style={{ width: 300 }}
        maxLength={USER_KEYWORD_MAX}
        placeholder={t('console.users.filterKeyword')}
        onSearch={(keyword) => onChange({ keyword: keyword.trim() || undefined })}
      />
      <Select
        data-testid="users-filter-account-type"
        allowClear
        style={{ minWidth: 160 }}
        placeholder={t('console.users.filterAccountType')}
        value={query.accountType}
        onChange={(accountType) => onChange({ accountType })}
        options={ACCOUNT_TYPES.map((a) => ({ value: a, label: t(`console.users.accountType.${a}`) }))}
      />
      <Select
        data-testid="users-filter-locked"
        allowClear
        style={{ minWidth: 160 }}
        placeholder={t('console.users.filterLocked')}
        value={query.locked}
        onChange={(locked) => onChange({ locked })}
        options={[
          { value: 'false' as const, label: t('console.users.active') },
          { value: 'true' as const, label: t('console.users.locked') },
        ]}
      />
      <Select
        data-testid="users-filter-audit-status"
        allowClear
        style={{ minWidth: 180 }}
        placeholder={t('console.users.filterAuditStatus')}
        value={query.auditStatus}
        onChange={(auditStatus) => onChange({ auditStatus })}
        options={USER_AUDIT_STATUSES.map((s) => ({ value: s, label: t(`console.users.auditStatus.${s}`) }))}
      />
    </Flex>
  );
};
