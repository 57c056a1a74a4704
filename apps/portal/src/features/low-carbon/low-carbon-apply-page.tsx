import {
  DeleteOutlined,
  DownloadOutlined,
  PaperClipOutlined,
  PlusOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import {
  FILE_RULES,
  LOW_CARBON_LIMITS,
  LOW_CARBON_STANDARD_FILE_NAMES,
  lowCarbonRoutes,
  PRODUCT_NAME_MAX,
  REPORT_TYPE_LOW_CARBON_EXCEL,
  type TCarbonWorkbookSummary,
  type TLowCarbonApply,
  ZLowCarbonBlockInput,
} from '@steel-epd/contract';
import { ContractField, useApiErrorToast } from '@steel-epd/web';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Card, Checkbox, Flex, Form, Input, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { COMPANY_GATE } from '../../lib/action-gate.ts';
import { uploadAttachment } from '../../lib/api/attachment-calls.ts';
import { call } from '../../lib/http.ts';
import type { PageProps } from '../../lib/page.ts';
import { storeResultCode } from '../../lib/result-code.ts';
import { useActionGate } from '../../lib/use-action-gate.ts';
import { useFileChoice } from '../../lib/use-file-choice.ts';
import { useUserCompany } from '../../lib/use-user-company.ts';
import { previewUpload, useProcesses, useTemplateUrl } from './api.ts';
import './low-carbon.css';
import './texts.ts';

/** The data file of a block: the upload's id and name, and what the workbook says of itself. */
interface DataFile {
  id: number;
  name: string;
  summary: TCarbonWorkbookSummary | null;
}

interface BlockValues {
  productName?: string;
  processes?: string[];
  file?: DataFile;
}

interface FormValues {
  introduction: string;
  blocks: BlockValues[];
}

const FIELDS = ZLowCarbonBlockInput.shape;

/** One block's data file: gate, the Excel rule, the upload, and the workbook's own summary. */
function DataFileField({
  value,
  onChange,
  testId,
}: {
  value?: DataFile;
  onChange?: (file: DataFile | undefined) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const gate = useActionGate(COMPANY_GATE);
  const input = useRef<HTMLInputElement>(null);
  const template = useTemplateUrl();
  const { busy, choose } = useFileChoice(FILE_RULES.lowCarbonExcel, async (file) => {
    const id = await uploadAttachment(file, 'RES_IMG', { reportType: REPORT_TYPE_LOW_CARBON_EXCEL });
    const standard = LOW_CARBON_STANDARD_FILE_NAMES.includes(file.name);
    const summary = standard ? null : await previewUpload(id);
    onChange?.({ id, name: file.name, summary });
    void message.success(t('lowCarbon.apply.uploaded'));
  });
  const open = async () => {
    if (await gate()) input.current?.click();
  };
  return (
    <div className="low-carbon-file" data-testid={testId} data-attachment-id={value?.id ?? ''}>
      <Flex wrap gap="small" align="center">
        <input
          ref={input}
          type="file"
          accept={FILE_RULES.lowCarbonExcel.extensions.map((e) => `.${e}`).join(',')}
          className="low-carbon-file__input"
          onChange={(e) => void choose(e)}
          aria-label={t('lowCarbon.apply.dataFile')}
          data-testid={`${testId}-input`}
          tabIndex={-1}
        />
        <Button
          icon={<UploadOutlined />}
          loading={busy}
          onClick={() => void open()}
          data-testid={`${testId}-upload`}
        >
          {t('lowCarbon.apply.upload')}
        </Button>
        {template ? (
          <Button
            type="link"
            icon={<DownloadOutlined />}
            href={template.url}
            download
            data-testid={`${testId}-template`}
          >
            {t('lowCarbon.apply.template')}
          </Button>
        ) : null}
      </Flex>
      {value ? (
        <div className="low-carbon-file__chosen" data-testid={`${testId}-name`}>
          <PaperClipOutlined aria-hidden="true" /> {value.name}
          <Typography.Paragraph
            type="secondary"
            className="low-carbon-file__summary"
            data-testid={`${testId}-summary`}
          >
            {value.summary
              ? t('lowCarbon.apply.read', {
                  site: value.summary.site,
                  route: value.summary.route,
                  year: value.summary.year,
                  crude: value.summary.crudeSteelT.toLocaleString(),
                })
              : t('lowCarbon.apply.standardUploaded')}
          </Typography.Paragraph>
        </div>
      ) : null}
    </div>
  );
}

/**
 * /dtpfg/dtpfgApplyFor (spec 02 §2, §5; issue 13): the company name read-only, the introduction,
 * 1 to 3 product blocks (name, processes, the data workbook with the template link; delete while
 * more than one, reset, add while fewer than 3), submitted to /n/carbon/addApplication; the
 * server reads every workbook and names blocks without a data file. Success: /Result code 10.
 */
export default function LowCarbonApplyPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const showError = useApiErrorToast();
  const company = useUserCompany();
  const processes = useProcesses();
  const gate = useActionGate(COMPANY_GATE);
  const [form] = Form.useForm<FormValues>();
  const [resets, setResets] = useState(0);
  const save = useMutation({
    mutationFn: (body: TLowCarbonApply) => call(lowCarbonRoutes.lowCarbonApply, { body }),
  });
  const companyName = company.data?.companyName ?? '';

  const submit = async (values: FormValues) => {
    if (!(await gate())) return;
    const list = values.blocks.map((b) => ({
      companyName,
      introduction: values.introduction,
      productName: b.productName ?? '',
      process: (b.processes ?? []).join(';'),
      attachmentId: b.file?.id ?? null,
    }));
    save.mutate(
      { list },
      {
        onSuccess: () => {
          storeResultCode('10');
          void navigate('/Result?type=1', { replace: true });
        },
        onError: showError,
      },
    );
  };

  const options = (processes.data ?? []).map((p) => ({ value: p.itemCode, label: p.itemValue }));

  return (
    <main className="low-carbon-page" data-testid="low-carbon-apply">
      <Typography.Title level={3}>{t(titleKey)}</Typography.Title>
      <p className="low-carbon-page__lead">{t('lowCarbon.apply.hint')}</p>
      <Form<FormValues>
        form={form}
        name="lowCarbon"
        layout="vertical"
        initialValues={{ blocks: [{}] }}
        onFinish={(v) => void submit(v)}
      >
        <Card className="low-carbon-page__card">
          <Form.Item label={t('lowCarbon.apply.companyName')}>
            <Input value={companyName} readOnly data-testid="low-carbon-company" />
          </Form.Item>
          <ContractField
            name="introduction"
            label={t('lowCarbon.apply.introduction')}
            required
            schema={FIELDS.introduction}
          >
            <Input.TextArea
              autoSize={{ minRows: 4, maxRows: 6 }}
              count={{ max: LOW_CARBON_LIMITS.introduction, show: true }}
              placeholder={t('lowCarbon.apply.introductionPlaceholder')}
              data-testid="low-carbon-introduction"
            />
          </ContractField>
        </Card>
        <Form.List name="blocks">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <Card
                  key={`${field.key}-${resets}`}
                  className="low-carbon-page__card"
                  title={t('lowCarbon.apply.block', { n: index + 1 })}
                  data-testid={`low-carbon-block-${index + 1}`}
                  extra={
                    <Flex gap="small">
                      <Button
                        size="small"
                        onClick={() => {
                          form.setFieldValue(['blocks', field.name], {});
                          setResets((n) => n + 1);
                        }}
                        data-testid={`low-carbon-block-${index + 1}-reset`}
                      >
                        {t('lowCarbon.apply.reset')}
                      </Button>
                      {fields.length > 1 ? (
                        <Button
                          size="small"
                          danger
                          icon={<DeleteOutlined />}
                          onClick={() => remove(field.name)}
                          data-testid={`low-carbon-block-${index + 1}-delete`}
                        >
                          {t('lowCarbon.apply.delete')}
                        </Button>
                      ) : null}
                    </Flex>
                  }
                >
                  <ContractField
                    name={[field.name, 'productName']}
                    label={t('lowCarbon.apply.productName')}
                    required
                    schema={FIELDS.productName}
                  >
                    <Input
                      count={{ max: PRODUCT_NAME_MAX.lowCarbonSteel }}
                      placeholder={t('lowCarbon.apply.productNamePlaceholder')}
                      data-testid={`low-carbon-block-${index + 1}-product`}
                    />
                  </ContractField>
                  <Form.Item name={[field.name, 'processes']} label={t('lowCarbon.apply.process')}>
                    <Checkbox.Group
                      options={options}
                      data-testid={`low-carbon-block-${index + 1}-processes`}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'file']} label={t('lowCarbon.apply.dataFile')} required>
                    <DataFileField testId={`low-carbon-block-${index + 1}-file`} />
                  </Form.Item>
                </Card>
              ))}
              {fields.length < LOW_CARBON_LIMITS.blocksMax ? (
                <Button
                  type="dashed"
                  block
                  icon={<PlusOutlined />}
                  onClick={() => add({})}
                  className="low-carbon-page__add"
                  data-testid="low-carbon-add"
                >
                  {t('lowCarbon.apply.add')}
                </Button>
              ) : null}
            </>
          )}
        </Form.List>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          loading={save.isPending}
          className="low-carbon-page__submit"
          data-testid="low-carbon-submit"
        >
          {t('lowCarbon.apply.submit')}
        </Button>
      </Form>
    </main>
  );
}
