import type { ContentStatus } from '@steel-epd/contract';
import { useApiErrorToast } from '@steel-epd/web';
import { App, Button, Flex, Popconfirm, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { type ContentMove, useContentMove } from './api.ts';

/** A draft, published, or published with a time still to come. */
export const ContentStatusTag = ({
  status,
  publishTime,
}: {
  status: ContentStatus;
  publishTime: string | null;
}) => {
  const { t } = useTranslation();
  if (status === 'draft') return <Tag>{t('console.news.statusDraft')}</Tag>;
  if (publishTime !== null && publishTime > new Date().toISOString()) {
    return <Tag color="gold">{t('console.news.statusScheduled')}</Tag>;
  }
  return <Tag color="success">{t('console.news.statusPublished')}</Tag>;
};

const DONE = {
  publish: 'console.news.published',
  unpublish: 'console.news.unpublished',
  delete: 'console.news.deleted',
} as const;

/** Edit, publish or take back, delete: the row actions of news and announcements. */
export const ContentActions = ({
  kind,
  row,
  onEdit,
}: {
  kind: 'news' | 'announcement';
  row: { id: number; status: ContentStatus };
  onEdit: () => void;
}) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const toast = useApiErrorToast();
  const mutation = useContentMove(kind);
  const move = (m: ContentMove) =>
    mutation.mutate(
      { id: row.id, move: m },
      { onSuccess: () => void message.success(t(DONE[m])), onError: toast },
    );
  const id = `${kind}-${row.id}`;
  return (
    <Flex gap={4} wrap>
      <Button size="small" onClick={onEdit} data-testid={`${id}-edit`}>
        {t('console.news.edit')}
      </Button>
      {row.status === 'draft' ? (
        <Button
          size="small"
          type="primary"
          loading={mutation.isPending}
          onClick={() => move('publish')}
          data-testid={`${id}-publish`}
        >
          {t('console.news.publish')}
        </Button>
      ) : (
        <Button
          size="small"
          loading={mutation.isPending}
          onClick={() => move('unpublish')}
          data-testid={`${id}-unpublish`}
        >
          {t('console.news.unpublish')}
        </Button>
      )}
      <Popconfirm title={t('console.news.deleteConfirm')} onConfirm={() => move('delete')}>
        <Button size="small" danger data-testid={`${id}-delete`}>
          {t('console.news.delete')}
        </Button>
      </Popconfirm>
    </Flex>
  );
};
