import type { TUserDetail } from '@steel-epd/contract';
import { Button, Card, Descriptions, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { UserInfo } from '../../../../lib/session.ts';
import { auditView } from '../lib/status-view.ts';
import { StatusTag } from './status-tag.tsx';

interface Props {
  user: UserInfo;
  detail: TUserDetail | undefined;
  companyName: string | null;
}

/** The account: phone or e-mail, names and the registration (audit) status with its reason. */
export function AccountPanel({ user, detail, companyName }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const auditStatus = detail?.auditStatus ?? user.auditStatus;
  const audit = auditView(auditStatus);
  const isEmail = (detail?.accountType ?? user.accountType) === 'email';

  return (
    <Card title={t('personal.accountTitle')} className="personal-card">
      <Descriptions column={1} size="middle">
        <Descriptions.Item label={isEmail ? t('personal.email') : t('personal.phone')}>
          <span data-testid="personal-account">{user.userAccount}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('personal.userName')}>
          <span data-testid="personal-user-name">{detail?.userName ?? user.userName ?? '—'}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('personal.companyName')}>
          <span data-testid="personal-company-name">{companyName || '—'}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('personal.auditStatus')}>
          <Space wrap>
            <StatusTag view={audit} status={auditStatus} testId="personal-audit-status" />
            {audit.canFix ? (
              <Button
                size="small"
                type="primary"
                onClick={() => void navigate('/information')}
                data-testid="personal-audit-fix"
              >
                {t('personal.fixRegistration')}
              </Button>
            ) : null}
          </Space>
        </Descriptions.Item>
        {audit.canFix ? (
          <Descriptions.Item label={t('personal.rejectReason')}>
            <Typography.Text type="danger" data-testid="personal-audit-reason">
              {detail?.reasonReject || t('enterprise.noReason')}
            </Typography.Text>
          </Descriptions.Item>
        ) : null}
      </Descriptions>
    </Card>
  );
}
