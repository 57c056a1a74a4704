import { accountRoutes, ZNameUpdate, zName } from '@steel-epd/contract';
import { useApiErrorToast, zodRule } from '@steel-epd/web';
import { App, Button, Form, Input } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDictList, useDictTree } from '../../../lib/api/dict-queries.ts';
import { refreshSession } from '../../../lib/api/session-calls.ts';
import { call } from '../../../lib/http.ts';
import { closeLoginDialog } from '../../../lib/login-dialog.ts';
import { forgetTarget, logout, settleSupplement, startSession } from '../../../lib/session.ts';
import { TreeChoice } from '../../../lib/tree-choice.tsx';
import { useBusy } from '../../../lib/use-busy.ts';
import { toUserInfo } from '../../../lib/user-info.ts';
import { type SupplementValues, toNameUpdate } from '../lib/supplement.ts';
import { DictSelectItem } from './dict-select-item.tsx';

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
  const { busy, run } = useBusy();
  const showError = useApiErrorToast();
  const companyTypes = useDictList('COMPANY_TYPE');
  const industries = useDictTree('INDUSTRY_CLASSIFICATION');
  const channels = useDictTree('CHANNEL_CLASSIFICATION');
  // Dictionary failures show the server's message (spec 01 §8 "dictionary load failure").
  const dictError = companyTypes.error ?? industries.error ?? channels.error;
  useEffect(() => {
    if (dictError) showError(dictError);
  }, [dictError, showError]);

  const submit = (values: SupplementValues) =>
    void run(async () => {
      await call(accountRoutes.nameUpdate, {
        body: toNameUpdate(values, industries.data ?? [], channels.data ?? []),
      });
      const answer = await refreshSession();
      startSession(answer.tokenVO.token, toUserInfo(answer.portalUserVO));
      settleSupplement();
      void message.success(t('common.success'));
      forgetTarget();
      closeLoginDialog();
      void navigate('/');
    }, showError);

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
      onFinish={submit}
      className="supplement-form"
      data-testid="supplement-form"
    >
      <Form.Item name="userName" label={t('account.supplementName')} required rules={[zodRule(zName, t)]}>
        <Input count={{ max: 32 }} onBlur={trimOnBlur('userName')} data-testid="supplement-user-name" />
      </Form.Item>
      <DictSelectItem
        name="companyType"
        label={t('account.companyType')}
        rules={[required('validation.companyTypeRequired')]}
        items={companyTypes}
        testId="supplement-company-type"
      />
      <div className="supplement-form__row">
        <Form.Item
          name="contacts"
          label={t('account.contacts')}
          rules={[required('validation.contactsRequired'), zodRule(ZNameUpdate.shape.contacts, t)]}
        >
          <Input count={{ max: 32 }} onBlur={trimOnBlur('contacts')} data-testid="supplement-contacts" />
        </Form.Item>
        <Form.Item
          name="department"
          label={t('account.department')}
          rules={[zodRule(ZNameUpdate.shape.department, t)]}
        >
          <Input count={{ max: 64 }} data-testid="supplement-department" />
        </Form.Item>
        <Form.Item name="job" label={t('account.job')} rules={[zodRule(ZNameUpdate.shape.job, t)]}>
          <Input count={{ max: 64 }} data-testid="supplement-job" />
        </Form.Item>
      </div>
      <TreeChoice
        name="industry"
        tree={industries.data}
        spec={{
          label: t('account.industry'),
          placeholder: t('account.choose'),
          testId: 'supplement-industry',
          other: {
            name: 'otherProfession',
            label: t('account.otherProfession'),
            required: t('validation.otherProfessionRequired'),
            testId: 'supplement-other-profession',
          },
        }}
      />
      <Form.Item name="demand" label={t('account.demand')} rules={[zodRule(ZNameUpdate.shape.demand, t)]}>
        <Input.TextArea count={{ max: 500, show: true }} rows={2} data-testid="supplement-demand" />
      </Form.Item>
      <TreeChoice
        name="channel"
        tree={channels.data}
        spec={{
          label: t('account.channel'),
          placeholder: t('account.choose'),
          testId: 'supplement-channel',
          other: {
            name: 'otherChannel',
            label: t('account.otherChannel'),
            required: t('validation.otherChannelRequired'),
            testId: 'supplement-other-channel',
          },
        }}
      />
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
