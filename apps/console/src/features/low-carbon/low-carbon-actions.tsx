import {
  LOW_CARBON_LIMITS,
  type TConsoleLowCarbonDetail,
  ZLowCarbonRecompute,
  ZLowCarbonReject,
} from '@steel-epd/contract';
import { ContractField, useApiErrorToast } from '@steel-epd/web';
import { App, Button, Flex, Form, InputNumber, Modal, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../components/reason-dialog.tsx';
import { testId } from '../../lib/test-id.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import type { LowCarbonMutation } from './api.ts';

const REJECT_TEST_IDS = {
  form: 'low-carbon-reject-form',
  input: 'low-carbon-reason',
  submit: 'low-carbon-reject-ok',
};

/** Approve, reject with a reason, compute again with another grid factor (while submitted). */
export const Actions = ({ a, mutation }: { a: TConsoleLowCarbonDetail; mutation: LowCarbonMutation }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const toast = useApiErrorToast();
  const [dialog, setDialog] = useState<'reject' | 'recompute' | null>(null);
  const [rejectForm] = Form.useForm<{ reason: string }>();
  const [gridForm] = Form.useForm<{ gridFactor: number }>();
  const close = () => setDialog(null);
  const sendReject = useFormSubmit(rejectForm, close);
  const sendGrid = useFormSubmit(gridForm, close);
  if (a.state !== 'submitted') return null;
  return (
    <Flex gap="small" wrap>
      <Popconfirm
        title={t('console.lowCarbon.approveConfirm')}
        onConfirm={() =>
          mutation.mutate(
            { kind: 'approve', id: a.id },
            { onSuccess: () => void message.success(t('console.lowCarbon.approvedToast')), onError: toast },
          )
        }
        okButtonProps={testId('low-carbon-approve-ok')}
      >
        <Button type="primary" loading={mutation.isPending} data-testid="low-carbon-approve">
          {t('console.lowCarbon.approve')}
        </Button>
      </Popconfirm>
      <Button danger onClick={() => setDialog('reject')} data-testid="low-carbon-reject">
        {t('console.lowCarbon.reject')}
      </Button>
      <Button onClick={() => setDialog('recompute')} data-testid="low-carbon-recompute">
        {t('console.lowCarbon.recompute')}
      </Button>
      <ReasonDialog
        open={dialog === 'reject'}
        title={t('console.lowCarbon.rejectTitle')}
        pending={mutation.isPending}
        onCancel={close}
        onSubmit={(reason) =>
          sendReject(mutation, { kind: 'reject', id: a.id, reason }, t('console.lowCarbon.rejectedToast'))
        }
        okText="console.lowCarbon.reject"
        label="console.lowCarbon.reason"
        rule={{ schema: ZLowCarbonReject.shape.reason, maxLength: LOW_CARBON_LIMITS.reason }}
        testIds={REJECT_TEST_IDS}
        form={rejectForm}
      />
      <Modal
        open={dialog === 'recompute'}
        title={t('console.lowCarbon.recomputeTitle')}
        onCancel={close}
        confirmLoading={mutation.isPending}
        okText={t('console.lowCarbon.recompute')}
        okButtonProps={testId('low-carbon-recompute-ok')}
        onOk={() =>
          void gridForm
            .validateFields()
            .then(({ gridFactor }) =>
              sendGrid(
                mutation,
                { kind: 'recompute', id: a.id, gridFactor },
                t('console.lowCarbon.recomputedToast'),
              ),
            )
            .catch(() => {})
        }
        destroyOnHidden
      >
        <Form form={gridForm} layout="vertical" initialValues={{ gridFactor: a.gridFactor }}>
          <ContractField
            name="gridFactor"
            label={t('console.lowCarbon.gridFactor')}
            schema={ZLowCarbonRecompute.shape.gridFactor}
          >
            <InputNumber
              min={LOW_CARBON_LIMITS.gridFactorMin}
              max={LOW_CARBON_LIMITS.gridFactorMax}
              step={0.001}
              style={{ width: 200 }}
              data-testid="low-carbon-grid-factor"
            />
          </ContractField>
        </Form>
      </Modal>
    </Flex>
  );
};
