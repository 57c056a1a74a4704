import { PlusOutlined } from '@ant-design/icons';
import type { TConsolePcr } from '@steel-epd/contract';
import { useLang } from '@steel-epd/web';
import { Button, Flex, Input, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timeColumn } from '../../../components/columns.tsx';
import { QueuePage, type QueueTable } from '../../../components/queue-page.tsx';
import { usePcrName } from '../../../lib/pcr-name.ts';
import { useQueue } from '../../../lib/use-queue.ts';
import { pcrsQueryOptions, usePcrCategoryTree, useSavePcr } from './api.ts';
import { PcrFormDialog } from './pcr-form-dialog.tsx';

const usePcrsTable = (onEdit: (pcr: TConsolePcr) => void): QueueTable<TConsolePcr> => {
  const { t } = useTranslation();
  const pcrName = usePcrName();
  const lang = useLang();
  const tree = usePcrCategoryTree();
  const categoryName = useMemo(
    () =>
      new Map(
        (tree.data ?? []).map((c) => [
          c.id,
          lang === 'en' && c.categoryNameEn ? c.categoryNameEn : c.categoryName,
        ]),
      ),
    [tree.data, lang],
  );
  return {
    rowKey: 'registerNo',
    emptyText: t('console.pcrs.empty'),
    columns: [
      { key: 'registerNo', title: t('console.pcrs.registerNo'), dataIndex: 'registerNo', width: 200 },
      {
        key: 'productName',
        title: t('console.pcrs.productNameColumn'),
        render: (_, r) => {
          // The name in the console's language first, the other one (where there is one) under it.
          const name = pcrName(r.productName, r.productNameEn);
          const other = name === r.productName ? r.productNameEn : r.productName;
          return (
            <>
              <div>{name}</div>
              {other ? <Typography.Text type="secondary">{other}</Typography.Text> : null}
            </>
          );
        },
      },
      { key: 'author', title: t('console.pcrs.author'), dataIndex: 'author' },
      { key: 'productClass', title: t('console.pcrs.productClass'), dataIndex: 'productClass', width: 120 },
      {
        key: 'categories',
        title: t('console.pcrs.categoriesColumn'),
        render: (_, r) =>
          r.categoryIds.length === 0 ? (
            <Typography.Text type="secondary">{t('console.pcrs.anyCategory')}</Typography.Text>
          ) : (
            <Flex gap={4} wrap data-testid={`pcr-categories-${r.registerNo}`}>
              {r.categoryIds.map((id) => (
                <Tag key={id}>{categoryName.get(id) ?? id}</Tag>
              ))}
            </Flex>
          ),
      },
      {
        key: 'files',
        title: t('console.pcrs.files'),
        width: 120,
        render: (_, r) => (
          <Flex gap={4}>
            <Tag color={r.cnAttachmentId ? 'blue' : undefined}>中文</Tag>
            <Tag color={r.enAttachmentId ? 'blue' : undefined}>EN</Tag>
          </Flex>
        ),
      },
      {
        key: 'status',
        title: t('console.pcrs.status'),
        width: 100,
        render: (_, r) =>
          r.enabled ? (
            <Tag color="success">{t('console.pcrs.statusEnabled')}</Tag>
          ) : (
            <Tag>{t('console.pcrs.statusDisabled')}</Tag>
          ),
      },
      timeColumn('updatedAt', t('console.pcrs.updatedAt'), (r) => r.updatedAt),
      {
        key: 'actions',
        title: t('console.pcrs.actions'),
        width: 90,
        render: (_, r) => (
          <Button size="small" onClick={() => onEdit(r)} data-testid={`pcr-edit-${r.registerNo}`}>
            {t('console.pcrs.edit')}
          </Button>
        ),
      },
    ],
  };
};

/** The PCRs for editors: search, create, edit (files, description, enabled). */
export const PcrsPage = () => {
  const { t } = useTranslation();
  const queue = useQueue(pcrsQueryOptions, {});
  const save = useSavePcr();
  const [editing, setEditing] = useState<TConsolePcr | 'new' | null>(null);

  return (
    <QueuePage
      name="pcrs"
      intro="console.pcrs.intro"
      queue={queue}
      table={usePcrsTable(setEditing)}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing('new')}
          data-testid="pcr-create"
        >
          {t('console.pcrs.create')}
        </Button>
      }
      toolbar={
        <Input.Search
          allowClear
          count={{ max: 100 }}
          placeholder={t('console.pcrs.keyword')}
          enterButton={t('console.pcrs.search')}
          // Over the limit the box shows its error status and no search is made (never a cut text).
          onSearch={(keyword) =>
            keyword.length <= 100 && queue.filter({ keyword: keyword.trim() || undefined })
          }
          style={{ maxWidth: 420, marginBottom: 16 }}
          data-testid="pcrs-keyword"
        />
      }
    >
      <PcrFormDialog editing={editing} onClose={() => setEditing(null)} mutation={save} />
    </QueuePage>
  );
};
