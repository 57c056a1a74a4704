import { FEEDBACK_LIMITS, FEEDBACK_STATES, type TFeedbackItem, ZFeedbackAnswer } from '@steel-epd/contract';
import { ContractField, useApiErrorToast } from '@steel-epd/web';
import { App, Button, Flex, Form, Input, Modal, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timeColumn } from '../../components/columns.tsx';
import { FilterBar, FilterSelect } from '../../components/filter-bar.tsx';
import { QueuePage, type QueueTable } from '../../components/queue-page.tsx';
import { testId } from '../../lib/test-id.ts';
import { useEditForm } from '../../lib/use-form-submit.ts';
import { useQueue } from '../../lib/use-queue.ts';
import { feedbackQueryOptions, type HandleFeedback, useHandleFeedback } from './api.ts';

const STATE_COLOUR = { new: 'blue', read: 'default', answered: 'green' } as const;

/** The dialog's values for an item (each opening starts from the item's own answer, not the last one's). */
const answerValues = (item: TFeedbackItem | null) => ({ answerNote: item?.answerNote ?? '' });

const AnswerDialog = ({
  item,
  onClose,
  mutation,
}: {
  item: TFeedbackItem | null;
  onClose: () => void;
  mutation: HandleFeedback;
}) => {
  const { t } = useTranslation();
  const { form, send } = useEditForm(item, answerValues, onClose);
  const submit = async () => {
    if (!item) return;
    const { answerNote } = await form.validateFields();
    send(mutation, { id: item.id, answerNote }, t('console.feedback.answeredToast'));
  };
  return (
    <Modal
      open={item !== null}
      title={t('console.feedback.answerTitle', { name: item?.nickname ?? '' })}
      onCancel={onClose}
      onOk={() => void submit().catch(() => {})}
      confirmLoading={mutation.isPending}
      okText={t('console.feedback.answer')}
      okButtonProps={testId('feedback-answer-submit')}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary" style={{ whiteSpace: 'pre-wrap' }}>
        {item?.information}
      </Typography.Paragraph>
      <Form form={form} layout="vertical">
        <ContractField
          name="answerNote"
          label={t('console.feedback.answerNote')}
          schema={ZFeedbackAnswer.shape.answerNote}
        >
          <Input.TextArea
            rows={4}
            count={{ max: FEEDBACK_LIMITS.answerNote, show: true }}
            data-testid="feedback-answer-note"
          />
        </ContractField>
      </Form>
    </Modal>
  );
};

const useFeedbackTable = (
  mutation: HandleFeedback,
  onAnswer: (item: TFeedbackItem) => void,
): QueueTable<TFeedbackItem> => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const toast = useApiErrorToast();
  return {
    rowKey: 'id',
    emptyText: t('console.feedback.empty'),
    columns: [
      timeColumn('createdAt', t('console.feedback.createdAt'), (r) => r.createdAt),
      {
        key: 'from',
        title: t('console.feedback.from'),
        render: (_, r) => (
          <>
            <div>{r.nickname}</div>
            <Typography.Text type="secondary">{r.companyName}</Typography.Text>
          </>
        ),
      },
      {
        key: 'contact',
        title: t('console.feedback.contact'),
        render: (_, r) => (
          <>
            <div>{r.mail}</div>
            <div>{r.phone}</div>
          </>
        ),
      },
      {
        key: 'information',
        title: t('console.feedback.information'),
        render: (_, r) => (
          <>
            <div style={{ whiteSpace: 'pre-wrap', maxWidth: 420 }}>{r.information}</div>
            {r.answerNote ? (
              <Typography.Text type="secondary">
                {t('console.feedback.answerNote')}: {r.answerNote}
              </Typography.Text>
            ) : null}
          </>
        ),
      },
      {
        key: 'state',
        title: t('console.feedback.state'),
        render: (_, r) => (
          <Tag color={STATE_COLOUR[r.state]} data-testid={`feedback-state-${r.id}`}>
            {t(`console.feedback.state.${r.state}`)}
          </Tag>
        ),
      },
      {
        key: 'actions',
        render: (_, r) => (
          <Flex gap="small">
            {r.state === 'new' ? (
              <Button
                size="small"
                data-testid={`feedback-read-${r.id}`}
                onClick={() =>
                  mutation.mutate(
                    { id: r.id },
                    {
                      onSuccess: () => void message.success(t('console.feedback.readToast')),
                      onError: toast,
                    },
                  )
                }
              >
                {t('console.feedback.markRead')}
              </Button>
            ) : null}
            <Button size="small" data-testid={`feedback-answer-${r.id}`} onClick={() => onAnswer(r)}>
              {t('console.feedback.answer')}
            </Button>
          </Flex>
        ),
      },
    ],
  };
};

/** The feedback inbox for editors: newest first, filtered by state; mark read, record the answer. */
export const FeedbackPage = () => {
  const { t } = useTranslation();
  const queue = useQueue(feedbackQueryOptions, {});
  const handle = useHandleFeedback();
  const [answering, setAnswering] = useState<TFeedbackItem | null>(null);
  return (
    <QueuePage
      name="feedback"
      intro="console.feedback.intro"
      queue={queue}
      table={useFeedbackTable(handle, setAnswering)}
      busy={handle.isPending}
      toolbar={
        <FilterBar>
          <FilterSelect
            testId="feedback-filter-state"
            placeholder={t('console.feedback.state.all')}
            value={queue.query.state}
            onChange={(state) => queue.filter({ state })}
            options={FEEDBACK_STATES.map((s) => ({ value: s, label: t(`console.feedback.state.${s}`) }))}
          />
        </FilterBar>
      }
    >
      <AnswerDialog item={answering} onClose={() => setAnswering(null)} mutation={handle} />
    </QueuePage>
  );
};
