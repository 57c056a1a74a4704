import { NAME_MAX, type TDictTreeItem, ZNameUpdate, zName } from '@steel-epd/contract';
import { ContractField, useApiErrorToast, zodRule } from '@steel-epd/web';
import { Form, type FormInstance, Input } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDictList, useDictTree } from './api/dict-queries.ts';
import { DictSelectItem } from './dict-select-item.tsx';
import type { RegistrationValues } from './registration-answers.ts';
import { TreeChoice } from './tree-choice.tsx';
import './registration-answers.css';

/** The industry and channel trees the answers are chosen from (the fields' own queries). */
export const useAnswerTrees = (): {
  industries: readonly TDictTreeItem[];
  channels: readonly TDictTreeItem[];
} => {
  const industries = useDictTree('INDUSTRY_CLASSIFICATION');
  const channels = useDictTree('CHANNEL_CLASSIFICATION');
  return { industries: industries.data ?? [], channels: channels.data ?? [] };
};

/**
 * The fields of a registration's answers (spec 01 §3, §5; decision 198), inside a Form of
 * RegistrationValues: the user name and the company name apart, the company type and contact
 * required, the rest optional; the supplement form and the correction at /information share
 * them. `companyNameLocked`: a certification vouches for the company's name, shown but fixed.
 */
export function RegistrationAnswersFields({
  form,
  companyNameLocked = false,
}: {
  form: FormInstance<RegistrationValues>;
  companyNameLocked?: boolean;
}) {
  const { t } = useTranslation();
  const showError = useApiErrorToast();
  const companyTypes = useDictList('COMPANY_TYPE');
  const industries = useDictTree('INDUSTRY_CLASSIFICATION');
  const channels = useDictTree('CHANNEL_CLASSIFICATION');
  // Dictionary failures show the server's message (spec 01 §8 "dictionary load failure").
  const dictError = companyTypes.error ?? industries.error ?? channels.error;
  useEffect(() => {
    if (dictError) showError(dictError);
  }, [dictError, showError]);

  const trimOnBlur = (name: keyof RegistrationValues) => () => {
    const value: unknown = form.getFieldValue(name);
    if (typeof value === 'string') form.setFieldValue(name, value.trim());
  };
  const required = (key: 'validation.contactsRequired' | 'validation.companyTypeRequired') => ({
    required: true,
    whitespace: true,
    message: t(key),
  });

  return (
    <>
      <div className="supplement-form__row supplement-form__row--two">
        <ContractField name="userName" label={t('account.userName')} required schema={zName}>
          <Input
            count={{ max: NAME_MAX }}
            onBlur={trimOnBlur('userName')}
            data-testid="supplement-user-name"
          />
        </ContractField>
        <Form.Item
          name="companyName"
          label={t('account.companyName')}
          required
          rules={[
            { required: true, whitespace: true, message: t('validation.companyNameRequired') },
            zodRule(zName, t),
          ]}
          extra={companyNameLocked ? t('account.companyNameLocked') : undefined}
        >
          <Input
            count={{ max: NAME_MAX }}
            onBlur={trimOnBlur('companyName')}
            disabled={companyNameLocked}
            data-testid="supplement-company-name"
          />
        </Form.Item>
      </div>
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
        <ContractField
          name="department"
          label={t('account.department')}
          schema={ZNameUpdate.shape.department}
        >
          <Input count={{ max: 64 }} data-testid="supplement-department" />
        </ContractField>
        <ContractField name="job" label={t('account.job')} schema={ZNameUpdate.shape.job}>
          <Input count={{ max: 64 }} data-testid="supplement-job" />
        </ContractField>
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
      <ContractField name="demand" label={t('account.demand')} schema={ZNameUpdate.shape.demand}>
        <Input.TextArea count={{ max: 500, show: true }} rows={2} data-testid="supplement-demand" />
      </ContractField>
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
    </>
  );
}
