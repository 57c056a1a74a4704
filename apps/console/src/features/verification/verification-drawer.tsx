import { UploadOutlined } from '@ant-design/icons';
import {
  checkFile,
  FILE_RULES,
  type TConsoleVerificationDetail,
  type TVerificationAnswer,
  VERIFICATION_LIMITS,
  VERIFY_STATES,
  type VerifyState,
  ZVerificationAnswer,
} from '@steel-epd/contract';
import { ContractField, errorMessage, isKnownText, useApiErrorToast } from '@steel-epd/web';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Descriptions,
  Divider,
  Drawer,
  Flex,
  Form,
  Input,
  Radio,
  Skeleton,
  Timeline,
  Typography,
} from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveConsoleFile } from '../../lib/console-files.ts';
import { formatTime } from '../../lib/format.ts';
import { uploadAnswerFile, useAnswerVerification, verificationDetailOptions } from './api.ts';
import { VerifyStateTag } from './state-tag.tsx';

const FileButton = ({ id, name }: { id: number; name: string }) => {
  const toast = useApiErrorToast();
  return (
    <Button type="link" size="small" onClick={() => void saveConsoleFile(id, name).catch(toast)}>
      {name}
    </Button>
  );
};

const Detail = ({ v }: { v: TConsoleVerificationDetail }) => {
  const { t } = useTranslation();
  const field = (key: string, label: string, value: React.ReactNode) => ({
    key,
    label,
    children: (
      <span data-testid={`verification-field-${key}`}>{value === '' || value === null ? '-' : value}</span>
    ),
  });
  return (
    <Descriptions
      column={1}
      bordered
      size="small"
      items={[
        field('state', t('console.verification.state'), <VerifyStateTag state={v.verifyState} />),
        field('number', t('console.verification.registrationNumber'), v.epdRegistrationNumber),
        field(
          'product',
          t('console.verification.product'),
          v.productName ? `${v.productType ?? ''} · ${v.productName}` : null,
        ),
        field('account', t('console.verification.account'), v.userAccount),
        field('contact', t('console.verification.contact'), v.userContact),
        field('position', t('console.verification.position'), v.userPosition),
        field('company', t('console.verification.companyName'), v.companyName),
        field(
          'country',
          t('console.verification.country'),
          `${t(`console.verification.${v.country}`)}${v.region ? ` · ${v.region}` : ''}`,
        ),
        field('email', t('console.verification.email'), v.userEmail),
        field(
          'relation',
          t('console.verification.relation'),
          `${t(`console.verification.relation.${v.relationalId as 0 | 1 | 2}`)}${v.supplement ? ` (${v.supplement})` : ''}`,
        ),
        field('remarks', t('console.verification.remarks'), v.remark),
        field('createdAt', t('console.verification.createdAt'), formatTime(v.createdAt)),
        field(
          'file',
          t('console.verification.userFile'),
          v.file ? <FileButton id={v.file.attachmentId} name={v.file.fileName} /> : null,
        ),
      ]}
    />
  );
};

const History = ({ v }: { v: TConsoleVerificationDetail }) => {
  const { t } = useTranslation();
  if (v.feedback.length === 0)
    return <Typography.Text type="secondary">{t('console.verification.noHistory')}</Typography.Text>;
  return (
    <Timeline
      data-testid="verification-history"
      items={v.feedback.map((f) => ({
        key: f.id,
        children: (
          <Flex vertical gap={4} data-testid="verification-history-item">
            <Flex gap="small" align="center" wrap>
              <VerifyStateTag state={f.verifyState} />
              <Typography.Text type="secondary">
                {formatTime(f.feedbackTime)} · {t('console.verification.by')} {f.operatorName ?? '-'}
              </Typography.Text>
            </Flex>
            <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>
              {f.feedbackMsg}
            </Typography.Paragraph>
            {f.files.map((file) => (
              <FileButton key={file.attachmentId} id={file.attachmentId} name={file.fileName} />
            ))}
          </Flex>
        ),
      }))}
    />
  );
};

interface FormValues {
  verifyState: VerifyState;
  feedbackMsg: string;
}

/** The answer: a state, the message (required) and up to 5 PDF files uploaded here. */
const AnswerForm = ({ v }: { v: TConsoleVerificationDetail }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const toast = useApiErrorToast();
  const answer = useAnswerVerification();
  const [form] = Form.useForm<FormValues>();
  const [files, setFiles] = useState<{ id: number; name: string }[]>([]);
  const [uploading, setUploading] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const choose = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkFile(FILE_RULES.reportPdf, file);
    if (problem) {
      void message.warning(isKnownText(problem) ? t(problem) : problem);
      return;
    }
    setUploading(true);
    try {
      const id = await uploadAnswerFile(file);
      setFiles((f) => [...f, { id, name: file.name }]);
    } catch (error) {
      toast(error);
    } finally {
      setUploading(false);
    }
  };

  const send = (values: FormValues) => {
    const body: TVerificationAnswer = { ...values, attachmentIds: files.map((f) => f.id) };
    answer.mutate(
      { id: v.id, answer: body },
      {
        onSuccess: () => {
          void message.success(t('console.verification.sentToast'));
          form.resetFields(['feedbackMsg']);
          setFiles([]);
        },
        onError: toast,
      },
    );
  };

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      initialValues={{ verifyState: v.verifyState, feedbackMsg: '' }}
      onFinish={send}
      data-testid="verification-answer-form"
    >
      <Form.Item name="verifyState" label={t('console.verification.newState')} required>
        <Radio.Group data-testid="verification-answer-state">
          {VERIFY_STATES.map((s) => (
            <Radio.Button key={s} value={s}>
              <span data-testid={`verification-answer-state-${s}`}>
                {t(`console.verification.state.${s}`)}
              </span>
            </Radio.Button>
          ))}
        </Radio.Group>
      </Form.Item>
      <ContractField
        name="feedbackMsg"
        label={t('console.verification.message')}
        required
        schema={ZVerificationAnswer.shape.feedbackMsg}
      >
        <Input.TextArea
          rows={4}
          count={{ max: VERIFICATION_LIMITS.feedbackMsg, show: true }}
          data-testid="verification-answer-message"
        />
      </ContractField>
      <Form.Item label={t('console.verification.files')}>
        <Flex vertical gap={4}>
          {files.map((f) => (
            <Flex key={f.id} gap="small" align="center">
              <Typography.Text>{f.name}</Typography.Text>
              <Button
                size="small"
                type="link"
                danger
                onClick={() => setFiles((all) => all.filter((x) => x.id !== f.id))}
              >
                {t('console.verification.removeFile')}
              </Button>
            </Flex>
          ))}
          <input
            ref={input}
            type="file"
            accept=".pdf"
            style={{ display: 'none' }}
            onChange={(e) => void choose(e)}
            data-testid="verification-answer-file-input"
            tabIndex={-1}
          />
          <div>
            <Button
              icon={<UploadOutlined />}
              loading={uploading}
              disabled={files.length >= VERIFICATION_LIMITS.feedbackFiles}
              onClick={() => input.current?.click()}
              data-testid="verification-answer-file"
            >
              {t('console.verification.addFile')}
            </Button>
          </div>
        </Flex>
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        loading={answer.isPending}
        data-testid="verification-answer-send"
      >
        {t('console.verification.send')}
      </Button>
    </Form>
  );
};

/** One request: its fields, the user's PDF, the answers so far and the answer form. */
export const VerificationDrawer = ({ id, onClose }: { id: number | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const detail = useQuery({ ...verificationDetailOptions(id ?? 0), enabled: id !== null });
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={640}
      title={t('console.verification.detailTitle', { number: detail.data?.epdRegistrationNumber ?? '' })}
      destroyOnHidden
      data-testid="verification-drawer"
    >
      {detail.isError && <Alert type="error" showIcon title={errorMessage(detail.error, t)} />}
      {detail.isPending && <Skeleton active />}
      {detail.data && (
        <Flex vertical gap="middle">
          <Detail v={detail.data} />
          <Divider titlePlacement="start">{t('console.verification.history')}</Divider>
          <History v={detail.data} />
          <Divider titlePlacement="start">{t('console.verification.answerTitle')}</Divider>
          <AnswerForm key={detail.data.feedback.length} v={detail.data} />
        </Flex>
      )}
    </Drawer>
  );
};
