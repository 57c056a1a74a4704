import { LOW_CARBON_STATES, type TConsoleLowCarbonItem } from '@steel-epd/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { timeColumn } from '../../components/columns.tsx';
import { FilterBar, FilterSelect } from '../../components/filter-bar.tsx';
import { QueuePage, type QueueTable } from '../../components/queue-page.tsx';
import { useQueue } from '../../lib/use-queue.ts';
import { lowCarbonQueryOptions } from './api.ts';

export const STATE_COLOUR = { submitted: 'blue', approved: 'green', rejected: 'red' } as const;

const useTable = (): QueueTable<TConsoleLowCarbonItem> => {
  const { t } = useTranslation();
  return {
    rowKey: 'id',
    emptyText: t('console.lowCarbon.empty'),
    columns: [
      timeColumn('createdAt', t('console.lowCarbon.createdAt'), (r) => r.createdAt),
      { key: 'company', title: t('console.lowCarbon.company'), render: (_, r) => r.companyName },
      { key: 'user', title: t('console.lowCarbon.user'), render: (_, r) => r.userAccount ?? '-' },
      { key: 'blocks', title: t('console.lowCarbon.blocks'), render: (_, r) => r.blocks },
      {
        key: 'state',
        title: t('console.lowCarbon.state'),
        render: (_, r) => (
          <Tag color={STATE_COLOUR[r.state]} data-testid={`low-carbon-state-${r.id}`}>
            {t(`console.lowCarbon.state.${r.state}`)}
          </Tag>
        ),
      },
      timeColumn('decidedAt', t('console.lowCarbon.decidedAt'), (r) => r.decidedAt),
      {
        key: 'open',
        render: (_, r) => (
          <Link to={`/low-carbon/${r.id}`} data-testid={`low-carbon-open-${r.id}`}>
            {t('console.lowCarbon.open')}
          </Link>
        ),
      },
    ],
  };
};

/** The low-carbon steel queue for reviewers: newest first, filtered by state. */
export const LowCarbonQueuePage = () => {
  const { t } = useTranslation();
  const queue = useQueue(lowCarbonQueryOptions, {});
  return (
    <QueuePage
      name="lowCarbon"
      intro="console.lowCarbon.intro"
      queue={queue}
      table={useTable()}
      toolbar={
        <FilterBar>
          <FilterSelect
            testId="low-carbon-filter-state"
            placeholder={t('console.lowCarbon.state.all')}
            value={queue.query.state}
            onChange={(state) => queue.filter({ state })}
            options={LOW_CARBON_STATES.map((s) => ({ value: s, label: t(`console.lowCarbon.state.${s}`) }))}
          />
        </FilterBar>
      }
    />
  );
};
