import { PlusOutlined } from '@ant-design/icons';
import type { ContentStatus } from '@steel-epd/contract';
import { Button, Input, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { timeColumn } from '../../components/columns.tsx';
import { QueuePage } from '../../components/queue-page.tsx';
import type { QueueView } from '../../lib/use-queue.ts';
import type { ContentQuery } from './api.ts';
import { ContentActions, ContentStatusTag } from './content-actions.tsx';

/** What a news item and an announcement have in common in a list. */
export interface ContentRow {
  id: number;
  titleZh: string;
  titleEn: string;
  status: ContentStatus;
  publishTime: string | null;
}

/**
 * The list of news items or announcements: search, new, and per row its titles, state, publish
 * time and actions; `columns` adds the kind's own, `children` its form dialog.
 */
export function ContentListPage<Row extends ContentRow>({
  kind,
  queue,
  onEdit,
  person,
  extraColumn,
  children,
}: {
  kind: 'news' | 'announcement';
  queue: QueueView<Row> & { filter: (patch: Partial<Omit<ContentQuery, 'pageNum' | 'pageSize'>>) => void };
  onEdit: (row: Row | 'new') => void;
  person: (row: Row) => string;
  extraColumn?: { title: string; render: (row: Row) => ReactNode };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <QueuePage
      name={kind === 'news' ? 'news' : 'announcements'}
      intro={kind === 'news' ? 'console.news.intro' : 'console.announcements.intro'}
      queue={queue}
      table={{
        rowKey: 'id' as keyof Row & string,
        emptyText: t('console.news.empty'),
        columns: [
          {
            key: 'title',
            title: t('console.news.columnTitle'),
            render: (_, r) => (
              <>
                <div>{r.titleZh}</div>
                {r.titleEn ? <Typography.Text type="secondary">{r.titleEn}</Typography.Text> : null}
              </>
            ),
          },
          { key: 'person', title: t('console.news.columnAuthor'), width: 140, render: (_, r) => person(r) },
          ...(extraColumn
            ? [
                {
                  key: 'extra',
                  title: extraColumn.title,
                  width: 90,
                  render: (_: unknown, r: Row) => extraColumn.render(r),
                },
              ]
            : []),
          {
            key: 'status',
            title: t('console.news.columnStatus'),
            width: 100,
            render: (_, r) => <ContentStatusTag status={r.status} publishTime={r.publishTime} />,
          },
          timeColumn<Row>('publishTime', t('console.news.columnPublishTime'), (r) => r.publishTime),
          {
            key: 'actions',
            title: t('console.news.actions'),
            width: 220,
            render: (_, r) => <ContentActions kind={kind} row={r} onEdit={() => onEdit(r)} />,
          },
        ],
      }}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => onEdit('new')}
          data-testid={`${kind}-create`}
        >
          {t('console.news.create')}
        </Button>
      }
      toolbar={
        <Input.Search
          allowClear
          count={{ max: 100 }}
          placeholder={t('console.news.keyword')}
          enterButton={t('console.news.search')}
          // Over the limit the box shows its error status and no search is made (never a cut text).
          onSearch={(keyword) =>
            keyword.length <= 100 && queue.filter({ keyword: keyword.trim() || undefined })
          }
          style={{ maxWidth: 420, marginBottom: 16 }}
          data-testid={`${kind}-keyword`}
        />
      }
    >
      {children}
    </QueuePage>
  );
}

/** The newest-flag tag of a news row. */
export const PinnedTag = ({ on }: { on: boolean }) => {
  const { t } = useTranslation();
  return on ? <Tag color="red">{t('console.news.newest')}</Tag> : null;
};
