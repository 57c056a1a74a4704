import {
  LCA_SUBSCRIPTION_FILTERS,
  LCA_SUBSCRIPTION_LIMITS,
  type TConsoleSubscription,
  ZSubscriptionEnd,
  ZSubscriptionGrant,
} from '@steel-epd/contract';
import { ContractField } from '@steel-epd/web';
import { Button, Flex, Form, Input, Modal, Radio, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timeColumn } from '../../components/columns.tsx';
import { FilterBar, FilterSearch, FilterSelect } from '../../components/filter-bar.tsx';
import { QueuePage, type QueueTable } from '../../components/queue-page.tsx';
import { testId } from '../../lib/test-id.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { useQueue } from '../../lib/use-queue.ts';
import { type ChangeSubscription, subscriptionsQueryOptions, useChangeSubscription } from './api.ts';

const G = ZSubscriptionGrant.shape;

type Dialog =
  | { kind: 'grant' }
  | { kind: 'extend'; row: TConsoleSubscription }
  | { kind: 'end'; row: TConsoleSubscription }
  | null;

interface DialogValues {
  account: string;
  grant: 'trial' | 'active';
  endDate: string;
  reason: string;
}

/** Grant (a user's account, trial or full, an end day), extend (a new end day) or end (a reason). */
const ChangeDialog = ({
  dialog,
  onClose,
  mutation,
}: {
  dialog: Dialog;
  onClose: () => void;
  mutation: ChangeSubscription;
}) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<DialogValues>();
  const send = useFormSubmit(form, onClose);
  if (dialog === null) return null;
  const title =
    dialog.kind === 'grant'
      ? t('console.subscriptions.grant')
      : t(dialog.kind === 'extend' ? 'console.subscriptions.extendTitle' : 'console.subscriptions.endTitle', {
          account: dialog.row.userAccount,
        });
  const submit = async () => {
    const v = await form.validateFields();
    if (dialog.kind === 'grant')
      send(
        mutation,
        { kind: 'grant', account: v.account, grant: v.grant, endDate: v.endDate },
        t('console.subscriptions.granted'),
      );
    else if (dialog.kind === 'extend')
      send(
        mutation,
        { kind: 'extend', id: dialog.row.id, endDate: v.endDate },
        t('console.subscriptions.extended'),
      );
    else
      send(mutation, { kind: 'end', id: dialog.row.id, reason: v.reason }, t('console.subscriptions.ended'));
  };
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      onOk={() => void submit().catch(() => {})}
      confirmLoading={mutation.isPending}
      okButtonProps={testId('subscription-dialog-ok')}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ grant: 'trial' }}>
        {dialog.kind === 'grant' ? (
          <>
            <ContractField name="account" label={t('console.subscriptions.account')} schema={G.account}>
              <Input count={{ max: LCA_SUBSCRIPTION_LIMITS.mobile }} data-testid="subscription-account" />
            </ContractField>
            <Form.Item name="grant" label={t('console.subscriptions.kind')}>
              <Radio.Group
                data-testid="subscription-kind"
                options={[
                  { value: 'trial', label: t('console.subscriptions.state.trial') },
                  { value: 'active', label: t('console.subscriptions.state.active') },
                ]}
              />
            </Form.Item>
          </>
        ) : null}
        {dialog.kind === 'end' ? (
          <ContractField
            name="reason"
            label={t('console.subscriptions.reason')}
            schema={ZSubscriptionEnd.shape.reason}
          >
            <Input.TextArea
              rows={3}
              count={{ max: LCA_SUBSCRIPTION_LIMITS.endReason, show: true }}
              data-testid="subscription-reason"
            />
          </ContractField>
        ) : (
          <ContractField name="endDate" label={t('console.subscriptions.endDate')} schema={G.endDate}>
            <Input type="date" data-testid="subscription-end-date" />
          </ContractField>
        )}
      </Form>
    </Modal>
  );
};

const STATE_COLOUR = { trial: 'blue', active: 'green', ended: 'default', expired: 'orange' } as const;

const useSubscriptionsTable = (open: (dialog: Dialog) => void): QueueTable<TConsoleSubscription> => {
  const { t } = useTranslation();
  return {
    rowKey: 'id',
    emptyText: t('console.subscriptions.empty'),
    columns: [
      {
        key: 'user',
        title: t('console.subscriptions.user'),
        render: (_, r) => (
          <>
            <div>{r.userAccount}</div>
            <Typography.Text type="secondary">
              {[r.username, r.position].filter(Boolean).join(' · ')}
            </Typography.Text>
          </>
        ),
      },
      {
        key: 'company',
        title: t('console.subscriptions.company'),
        render: (_, r) => (
          <>
            <div>{r.companyName ?? '—'}</div>
            <Typography.Text type="secondary">{r.industry ?? ''}</Typography.Text>
          </>
        ),
      },
      {
        key: 'state',
        title: t('console.subscriptions.state'),
        render: (_, r) => {
          const shown = r.state !== 'ended' && !r.running ? 'expired' : r.state;
          return (
            <Tag color={STATE_COLOUR[shown]} data-testid={`subscription-state-${r.id}`}>
              {t(`console.subscriptions.state.${shown}`)}
            </Tag>
          );
        },
      },
      timeColumn('startsAt', t('console.subscriptions.startsAt'), (r) => r.startsAt),
      // The last day it runs, as picked: the end itself is the midnight after it.
      { key: 'lastDay', title: t('console.subscriptions.lastDay'), width: 120, render: (_, r) => r.lastDay },
      {
        key: 'grantedBy',
        title: t('console.subscriptions.grantedBy'),
        render: (_, r) => r.grantedBy ?? t('console.subscriptions.selfTrial'),
      },
      {
        key: 'actions',
        render: (_, r) =>
          r.state === 'ended' ? null : (
            <Flex gap="small">
              <Button
                size="small"
                data-testid={`subscription-extend-${r.id}`}
                onClick={() => open({ kind: 'extend', row: r })}
              >
                {t('console.subscriptions.extend')}
              </Button>
              <Button
                size="small"
                danger
                data-testid={`subscription-end-${r.id}`}
                onClick={() => open({ kind: 'end', row: r })}
              >
                {t('console.subscriptions.end')}
              </Button>
            </Flex>
          ),
      },
    ],
  };
};

/** The LCA tool subscriptions for the secretariat: list, grant, extend, end. */
export const SubscriptionsPage = () => {
  const { t } = useTranslation();
  const queue = useQueue(subscriptionsQueryOptions, {});
  const change = useChangeSubscription();
  const [dialog, setDialog] = useState<Dialog>(null);
  return (
    <QueuePage
      name="subscriptions"
      intro="console.subscriptions.intro"
      queue={queue}
      table={useSubscriptionsTable(setDialog)}
      busy={change.isPending}
      extra={
        <Button type="primary" data-testid="subscription-grant" onClick={() => setDialog({ kind: 'grant' })}>
          {t('console.subscriptions.grant')}
        </Button>
      }
      toolbar={
        <FilterBar>
          <FilterSelect
            testId="subscriptions-filter"
            placeholder={t('console.subscriptions.filter.all')}
            value={queue.query.filter}
            onChange={(filter) => queue.filter({ filter })}
            options={LCA_SUBSCRIPTION_FILTERS.map((f) => ({
              value: f,
              label: t(`console.subscriptions.filter.${f}`),
            }))}
          />
          <FilterSearch
            testId="subscriptions-keyword"
            placeholder={t('console.subscriptions.keyword')}
            maxLength={100}
            onSearch={(keyword) => queue.filter({ keyword })}
          />
        </FilterBar>
      }
    >
      <ChangeDialog dialog={dialog} onClose={() => setDialog(null)} mutation={change} />
    </QueuePage>
  );
};
