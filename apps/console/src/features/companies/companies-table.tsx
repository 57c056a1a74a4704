import type { TCompanyReviewItem } from '@steel-epd/contract';
import { Button, Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../lib/format.ts';
import { CompanyStatusTag } from './company-status-tag.tsx';

interface CompaniesTableProps {
  items: TCompanyReviewItem[];
  loading: boolean;
  pagination: TableProps<TCompanyReviewItem>['pagination'];
  onView: (id: number) => void;
}

/** The certification queue; rows carry `data-row-key` = the company id. */
export const CompaniesTable = ({ items, loading, pagination, onView }: CompaniesTableProps) => {
  const { t } = useTranslation();
  const columns: TableProps<TCompanyReviewItem>['columns'] = [
    { key: 'companyName', title: t('console.companies.companyName'), dataIndex: 'companyName' },
    { key: 'creditCode', title: t('console.companies.creditCode'), dataIndex: 'creditCode' },
    { key: 'companyCode', title: t('console.companies.companyCode'), dataIndex: 'companyCode' },
    {
      key: 'status',
      title: t('console.companies.status'),
      render: (_, c) => <CompanyStatusTag status={c.companyStatus} />,
    },
    {
      key: 'submittedAt',
      title: t('console.companies.submittedAt'),
      render: (_, c) => formatTime(c.submittedAt),
    },
    {
      key: 'reviewedAt',
      title: t('console.companies.reviewedAt'),
      render: (_, c) => formatTime(c.reviewedAt),
    },
    {
      key: 'actions',
      title: t('console.reviews.actions'),
      render: (_, c) => (
        <Button size="small" onClick={() => onView(c.id)} data-testid={`company-view-${c.id}`}>
          {t('console.reviews.view')}
        </Button>
      ),
    },
  ];
  return (
    <Table<TCompanyReviewItem>
      data-testid="companies-table"
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={items}
      loading={loading}
      pagination={pagination}
    />
  );
};
