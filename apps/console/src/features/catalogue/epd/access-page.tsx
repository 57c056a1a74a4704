import type { TEpdAccessItem } from '@steel-epd/contract';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { timeColumn } from '../../../components/columns.tsx';
import { QueuePage } from '../../../components/queue-page.tsx';
import { useQueue } from '../../../lib/use-queue.ts';
import { epdAccessOptions } from './api.ts';

/** Views per EPD (summary and full report), most viewed first. */
export const EpdAccessPage = () => {
  const { t } = useTranslation();
  const queue = useQueue(epdAccessOptions, {});
  const columns: TableColumnsType<TEpdAccessItem> = [
    { key: 'number', title: t('console.epds.registrationNumber'), dataIndex: 'registrationNumber' },
    { key: 'product', title: t('console.epds.productName'), dataIndex: 'productName' },
    { key: 'summary', title: t('console.epds.summaryViews'), dataIndex: 'summaryViews' },
    { key: 'report', title: t('console.epds.reportViews'), dataIndex: 'reportViews' },
    timeColumn('lastViewAt', t('console.epds.lastView'), (r: TEpdAccessItem) => r.lastViewAt),
  ];
  return <QueuePage name="epdAccess" queue={queue} table={{ rowKey: 'epdId', columns }} />;
};
