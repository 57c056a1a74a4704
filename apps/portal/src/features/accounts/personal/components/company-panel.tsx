import type { TUserCompany } from '@steel-epd/contract';
import { Button, Card, Descriptions, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { companyView } from '../lib/status-view.ts';
import { EmailChange } from './email-change.tsx';
import { StatusTag } from './status-tag.tsx';

/**
 * The company and its certification (spec 02 §2 "/user", §4): none or rejected offer the
 * certify button (a rejection with its reason), a review shows as such, and a certified
 * company may change its e-mail.
 */
export function CompanyPanel({
  company,
  loading,
}: {
  company: TUserCompany | null | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const status = company?.companyStatus ?? null;
  const view = companyView(status);

  return (
    <Card title={t('personal.companyTitle')} className="personal-card">
      {loading ? (
        <Spin />
      ) : (
        <Descriptions column={1} size="middle">
          <Descriptions.Item label={t('personal.companyStatus')}>
            <Space wrap>
              <StatusTag view={view} status={status} testId="personal-company-status" />
              {view.canCertify ? (
                <Button
                  size="small"
                  type="primary"
                  onClick={() => void navigate('/enterprise')}
                  data-testid="personal-certify"
                >
                  {t('personal.certify')}
                </Button>
              ) : null}
            </Space>
          </Descriptions.Item>
          {view.showReason ? (
            <Descriptions.Item label={t('personal.rejectReason')}>
              <Typography.Text type="danger" data-testid="personal-company-reason">
                {company?.reasonReject || t('enterprise.noReason')}
              </Typography.Text>
            </Descriptions.Item>
          ) : null}
          {company?.companyName ? (
            <Descriptions.Item label={t('personal.companyName')}>{company.companyName}</Descriptions.Item>
          ) : null}
          <Descriptions.Item label={t('personal.companyEmail')}>
            {view.canChangeMail && company && company.id !== null ? (
              <EmailChange company={company} companyId={company.id} />
            ) : (
              <span data-testid="personal-email">{company?.companyEmail || '—'}</span>
            )}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}
