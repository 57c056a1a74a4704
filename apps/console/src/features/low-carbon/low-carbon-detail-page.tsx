import { ArrowLeftOutlined, DownloadOutlined } from '@ant-design/icons';
import type {
  TConsoleLowCarbonBlock,
  TConsoleLowCarbonDetail,
  TextKey,
  TIeaGrade,
} from '@steel-epd/contract';
import { errorMessage, ieaGradeTag, useApiErrorToast } from '@steel-epd/web';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Flex,
  Result,
  Select,
  Skeleton,
  Tag,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PhoneTable } from '../../components/phone-table.tsx';
import { saveConsoleFile } from '../../lib/console-files.ts';
import { useDictLabel } from '../../lib/dictionary.ts';
import { formatTime } from '../../lib/format.ts';
import { type LowCarbonMutation, lowCarbonDetailOptions, useCompanyEpds, useLowCarbonChange } from './api.ts';
import { Actions } from './low-carbon-actions.tsx';
import { STATE_COLOUR } from './low-carbon-queue-page.tsx';

/** The IEA grade in words, coloured from green (near zero) to red (band E); not graded is grey. */
const IeaGrade = ({ grade }: { grade: TIeaGrade }) => {
  const { t } = useTranslation();
  const tag = ieaGradeTag(grade);
  return <Tag color={tag.color}>{tag.words(t)}</Tag>;
};

/** Links an approved block to one of the company's published EPDs. */
const EpdLink = ({
  a,
  block,
  mutation,
}: {
  a: TConsoleLowCarbonDetail;
  block: TConsoleLowCarbonBlock;
  mutation: LowCarbonMutation;
}) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const toast = useApiErrorToast();
  const approved = a.state === 'approved';
  const epds = useCompanyEpds(a.id, approved);
  if (!approved) return <>{block.epd ? block.epd.registrationNumber : t('console.lowCarbon.epdNone')}</>;
  return (
    <Select
      allowClear
      style={{ minWidth: 280 }}
      placeholder={t('console.lowCarbon.epdPick')}
      value={block.epd?.id}
      loading={epds.isPending}
      data-testid={`low-carbon-epd-${block.position}`}
      options={(epds.data ?? []).map((e) => ({
        value: e.id,
        label: `${e.registrationNumber} ${e.productName}`,
      }))}
      onChange={(epdId: number | undefined) =>
        mutation.mutate(
          { kind: 'link', blockId: block.id, epdId: epdId ?? null },
          { onSuccess: () => void message.success(t('console.lowCarbon.epdLinkedToast')), onError: toast },
        )
      }
    />
  );
};

const BlockCard = ({
  a,
  block,
  mutation,
}: {
  a: TConsoleLowCarbonDetail;
  block: TConsoleLowCarbonBlock;
  mutation: LowCarbonMutation;
}) => {
  const { t } = useTranslation();
  const toast = useApiErrorToast();
  const processName = useDictLabel('LCES_PROCESS_SELECTION');
  const f = block.figure;
  return (
    <Card
      size="small"
      title={t('console.lowCarbon.block', { n: block.position, name: block.productName })}
      data-testid={`low-carbon-block-${block.position}`}
    >
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 2, xl: 3 }}
        items={[
          {
            key: 'processes',
            label: t('console.lowCarbon.processes'),
            children: block.processes.map(processName).join('、') || '-',
          },
          {
            key: 'file',
            label: t('console.lowCarbon.dataFile'),
            children: (
              <Button
                type="link"
                size="small"
                icon={<DownloadOutlined />}
                onClick={() => void saveConsoleFile(block.attachmentId, block.fileName).catch(toast)}
                data-testid={`low-carbon-file-${block.position}`}
              >
                {block.fileName}
              </Button>
            ),
          },
          { key: 'site', label: t('console.lowCarbon.site'), children: block.site },
          { key: 'route', label: t('console.lowCarbon.route'), children: block.route },
          { key: 'year', label: t('console.lowCarbon.year'), children: block.year },
          {
            key: 'crude',
            label: t('console.lowCarbon.crudeSteel'),
            children: block.crudeSteelT.toLocaleString(),
          },
          {
            key: 'intensity',
            label: t('console.lowCarbon.intensity'),
            children: (
              <strong data-testid={`low-carbon-intensity-${block.position}`}>{f.intensity.toFixed(3)}</strong>
            ),
          },
          {
            key: 'scrap',
            label: t('console.lowCarbon.scrapShare'),
            children: `${(f.scrapShare * 100).toFixed(1)}%`,
          },
          {
            key: 'iea',
            label: t('console.lowCarbon.iea'),
            children: <IeaGrade grade={f.ieaGrade} />,
          },
          {
            key: 'rs',
            label: t('console.lowCarbon.rs'),
            children: (
              <Tag color="blue">
                {f.responsibleSteelLevel > 0
                  ? t('steelMill.rsLevel', { level: f.responsibleSteelLevel })
                  : t('steelMill.rsNone')}
              </Tag>
            ),
          },
          { key: 'grid', label: t('console.lowCarbon.gridFactor'), children: f.gridFactor },
          { key: 'method', label: t('console.lowCarbon.method'), children: f.methodVersion },
          {
            key: 'schemes',
            label: t('console.lowCarbon.schemes'),
            span: 'filled',
            children: `${f.ieaScheme}; ${f.responsibleSteelScheme}`,
          },
          {
            key: 'epd',
            label: t('console.lowCarbon.epd'),
            span: 'filled',
            children: <EpdLink a={a} block={block} mutation={mutation} />,
          },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('console.lowCarbon.breakdown')}
      </Typography.Title>
      <PhoneTable
        label={t('console.lowCarbon.breakdown')}
        size="small"
        pagination={false}
        rowKey="source"
        dataSource={block.breakdown}
        data-testid={`low-carbon-breakdown-${block.position}`}
        columns={[
          {
            key: 'source',
            title: t('console.lowCarbon.source'),
            render: (_, r) => (
              <>
                {t(`lowCarbonWorkbook.source.${r.source}` as TextKey)}{' '}
                <Typography.Text type="secondary">
                  ({t(`lowCarbonWorkbook.kind.${r.kind}` as TextKey)})
                </Typography.Text>
              </>
            ),
          },
          {
            key: 'tCO2',
            title: t('console.lowCarbon.tCO2'),
            align: 'right',
            render: (_, r) => r.tCO2.toLocaleString(undefined, { maximumFractionDigits: 0 }),
          },
        ]}
      />
    </Card>
  );
};

/** One low-carbon application (`/low-carbon/:id`): company, introduction, blocks with figures and grades, actions. */
export const LowCarbonDetailPage = () => {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const detail = useQuery({ ...lowCarbonDetailOptions(valid ? id : 0), enabled: valid });
  const mutation = useLowCarbonChange();
  const a = detail.data;
  if (!valid) return <Result status="404" title="404" subTitle={t('console.notFound')} />;
  return (
    <Card
      title={t('console.lowCarbon.detailTitle', { id })}
      extra={
        <Link to="/low-carbon" data-testid="low-carbon-back">
          <ArrowLeftOutlined /> {t('console.lowCarbon.back')}
        </Link>
      }
      data-testid="low-carbon-detail"
    >
      {detail.isError && <Alert type="error" showIcon title={errorMessage(detail.error, t)} />}
      {detail.isPending && <Skeleton active />}
      {a && (
        <Flex vertical gap="middle">
          <Descriptions
            size="small"
            bordered
            column={{ xs: 1, md: 2, xl: 3 }}
            items={[
              { key: 'company', label: t('console.lowCarbon.company'), children: a.companyName },
              { key: 'user', label: t('console.lowCarbon.user'), children: a.userAccount ?? '-' },
              {
                key: 'state',
                label: t('console.lowCarbon.state'),
                children: (
                  <Tag color={STATE_COLOUR[a.state]} data-testid="low-carbon-state">
                    {t(`console.lowCarbon.state.${a.state}`)}
                  </Tag>
                ),
              },
              { key: 'created', label: t('console.lowCarbon.createdAt'), children: formatTime(a.createdAt) },
              { key: 'decided', label: t('console.lowCarbon.decidedAt'), children: formatTime(a.decidedAt) },
              { key: 'grid', label: t('console.lowCarbon.gridFactor'), children: a.gridFactor },
              ...(a.reason
                ? [
                    {
                      key: 'reason',
                      label: t('console.lowCarbon.reason'),
                      span: 'filled' as const,
                      children: a.reason,
                    },
                  ]
                : []),
              {
                key: 'intro',
                label: t('console.lowCarbon.introduction'),
                span: 'filled' as const,
                children: <div style={{ whiteSpace: 'pre-wrap' }}>{a.introduction}</div>,
              },
            ]}
          />
          <Actions a={a} mutation={mutation} />
          {a.blocks.map((b) => (
            <BlockCard key={b.id} a={a} block={b} mutation={mutation} />
          ))}
        </Flex>
      )}
    </Card>
  );
};
