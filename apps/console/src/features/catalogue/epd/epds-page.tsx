import { EPD_STATUSES, type TEpdListItem, type TEpdStatus } from '@steel-epd/contract';
import { App, Button, Flex, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timeColumn } from '../../../components/columns.tsx';
import { FilterBar, FilterSearch, FilterSelect } from '../../../components/filter-bar.tsx';
import { QueuePage, type QueueTable } from '../../../components/queue-page.tsx';
import { useQueue } from '../../../lib/use-queue.ts';
import { epdQueueOptions, useEpdOptions, useQrShow, useSetQrShow } from './api.ts';
import { EpdDrawer } from './epd-drawer.tsx';
import { EpdFormDialog } from './epd-form.tsx';
import { EpdStatusTag } from './status-tag.tsx';

const useEpdsTable = (onView: (id: number) => void): QueueTable<TEpdListItem> => {
  const { t } = useTranslation();
  return {
    rowKey: 'id',
    columns: [
      { key: 'number', title: t('console.epds.registrationNumber'), dataIndex: 'registrationNumber' },
      {
        key: 'product',
        title: t('console.epds.productName'),
        render: (_, e) => (
          <Flex vertical>
            <span>{e.productName}</span>
            {e.productNameEn && <Typography.Text type="secondary">{e.productNameEn}</Typography.Text>}
          </Flex>
        ),
      },
      { key: 'company', title: t('console.epds.company'), dataIndex: 'companyName' },
      { key: 'type', title: t('console.epds.productType'), dataIndex: 'productType', width: 80 },
      {
        key: 'status',
        title: t('console.epds.status'),
        render: (_, e) => <EpdStatusTag status={e.status} expired={e.expired} />,
      },
      { key: 'expiry', title: t('console.epds.expiryDate'), dataIndex: 'expiryDate', width: 110 },
      timeColumn('updatedAt', t('console.epds.updatedAt'), (e) => e.updatedAt),
      {
        key: 'actions',
        title: t('console.epds.actions'),
        render: (_, e) => (
          <Button size="small" onClick={() => onView(e.id)} data-testid={`epd-view-${e.id}`}>
            {t('console.epds.view')}
          </Button>
        ),
      },
    ],
  };
};

/** Whether users may open their own company's enlarged QR label (qrShow). */
const QrShowSwitch = () => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qrShow = useQrShow();
  const set = useSetQrShow();
  return (
    <Flex gap="small" align="center">
      <Switch
        checked={qrShow.data?.value ?? false}
        loading={qrShow.isPending || set.isPending}
        onChange={(value) =>
          set.mutate(value, { onSuccess: () => void message.success(t('console.epds.qrShowSaved')) })
        }
        data-testid="qr-show-switch"
      />
      <Typography.Text>{t('console.epds.qrShow')}</Typography.Text>
    </Flex>
  );
};

/** EPD versions (every status), the new-draft form, and the drawer of one with its actions. */
export const EpdsPage = () => {
  const { t } = useTranslation();
  const queue = useQueue(epdQueueOptions, {});
  const options = useEpdOptions();
  const [viewing, setViewing] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  return (
    <QueuePage
      name="epds"
      queue={queue}
      table={useEpdsTable(setViewing)}
      extra={
        <Button type="primary" onClick={() => setCreating(true)} data-testid="epd-new">
          {t('console.epds.new')}
        </Button>
      }
      toolbar={
        <>
          <FilterBar>
            <FilterSelect<TEpdStatus>
              testId="epd-filter-status"
              placeholder={t('console.epds.allStatuses')}
              value={queue.query.status}
              options={EPD_STATUSES.map((s) => ({ value: s, label: t(`console.epds.status.${s}`) }))}
              onChange={(status) => queue.filter({ status })}
            />
            <FilterSelect<number>
              testId="epd-filter-company"
              placeholder={t('console.epds.allCompanies')}
              value={queue.query.companyId}
              searchable
              width={220}
              options={(options.data?.companies ?? []).map((c) => ({ value: c.id, label: c.name }))}
              onChange={(companyId) => queue.filter({ companyId })}
            />
            <FilterSearch
              testId="epd-filter-keyword"
              placeholder={t('console.epds.keyword')}
              maxLength={100}
              onSearch={(keyword) => queue.filter({ keyword })}
            />
          </FilterBar>
          <div style={{ marginBottom: 16 }}>
            <QrShowSwitch />
          </div>
        </>
      }
    >
      <EpdDrawer id={viewing} onClose={() => setViewing(null)} />
      <EpdFormDialog open={creating} draft={null} onClose={() => setCreating(false)} />
    </QueuePage>
  );
};
