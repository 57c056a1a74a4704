import type { TCompanyReviewItem } from '@steel-epd/contract';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { timeColumn } from '../../components/columns.tsx';
import type { QueueTable } from '../../components/queue-page.tsx';
import { CompanyStatusTag } from './company-status-tag.tsx';

/** The certification queue's columns; `onView` opens one in the drawer. */
export const useCompaniesTable = (onView: (id: number) => void): QueueTable<TCompanyReviewItem> => {
  const { t } = useTranslation();
  return {
    rowKey: 'id',
    columns: [
      { key: 'companyName', title: t('console.companies.companyName'), dataIndex: 'companyName' },
      { key: 'creditCode', title: t('console.companies.creditCode'), dataIndex: 'creditCode' },
      { key: 'companyCode', title: t('console.companies.companyCode'), dataIndex: 'companyCode' },
      {
        key: 'status',
        title: t('console.companies.status'),
        render: (_, c) => <CompanyStatusTag status={c.companyStatus} />,
      },
      timeColumn('submittedAt', t('console.companies.submittedAt'), (c) => c.submittedAt),
      timeColumn('reviewedAt', t('console.companies.reviewedAt'), (c) => c.reviewedAt),
      {
        key: 'actions',
        title: t('console.reviews.actions'),
        render: (_, c) => (
          <Button size="small" onClick={() => onView(c.id)} data-testid={`company-view-${c.id}`}>
            {t('console.reviews.view')}
          </Button>
        ),
      },
    ],
  };
};
