import {
  type consoleApplicationRoutes,
  EPD_PRODUCT_TYPES,
  type RouteData,
  type TConsoleApplicationRow,
} from '@steel-epd/contract';
import { DatePicker, Flex, Segmented, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FilterBar, FilterSearch, FilterSelect } from '../../components/filter-bar.tsx';
import { QueuePage, type QueueTable } from '../../components/queue-page.tsx';
import { formatTime } from '../../lib/format.ts';
import { usePcrName } from '../../lib/pcr-name.ts';
import { type Queue, useQueue } from '../../lib/use-queue.ts';
import { type ApplicationQueueQuery, applicationQueueOptions } from './api.ts';
import { StageTag, StatusTag } from './status-tags.tsx';
import { STAGES, stageName } from './workflow.ts';

type ApplicationQueue = Queue<
  ApplicationQueueQuery,
  RouteData<typeof consoleApplicationRoutes.applicationQueue>
>;

/** A stored time on two lines, the day over the time of day, so the table keeps its width for names. */
const DayTime = ({ iso }: { iso: string }) => {
  const [day, time] = formatTime(iso).split(' ');
  return (
    <Flex vertical>
      <span>{day}</span>
      <Typography.Text type="secondary">{time}</Typography.Text>
    </Flex>
  );
};

/** The path of one application's page. */
export const applicationPath = (id: number) => `/applications/${id}`;

const useApplicationsTable = (): QueueTable<TConsoleApplicationRow> => {
  const { t } = useTranslation();
  const pcrName = usePcrName();
  const navigate = useNavigate();
  return {
    rowKey: 'id',
    size: 'small',
    onRow: (row) => ({ onClick: () => void navigate(applicationPath(row.id)), style: { cursor: 'pointer' } }),
    columns: [
      {
        key: 'id',
        title: t('console.applications.id'),
        width: 56,
        render: (_, a) => (
          <Link to={applicationPath(a.id)} data-testid={`application-open-${a.id}`}>
            #{a.id}
          </Link>
        ),
      },
      { key: 'company', title: t('console.applications.company'), dataIndex: 'companyName', width: 150 },
      {
        key: 'type',
        title: t('console.applications.productType'),
        width: 56,
        render: (_, a) => a.productType,
      },
      {
        key: 'pcr',
        title: t('console.applications.pcr'),
        width: 150,
        render: (_, a) => (
          <Flex vertical>
            <span>{a.pcrRegisterNo}</span>
            <Typography.Text
              type="secondary"
              ellipsis={{ tooltip: pcrName(a.pcrName, a.pcrNameEn) }}
              style={{ maxWidth: 140 }}
            >
              {pcrName(a.pcrName, a.pcrNameEn)}
            </Typography.Text>
          </Flex>
        ),
      },
      {
        key: 'products',
        title: t('console.applications.products'),
        width: 130,
        render: (_, a) => (
          <Flex vertical>
            {a.productNames.map((name, i) => (
              // Two entries may carry the same name; their places tell them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is the row's, fixed in order
              <span key={i}>{name}</span>
            ))}
          </Flex>
        ),
      },
      {
        key: 'stage',
        width: 110,
        title: t('console.applications.stage'),
        render: (_, a) => <StageTag stage={a.stage} />,
      },
      {
        key: 'quote',
        width: 100,
        title: t('console.applications.quoteStatus'),
        render: (_, a) => <StatusTag kind="quote" status={a.quoteStatus} />,
      },
      {
        key: 'contract',
        width: 100,
        title: t('console.applications.contractStatus'),
        render: (_, a) => <StatusTag kind="contract" status={a.contractStatus} />,
      },
      {
        key: 'lca',
        width: 100,
        title: t('console.applications.lcaStatus'),
        render: (_, a) => <StatusTag kind="lca" status={a.lcaValidateStatus} />,
      },
      {
        key: 'createdAt',
        title: t('console.applications.submittedAt'),
        width: 96,
        render: (_, a) => <DayTime iso={a.createdAt} />,
      },
      {
        key: 'updatedAt',
        title: t('console.applications.updatedAt'),
        width: 96,
        render: (_, a) => <DayTime iso={a.updatedAt} />,
      },
    ],
  };
};

/** The stages as a bar of counts (with the other filters): a click filters by that stage. */
const StageBar = ({ queue }: { queue: ApplicationQueue }) => {
  const { t } = useTranslation();
  const counts = new Map((queue.data?.counts ?? []).map((c) => [c.stage, c.count]));
  const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
  const label = (text: string, count: number, id: string) => (
    <span data-testid={`application-stage-${id}`}>
      {text} <Typography.Text type="secondary">{count}</Typography.Text>
    </span>
  );
  return (
    <Segmented<number>
      data-testid="application-stages"
      style={{ marginBottom: 16, maxWidth: '100%', overflowX: 'auto' }}
      value={queue.query.stage ?? 0}
      onChange={(stage) => queue.filter({ stage: stage === 0 ? undefined : stage })}
      options={[
        { value: 0, label: label(t('console.applications.allStages'), total, 'all') },
        ...STAGES.map((s) => ({
          value: s,
          label: label(stageName(s, t), counts.get(s) ?? 0, String(s)),
        })),
      ]}
    />
  );
};

const day = (d: Dayjs | null | undefined) => d?.format('YYYY-MM-DD');

/** The secretariat's applications queue: counts by stage, filters, and a row opens the application. */
export const ApplicationsPage = () => {
  const { t } = useTranslation();
  const queue = useQueue(applicationQueueOptions, {});
  return (
    <QueuePage
      name="applications"
      queue={queue}
      table={useApplicationsTable()}
      toolbar={
        <>
          <StageBar queue={queue} />
          <FilterBar>
            <FilterSelect<(typeof EPD_PRODUCT_TYPES)[number]>
              testId="application-filter-type"
              placeholder={t('console.applications.allTypes')}
              value={queue.query.productType}
              options={EPD_PRODUCT_TYPES.map((v) => ({
                value: v,
                label: t(`console.applications.type.${v}`),
              }))}
              onChange={(productType) => queue.filter({ productType })}
            />
            <FilterSearch
              testId="application-filter-company"
              placeholder={t('console.applications.companySearch')}
              maxLength={100}
              width={240}
              onSearch={(company) => queue.filter({ company })}
            />
            <DatePicker.RangePicker
              data-testid="application-filter-dates"
              allowEmpty={[true, true]}
              placeholder={[t('console.applications.submittedFrom'), t('console.applications.submittedTo')]}
              onChange={(range) => queue.filter({ from: day(range?.[0]), to: day(range?.[1]) })}
            />
          </FilterBar>
        </>
      }
    />
  );
};
