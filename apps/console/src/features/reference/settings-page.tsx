import {
  CAPTCHA_TYPES,
  LCA_SUBSCRIPTION_LIMITS,
  type TPlatformSettingsUpdate,
  ZPlatformSettingsUpdate,
} from '@steel-epd/contract';
import { ApiError, ContractField, errorMessage, useApiErrorToast } from '@steel-epd/web';
import {
  Alert,
  App,
  Button,
  Card,
  Form,
  type FormInstance,
  Input,
  InputNumber,
  Radio,
  Spin,
  Switch,
  Typography,
} from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../lib/field-errors.ts';
import { useSaveSettings, useSettings } from './api.ts';

const F = ZPlatformSettingsUpdate.shape;

/**
 * The platform settings for administrators: the external LCA and EPD tools' addresses (empty:
 * the server's configured default), the LCA trial length, the LCA tool's dictionary switch,
 * qrShow and the captcha the portal's forms show (decision 225). Saved together, with one
 * audit entry.
 */
export const SettingsPage = () => {
  const { t } = useTranslation();
  const settings = useSettings();
  const save = useSaveSettings();
  const [form] = Form.useForm<TPlatformSettingsUpdate>();
  const { message } = App.useApp();
  const toast = useApiErrorToast();
  const data = settings.data;

  useEffect(() => {
    if (data) {
      form.setFieldsValue({
        lcaToolUrl: data.lcaToolUrl,
        epdToolUrl: data.epdToolUrl,
        lcaTrialDays: data.lcaTrialDays,
        lcaToolSwitch: data.lcaToolSwitch,
        qrShow: data.qrShow,
        captchaType: data.captchaType,
      });
    }
  }, [data, form]);

  const defaultOf = (value: string | null | undefined) =>
    value ? t('console.settings.default', { value }) : t('console.settings.noDefault');

  const submit = async () => {
    const values = await form.validateFields();
    save.mutate(values, {
      onSuccess: (answer) => {
        void message.success(t('console.settings.saved'));
        form.setFieldsValue(answer);
      },
      onError: (error) => {
        const rest = error instanceof ApiError ? applyFieldErrors(form as FormInstance, error.fields) : [];
        if (!(error instanceof ApiError) || rest.length === error.fields.length) toast(error);
      },
    });
  };

  return (
    <Card title={t('console.settings.title')} data-testid="settings-page">
      <Typography.Paragraph type="secondary">{t('console.settings.intro')}</Typography.Paragraph>
      {settings.error && <Alert type="error" showIcon title={errorMessage(settings.error, t)} />}
      <Spin spinning={settings.isPending}>
        <Form<TPlatformSettingsUpdate> form={form} layout="vertical" style={{ maxWidth: 640 }}>
          <ContractField
            name="lcaToolUrl"
            label={t('console.settings.lcaToolUrl')}
            extra={defaultOf(data?.defaults.lcaToolUrl)}
            schema={F.lcaToolUrl}
          >
            <Input
              count={{ max: LCA_SUBSCRIPTION_LIMITS.toolUrl }}
              inputMode="url"
              data-testid="settings-lca-url"
            />
          </ContractField>
          <ContractField
            name="epdToolUrl"
            label={t('console.settings.epdToolUrl')}
            extra={defaultOf(data?.defaults.epdToolUrl)}
            schema={F.epdToolUrl}
          >
            <Input
              count={{ max: LCA_SUBSCRIPTION_LIMITS.toolUrl }}
              inputMode="url"
              data-testid="settings-epd-url"
            />
          </ContractField>
          <ContractField
            name="lcaTrialDays"
            label={t('console.settings.lcaTrialDays')}
            schema={F.lcaTrialDays}
          >
            <InputNumber
              min={LCA_SUBSCRIPTION_LIMITS.trialDaysMin}
              max={LCA_SUBSCRIPTION_LIMITS.trialDaysMax}
              precision={0}
              data-testid="settings-trial-days"
            />
          </ContractField>
          <Form.Item name="lcaToolSwitch" label={t('console.settings.lcaToolSwitch')} valuePropName="checked">
            <Switch data-testid="settings-lca-switch" />
          </Form.Item>
          <Form.Item name="qrShow" label={t('console.settings.qrShow')} valuePropName="checked">
            <Switch data-testid="settings-qr-show" />
          </Form.Item>
          <Form.Item
            name="captchaType"
            label={t('console.settings.captchaType')}
            extra={t('console.settings.captchaTypeHelp')}
          >
            <Radio.Group
              data-testid="settings-captcha-type"
              options={CAPTCHA_TYPES.map((type) => ({
                value: type,
                label: t(`console.settings.captcha.${type}`),
              }))}
            />
          </Form.Item>
          <Button
            type="primary"
            loading={save.isPending}
            disabled={!data}
            onClick={() => void submit().catch(() => {})}
            data-testid="settings-save"
          >
            {t('console.settings.save')}
          </Button>
        </Form>
      </Spin>
    </Card>
  );
};
