import { UploadOutlined } from '@ant-design/icons';
import {
  FILE_RULES,
  type TVerificationForm,
  VERIFICATION_LIMITS,
  VERIFY_COUNTRIES,
  VERIFY_RELATION_OTHER,
  VERIFY_RELATIONS,
  ZVerificationForm,
} from '@steel-epd/contract';
import { ContractField, useApiErrorToast, zodRule } from '@steel-epd/web';
import { Button, Card, Cascader, Form, Input, Radio, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { UploadProgress } from '../../components/form/upload-progress.tsx';
import { uploadAttachment } from '../../lib/api/attachment-calls.ts';
import type { PageProps } from '../../lib/page.ts';
import { clearResultCode } from '../../lib/result-code.ts';
import { useFileChoice } from '../../lib/use-file-choice.ts';
import { useUserCompany } from '../../lib/use-user-company.ts';
import { loadCities, loadProvinces, useFileVerification } from './api.ts';
import './verification.css';
import './texts.ts';

interface RegionOption {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: RegionOption[];
}

interface Region {
  value: string;
  name: string;
  nameEn: string;
  isLeaf: boolean;
  children?: Region[];
}

const shape = ZVerificationForm.shape;

const toRegion = (r: { code: string; name: string; nameEn: string }, isLeaf: boolean): Region => ({
  value: r.code,
  name: r.name,
  nameEn: r.nameEn,
  isLeaf,
});

/**
 * The region cascader: the provinces at once, a province's cities when it is opened. The label
 * follows the language; the value stays the division code (the server keeps the Chinese name).
 */
const useRegionOptions = () => {
  const [regions, setRegions] = useState<Region[]>([]);
  const english = useTranslation().i18n.language === 'en';
  const showError = useApiErrorToast();
  useEffect(() => {
    const abort = new AbortController();
    loadProvinces(abort.signal)
      .then((list) => setRegions(list.map((p) => toRegion(p, false))))
      .catch((error: unknown) => {
        if (!abort.signal.aborted) showError(error);
      });
    return () => abort.abort();
  }, [showError]);
  const labelled = (list: Region[]): RegionOption[] =>
    list.map((r) => ({
      value: r.value,
      label: english ? r.nameEn : r.name,
      isLeaf: r.isLeaf,
      ...(r.children ? { children: labelled(r.children) } : {}),
    }));
  const loadData = (path: RegionOption[]) => {
    const code = path[path.length - 1]?.value;
    const province = regions.find((r) => r.value === code);
    if (!province || province.children) return;
    void loadCities(province.value)
      .then((cities) => {
        province.children = cities.map((c) => toRegion(c, true));
        setRegions((o) => [...o]);
      })
      .catch(showError);
  };
  return { options: labelled(regions), loadData };
};

/** The report PDF: checked with the verification rule (PDF, name at most 90), then uploaded as EPD_VERIFY. */
function PdfField({ onUploaded }: { onUploaded: (id: number) => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState<string | null>(null);
  const { busy, choose, progress, cancel } = useFileChoice(
    FILE_RULES.verificationPdf,
    async (file, control) => {
      const id = await uploadAttachment(file, 'EPD_VERIFY', control);
      setName(file.name);
      onUploaded(id);
    },
  );
  return (
    <span>
      <input
        ref={input}
        type="file"
        accept=".pdf"
        className="verify-upload__input"
        style={{ display: 'none' }}
        onChange={(e) => void choose(e)}
        aria-label={t('verification.file')}
        data-testid="verify-file-input"
        tabIndex={-1}
      />
      <Button
        icon={<UploadOutlined />}
        loading={busy}
        onClick={() => input.current?.click()}
        data-testid="verify-file"
      >
        {busy ? t('verification.uploading') : t('verification.chooseFile')}
      </Button>
      <UploadProgress progress={progress} onCancel={cancel} testId="verify-file-progress" />
      {name ? (
        <span className="verify-upload__name" data-testid="verify-file-name">
          {name}
        </span>
      ) : null}
    </span>
  );
}

/**
 * /epd/verification (guarded with approval; spec 02 §2, §5 "Verification form"): contact,
 * registration number, position, company, country with the region cascader for China, e-mail,
 * relation with its supplement when it is "other", remarks and one PDF; submitted, it goes to
 * /Result?type=1 (the verification success).
 */
export default function VerificationPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const showError = useApiErrorToast();
  const company = useUserCompany();
  const submit = useFileVerification();
  const [form] = Form.useForm<TVerificationForm>();
  const country = Form.useWatch('country', form);
  const relation = Form.useWatch('relationalId', form);
  const regions = useRegionOptions();
  const knownName = company.data?.companyName ?? null;

  useEffect(() => {
    if (knownName && !form.getFieldValue('companyName')) form.setFieldValue('companyName', knownName);
  }, [knownName, form]);

  const send = (values: TVerificationForm) =>
    submit.mutate(
      {
        ...values,
        region: values.country === 'domestic' ? (values.region ?? []) : [],
        supplement: values.relationalId === VERIFY_RELATION_OTHER ? (values.supplement ?? '') : '',
      },
      {
        onSuccess: () => {
          clearResultCode();
          void navigate('/Result?type=1', { replace: true });
        },
        onError: showError,
      },
    );

  return (
    <main className="verify-page verify-page--form" data-testid="verification-page">
      <div className="verify-page__head">
        <Typography.Title level={3}>{t(titleKey)}</Typography.Title>
        <Link to="/myLists" data-testid="verify-my-lists">
          {t('verification.myLists')}
        </Link>
      </div>
      <p className="verify-page__lead">{t('verification.intro')}</p>
      <Card>
        <Form<TVerificationForm>
          form={form}
          name="verification"
          layout="vertical"
          initialValues={{ country: 'domestic', region: [], supplement: '', remarks: '', userPosition: '' }}
          onFinish={send}
        >
          <ContractField
            name="userContact"
            label={t('verification.userContact')}
            required
            schema={shape.userContact}
          >
            <Input count={{ max: VERIFICATION_LIMITS.userContact }} data-testid="verify-contact" />
          </ContractField>
          <ContractField
            name="epdRegistrationNumber"
            label={t('verification.epdRegistrationNumber')}
            required
            schema={shape.epdRegistrationNumber}
          >
            <Input
              count={{ max: VERIFICATION_LIMITS.epdRegistrationNumber }}
              placeholder="SEPD-2026-0001"
              data-testid="verify-number"
            />
          </ContractField>
          <ContractField
            name="userPosition"
            label={t('verification.userPosition')}
            schema={shape.userPosition}
          >
            <Input count={{ max: VERIFICATION_LIMITS.userPosition }} data-testid="verify-position" />
          </ContractField>
          <ContractField
            name="companyName"
            label={t('verification.companyName')}
            required
            schema={shape.companyName}
          >
            <Input count={{ max: VERIFICATION_LIMITS.companyName }} data-testid="verify-company" />
          </ContractField>
          <ContractField name="country" label={t('verification.country')} required schema={shape.country}>
            <Radio.Group data-testid="verify-country">
              {VERIFY_COUNTRIES.map((c) => (
                <Radio key={c} value={c} data-testid={`verify-country-${c}`}>
                  {t(`verification.country.${c}`)}
                </Radio>
              ))}
            </Radio.Group>
          </ContractField>
          {country === 'domestic' ? (
            <Form.Item
              name="region"
              label={t('verification.region')}
              required
              rules={[
                {
                  validator: async (_, value: unknown) => {
                    if (!Array.isArray(value) || value.length !== 2)
                      throw new Error(t('verification.regionRequired'));
                  },
                },
              ]}
            >
              <Cascader<RegionOption>
                options={regions.options}
                loadData={regions.loadData}
                changeOnSelect={false}
                placeholder={t('verification.regionPlaceholder')}
                data-testid="verify-region"
              />
            </Form.Item>
          ) : null}
          <ContractField
            name="userEmail"
            label={t('verification.userEmail')}
            required
            schema={shape.userEmail}
          >
            <Input count={{ max: VERIFICATION_LIMITS.userEmail }} data-testid="verify-email" />
          </ContractField>
          <ContractField
            name="relationalId"
            label={t('verification.relation')}
            required
            schema={shape.relationalId}
          >
            <Radio.Group data-testid="verify-relation">
              {VERIFY_RELATIONS.map((r) => (
                <Radio key={r} value={r} data-testid={`verify-relation-${r}`}>
                  {t(`verification.relation.${r}`)}
                </Radio>
              ))}
            </Radio.Group>
          </ContractField>
          {relation === VERIFY_RELATION_OTHER ? (
            <Form.Item
              name="supplement"
              label={t('verification.supplement')}
              required
              rules={[
                zodRule(shape.supplement, t),
                {
                  validator: async (_, value: unknown) => {
                    if (typeof value !== 'string' || value.trim() === '')
                      throw new Error(t('verification.supplementRequired'));
                  },
                },
              ]}
            >
              <Input count={{ max: VERIFICATION_LIMITS.supplement }} data-testid="verify-supplement" />
            </Form.Item>
          ) : null}
          <ContractField name="remarks" label={t('verification.remarks')} schema={shape.remarks}>
            <Input.TextArea
              rows={3}
              count={{ max: VERIFICATION_LIMITS.remarks, show: true }}
              data-testid="verify-remarks"
            />
          </ContractField>
          <ContractField
            name="uploadAttachmentId"
            label={t('verification.file')}
            required
            extra={t('verification.fileHint')}
            schema={shape.uploadAttachmentId}
          >
            <PdfField
              onUploaded={(id) => {
                form.setFieldValue('uploadAttachmentId', id);
                void form.validateFields(['uploadAttachmentId']);
              }}
            />
          </ContractField>
          <Button
            type="primary"
            htmlType="submit"
            block
            loading={submit.isPending}
            data-testid="verify-submit"
          >
            {t('verification.submit')}
          </Button>
        </Form>
      </Card>
    </main>
  );
}
