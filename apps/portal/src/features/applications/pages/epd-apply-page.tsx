import { PlusOutlined } from '@ant-design/icons';
import { type TemplateCode, type TTemplateItem, ZApplyForm } from '@steel-epd/contract';
import { ApiError, ContractField, useApiErrorToast, useLang } from '@steel-epd/web';
import { Alert, Button, Card, Form, Input, Radio, Select, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { PageProps } from '../../../lib/page.ts';
import { storeResultCode } from '../../../lib/result-code.ts';
import { useSession } from '../../../lib/session.ts';
import { useLayoutSize } from '../../../lib/use-layout-size.ts';
import { useUserCompany } from '../../../lib/use-user-company.ts';
import {
  useApplySave,
  usePcrOptions,
  useRefreshPcrCategoryFit,
  useTemplateDownload,
  useTemplates,
} from '../api/application-queries.ts';
import { ProductBlock } from '../components/product-block.tsx';
import { useCategoryTree } from '../components/use-category-tree.ts';
import {
  type ApplyFormValues,
  canAddBlock,
  canRemoveBlock,
  formFieldOf,
  makeRequestKey,
  type ProductBlockValues,
  toApplySave,
} from '../lib/apply-form.ts';
import { unfitBlocks } from '../lib/category-tree.ts';
import '../applications.css';
import '../texts.ts';

const INITIAL: ApplyFormValues = { productType: 'EPD', epd: [{}] };

/**
 * /epd/epdApplyFor (spec 02 §2, §3, §5; guarded: login, audit status, certified company): the
 * product type, the PCR, the company (read-only) and 1 to 3 product blocks. The form carries one
 * idempotency key (decision 112), so a double click or a retry is one application; the server's
 * field problems land on their fields; a saved application goes to /Result?type=1.
 */
export default function EpdApplyPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const showError = useApiErrorToast();
  const [form] = Form.useForm<ApplyFormValues>();
  const [requestKey] = useState(makeRequestKey);
  const sending = useRef(false);
  const save = useApplySave();
  const pcrs = usePcrOptions();
  const templates = useTemplates();
  const downloadTemplate = useTemplateDownload();
  const pcrNumber = Form.useWatch('pcrNumber', form);
  const tree = useCategoryTree(pcrNumber);
  const refreshFit = useRefreshPcrCategoryFit();
  /** The products whose category the last PCR change cleared (decision 229). */
  const [cleared, setCleared] = useState<number[]>([]);
  const { userInfo } = useSession();
  const company = useUserCompany();
  const companyName = company.data?.companyName || userInfo?.companyName || '';
  const compact = useLayoutSize() === 'compact';

  useEffect(() => {
    form.setFieldValue('companyName', companyName);
  }, [companyName, form]);
  useEffect(() => {
    const failed = pcrs.error ?? templates.error;
    if (failed) showError(failed);
  }, [pcrs.error, templates.error, showError]);

  // A PCR's categories known: a product's category that does not fit it is cleared, with a note
  // (a refusal the server gave the field stays beside it).
  useEffect(() => {
    if (tree.fitting === undefined) return;
    const blocks: ProductBlockValues[] = form.getFieldValue('epd') ?? [];
    const unfit = unfitBlocks(blocks, tree.fitting);
    form.setFields(
      unfit.flatMap((position) => [
        { name: ['epd', position - 1, 'categoryPath'], value: undefined },
        { name: ['epd', position - 1, 'technologyId'], value: undefined, errors: [] },
      ]),
    );
    setCleared(unfit);
  }, [tree.fitting, form]);

  const templateByCode = useMemo(() => {
    const map = new Map<TemplateCode, TTemplateItem>();
    for (const item of templates.data?.list ?? []) if (!map.has(item.code)) map.set(item.code, item);
    return map;
  }, [templates.data]);

  const submit = (values: ApplyFormValues) => {
    if (sending.current) return; // a second click before the button shows busy
    sending.current = true;
    save.mutate(toApplySave({ ...values, companyName }, requestKey), {
      onSuccess: () => {
        storeResultCode(values.productType === 'CFP' ? 'CFP' : 'EPD');
        void navigate('/Result?type=1', { replace: true });
      },
      onError: (error) => {
        sending.current = false;
        // A category refused as not fitting: the PCR's categories may have changed meanwhile.
        refreshFit();
        const problems = error instanceof ApiError ? error.fields : [];
        const placed = problems.flatMap((f) => {
          const name = formFieldOf(f.path);
          return name === null ? [] : [{ name, errors: [f.message] }];
        });
        const first = placed[0];
        if (first !== undefined) {
          form.setFields(placed);
          form.scrollToField(first.name, { block: 'center' });
        }
        // What names no field of the form (the request as a whole) is a message.
        if (placed.length < problems.length || first === undefined) showError(error);
      },
    });
  };

  return (
    <main className="apply-page" data-testid="epd-apply-page">
      <Typography.Title level={3}>{t(titleKey)}</Typography.Title>
      <p className="apply-page__lead">{t('apply.form.lead')}</p>
      <Form<ApplyFormValues>
        form={form}
        name="epd-apply"
        layout="vertical"
        initialValues={INITIAL}
        onFinish={submit}
        onFinishFailed={({ errorFields }) => {
          const first = errorFields[0];
          if (first) form.scrollToField(first.name, { block: 'center' });
        }}
        scrollToFirstError={false}
      >
        <Card className="apply-page__card">
          <div className="apply-page__head">
            <Form.Item name="productType" label={t('apply.form.productType')} required>
              <Radio.Group
                optionType={compact ? 'default' : 'button'}
                buttonStyle="solid"
                options={[
                  { value: 'EPD', label: t('apply.form.typeEpd') },
                  { value: 'CFP', label: t('apply.form.typeCfp') },
                ]}
                data-testid="apply-type"
              />
            </Form.Item>
            <ContractField
              name="pcrNumber"
              label={t('apply.form.pcr')}
              required
              schema={ZApplyForm.shape.pcrNumber}
            >
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                loading={pcrs.isPending}
                placeholder={t('apply.form.pcrPlaceholder')}
                options={(pcrs.data ?? []).map((o) => ({
                  value: o.pcrNumber,
                  label: `${lang === 'en' && o.productNameEn ? o.productNameEn : o.productName} (${o.pcrNumber})`,
                }))}
                data-testid="apply-pcr"
              />
            </ContractField>
            <Form.Item name="companyName" label={t('apply.form.companyName')}>
              <Input disabled data-testid="apply-company" />
            </Form.Item>
          </div>
          {cleared.length > 0 ? (
            <Alert
              type="warning"
              showIcon
              className="apply-page__cleared"
              title={t('apply.form.categoriesCleared', {
                products: cleared.join(lang === 'en' ? ', ' : '、'),
              })}
              data-testid="apply-categories-cleared"
            />
          ) : null}
        </Card>
        <Form.List name="epd">
          {(fields, { add, remove }) => (
            <div className="apply-page__products">
              {fields.map((field, index) => (
                <ProductBlock
                  key={field.key}
                  form={form}
                  name={field.name}
                  position={index + 1}
                  removable={canRemoveBlock(fields.length)}
                  onRemove={() => remove(field.name)}
                  tree={tree}
                  templates={templateByCode}
                  onTemplate={(id) => void downloadTemplate(id)}
                />
              ))}
              {canAddBlock(fields.length) ? (
                <Button
                  type="dashed"
                  block
                  icon={<PlusOutlined />}
                  onClick={() => add({})}
                  data-testid="apply-add-product"
                >
                  {t('apply.form.addProduct')}
                </Button>
              ) : (
                <p className="apply-page__limit" data-testid="apply-products-limit">
                  {t('apply.form.productsLimit')}
                </p>
              )}
            </div>
          )}
        </Form.List>
        <div className="apply-page__actions">
          <Button
            type="primary"
            htmlType="submit"
            size="large"
            loading={save.isPending}
            data-testid="apply-submit"
          >
            {t('apply.form.submit')}
          </Button>
          <Link to="/Epd/mineEpd?type=EPD">{t('apply.form.mine')}</Link>
        </div>
      </Form>
    </main>
  );
}
