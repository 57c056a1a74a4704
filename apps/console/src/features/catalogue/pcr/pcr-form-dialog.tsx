import { PCR_FIELD_MAX, type TCategoryTreeItem, type TConsolePcr, ZPcrForm } from '@steel-epd/contract';
import { ContractField, type Nested, nestByParent, useLang } from '@steel-epd/web';
import { Form, Input, Modal, Switch, TreeSelect } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { testId } from '../../../lib/test-id.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { type SavePcr, usePcrCategoryTree } from './api.ts';
import { PcrFileField, type PcrFileValue } from './pcr-file-field.tsx';

interface Values {
  registerNo: string;
  productName: string;
  productNameEn: string;
  author: string;
  authorEn: string;
  productClass: string;
  productClassEn: string;
  descriptionHtml: string;
  descriptionHtmlEn: string;
  cnFile: PcrFileValue | null;
  enFile: PcrFileValue | null;
  enabled: boolean;
  categoryIds: number[];
}

interface CategoryOption {
  value: number;
  title: string;
  children: CategoryOption[];
}

const toOptions = (nodes: readonly Nested<TCategoryTreeItem>[], lang: string): CategoryOption[] =>
  nodes.map(({ item, children }) => ({
    value: item.id,
    title: lang === 'en' && item.categoryNameEn ? item.categoryNameEn : item.categoryName,
    children: toOptions(children, lang),
  }));

const rules = ZPcrForm.shape;

const valuesOf = (pcr: TConsolePcr | null): Values => ({
  registerNo: pcr?.registerNo ?? '',
  productName: pcr?.productName ?? '',
  productNameEn: pcr?.productNameEn ?? '',
  author: pcr?.author ?? '',
  authorEn: pcr?.authorEn ?? '',
  productClass: pcr?.productClass ?? '',
  productClassEn: pcr?.productClassEn ?? '',
  descriptionHtml: pcr?.descriptionHtml ?? '',
  descriptionHtmlEn: pcr?.descriptionHtmlEn ?? '',
  cnFile: pcr?.cnAttachmentId
    ? { id: pcr.cnAttachmentId, name: pcr.cnFileName ?? String(pcr.cnAttachmentId) }
    : null,
  enFile: pcr?.enAttachmentId
    ? { id: pcr.enAttachmentId, name: pcr.enFileName ?? String(pcr.enAttachmentId) }
    : null,
  enabled: pcr?.enabled ?? true,
  categoryIds: pcr?.categoryIds ?? [],
});

/** The PCR form, new (`editing` = 'new') or an existing one; closed when `editing` is null. */
export const PcrFormDialog = ({
  editing,
  onClose,
  mutation,
}: {
  editing: TConsolePcr | 'new' | null;
  onClose: () => void;
  mutation: SavePcr;
}) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const send = useFormSubmit(form, onClose);
  const pcr = editing === 'new' ? null : editing;
  const lang = useLang();
  const tree = usePcrCategoryTree();
  const categoryOptions = useMemo(() => toOptions(nestByParent(tree.data ?? []), lang), [tree.data, lang]);

  useEffect(() => {
    if (editing !== null) form.setFieldsValue(valuesOf(pcr));
  }, [editing, pcr, form]);

  const submit = async () => {
    const { cnFile, enFile, ...values } = await form.validateFields();
    send(
      mutation,
      {
        id: pcr?.id ?? null,
        form: {
          ...values,
          ...(cnFile ? { cnAttachmentId: cnFile.id } : {}),
          ...(enFile ? { enAttachmentId: enFile.id } : {}),
        },
      },
      t('console.pcrs.savedToast'),
    );
  };

  return (
    <Modal
      open={editing !== null}
      width={720}
      title={
        pcr ? t('console.pcrs.editTitle', { registerNo: pcr.registerNo }) : t('console.pcrs.createTitle')
      }
      onCancel={onClose}
      onOk={() => void submit().catch(() => {})}
      okText={t('console.pcrs.save')}
      confirmLoading={mutation.isPending}
      okButtonProps={{ ...testId('pcr-form-submit') }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="pcr-form" initialValues={valuesOf(pcr)}>
        <ContractField
          name="registerNo"
          label={t('console.pcrs.registerNo')}
          extra={t('console.pcrs.registerNoHint')}
          required
          schema={rules.registerNo}
        >
          <Input count={{ max: 40 }} data-testid="pcr-form-registerNo" />
        </ContractField>
        <ContractField
          name="productName"
          label={t('console.pcrs.productName')}
          required
          schema={rules.productName}
        >
          <Input count={{ max: PCR_FIELD_MAX.productName }} data-testid="pcr-form-productName" />
        </ContractField>
        <ContractField
          name="productNameEn"
          label={t('console.pcrs.productNameEn')}
          schema={rules.productNameEn}
        >
          <Input count={{ max: PCR_FIELD_MAX.productName }} data-testid="pcr-form-productNameEn" />
        </ContractField>
        <ContractField name="author" label={t('console.pcrs.author')} required schema={rules.author}>
          <Input count={{ max: PCR_FIELD_MAX.author }} data-testid="pcr-form-author" />
        </ContractField>
        <ContractField
          name="authorEn"
          label={t('console.pcrs.authorEn')}
          extra={t('console.pcrs.englishHint')}
          schema={rules.authorEn}
        >
          <Input count={{ max: PCR_FIELD_MAX.author }} data-testid="pcr-form-authorEn" />
        </ContractField>
        <ContractField
          name="productClass"
          label={t('console.pcrs.productClass')}
          required
          schema={rules.productClass}
        >
          <Input count={{ max: PCR_FIELD_MAX.productClass }} data-testid="pcr-form-productClass" />
        </ContractField>
        <ContractField
          name="productClassEn"
          label={t('console.pcrs.productClassEn')}
          schema={rules.productClassEn}
        >
          <Input count={{ max: PCR_FIELD_MAX.productClass }} data-testid="pcr-form-productClassEn" />
        </ContractField>
        <ContractField
          name="descriptionHtml"
          label={t('console.pcrs.description')}
          extra={t('console.pcrs.descriptionHint')}
          schema={rules.descriptionHtml}
        >
          <Input.TextArea
            rows={5}
            count={{ max: PCR_FIELD_MAX.description, show: true }}
            data-testid="pcr-form-description"
          />
        </ContractField>
        <ContractField
          name="descriptionHtmlEn"
          label={t('console.pcrs.descriptionEn')}
          schema={rules.descriptionHtmlEn}
        >
          <Input.TextArea
            rows={5}
            count={{ max: PCR_FIELD_MAX.description, show: true }}
            data-testid="pcr-form-descriptionEn"
          />
        </ContractField>
        <Form.Item name="cnFile" label={t('console.pcrs.cnFile')}>
          <PcrFileField testId="pcr-form-cn" />
        </Form.Item>
        <Form.Item name="enFile" label={t('console.pcrs.enFile')}>
          <PcrFileField testId="pcr-form-en" />
        </Form.Item>
        <Form.Item
          name="categoryIds"
          label={t('console.pcrs.categories')}
          extra={t('console.pcrs.categoriesHint')}
        >
          <TreeSelect
            treeData={categoryOptions}
            treeCheckable
            showCheckedStrategy={TreeSelect.SHOW_PARENT}
            treeDefaultExpandAll={false}
            allowClear
            loading={tree.isPending}
            showSearch={{ treeNodeFilterProp: 'title' }}
            placeholder={t('console.pcrs.categoriesPlaceholder')}
            popupMatchSelectWidth
            data-testid="pcr-form-categories"
          />
        </Form.Item>
        <Form.Item name="enabled" label={t('console.pcrs.enabled')} valuePropName="checked">
          <Switch data-testid="pcr-form-enabled" />
        </Form.Item>
      </Form>
    </Modal>
  );
};
