import { DownloadOutlined } from '@ant-design/icons';
import type { TConsoleApplicationDetail } from '@steel-epd/contract';
import { useApiErrorToast } from '@steel-epd/web';
import { Button, Card, Descriptions, Empty, Flex, Table, Tag, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveConsoleFile } from '../../lib/console-files.ts';
import { formatTime } from '../../lib/format.ts';
import { useTableScroll } from '../../lib/narrow.ts';
import { StageTag, StatusTag } from './status-tags.tsx';
import { actorText, sortedFiles } from './workflow.ts';

type Detail = TConsoleApplicationDetail;

/** A file's name that downloads it through /c/attachments/{id} with the operator's token. */
export const FileLink = ({ id, name, testId }: { id: number; name: string; testId: string }) => {
  const showError = useApiErrorToast();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      type="link"
      size="small"
      icon={<DownloadOutlined />}
      loading={busy}
      style={{ paddingInline: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
      data-testid={testId}
      onClick={() => {
        setBusy(true);
        saveConsoleFile(id, name)
          .catch(showError)
          .finally(() => setBusy(false));
      }}
    >
      {name}
    </Button>
  );
};

/** Each product entry with every version of its files (the applicant's re-uploads kept). */
export const ProductsSection = ({ a }: { a: Detail }) => {
  const { t } = useTranslation();
  const scroll = useTableScroll();
  return (
    <Card title={t('console.applications.products')} size="small" data-testid="application-products">
      <Flex vertical gap="middle">
        {a.products.map((p, index) => (
          <Card
            key={p.id}
            type="inner"
            size="small"
            title={`${index + 1}. ${p.productName}`}
            data-testid={`application-product-${p.id}`}
          >
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 3 }}
              items={[
                {
                  key: 'category',
                  label: t('console.applications.category'),
                  children: p.categoryName ?? '-',
                },
                {
                  key: 'technology',
                  label: t('console.applications.technology'),
                  children: p.technologyName ?? '-',
                },
                {
                  key: 'number',
                  label: t('console.applications.registrationNumber'),
                  children: p.registrationNumber ?? '-',
                },
              ]}
            />
            {p.files.length === 0 ? (
              <Typography.Text type="secondary">{t('console.applications.noFiles')}</Typography.Text>
            ) : (
              <Table
                size="small"
                pagination={false}
                rowKey="attachmentId"
                scroll={scroll}
                dataSource={sortedFiles(p.files)}
                data-testid={`application-files-${p.id}`}
                columns={[
                  {
                    key: 'kind',
                    title: t('console.applications.fileKind'),
                    width: 130,
                    render: (_, f) => t(`console.applications.fileKind.${f.kind}`),
                  },
                  {
                    key: 'name',
                    title: t('console.applications.fileName'),
                    render: (_, f) => (
                      <FileLink id={f.attachmentId} name={f.fileName} testId={`file-${f.attachmentId}`} />
                    ),
                  },
                  {
                    key: 'version',
                    title: t('console.applications.version'),
                    width: 150,
                    render: (_, f) => (
                      <Flex gap={4} align="center">
                        {t('console.applications.versionNo', { version: f.version })}
                        {f.current ? (
                          <Tag color="green">{t('console.applications.current')}</Tag>
                        ) : (
                          <Tag>{t('console.applications.earlier')}</Tag>
                        )}
                      </Flex>
                    ),
                  },
                  {
                    key: 'uploaded',
                    title: t('console.applications.uploadedAt'),
                    width: 170,
                    render: (_, f) => formatTime(f.uploadedAt),
                  },
                ]}
              />
            )}
          </Card>
        ))}
      </Flex>
    </Card>
  );
};

/** A quote or a contract as the tables show it: its status, its files, when issued and decided. */
interface Deal {
  id: number;
  status: number;
  files: { attachmentId: number; name: string }[];
  issuedAt: string;
  decidedAt: string | null;
  /** The company's reason when it refused (decision 196). */
  refusalReason: string | null;
}

/** The quotes or contracts issued, each with its status and files (a re-issue is a new row). */
const DealsTable = ({ kind, deals }: { kind: 'quote' | 'contract'; deals: Deal[] }) => {
  const { t } = useTranslation();
  const scroll = useTableScroll();
  return (
    <Card
      title={t(kind === 'quote' ? 'console.applications.quotes' : 'console.applications.contracts')}
      size="small"
    >
      <Table<Deal>
        size="small"
        pagination={false}
        rowKey="id"
        scroll={scroll}
        dataSource={deals}
        data-testid={`application-${kind}s`}
        locale={{
          emptyText: t(
            kind === 'quote' ? 'console.applications.noQuotes' : 'console.applications.noContracts',
          ),
        }}
        columns={[
          {
            key: 'status',
            title: t('console.applications.status'),
            width: 130,
            render: (_, d) => <StatusTag kind={kind} status={d.status} testId={`${kind}-status-${d.id}`} />,
          },
          {
            key: 'files',
            title: t('console.applications.files'),
            render: (_, d) => (
              <Flex vertical align="start">
                {d.files.map((f) => (
                  <FileLink
                    key={f.attachmentId}
                    id={f.attachmentId}
                    name={f.name}
                    testId={`${kind}-file-${f.attachmentId}`}
                  />
                ))}
              </Flex>
            ),
          },
          {
            key: 'issued',
            title: t('console.applications.issuedAt'),
            width: 170,
            render: (_, d) => formatTime(d.issuedAt),
          },
          {
            key: 'decided',
            title: t('console.applications.decidedAt'),
            width: 170,
            render: (_, d) => formatTime(d.decidedAt) || '-',
          },
          {
            key: 'reason',
            title: t('console.applications.refusalReason'),
            width: 220,
            render: (_, d) =>
              d.refusalReason ? (
                <Typography.Text
                  type="danger"
                  style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                  data-testid={`${kind}-reason-${d.id}`}
                >
                  {d.refusalReason}
                </Typography.Text>
              ) : (
                '-'
              ),
          },
        ]}
      />
    </Card>
  );
};

export const QuotesSection = ({ a }: { a: Detail }) => (
  <DealsTable
    kind="quote"
    deals={a.quotes.map((q) => ({ ...q, files: [{ attachmentId: q.attachmentId, name: q.fileName }] }))}
  />
);

export const ContractsSection = ({ a }: { a: Detail }) => <DealsTable kind="contract" deals={a.contracts} />;

const KIND_COLOR: Record<string, string> = {
  movedBack: 'red',
  resubmitted: 'green',
  quoteRejected: 'red',
  contractRefused: 'red',
  lcaCorrectionAsked: 'orange',
  quoteConfirmed: 'green',
  contractSigned: 'green',
  lcaAccepted: 'green',
  released: 'green',
  messageSent: 'gray',
};

/** The application's history in order (read-only): what happened, at which stage, by whom and when. */
export const TimelineSection = ({ a }: { a: Detail }) => {
  const { t } = useTranslation();
  return (
    <Card title={t('console.applications.timeline')} size="small" data-testid="application-timeline">
      {a.timeline.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('console.applications.noTimeline')} />
      ) : (
        <Timeline
          items={a.timeline.map((e) => ({
            key: e.id,
            color: KIND_COLOR[e.kind] ?? 'blue',
            content: (
              <Flex vertical gap={2} data-testid={`timeline-${e.kind}`}>
                <Flex gap="small" align="center" wrap>
                  <Typography.Text strong>{t(`console.applications.event.${e.kind}`)}</Typography.Text>
                  {e.stage !== null && <StageTag stage={e.stage} />}
                </Flex>
                {e.note && <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{e.note}</Typography.Text>}
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {actorText(e, t)} · {formatTime(e.createdAt)}
                </Typography.Text>
              </Flex>
            ),
          }))}
        />
      )}
    </Card>
  );
};
