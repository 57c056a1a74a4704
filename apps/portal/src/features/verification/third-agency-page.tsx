import { Button, Card, Steps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PageProps } from '../../lib/page.ts';
import './verification.css';
import './texts.ts';

/**
 * /thirdAgency (spec 01 §2: in the navigation only for companies of type 4, third-party
 * agencies): what third-party verification is in the programme, and the way to request one
 * (/epd/verification) and to follow one's requests (/myLists).
 */
export default function ThirdAgencyPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main className="verify-page verify-page--form" data-testid="third-agency-page">
      <Typography.Title level={3}>{t(titleKey)}</Typography.Title>
      <Card>
        <Typography.Paragraph>{t('thirdAgency.intro')}</Typography.Paragraph>
        <Steps
          className="verify-agency__steps"
          direction="vertical"
          size="small"
          current={-1}
          items={[
            { title: t('thirdAgency.step1') },
            { title: t('thirdAgency.step2') },
            { title: t('thirdAgency.step3') },
          ]}
        />
        <div className="verify-agency__actions">
          <Button
            type="primary"
            onClick={() => void navigate('/epd/verification')}
            data-testid="third-agency-apply"
          >
            {t('thirdAgency.apply')}
          </Button>
          <Button onClick={() => void navigate('/myLists')} data-testid="third-agency-lists">
            {t('thirdAgency.lists')}
          </Button>
        </div>
      </Card>
    </main>
  );
}
