import { type TUserCompany, zCompanyEmail } from '@steel-epd/contract';
import { ContractField, useApiErrorToast } from '@steel-epd/web';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../../lib/session.ts';
import { useBusy } from '../../../../lib/use-busy.ts';
import { userCompanyKey } from '../../../../lib/use-user-company.ts';
import { updateCompanyMail } from '../api/personal-calls.ts';

/** The certified company's e-mail with its change form (spec 02 §5 "E-mail change": required, valid). */
export function EmailChange({ company, companyId }: { company: TUserCompany; companyId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const userId = useSession().userInfo?.id ?? 0;
  const showError = useApiErrorToast();
  const { busy, run } = useBusy();
  const [editing, setEditing] = useState(false);

  const save = ({ companyEmail }: { companyEmail: string }) =>
    void run(async () => {
      const updated = await updateCompanyMail(companyEmail.trim(), companyId);
      client.setQueryData(userCompanyKey(userId), updated);
      void message.success(t('personal.emailChanged'));
      setEditing(false);
    }, showError);

  if (!editing) {
    return (
      <Space wrap>
        <span data-testid="personal-email">{company.companyEmail || '—'}</span>
        <Button size="small" onClick={() => setEditing(true)} data-testid="personal-email-edit">
          {t('personal.changeEmail')}
        </Button>
      </Space>
    );
  }
  return (
    <Form
      layout="inline"
      name="companyEmail"
      initialValues={{ companyEmail: company.companyEmail ?? '' }}
      onFinish={save}
    >
      <ContractField name="companyEmail" schema={zCompanyEmail}>
        <Input
          count={{ max: 32 }}
          autoComplete="email"
          aria-label={t('personal.companyEmail')}
          data-testid="personal-email-input"
        />
      </ContractField>
      <Space>
        <Button type="primary" htmlType="submit" loading={busy} data-testid="personal-email-save">
          {t('personal.save')}
        </Button>
        <Button onClick={() => setEditing(false)} data-testid="personal-email-cancel">
          {t('common.cancel')}
        </Button>
      </Space>
    </Form>
  );
}
