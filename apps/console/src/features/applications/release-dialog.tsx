import {
  APPLICATION_REASON_MAX,
  type TConsoleApplicationDetail,
  ZApplicationRelease,
} from '@steel-epd/contract';
import { ApiError, ContractField, useApiErrorToast } from '@steel-epd/web';
import { Alert, App, Card, Flex, Form, Input, Modal } from 'antd';
import dayjs from 'dayjs';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EpdRecordFields,
  epdRecordFieldLabel,
  PUBLISH_REQUIRED,
} from '../../components/epd-record-fields.tsx';
import { ProblemList } from '../../components/problem-list.tsx';
import { applyFieldErrors, namePathOf } from '../../lib/field-errors.ts';
import { testId } from '../../lib/test-id.ts';
import type { ApplicationMoveMutation } from './api.ts';
import { defaultExpiry, releaseDefaults, releaseProducts } from './workflow.ts';

interface Values {
  note?: string;
  products: Record<string, unknown>[];
}

/**
 * The release at stage 60: per product entry the fields of its catalogue record (the same
 * fields and rules as a new EPD draft), published together with the move to 70. A refused
 * field shows on its product's field; what names no field shows above the form.
 */
export const ReleaseDialog = ({
  open,
  a,
  move,
  onClose,
}: {
  open: boolean;
  a: TConsoleApplicationDetail;
  move: ApplicationMoveMutation;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const toast = useApiErrorToast();
  const [form] = Form.useForm<Values>();
  const [problems, setProblems] = useState<string[]>([]);

  /** Each entry's issue date as last seen, to tell a default expiry from a chosen one. */
  const issued = useRef<Record<number, string | undefined>>({});
  const today = dayjs().format('YYYY-MM-DD');

  const close = () => {
    setProblems([]);
    issued.current = {};
    onClose();
  };

  /** A problem that names no field of the form, in words: which product, which field. */
  const describe = (path: string, text: string) => {
    const [, index, field] = namePathOf(path);
    const product = typeof index === 'number' ? a.products[index]?.productName : undefined;
    const label = typeof field === 'string' ? epdRecordFieldLabel(field) : undefined;
    return [product, label ? t(label) : field, text].filter(Boolean).join(' · ');
  };

  /**
   * A new issue date moves the expiry along while it is still the default of the earlier one;
   * an expiry the operator chose stays.
   */
  const follow = (changed: Partial<Values>) => {
    changed.products?.forEach((p, index) => {
      if (!p || !('issueDate' in p)) return;
      const path = ['products', index];
      const before = issued.current[index] ?? today;
      const issueDate = typeof p.issueDate === 'string' ? p.issueDate : '';
      const expiry = form.getFieldValue([...path, 'expiryDate']) as string | undefined;
      const wasDefault = !expiry || (before !== '' && expiry === defaultExpiry(before));
      issued.current[index] = issueDate;
      if (issueDate && wasDefault) form.setFieldValue([...path, 'expiryDate'], defaultExpiry(issueDate));
    });
  };

  const send = async () => {
    const values = await form.validateFields();
    const products = releaseProducts(values.products).map((p, i) => ({
      ...p,
      productId: a.products[i]?.id ?? 0,
    }));
    const note = values.note?.trim();
    setProblems([]);
    move.mutate(
      { kind: 'release', body: { from: a.stage, products, ...(note ? { note } : {}) } },
      {
        onSuccess: () => {
          void message.success(t('console.applications.released'));
          close();
        },
        onError: (error) => {
          if (!(error instanceof ApiError) || error.fields.length === 0) return toast(error);
          const rest = applyFieldErrors(form, error.fields);
          const first = error.fields.find((f) => !rest.includes(f));
          if (first) form.scrollToField(namePathOf(first.path));
          setProblems(rest.map((f) => describe(f.path, f.message)));
          if (rest.length === error.fields.length) toast(error);
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      width={960}
      title={t('console.applications.releaseTitle')}
      onCancel={close}
      onOk={() =>
        void send().catch((invalid: { errorFields?: { name: (string | number)[] }[] }) => {
          // The first field the form's own rules refused, which may be a product further down.
          const first = invalid.errorFields?.[0]?.name;
          if (first) form.scrollToField(first);
        })
      }
      okText={t('console.applications.release')}
      okButtonProps={testId('release-submit')}
      confirmLoading={move.isPending}
      destroyOnHidden
      styles={{ body: { maxHeight: '70vh', overflowY: 'auto' } }}
    >
      <Alert
        type="info"
        showIcon
        title={t('console.applications.releaseHint')}
        style={{ marginBottom: 16 }}
      />
      <ProblemList problems={problems} testId="release-problems" />
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        data-testid="release-form"
        // The dialog's content is made anew each time it opens, with these values.
        initialValues={{ products: releaseDefaults(a, today) }}
        onValuesChange={follow}
      >
        <Flex vertical gap="middle">
          {a.products.map((p, index) => (
            <Card key={p.id} size="small" type="inner" title={`${index + 1}. ${p.productName}`}>
              <EpdRecordFields
                prefix={['products', index]}
                testIdPrefix={`release-${index}`}
                required={PUBLISH_REQUIRED}
                extra={{
                  ...(p.registrationNumber
                    ? {}
                    : { registrationNumber: t('console.applications.releaseNumberSuggested') }),
                  expiryDate: t('console.applications.releaseExpiryDefault'),
                }}
              />
            </Card>
          ))}
          <ContractField
            name="note"
            label={t('console.applications.note')}
            schema={ZApplicationRelease.shape.note}
          >
            <Input.TextArea
              rows={2}
              count={{ max: APPLICATION_REASON_MAX, show: true }}
              data-testid="release-note"
            />
          </ContractField>
        </Flex>
      </Form>
    </Modal>
  );
};
