import { MESSAGE_CHANNELS, OUTBOX_RECIPIENT_FILTER_MAX, type TMessageDelivery } from '@steel-epd/contract';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterBar, FilterSearch, FilterSelect } from '../../components/filter-bar.tsx';
import { QueuePage } from '../../components/queue-page.tsx';
import { useQueue } from '../../lib/use-queue.ts';
import { outboxQueryOptions } from './api.ts';
import { useOutboxTable } from './outbox-table.tsx';

/** Why an empty list may be right: the channels that leave the system never reach the outbox. */
const ExternalDelivery = ({ delivery }: { delivery: TMessageDelivery }) => {
  const { t } = useTranslation();
  if (delivery.mail === 'outbox' && delivery.sms === 'outbox') return null;
  return (
    <Alert
      data-testid="outbox-external"
      type="info"
      showIcon
      title={t('console.outbox.external')}
      description={
        <>
          {delivery.mail === 'smtp' && <div>{t('console.outbox.viaSmtp')}</div>}
          {delivery.sms === 'gateway' && <div>{t('console.outbox.viaGateway')}</div>}
        </>
      }
      style={{ marginBottom: 16 }}
    />
  );
};

/**
 * The messages the embedded default kept instead of sending (verification codes among them),
 * paged on the server, filtered by channel and by a part of the recipient.
 */
export const OutboxPage = () => {
  const { t } = useTranslation();
  const queue = useQueue(outboxQueryOptions, {});

  return (
    <QueuePage
      name="outbox"
      intro="console.outbox.intro"
      queue={queue}
      table={useOutboxTable()}
      toolbar={
        <>
          <FilterBar>
            <FilterSelect
              testId="outbox-filter-channel"
              placeholder={t('console.outbox.filterChannel')}
              value={queue.query.channel}
              onChange={(channel) => queue.filter({ channel })}
              options={MESSAGE_CHANNELS.map((c) => ({ value: c, label: t(`console.outbox.channel.${c}`) }))}
            />
            <FilterSearch
              testId="outbox-filter-to"
              width={320}
              maxLength={OUTBOX_RECIPIENT_FILTER_MAX}
              placeholder={t('console.outbox.filterTo')}
              onSearch={(to) => queue.filter({ to })}
            />
          </FilterBar>
          {queue.data?.totals === 0 && <ExternalDelivery delivery={queue.data.delivery} />}
        </>
      }
    />
  );
};
