import { PlusOutlined } from '@ant-design/icons';
import { OPERATOR_ROLES, type OperatorRole, type TOperator } from '@steel-epd/contract';
import { errorMessage, useApiErrorToast } from '@steel-epd/web';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Popconfirm, Select, Space, type TableProps, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timeColumn } from '../../components/columns.tsx';
import { PhoneTable } from '../../components/phone-table.tsx';
import { useCurrentOperator } from '../../lib/current-operator.ts';
import { formatTime } from '../../lib/format.ts';
import { operatorsQueryOptions } from '../../lib/operators-query.ts';
import { useOperatorMutations } from './api.ts';
import { CreateOperatorDialog } from './create-operator-dialog.tsx';
import { ResetPasswordDialog } from './reset-password-dialog.tsx';

/**
 * Operator accounts for administrators. Rows carry `data-row-key` = username, and every
 * control a `data-testid` with the username, for the end-to-end tests.
 */
export const OperatorsPage = () => {
  const { t } = useTranslation();
  const me = useCurrentOperator();
  const operators = useQuery(operatorsQueryOptions());
  const mutations = useOperatorMutations();
  const toast = useApiErrorToast();
  const [creating, setCreating] = useState(false);
  const [resetting, setResetting] = useState<TOperator | null>(null);

  const roleOptions = OPERATOR_ROLES.map((role) => ({ value: role, label: t(`console.role.${role}`) }));
  const columns: TableProps<TOperator>['columns'] = [
    {
      key: 'username',
      title: t('console.operators.username'),
      render: (_, o) => (
        <Space size={4}>
          <Typography.Text strong>{o.username}</Typography.Text>
          {o.id === me?.id && (
            <Typography.Text type="secondary">{t('console.operators.you')}</Typography.Text>
          )}
        </Space>
      ),
    },
    { key: 'displayName', title: t('console.operators.displayName'), dataIndex: 'displayName' },
    {
      key: 'role',
      title: t('console.operators.role'),
      render: (_, o) => (
        <Select<OperatorRole>
          data-testid={`operator-role-${o.username}`}
          size="small"
          style={{ width: 140 }}
          value={o.role}
          options={roleOptions}
          // One's own role and account are another administrator's to change (issue 29).
          disabled={o.id === me?.id}
          onChange={(role) => mutations.setRole.mutate({ id: o.id, role }, { onError: toast })}
        />
      ),
    },
    {
      key: 'status',
      title: t('console.operators.status'),
      render: (_, o) =>
        o.disabled ? (
          <Tag color="red">{t('console.operators.disabled')}</Tag>
        ) : (
          <Tag color="green">{t('console.operators.active')}</Tag>
        ),
    },
    {
      key: 'lastLoginAt',
      title: t('console.operators.lastLoginAt'),
      render: (_, o) => formatTime(o.lastLoginAt) || t('console.operators.never'),
    },
    timeColumn('createdAt', t('console.operators.createdAt'), (o) => o.createdAt),
    {
      key: 'actions',
      title: t('console.operators.actions'),
      render: (_, o) => (
        <Space>
          {o.disabled ? (
            <Button
              size="small"
              data-testid={`operator-enable-${o.username}`}
              onClick={() => mutations.setDisabled.mutate({ id: o.id, disabled: false }, { onError: toast })}
            >
              {t('console.operators.enable')}
            </Button>
          ) : (
            <Popconfirm
              title={t('console.operators.disableConfirm')}
              okButtonProps={{ danger: true }}
              onConfirm={() => mutations.setDisabled.mutate({ id: o.id, disabled: true }, { onError: toast })}
            >
              <Button
                size="small"
                danger
                disabled={o.id === me?.id}
                title={o.id === me?.id ? t('console.operators.selfChange') : undefined}
                data-testid={`operator-disable-${o.username}`}
              >
                {t('console.operators.disable')}
              </Button>
            </Popconfirm>
          )}
          <Button size="small" data-testid={`operator-reset-${o.username}`} onClick={() => setResetting(o)}>
            {t('console.operators.resetPassword')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('console.operators.title')}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setCreating(true)}
          data-testid="operators-create"
        >
          {t('console.operators.create')}
        </Button>
      }
    >
      {operators.isError && (
        <Alert type="error" showIcon title={errorMessage(operators.error, t)} style={{ marginBottom: 16 }} />
      )}
      <PhoneTable<TOperator>
        label={t('console.operators.title')}
        data-testid="operators-table"
        rowKey="username"
        size="middle"
        columns={columns}
        dataSource={operators.data ?? []}
        loading={operators.isFetching}
        pagination={false}
      />
      <CreateOperatorDialog open={creating} onClose={() => setCreating(false)} mutation={mutations.create} />
      <ResetPasswordDialog
        operator={resetting}
        onClose={() => setResetting(null)}
        mutation={mutations.resetPassword}
      />
    </Card>
  );
};
