import { accountRoutes, type TDictTreeItem, zName } from '@steel-epd/contract';
import { useApiErrorToast } from '@steel-epd/web';
import { App, Button, Cascader, Form, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { call } from '../../../lib/http.ts';
import { closeLoginDialog } from '../../../lib/login-dialog.ts';
import { forgetTarget, logout, startSession } from '../../../lib/session.ts';
import { useDictList, useDictTree } from '../api/dict-queries.ts';
import { refreshSession } from '../api/login-calls.ts';
import { isOther, type SupplementValues, toNameUpdate } from '../lib/supplement.ts';
import { toUserInfo } from '../lib/user-info.ts';
import { zodRule } from '../lib/zod-rule.ts';

const cascaderOptions = (tree: readonly TDictTreeItem[] = []) =>
  tree.map((item) => ({
    value: item.id,
    label: item.itemValue,
    ...(item.childrens.length > 0
      ? { children: item.childrens.map((child) => ({ value: child.id, label: child.itemValue })) }
      : {}),
  }));

/**
 * The enterprise supplement form after a first login without any name (spec 01 §3, §5). On
 * submit the names are saved, the token is refreshed (the session's facts changed) and the
 * user goes home (spec 01 §4).
 */
export function SupplementForm() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<SupplementValues>();
  const [busy, setBusy] = useState(false);
  const showError = useApiErrorToast();
  const companyTypes = useDictList('COMPANY_TYPE');
  const industries = useDictTree('INDUSTRY_CLASSIFICATION');
  const channels = useDictTree('CHANNEL_CLASSIFICATION');
  const industry = Form.useWatch('industry', form);
  const channel = Form.useWatch('channel', form);
  const otherIndustry = isOther(industries.data ?? [], industry);
  const otherChannel = isOther(channels.data ?? [], channel);
  // Dictionary failures show the server's message (spec 01 §8 "dictionary load failure").
  const dictError = companyTypes.error ?? industries.error ?? channels.error;
  useEffect(() => {
    if (dictError) showError(dictError);
  }, [dictError, showError]);

  const submit = async (values: SupplementValues) => {
    setBusy(true);
    try {
      await call(accountRoutes.nameUpdate, {
        body: toNameUpdate(values, industries.data ?? [], channels.data ?? []),
      });
      const answer = await refreshSession();
      startSession(answer.tokenVO.token, toUserInfo(answer.portalUserVO));
      void message.success(t('common.success'));
      forgetTarget();
      closeLoginDialog();
      void navigate('/');
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  const trimOnBlur = (name: keyof SupplementValues) => () => {
    const value: unknown = form.getFieldValue(name);
    if (typeof value === 'string') form.setFieldValue(name, value.trim());
  };
  const required = (key: 'validation.contactsRequired' | 'validation.companyTypeRequired') => ({
    required: true,
    whitespace: true,
    message: t(key),
  });

  return (
    <Form
      form={form}
      name="supplement"
      layout="vertical"
      onFinish={(v) => void submit(v)}
      className="supplement-form"
      data-testid="supplement-form"
    >
      <Form.Item name="userName" label={t('account.supplementName')} required rules={[zodRule(zName, t)]}>
        <Input maxLength={32} onBlur={trimOnBlur('userName')} data-testid="supplement-user-name" />
      </Form.Item>
      <Form.Item
        name="companyType"
        label={t('account.companyType')}
        rules={[required('validation.companyTypeRequired')]}
      >
        <Select
          loading={companyTypes.isLoading}
          options={(companyTypes.data ?? []).map((i) => ({ value: i.itemCode, label: i.itemValue }))}
          placeholder={t('account.choose')}
          data-testid="supplement-company-type"
        />
      </Form.Item>
      <div className="supplement-form__row">
        <Form.Item
          name="contacts"
          label={t('account.contacts')}
          rules={[required('validation.contactsRequired')]}
        >
          <Input maxLength={32} onBlur={trimOnBlur('contacts')} data-testid="supplement-contacts" />
        </Form.Item>
        <Form.Item name="department" label={t('account.department')}>
          <Input maxLength={64} data-testid="supplement-department" />
        </Form.Item>
        <Form.Item name="job" label={t('account.job')}>
          <Input maxLength={64} data-testid="supplement-job" />
        </Form.Item>
      </div>
      <Form.Item name="industry" label={t('account.industry')}>
        <Cascader
          options={cascaderOptions(industries.data)}
          placeholder={t('account.choose')}
          data-testid="supplement-industry"
        />
      </Form.Item>
      {otherIndustry ? (
        <Form.Item
          name="otherProfession"
          label={t('account.otherProfession')}
          rules={[{ required: true, whitespace: true, message: t('validation.otherProfessionRequired') }]}
        >
          <Input maxLength={64} data-testid="supplement-other-profession" />
        </Form.Item>
      ) : null}
      <Form.Item name="demand" label={t('account.demand')}>
        <Input.TextArea maxLength={500} rows={2} data-testid="supplement-demand" />
      </Form.Item>
      <Form.Item name="channel" label={t('account.channel')}>
        <Cascader
          options={cascaderOptions(channels.data)}
          placeholder={t('account.choose')}
          data-testid="supplement-channel"
        />
      </Form.Item>
      {otherChannel ? (
        <Form.Item
          name="otherChannel"
          label={t('account.otherChannel')}
          rules={[{ required: true, whitespace: true, message: t('validation.otherChannelRequired') }]}
        >
          <Input maxLength={64} data-testid="supplement-other-channel" />
        </Form.Item>
      ) : null}
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="supplement-submit">
        {t('common.submit')}
      </Button>
      <Button
        type="link"
        block
        onClick={() => void logout().then(closeLoginDialog)}
        data-testid="supplement-logout"
      >
        {t('common.logout')}
      </Button>
    </Form>
  );
}
