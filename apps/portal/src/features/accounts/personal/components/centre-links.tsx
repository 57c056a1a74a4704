import { FileTextOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Button, Card, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

interface Props {
  /** Only e-mail accounts have a password to change (phone accounts log in by SMS code). */
  canChangePassword: boolean;
  /** Hidden while a deregistration is already under review. */
  canDeregister: boolean;
}

/** The personal centre's ways on: applications, low-carbon steel, security and the agreements. */
export function CentreLinks({ canChangePassword, canDeregister }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <div className="personal-tiles">
        <Link to="/Epd/mineEpd?type=EPD" className="personal-tile" data-testid="personal-tile-epd">
          <FileTextOutlined className="personal-tile__icon" />
          <span>{t('personal.myApplications')}</span>
        </Link>
        <Link to="/steelMill" className="personal-tile" data-testid="personal-tile-steel">
          <SafetyCertificateOutlined className="personal-tile__icon" />
          <span>{t('personal.lowCarbon')}</span>
        </Link>
      </div>
      <Card title={t('personal.securityTitle')} className="personal-card">
        {canChangePassword || canDeregister ? (
          <Space wrap className="personal-actions">
            {canChangePassword ? (
              <Button onClick={() => void navigate('/changepassword')} data-testid="personal-change-password">
                {t('personal.changePassword')}
              </Button>
            ) : null}
            {canDeregister ? (
              <Button danger onClick={() => void navigate('/logoff')} data-testid="personal-logoff">
                {t('personal.deregister')}
              </Button>
            ) : null}
          </Space>
        ) : null}
        <div className="personal-agreements">
          {/* Swapped on purpose (spec 01 §2): "user agreement" opens /policy, "privacy" /agreement. */}
          <a href="/policy" target="_blank" rel="noopener noreferrer" data-testid="personal-link-policy">
            {t('page.policy')}
          </a>
          <a
            href="/agreement"
            target="_blank"
            rel="noopener noreferrer"
            data-testid="personal-link-agreement"
          >
            {t('page.agreement')}
          </a>
        </div>
      </Card>
    </>
  );
}
