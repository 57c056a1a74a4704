import { PlusOutlined } from '@ant-design/icons';
import {
  AGREEMENT_TYPES,
  type AgreementVersionState,
  type TConsoleAgreement,
  ZAgreementForm,
} from '@steel-epd/contract';
import { ContractField } from '@steel-epd/web';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Flex, Form, Input, Modal, Select, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneTable } from '../../components/phone-table.tsx';
import { formatTime } from '../../lib/format.ts';
import { RichTextEditor, RichTextPreview } from '../../lib/rich-text-editor.tsx';
import { testId } from '../../lib/test-id.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { type AgreementFilter, agreementsQueryOptions, type SaveAgreement, useSaveAgreement } from './api.ts';

const STATE_COLOR: Record<AgreementVersionState, string | undefined> = {
  scheduled: 'gold',
  inForce: 'success',
  superseded: undefined,
  failed: 'red',
};

interface Values {
  agreementType: TConsoleAgreement['agreementType'];
  lang: 'zh' | 'en';
  version: string;
  content: string;
  publishTime: Dayjs | null;
  failureTime: Dayjs | null;
}

const rules = ZAgreementForm.shape;

/** A new version (or a change to a scheduled one); a published version opens read-only. */
const AgreementDialog = ({
  open,
  onClose,
  mutation,
}: {
  open: TConsoleAgreement | 'new' | null;
  onClose: () => void;
  mutation: SaveAgreement;
}) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const send = useFormSubmit(form, onClose);
  const row = open === 'new' ? null : open;
  const locked = row !== null && row.state !== 'scheduled';
  const content = Form.useWatch('content', form) ?? '';
  const lang = Form.useWatch('lang', form) ?? 'zh';

  useEffect(() => {
    if (open === null) return;
    form.setFieldsValue({
      agreementType: row?.agreementType ?? 'REGISTRATION',
      lang: row?.lang ?? 'zh',
      version: row?.version ?? '',
      content: row?.content ?? '',
      publishTime: row ? dayjs(row.publishTime) : dayjs().add(1, 'day').startOf('day'),
      failureTime: row?.failureTime ? dayjs(row.failureTime) : null,
    });
  }, [open, row, form]);

  const submit = async () => {
    const { publishTime, failureTime, ...values } = await form.validateFields();
    send(
      mutation,
      {
        id: row?.id ?? null,
        form: {
          ...values,
          publishTime: (publishTime ?? dayjs()).toISOString(),
          failureTime: failureTime ? failureTime.toISOString() : null,
        },
      },
      t('console.news.saved'),
    );
  };

  return (
    <Modal
      open={open !== null}
      width={960}
      title={
        row
          ? locked
            ? `${row.version}`
            : t('console.agreements.editTitle')
          : t('console.agreements.createTitle')
      }
      onCancel={onClose}
      onOk={() => (locked ? onClose() : void submit().catch(() => {}))}
      okText={locked ? t('console.agreements.close') : t('console.news.save')}
      confirmLoading={mutation.isPending}
      okButtonProps={{ ...testId('agreement-form-submit') }}
      destroyOnHidden
    >
      {locked ? (
        <Typography.Paragraph type="warning">{t('console.agreements.lockedHint')}</Typography.Paragraph>
      ) : null}
      <Form form={form} layout="vertical" disabled={locked} data-testid="agreement-form">
        <Flex gap="middle" wrap>
          <Form.Item name="agreementType" label={t('console.agreements.type')} required>
            <Select
              style={{ width: 160 }}
              options={AGREEMENT_TYPES.map((a) => ({ value: a, label: t(`console.agreements.${a}`) }))}
              data-testid="agreement-form-type"
            />
          </Form.Item>
          <Form.Item name="lang" label={t('console.agreements.lang')} required>
            <Select
              style={{ width: 120 }}
              options={[
                { value: 'zh', label: t('console.agreements.langZh') },
                { value: 'en', label: t('console.agreements.langEn') },
              ]}
              data-testid="agreement-form-lang"
            />
          </Form.Item>
          <ContractField
            name="version"
            label={t('console.agreements.version')}
            required
            schema={rules.version}
          >
            <Input count={{ max: 20 }} style={{ width: 120 }} data-testid="agreement-form-version" />
          </ContractField>
          <Form.Item name="publishTime" label={t('console.agreements.publishTime')} required>
            <DatePicker showTime data-testid="agreement-form-publishTime" />
          </Form.Item>
          <Form.Item name="failureTime" label={t('console.agreements.failureTime')}>
            <DatePicker showTime data-testid="agreement-form-failureTime" />
          </Form.Item>
        </Flex>
        <ContractField name="content" label={t('console.agreements.content')} required schema={rules.content}>
          <RichTextEditor images={false} testId="agreement-form-content" />
        </ContractField>
      </Form>
      <RichTextPreview
        zh={lang === 'zh' ? content : ''}
        en={lang === 'en' ? content : ''}
        testId="agreement-form-preview"
      />
    </Modal>
  );
};

/** The agreements' versions for editors: every version with its state, new versions, scheduled changes. */
export const AgreementsPage = () => {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<AgreementFilter>({});
  const versions = useQuery(agreementsQueryOptions(filter));
  const save = useSaveAgreement();
  const [open, setOpen] = useState<TConsoleAgreement | 'new' | null>(null);
  return (
    <Card
      title={t('console.agreements.title')}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setOpen('new')}
          data-testid="agreement-create"
        >
          {t('console.agreements.create')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('console.agreements.intro')}</Typography.Paragraph>
      <Flex gap="middle" style={{ marginBottom: 16 }}>
        <Select
          allowClear
          placeholder={t('console.agreements.type')}
          style={{ width: 160 }}
          value={filter.agreementType}
          onChange={(agreementType) => setFilter((f) => ({ ...f, agreementType }))}
          options={AGREEMENT_TYPES.map((a) => ({ value: a, label: t(`console.agreements.${a}`) }))}
        />
        <Select
          allowClear
          placeholder={t('console.agreements.lang')}
          style={{ width: 120 }}
          value={filter.lang}
          onChange={(lang) => setFilter((f) => ({ ...f, lang }))}
          options={[
            { value: 'zh', label: t('console.agreements.langZh') },
            { value: 'en', label: t('console.agreements.langEn') },
          ]}
        />
      </Flex>
      <PhoneTable<TConsoleAgreement>
        label={t('console.agreements.title')}
        rowKey="id"
        loading={versions.isFetching}
        dataSource={versions.data ?? []}
        pagination={false}
        data-testid="agreements-table"
        columns={[
          {
            key: 'type',
            title: t('console.agreements.type'),
            render: (_, r) => t(`console.agreements.${r.agreementType}`),
          },
          {
            key: 'lang',
            title: t('console.agreements.lang'),
            width: 90,
            render: (_, r) =>
              r.lang === 'en' ? t('console.agreements.langEn') : t('console.agreements.langZh'),
          },
          { key: 'version', title: t('console.agreements.version'), dataIndex: 'version', width: 100 },
          {
            key: 'state',
            title: t('console.agreements.state'),
            width: 100,
            render: (_, r) => <Tag color={STATE_COLOR[r.state]}>{t(`console.agreements.${r.state}`)}</Tag>,
          },
          {
            key: 'publishTime',
            title: t('console.agreements.publishTime'),
            render: (_, r) => formatTime(r.publishTime),
          },
          {
            key: 'failureTime',
            title: t('console.agreements.failureTimeColumn'),
            render: (_, r) => formatTime(r.failureTime),
          },
          {
            key: 'actions',
            title: t('console.news.actions'),
            width: 100,
            render: (_, r) => (
              <Button size="small" onClick={() => setOpen(r)} data-testid={`agreement-open-${r.id}`}>
                {r.state === 'scheduled' ? t('console.news.edit') : t('console.agreements.view')}
              </Button>
            ),
          },
        ]}
      />
      <AgreementDialog open={open} onClose={() => setOpen(null)} mutation={save} />
    </Card>
  );
};
