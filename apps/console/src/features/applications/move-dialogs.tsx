import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  APPLICATION_REASON_MAX,
  APPLY_STAGE,
  type TConsoleApplicationDetail,
  type TextKey,
  ZApplicationAdvance,
  ZApplicationBack,
  ZApplicationLcaCorrection,
} from '@steel-epd/contract';
import { ContractField, type RuleSchema } from '@steel-epd/web';
import { Alert, Button, Flex, Form, Input, Modal, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FileField } from '../../components/file-field.tsx';
import { testId } from '../../lib/test-id.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import type { ApplicationMove, ApplicationMoveMutation } from './api.ts';
import { earlierStages, stageName } from './workflow.ts';

/** The moves that take a form; accepting the LCA data is a plain confirm, the release its own dialog. */
export type FormMove = 'advance' | 'back' | 'quote' | 'contract' | 'lcaCorrection';

/** Contract files a contract may carry (ZApplicationContract). */
const CONTRACT_FILES_MAX = 5;

const TITLE: Record<FormMove, TextKey> = {
  advance: 'console.applications.advanceTitle',
  back: 'console.applications.backTitle',
  quote: 'console.applications.quoteTitle',
  contract: 'console.applications.contractTitle',
  lcaCorrection: 'console.applications.correctionTitle',
};

const DONE: Record<FormMove, TextKey> = {
  advance: 'console.applications.advanced',
  back: 'console.applications.movedBack',
  quote: 'console.applications.quoteIssued',
  contract: 'console.applications.contractIssued',
  lcaCorrection: 'console.applications.correctionAsked',
};

interface Values {
  note?: string;
  reason?: string;
  to?: number;
  attachmentId?: number;
  attachmentIds?: (number | undefined)[];
}

/** What a dialog starts with: one contract file slot; back to the stage before. */
const initialValues = (kind: FormMove | null, stage: number): Values => {
  if (kind === 'contract') return { attachmentIds: [undefined] };
  if (kind === 'back') return { to: earlierStages(stage).at(-1) };
  return {};
};

/** The body of a move from the dialog's values; `from` is the stage the operator saw. */
export const moveOf = (kind: FormMove, from: number, v: Values): ApplicationMove => {
  const note = v.note?.trim();
  switch (kind) {
    case 'advance':
      return { kind, from, ...(note ? { note } : {}) };
    case 'back':
      return { kind, from, to: v.to ?? 0, reason: v.reason?.trim() ?? '' };
    case 'quote':
      return { kind, attachmentId: v.attachmentId ?? 0 };
    case 'contract':
      return { kind, attachmentIds: (v.attachmentIds ?? []).filter((id): id is number => id !== undefined) };
    case 'lcaCorrection':
      return { kind, note: note ?? '' };
  }
};

/**
 * The dialog of one move: what it does in words, its fields checked by the contract's rules,
 * and the confirm button that sends it. The answer replaces the application on the page; a
 * refusal shows on its field or as a message in the operator's language.
 */
export const MoveDialog = ({
  kind,
  a,
  next,
  move,
  onClose,
}: {
  kind: FormMove | null;
  a: TConsoleApplicationDetail;
  /** The stage a forward move reaches. */
  next: number | null;
  move: ApplicationMoveMutation;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const submit = useFormSubmit(form, onClose);

  const send = async () => {
    if (!kind) return;
    const values = await form.validateFields();
    submit(move, moveOf(kind, a.stage, values), t(DONE[kind]));
  };

  const text = (name: 'note' | 'reason', label: TextKey, rule: RuleSchema, required: boolean) => (
    <ContractField name={name} label={t(label)} schema={rule} required={required}>
      <Input.TextArea
        rows={3}
        count={{ max: APPLICATION_REASON_MAX, show: true }}
        data-testid={`move-${name}`}
      />
    </ContractField>
  );

  const hint = (key: TextKey) => <Alert type="info" showIcon title={t(key)} style={{ marginBottom: 16 }} />;

  return (
    <Modal
      open={kind !== null}
      title={kind ? t(TITLE[kind]) : ''}
      width={kind === 'contract' ? 640 : 560}
      onCancel={onClose}
      onOk={() => void send().catch(() => {})}
      okText={t('console.applications.confirm')}
      okButtonProps={{ danger: kind === 'back', ...testId('move-submit') }}
      confirmLoading={move.isPending}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        data-testid={`move-${kind}-form`}
        initialValues={initialValues(kind, a.stage)}
      >
        {kind === 'advance' && next !== null && (
          <>
            <Typography.Paragraph data-testid="move-advance-text">
              {t('console.applications.advanceConfirm', {
                from: stageName(a.stage, t),
                to: stageName(next, t),
              })}
            </Typography.Paragraph>
            {text('note', 'console.applications.note', ZApplicationAdvance.shape.note, false)}
          </>
        )}
        {kind === 'back' && (
          <>
            {hint('console.applications.backHint')}
            <Form.Item noStyle shouldUpdate={(a, b) => a.to !== b.to}>
              {({ getFieldValue }) =>
                getFieldValue('to') === APPLY_STAGE.application ? (
                  <div data-testid="move-back-resubmit-hint">{hint('console.applications.backHint10')}</div>
                ) : null
              }
            </Form.Item>
            <ContractField
              name="to"
              label={t('console.applications.backTo')}
              schema={ZApplicationBack.shape.to}
              required
            >
              <Select
                data-testid="move-back-to"
                options={earlierStages(a.stage).map((s) => ({ value: s, label: stageName(s, t) }))}
              />
            </ContractField>
            {text('reason', 'console.applications.reason', ZApplicationBack.shape.reason, true)}
          </>
        )}
        {kind === 'quote' && (
          <>
            {hint('console.applications.quoteHint')}
            <Form.Item
              name="attachmentId"
              label={t('console.applications.quoteFile')}
              rules={[{ required: true, message: t('console.applications.fileRequired') }]}
              required
            >
              <FileField type="QUOTE" testId="move-quote-file" />
            </Form.Item>
          </>
        )}
        {kind === 'contract' && (
          <Form.Item label={t('console.applications.contractFiles')} required>
            <Form.List name="attachmentIds">
              {(fields, { add, remove }) => (
                <Flex vertical gap="small">
                  {fields.map((field, index) => (
                    <Flex key={field.key} gap="small" align="start">
                      <Form.Item
                        name={field.name}
                        rules={[{ required: true, message: t('console.applications.fileRequired') }]}
                        style={{ marginBottom: 0, flex: 1 }}
                      >
                        <FileField type="CONTRACT" testId={`move-contract-file-${index}`} />
                      </Form.Item>
                      {fields.length > 1 && (
                        <Button
                          type="text"
                          icon={<MinusCircleOutlined />}
                          aria-label={t('console.applications.removeFile')}
                          onClick={() => remove(field.name)}
                        />
                      )}
                    </Flex>
                  ))}
                  {fields.length < CONTRACT_FILES_MAX && (
                    <Button
                      type="dashed"
                      icon={<PlusOutlined />}
                      onClick={() => add()}
                      data-testid="move-contract-add"
                      style={{ alignSelf: 'start' }}
                    >
                      {t('console.applications.addFile')}
                    </Button>
                  )}
                </Flex>
              )}
            </Form.List>
          </Form.Item>
        )}
        {kind === 'lcaCorrection' &&
          text('note', 'console.applications.correctionNote', ZApplicationLcaCorrection.shape.note, true)}
      </Form>
    </Modal>
  );
};
