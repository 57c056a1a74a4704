import type { TextKey } from '@steel-epd/contract';
import { DatePicker, Form, type FormInstance, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { testId as testIdOf } from '../../lib/test-id.ts';
import { BilingualTabs } from './bilingual-tabs.tsx';

/**
 * The form dialog of a news item or an announcement: the zh and en halves with the preview,
 * the kind's own fields (`children`), and the publish time last.
 */
export const ContentDialog = ({
  open,
  title,
  form,
  pending,
  onClose,
  onSubmit,
  summary,
  summaryLabel,
  rules,
  testId,
  children,
}: {
  open: boolean;
  title: TextKey;
  form: FormInstance;
  pending: boolean;
  onClose: () => void;
  onSubmit: () => Promise<void>;
  summary: 'abstract' | 'summary';
  summaryLabel: TextKey;
  rules: Partial<Record<string, object[]>>;
  testId: string;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      width={960}
      title={t(title)}
      onCancel={onClose}
      onOk={() => void onSubmit().catch(() => {})}
      okText={t('console.news.save')}
      confirmLoading={pending}
      okButtonProps={{ ...testIdOf(`${testId}-submit`) }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid={testId}>
        <BilingualTabs
          form={form}
          summary={summary}
          summaryLabel={t(summaryLabel)}
          rules={rules}
          testId={testId}
        />
        {children}
        <Form.Item
          name="publishTime"
          label={t('console.news.fieldPublishTime')}
          extra={t('console.news.publishTimeHint')}
        >
          <DatePicker showTime data-testid={`${testId}-publishTime`} />
        </Form.Item>
      </Form>
    </Modal>
  );
};
