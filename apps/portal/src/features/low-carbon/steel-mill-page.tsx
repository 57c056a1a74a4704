import type { TCarbonFigure, TLowCarbonApplication } from '@steel-epd/contract';
import { ieaGradeTag } from '@steel-epd/web';
import { Alert, Button, Card, Descriptions, Empty, Flex, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PageProps } from '../../lib/page.ts';
import { useSession } from '../../lib/session.ts';
import { useMyApplications, useProcesses } from './api.ts';
import './low-carbon.css';
import './texts.ts';

const STATE_COLOUR = { submitted: 'processing', approved: 'success', rejected: 'error' } as const;

function Figure({ figure }: { figure: TCarbonFigure }) {
  const { t } = useTranslation();
  const iea = ieaGradeTag(figure.ieaGrade);
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2, md: 4 }} className="steel-mill__figure">
      <Descriptions.Item label={t('steelMill.figure')}>
        <strong data-testid="steel-mill-intensity">{figure.intensity.toFixed(3)}</strong>&nbsp;
        {t('steelMill.unit')}
      </Descriptions.Item>
      <Descriptions.Item label={t('steelMill.scrapShare')}>
        {(figure.scrapShare * 100).toFixed(1)}%
      </Descriptions.Item>
      <Descriptions.Item label={t('steelMill.iea')}>
        <Tag color={iea.color} data-testid="steel-mill-iea">
          {iea.words(t)}
        </Tag>
      </Descriptions.Item>
      <Descriptions.Item label={t('steelMill.rs')}>
        <Tag color="blue" data-testid="steel-mill-rs">
          {figure.responsibleSteelLevel > 0
            ? t('steelMill.rsLevel', { level: figure.responsibleSteelLevel })
            : t('steelMill.rsNone')}
        </Tag>
      </Descriptions.Item>
    </Descriptions>
  );
}

function ApplicationCard({ application }: { application: TLowCarbonApplication }) {
  const { t } = useTranslation();
  const processes = useProcesses().data ?? [];
  const processName = (code: string) => processes.find((p) => p.itemCode === code)?.itemValue ?? code;
  return (
    <Card
      className="steel-mill__application"
      data-testid={`steel-mill-application-${application.id}`}
      title={
        <Flex gap="small" align="center" wrap>
          <span>
            {t('steelMill.submittedAt')}: {application.createdAt.slice(0, 10)}
          </span>
          <Tag color={STATE_COLOUR[application.state]} data-testid="steel-mill-state">
            {t(`steelMill.state.${application.state}`)}
          </Tag>
        </Flex>
      }
    >
      {application.state === 'rejected' && application.reason ? (
        <Alert type="error" showIcon message={`${t('steelMill.reason')}: ${application.reason}`} />
      ) : null}
      {application.state === 'submitted' ? (
        <Typography.Paragraph type="secondary">{t('steelMill.pending')}</Typography.Paragraph>
      ) : null}
      {application.blocks.map((block) => (
        <section
          key={block.id}
          className="steel-mill__block"
          data-testid={`steel-mill-block-${block.position}`}
        >
          <Typography.Title level={5}>{block.productName}</Typography.Title>
          {block.processes.length > 0 ? (
            <Typography.Paragraph type="secondary">
              {t('steelMill.processes')}: {block.processes.map(processName).join(' · ')}
            </Typography.Paragraph>
          ) : null}
          {block.figure ? (
            <>
              <Figure figure={block.figure} />
              <Typography.Text type="secondary">
                {t('steelMill.method', { method: block.figure.methodVersion, grid: block.figure.gridFactor })}
              </Typography.Text>
              <div>
                {t('steelMill.epd')}:{' '}
                {block.epd ? (
                  <span data-testid="steel-mill-epd">
                    {block.epd.registrationNumber} {block.epd.productName}
                  </span>
                ) : (
                  t('steelMill.noEpd')
                )}
              </div>
            </>
          ) : null}
        </section>
      ))}
    </Card>
  );
}

/**
 * /steelMill (spec 01 §2; issue 13): the programme's low-carbon steel page: what the
 * certification is and how it is graded, the way to apply, and for a logged-in user the
 * company's applications with their state and, once approved, each product's figure and grades.
 */
export default function SteelMillPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const loggedIn = useSession().userInfo !== null;
  const mine = useMyApplications();
  return (
    <main className="low-carbon-page steel-mill" data-testid="steel-mill">
      <Typography.Title level={2}>{t(titleKey)}</Typography.Title>
      <Card className="low-carbon-page__card steel-mill__intro">
        <Typography.Paragraph>{t('steelMill.intro')}</Typography.Paragraph>
        <Typography.Paragraph>{t('steelMill.schemes')}</Typography.Paragraph>
        <Link to="/dtpfg/dtpfgApplyFor">
          <Button type="primary" size="large" data-testid="steel-mill-apply">
            {t('steelMill.apply')}
          </Button>
        </Link>
      </Card>
      <Typography.Title level={3}>{t('steelMill.mine')}</Typography.Title>
      {!loggedIn ? (
        <Typography.Paragraph type="secondary">{t('steelMill.loginToSee')}</Typography.Paragraph>
      ) : mine.isPending ? (
        <Spin />
      ) : (mine.data ?? []).length === 0 ? (
        <Empty description={t('steelMill.empty')} />
      ) : (
        (mine.data ?? []).map((a) => <ApplicationCard key={a.id} application={a} />)
      )}
    </main>
  );
}
