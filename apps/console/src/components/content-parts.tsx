import { PlusOutlined } from '@ant-design/icons';
import type { TextKey } from '@steel-epd/contract';
import { ContractField, useApiErrorToast } from '@steel-epd/web';
import { App, Button, Card, Flex, Form, Input, InputNumber, Popconfirm, Switch, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

/** A content page's card: its title, what it does for the portal, and an add button. */
export const ContentCard = ({
  name,
  title,
  intro,
  onAdd,
  children,
}: {
  name: string;
  title: TextKey;
  intro: TextKey;
  onAdd?: () => void;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  return (
    <Card
      title={t(title)}
      data-testid={`${name}-page`}
      extra={
        onAdd ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={onAdd} data-testid={`${name}-add`}>
            {t('console.content.add')}
          </Button>
        ) : null
      }
    >
      <Typography.Paragraph type="secondary">{t(intro)}</Typography.Paragraph>
      {children}
    </Card>
  );
};

/** Edit and (when `remove` is given) delete, with a confirm before the delete. */
export const RowActions = ({
  testId,
  onEdit,
  remove,
}: {
  testId: string;
  onEdit: () => void;
  remove?: { mutateAsync: () => Promise<unknown> };
}) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const toast = useApiErrorToast();
  return (
    <Flex gap="small">
      <Button size="small" onClick={onEdit} data-testid={`${testId}-edit`}>
        {t('console.content.edit')}
      </Button>
      {remove ? (
        <Popconfirm
          title={t('console.content.deleteConfirm')}
          onConfirm={() =>
            remove.mutateAsync().then(() => void message.success(t('console.content.deleted')), toast)
          }
        >
          <Button size="small" danger data-testid={`${testId}-delete`}>
            {t('console.content.delete')}
          </Button>
        </Popconfirm>
      ) : null}
    </Flex>
  );
};

/** Whether an item is shown on the portal (the form's switch says "Shown on the portal"). */
export const ShownTag = ({ shown }: { shown: boolean }) => {
  const { t } = useTranslation();
  return shown ? (
    <Tag color="success">{t('console.content.shown')}</Tag>
  ) : (
    <Tag>{t('console.content.hidden')}</Tag>
  );
};

/** Whether an item is enabled, in the words of its form's switch (`console.content.enabled`). */
export const EnabledTag = ({ enabled }: { enabled: boolean }) => {
  const { t } = useTranslation();
  return enabled ? (
    <Tag color="success">{t('console.content.enabled')}</Tag>
  ) : (
    <Tag>{t('console.content.disabled')}</Tag>
  );
};

/** The switch that enables an item, labelled as its table's tag reads (`console.content.enabled`). */
export const EnabledField = ({ name = 'enabled' }: { name?: string }) => {
  const { t } = useTranslation();
  return (
    <Form.Item name={name} label={t('console.content.enabled')} valuePropName="checked">
      <Switch />
    </Form.Item>
  );
};

/** A text field of a content form, checked by its contract schema. */
export const TextField = ({
  name,
  label,
  schema,
  max,
  required = false,
  rows,
  testId,
}: {
  name: string;
  label: TextKey;
  schema: z.ZodType;
  max: number;
  required?: boolean;
  rows?: number;
  testId?: string;
}) => {
  const { t } = useTranslation();
  return (
    <ContractField name={name} label={t(label)} required={required} schema={schema}>
      {rows ? (
        <Input.TextArea rows={rows} count={{ max, show: true }} data-testid={testId} />
      ) : (
        <Input count={{ max: max }} data-testid={testId} />
      )}
    </ContractField>
  );
};

/** The order of an item in its list. */
export const SortField = () => {
  const { t } = useTranslation();
  return (
    <Form.Item name="sort" label={t('console.content.sort')}>
      <InputNumber min={0} max={9999} precision={0} />
    </Form.Item>
  );
};
