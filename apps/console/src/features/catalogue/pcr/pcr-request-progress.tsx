import {
  PCR_REQUEST_STEPS,
  PCR_STEP_NOTE_MAX,
  type PcrRequestStep,
  type TConsolePcrRequest,
  type TextKey,
} from '@steel-epd/contract';
import { formatDateTime, useApiErrorToast } from '@steel-epd/web';
import { App, Button, Descriptions, Input, Modal, Steps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveConsoleFile } from '../../../lib/console-files.ts';
import { useMovePcrRequest } from './api.ts';

export const STEP_TEXT: Record<PcrRequestStep, TextKey> = {
  submitted: 'console.pcrRequests.step.submitted',
  lcaAssessment: 'console.pcrRequests.step.lcaAssessment',
  drafting: 'console.pcrRequests.step.drafting',
  verification: 'console.pcrRequests.step.verification',
  built: 'console.pcrRequests.step.built',
  published: 'console.pcrRequests.step.published',
};

const nextOf = (step: PcrRequestStep): PcrRequestStep | undefined =>
  PCR_REQUEST_STEPS[PCR_REQUEST_STEPS.indexOf(step) + 1];

/**
 * A request's fields and six steps (date, operator, note), and for an accepted one the move to
 * its next step with a note for the user (decision 221).
 */
export const PcrRequestProgress = ({
  request,
  onClose,
}: {
  request: TConsolePcrRequest | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const toast = useApiErrorToast();
  const move = useMovePcrRequest();
  const [note, setNote] = useState('');
  if (!request) return null;
  const next = request.status === 'accepted' ? nextOf(request.step) : undefined;
  const reached = new Map(request.steps.map((s) => [s.step, s]));
  return (
    <Modal
      open
      width={720}
      title={t('console.pcrRequests.progressTitle', { product: request.product })}
      onCancel={onClose}
      footer={null}
    >
      <div data-testid="pcr-progress-dialog">
        <Descriptions
          size="small"
          column={1}
          bordered
          items={[
            { key: 'company', label: t('console.pcrRequests.companyName'), children: request.companyName },
            {
              key: 'description',
              label: t('console.pcrRequests.description'),
              children: (
                <span style={{ whiteSpace: 'pre-wrap' }}>
                  {request.description || t('console.pcrRequests.none')}
                </span>
              ),
            },
            {
              key: 'standards',
              label: t('console.pcrRequests.standards'),
              children: request.standards || t('console.pcrRequests.none'),
            },
            {
              key: 'contact',
              label: t('console.pcrRequests.contact'),
              children:
                [request.contactName, request.contactPhone, request.contactEmail]
                  .filter(Boolean)
                  .join(' · ') || t('console.pcrRequests.none'),
            },
            {
              key: 'attachment',
              label: t('console.pcrRequests.attachment'),
              children:
                request.attachmentId === null ? (
                  t('console.pcrRequests.none')
                ) : (
                  <Button
                    type="link"
                    size="small"
                    style={{ padding: 0 }}
                    onClick={() =>
                      void saveConsoleFile(request.attachmentId ?? 0, request.attachmentName ?? 'file').catch(
                        toast,
                      )
                    }
                    data-testid="pcr-progress-file"
                  >
                    {request.attachmentName}
                  </Button>
                ),
            },
          ]}
        />
        <Typography.Title level={5} style={{ marginTop: 20 }}>
          {t('console.pcrRequests.progress')}
        </Typography.Title>
        <Steps
          orientation="vertical"
          size="small"
          current={PCR_REQUEST_STEPS.indexOf(request.step)}
          status={
            request.status === 'declined' ? 'error' : request.status === 'finished' ? 'finish' : 'process'
          }
          data-testid="pcr-progress-steps"
          items={PCR_REQUEST_STEPS.map((step) => {
            const entry = reached.get(step);
            return {
              title: t(STEP_TEXT[step]),
              content: entry ? (
                <span data-testid={`pcr-progress-step-${step}`}>
                  {formatDateTime(entry.at)}
                  {entry.actor ? ` · ${t('console.pcrRequests.by', { actor: entry.actor })}` : ''}
                  {entry.note ? (
                    <span style={{ display: 'block', whiteSpace: 'pre-wrap' }}>{entry.note}</span>
                  ) : null}
                </span>
              ) : null,
            };
          })}
        />
        {next ? (
          <div data-testid="pcr-progress-move">
            <Typography.Text>{t('console.pcrRequests.note')}</Typography.Text>
            <Input.TextArea
              rows={3}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              count={{ max: PCR_STEP_NOTE_MAX, show: true }}
              style={{ margin: '6px 0 4px' }}
              data-testid="pcr-progress-note"
            />
            <Typography.Paragraph type="secondary">{t('console.pcrRequests.noteHint')}</Typography.Paragraph>
            <Button
              type="primary"
              loading={move.isPending}
              onClick={() =>
                move.mutate(
                  { id: request.id, step: next, note },
                  {
                    onSuccess: () => {
                      // The next step starts with an empty note.
                      setNote('');
                      void message.success(t('console.pcrRequests.movedToast', { step: t(STEP_TEXT[next]) }));
                    },
                    onError: toast,
                  },
                )
              }
              data-testid="pcr-progress-next"
            >
              {t('console.pcrRequests.moveTo', { step: t(STEP_TEXT[next]) })}
            </Button>
          </div>
        ) : (
          <Typography.Paragraph type="secondary" data-testid="pcr-progress-done">
            {request.status === 'finished'
              ? t('console.pcrRequests.finishedHint')
              : request.status === 'pending'
                ? t('console.pcrRequests.notAccepted')
                : null}
          </Typography.Paragraph>
        )}
      </div>
    </Modal>
  );
};
