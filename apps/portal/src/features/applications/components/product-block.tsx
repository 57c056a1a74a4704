import { DeleteOutlined } from '@ant-design/icons';
import { PRODUCT_NAME_MAX, type TemplateCode, type TTemplateItem, ZApplyProduct } from '@steel-epd/contract';
import { ContractField, useLang } from '@steel-epd/web';
import { Button, Card, Cascader, Form, type FormInstance, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTechnologies } from '../api/application-queries.ts';
import { type ApplyFormValues, FILE_KINDS } from '../lib/apply-form.ts';
import { pickedName } from '../lib/category-tree.ts';
import { FileField } from './file-field.tsx';
import type { useCategoryTree } from './use-category-tree.ts';

interface Props {
  form: FormInstance<ApplyFormValues>;
  /** The Form.List field's name (its index in `epd`). */
  name: number;
  /** Its position as the reader counts (1, 2, 3). */
  position: number;
  removable: boolean;
  onRemove: () => void;
  tree: ReturnType<typeof useCategoryTree>;
  templates: ReadonlyMap<TemplateCode, TTemplateItem>;
  onTemplate: (attachmentId: number) => void;
}

/**
 * One product of the application (spec 02 §3, §5): its name typed (at most 24) or filled by
 * picking a category, the category's technology, and its three files with their templates.
 */
export function ProductBlock({
  form,
  name,
  position,
  removable,
  onRemove,
  tree,
  templates,
  onTemplate,
}: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const path = Form.useWatch(['epd', name, 'categoryPath'], form);
  const categoryId = path !== undefined && path.length > 0 ? (path[path.length - 1] ?? null) : null;
  const technologies = useTechnologies(categoryId);
  const testId = `apply-product-${position}`;

  const onCategory = (value: number[] | undefined) => {
    form.setFieldValue(['epd', name, 'technologyId'], undefined);
    const picked = value === undefined ? null : tree.pick(value);
    if (picked !== null) {
      form.setFieldValue(['epd', name, 'productName'], pickedName(picked));
      void form.validateFields([['epd', name, 'productName']]);
    }
  };

  return (
    <Card
      size="small"
      className="apply-product"
      data-testid={testId}
      title={t('apply.form.product', { n: position })}
      extra={
        removable ? (
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            onClick={onRemove}
            data-testid={`${testId}-remove`}
          >
            {t('apply.form.removeProduct')}
          </Button>
        ) : null
      }
    >
      <div className="apply-product__fields">
        <ContractField
          name={[name, 'productName']}
          label={t('apply.form.productName')}
          required
          schema={ZApplyProduct.shape.productName}
        >
          <Input
            count={{ max: PRODUCT_NAME_MAX.epdApplication, show: true }}
            placeholder={t('apply.form.productNamePlaceholder')}
            data-testid={`${testId}-name`}
          />
        </ContractField>
        <Form.Item
          name={[name, 'categoryPath']}
          label={t('apply.form.category')}
          extra={tree.linked ? t('apply.form.categoryFitHint') : undefined}
          rules={[
            {
              // The server's rule (decision 229), said before sending: the PCR's categories only.
              validator: async (_, value: number[] | undefined) => {
                const last = value?.at(-1);
                if (last !== undefined && tree.fitting && !tree.fitting.has(last))
                  throw new Error(t('apply.categoryNotInPcr'));
              },
            },
          ]}
        >
          <Cascader
            options={tree.options}
            loadData={(selected) => void tree.loadData(selected)}
            onChange={(value) => onCategory(value as number[] | undefined)}
            placeholder={t('apply.form.categoryPlaceholder')}
            loading={tree.loading}
            allowClear
            data-testid={`${testId}-category`}
          />
        </Form.Item>
        {categoryId !== null ? (
          <Form.Item name={[name, 'technologyId']} label={t('apply.form.technology')}>
            <Select
              allowClear
              loading={technologies.isPending}
              disabled={technologies.data?.length === 0}
              placeholder={
                technologies.data?.length === 0
                  ? t('apply.form.noTechnology')
                  : t('apply.form.technologyPlaceholder')
              }
              options={(technologies.data ?? []).map((tech) => ({
                value: tech.id,
                label: lang === 'en' && tech.nameEn ? tech.nameEn : tech.name,
              }))}
              data-testid={`${testId}-technology`}
            />
          </Form.Item>
        ) : null}
      </div>
      <div className="apply-product__files">
        {FILE_KINDS.map((spec) => (
          <Form.Item key={spec.kind} name={[name, spec.field]} label={t(spec.label)}>
            <FileField
              spec={spec}
              template={templates.get(spec.template)}
              onTemplate={onTemplate}
              testId={`${testId}-${spec.kind}`}
            />
          </Form.Item>
        ))}
      </div>
    </Card>
  );
}
