import { PAGE_SIZE, type TVerificationRow, VERIFICATION_LIMITS } from '@steel-epd/contract';
import { useApiErrorToast } from '@steel-epd/web';
import { Button, Grid, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { PageProps } from '../../lib/page.ts';
import { useMyVerifications } from './api.ts';
import { VerifyStateTag } from './state-tag.tsx';
import './verification.css';
import './texts.ts';

const SIZES = [PAGE_SIZE.verification, 20, VERIFICATION_LIMITS.pageSizeMax];

/**
 * /myLists (login; spec 02 §2, §9): the user's verification requests, 10 a page with a size
 * selector; the state 1 failed in red, 2 succeeded, 3 in progress; a row opens /myDetails?id=.
 */
export default function MyListsPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const showError = useApiErrorToast();
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: PAGE_SIZE.verification as number });
  const answer = useMyVerifications(paging.pageNum, paging.pageSize);
  // On a phone the table keeps to the screen's width and the state stays in view (issue 29):
  // the registration number, the date and the state; company and relation from 768 px on.
  const wide = Grid.useBreakpoint().md ?? true;

  useEffect(() => {
    if (answer.error) showError(answer.error);
  }, [answer.error, showError]);

  const open = (row: TVerificationRow) => void navigate(`/myDetails?id=${row.id}`);

  return (
    <main className="verify-page" data-testid="my-lists-page">
      <div className="verify-page__head">
        <Typography.Title level={3}>{t(titleKey)}</Typography.Title>
        <Button type="primary" onClick={() => void navigate('/epd/verification')} data-testid="my-lists-new">
          {t('verification.list.new')}
        </Button>
      </div>
      <Table<TVerificationRow>
        rowKey="id"
        loading={answer.isFetching}
        dataSource={answer.data?.list ?? []}
        scroll={wide ? { x: 720 } : undefined}
        locale={{ emptyText: t('verification.list.empty') }}
        onRow={(row) => ({
          onClick: () => open(row),
          style: { cursor: 'pointer' },
          'data-testid': 'my-lists-row',
        })}
        pagination={{
          current: paging.pageNum,
          pageSize: paging.pageSize,
          total: answer.data?.totals ?? 0,
          showSizeChanger: true,
          pageSizeOptions: SIZES,
          onChange: (pageNum, pageSize) =>
            setPaging((p) => ({ pageNum: pageSize === p.pageSize ? pageNum : 1, pageSize })),
        }}
        columns={[
          {
            key: 'number',
            title: t('verification.epdRegistrationNumber'),
            render: (_, r) => (
              <Link
                to={`/myDetails?id=${r.id}`}
                onClick={(e) => e.stopPropagation()}
                data-testid="my-lists-number"
              >
                {r.epdRegistrationNumber}
              </Link>
            ),
          },
          {
            key: 'company',
            title: t('verification.companyName'),
            dataIndex: 'companyName',
            responsive: ['md'],
          },
          { key: 'relation', title: t('verification.relation'), dataIndex: 'relational', responsive: ['md'] },
          {
            key: 'created',
            title: t('verification.list.createdAt'),
            render: (_, r) => r.createdAt.slice(0, 10),
          },
          {
            key: 'state',
            title: t('verification.list.state'),
            render: (_, r) => <VerifyStateTag state={r.verifyState} />,
          },
        ]}
      />
    </main>
  );
}
