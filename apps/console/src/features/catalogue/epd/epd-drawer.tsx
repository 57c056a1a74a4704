import { attachmentRoutes, routeUrl, type TEpdDetail, type TextKey } from '@steel-epd/contract';
import { ApiError, errorMessage, useApiErrorToast } from '@steel-epd/web';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Descriptions,
  Drawer,
  Flex,
  Image,
  Skeleton,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProblemList } from '../../../components/problem-list.tsx';
import { formatTime } from '../../../lib/format.ts';
import { usePcrName } from '../../../lib/pcr-name.ts';
import { testId } from '../../../lib/test-id.ts';
import { ActionDialog, type EpdAction } from './action-dialogs.tsx';
import { epdDetailOptions, usePublish } from './api.ts';
import { EpdFormDialog } from './epd-form.tsx';
import { EpdStatusTag } from './status-tag.tsx';
import { makingRouteLabel, recycledContentText, STEEL_FIELD_LABEL } from './steel-values.ts';

/** The label of a field the server refused at publishing. */
const FIELD_LABEL: Record<string, TextKey> = {
  productName: 'console.epds.productName',
  productType: 'console.epds.productType',
  companyId: 'console.epds.company',
  pcrId: 'console.epds.pcr',
  registrationNumber: 'console.epds.registrationNumber',
  gwp100: 'console.epds.gwp100',
  holderZh: 'console.epds.holderZh',
  siteZh: 'console.epds.siteZh',
  issueDate: 'console.epds.issueDate',
  expiryDate: 'console.epds.expiryDate',
  reportZhId: 'console.epds.reportZh',
  reportEnId: 'console.epds.reportEn',
  dataFileId: 'console.epds.dataFile',
  ...STEEL_FIELD_LABEL,
};

const Hash = ({ value }: { value: string }) => (
  <Typography.Text code copyable={{ text: value }} style={{ fontSize: 12 }}>
    {`${value.slice(0, 16)}…`}
  </Typography.Text>
);

const Detail = ({ epd }: { epd: TEpdDetail }) => {
  const { t } = useTranslation();
  const pcrName = usePcrName();
  const dash = (v: string | number | null) => (v === null || v === '' ? '-' : v);
  return (
    <Flex vertical gap="large">
      <Flex gap="large" wrap align="start">
        <Descriptions
          style={{ flex: 1, minWidth: 320 }}
          column={1}
          bordered
          size="small"
          items={[
            {
              key: 'status',
              label: t('console.epds.status'),
              children: <EpdStatusTag status={epd.status} expired={epd.expired} />,
            },
            { key: 'number', label: t('console.epds.registrationNumber'), children: epd.registrationNumber },
            { key: 'type', label: t('console.epds.productType'), children: epd.productType },
            { key: 'name', label: t('console.epds.productName'), children: epd.productName },
            { key: 'nameEn', label: t('console.epds.productNameEn'), children: dash(epd.productNameEn) },
            { key: 'company', label: t('console.epds.company'), children: epd.companyName },
            {
              key: 'pcr',
              label: t('console.epds.pcr'),
              children: `${epd.pcrRegisterNo} ${pcrName(epd.pcrProductName, epd.pcrProductNameEn)}`,
            },
            { key: 'gwp', label: t('console.epds.gwp100'), children: dash(epd.gwp100) },
            { key: 'holder', label: t('console.epds.holderZh'), children: dash(epd.holderZh) },
            { key: 'holderEn', label: t('console.epds.holderEn'), children: dash(epd.holderEn) },
            { key: 'site', label: t('console.epds.siteZh'), children: dash(epd.siteZh) },
            { key: 'siteEn', label: t('console.epds.siteEn'), children: dash(epd.siteEn) },
            { key: 'verifier', label: t('console.epds.verifierZh'), children: dash(epd.verifierZh) },
            { key: 'verifierEn', label: t('console.epds.verifierEn'), children: dash(epd.verifierEn) },
            {
              key: 'route',
              label: t('console.epds.makingRoute'),
              children: epd.makingRoute ? makingRouteLabel(epd.makingRoute, t) : '-',
            },
            {
              key: 'recycled',
              label: t('console.epds.recycledContent'),
              children: recycledContentText(epd.recycledContent),
            },
            { key: 'issue', label: t('console.epds.issueDate'), children: dash(epd.issueDate) },
            { key: 'expiry', label: t('console.epds.expiryDate'), children: dash(epd.expiryDate) },
            {
              key: 'published',
              label: t('console.epds.publishedAt'),
              children: dash(formatTime(epd.publishedAt)),
            },
            ...(epd.withdrawReason
              ? [{ key: 'withdraw', label: t('console.epds.withdrawReason'), children: epd.withdrawReason }]
              : []),
            ...(epd.publicUrl
              ? [
                  {
                    key: 'url',
                    label: t('console.epds.publicUrl'),
                    children: (
                      <Typography.Link href={epd.publicUrl} target="_blank" data-testid="epd-public-url">
                        {epd.publicUrl}
                      </Typography.Link>
                    ),
                  },
                ]
              : []),
          ]}
        />
        {epd.qrAttachmentId && (
          <div>
            <Typography.Title level={5}>{t('console.epds.qrCode')}</Typography.Title>
            <Image
              width={160}
              src={routeUrl(attachmentRoutes.attachmentOnline, { id: epd.qrAttachmentId })}
              alt={t('console.epds.qrCode')}
              data-testid="epd-qr"
            />
          </div>
        )}
      </Flex>

      <section>
        <Typography.Title level={5}>{t('console.epds.reports')}</Typography.Title>
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={epd.reports}
          data-testid="epd-reports"
          columns={[
            { key: 'lang', title: t('console.epds.reportLang'), dataIndex: 'lang', width: 70 },
            { key: 'file', title: t('console.epds.fileName'), dataIndex: 'fileName' },
            { key: 'sha', title: t('console.epds.digest'), render: (_, r) => <Hash value={r.sha256} /> },
            {
              key: 'current',
              title: t('console.epds.status'),
              render: (_, r) =>
                r.current ? (
                  <Tag color="green">{t('console.epds.current')}</Tag>
                ) : (
                  <Tag>{t('console.epds.replaced')}</Tag>
                ),
            },
          ]}
        />
      </section>

      <section>
        <Typography.Title level={5}>{t('console.epds.ledger')}</Typography.Title>
        {epd.ledger.length === 0 ? (
          <Typography.Text type="secondary">{t('console.epds.noLedger')}</Typography.Text>
        ) : (
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={epd.ledger}
            data-testid="epd-ledger"
            columns={[
              { key: 'id', title: '#', dataIndex: 'id', width: 60 },
              {
                key: 'kind',
                title: t('console.epds.kind'),
                render: (_, l) => `${l.kind}${l.lang ? ` (${l.lang})` : ''}`,
              },
              { key: 'digest', title: t('console.epds.digest'), render: (_, l) => <Hash value={l.digest} /> },
              {
                key: 'hash',
                title: t('console.epds.entryHash'),
                render: (_, l) => <Hash value={l.entryHash} />,
              },
              { key: 'time', title: t('console.epds.blockTime'), render: (_, l) => formatTime(l.createdAt) },
            ]}
          />
        )}
      </section>

      <Flex gap="large" wrap>
        <section style={{ flex: 1, minWidth: 260 }}>
          <Typography.Title level={5}>{t('console.epds.access')}</Typography.Title>
          <Descriptions
            column={1}
            size="small"
            bordered
            items={[
              { key: 's', label: t('console.epds.summaryViews'), children: epd.access.summaryViews },
              { key: 'r', label: t('console.epds.reportViews'), children: epd.access.reportViews },
              {
                key: 'l',
                label: t('console.epds.lastView'),
                children: dash(formatTime(epd.access.lastViewAt)),
              },
            ]}
          />
        </section>
        <section style={{ flex: 1, minWidth: 260 }}>
          <Typography.Title level={5}>{t('console.epds.versions')}</Typography.Title>
          <Flex vertical gap={4}>
            {epd.versions.map((v) => (
              <Space key={v.id}>
                <Typography.Text strong={v.id === epd.id}>{v.registrationNumber}</Typography.Text>
                <Tag>{t(`console.epds.status.${v.status}`)}</Tag>
              </Space>
            ))}
          </Flex>
        </section>
      </Flex>
    </Flex>
  );
};

/** One EPD version with its actions: edit and publish a draft; correct, renew, withdraw a published one. */
export const EpdDrawer = ({ id, onClose }: { id: number | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const showError = useApiErrorToast();
  const detail = useQuery({ ...epdDetailOptions(id ?? 0), enabled: id !== null });
  const publish = usePublish();
  const [editing, setEditing] = useState(false);
  const [action, setAction] = useState<EpdAction | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const epd = detail.data;
  const fieldLabel = (path: string) => {
    const key = FIELD_LABEL[path];
    return key ? t(key) : path;
  };

  const confirmPublish = (e: TEpdDetail) =>
    modal.confirm({
      title: t('console.epds.publish'),
      content: t('console.epds.publishConfirm'),
      okButtonProps: testId('epd-publish-confirm'),
      onOk: () =>
        publish.mutateAsync(e.id).then(
          () => {
            setProblems([]);
            void message.success(t('console.epds.published'));
          },
          (error: unknown) => {
            if (error instanceof ApiError && error.fields.length > 0) {
              setProblems(error.fields.map((f) => `${fieldLabel(f.path)}: ${f.message}`));
            } else showError(error);
          },
        ),
    });

  const footer = epd && (
    <Flex gap="small" wrap>
      {epd.status === 'draft' && (
        <>
          <Button onClick={() => setEditing(true)} data-testid="epd-edit">
            {t('console.epds.edit')}
          </Button>
          <Button
            type="primary"
            onClick={() => confirmPublish(epd)}
            loading={publish.isPending}
            data-testid="epd-publish"
          >
            {t('console.epds.publish')}
          </Button>
        </>
      )}
      {epd.status === 'published' && (
        <>
          <Button onClick={() => setAction('correct')} data-testid="epd-correct">
            {t('console.epds.correct')}
          </Button>
          <Button onClick={() => setAction('renew')} data-testid="epd-renew">
            {t('console.epds.renew')}
          </Button>
          <Button danger onClick={() => setAction('withdraw')} data-testid="epd-withdraw">
            {t('console.epds.withdraw')}
          </Button>
        </>
      )}
    </Flex>
  );

  return (
    <Drawer
      open={id !== null}
      onClose={() => {
        setProblems([]);
        onClose();
      }}
      size={860}
      title={t('console.epds.detail')}
      destroyOnHidden
      data-testid="epd-drawer"
      footer={footer}
    >
      {detail.isError && <Alert type="error" showIcon title={errorMessage(detail.error, t)} />}
      {detail.isPending && <Skeleton active />}
      <ProblemList problems={problems} testId="epd-problems" />
      {epd && <Detail epd={epd} />}
      {epd && <EpdFormDialog open={editing} draft={epd} onClose={() => setEditing(false)} />}
      {epd && <ActionDialog action={action} epd={epd} onClose={() => setAction(null)} />}
    </Drawer>
  );
};
