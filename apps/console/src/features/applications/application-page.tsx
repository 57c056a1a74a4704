import { ArrowLeftOutlined } from '@ant-design/icons';
import { APPLY_STAGE, LCA_VALIDATE_STATUS, type TConsoleApplicationDetail } from '@steel-epd/contract';
import { errorMessage } from '@steel-epd/web';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Descriptions, Flex, Result, Row, Skeleton, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatTime } from '../../lib/format.ts';
import { usePcrName } from '../../lib/pcr-name.ts';
import { applicationDetailOptions } from './api.ts';
import { ApplicationActions } from './application-actions.tsx';
import {
  ContractsSection,
  ProductsSection,
  QuotesSection,
  TimelineSection,
} from './application-sections.tsx';
import { StatusTag } from './status-tags.tsx';
import { STAGES, stageDates, stageName } from './workflow.ts';

/** The seven stages with the current one, each reached stage with the day it was reached. */
const StageSteps = ({ a }: { a: TConsoleApplicationDetail }) => {
  const { t } = useTranslation();
  const dates = stageDates(a);
  const released = a.stage === APPLY_STAGE.release;
  return (
    <Steps
      size="small"
      titlePlacement="vertical"
      data-testid="application-steps"
      current={STAGES.indexOf(a.stage)}
      status={released ? 'finish' : 'process'}
      items={STAGES.map((s) => ({
        title: stageName(s, t),
        content: dates.has(s) ? formatTime(dates.get(s)).slice(0, 10) : undefined,
      }))}
    />
  );
};

/** Who applied, for what, and where the quote, contract and LCA data stand. */
const Header = ({ a }: { a: TConsoleApplicationDetail }) => {
  const { t } = useTranslation();
  const pcrName = usePcrName();
  const applicant = [a.applicantName, a.applicantAccount].filter(Boolean).join(' / ') || '-';
  return (
    <Flex vertical gap="large">
      <StageSteps a={a} />
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 2, xl: 3 }}
        data-testid="application-header"
        items={[
          { key: 'company', label: t('console.applications.company'), children: a.companyName },
          { key: 'applicant', label: t('console.applications.applicant'), children: applicant },
          {
            key: 'type',
            label: t('console.applications.productType'),
            children: t(`console.applications.type.${a.productType}`),
          },
          {
            key: 'pcr',
            label: t('console.applications.pcr'),
            children: `${a.pcrRegisterNo} ${pcrName(a.pcrName, a.pcrNameEn)}`,
          },
          {
            key: 'submitted',
            label: t('console.applications.submittedAt'),
            children: formatTime(a.createdAt),
          },
          { key: 'updated', label: t('console.applications.updatedAt'), children: formatTime(a.updatedAt) },
          ...(
            [
              ['quote', 'console.applications.quoteStatus', a.quoteStatus],
              ['contract', 'console.applications.contractStatus', a.contractStatus],
              ['lca', 'console.applications.lcaStatus', a.lcaValidateStatus],
            ] as const
          ).map(([kind, label, status]) => ({
            key: kind,
            label: t(label),
            children: <StatusTag kind={kind} status={status} testId={`header-${kind}`} />,
          })),
          ...(a.lcaValidateNote && a.lcaValidateStatus === LCA_VALIDATE_STATUS.correctionAsked
            ? [
                {
                  key: 'lcaNote',
                  label: t('console.applications.lcaNote'),
                  span: 3,
                  children: a.lcaValidateNote,
                },
              ]
            : []),
          ...(a.releasedAt
            ? [
                {
                  key: 'released',
                  label: t('console.applications.releasedAt'),
                  children: formatTime(a.releasedAt),
                },
              ]
            : []),
        ]}
      />
    </Flex>
  );
};

/** One application (`/applications/:id`): its header and stages, products and files, quotes, contracts, actions and timeline. */
export const ApplicationPage = () => {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const detail = useQuery({ ...applicationDetailOptions(valid ? id : 0), enabled: valid });
  const a = detail.data;

  if (!valid) return <Result status="404" title="404" subTitle={t('console.notFound')} />;
  return (
    <Card
      title={a ? t('console.applications.detailTitle', { id: a.id }) : t('console.applications.title')}
      extra={
        <Link to="/applications" data-testid="application-back">
          <ArrowLeftOutlined /> {t('console.applications.backToQueue')}
        </Link>
      }
      data-testid="application-page"
    >
      {detail.isError && <Alert type="error" showIcon title={errorMessage(detail.error, t)} />}
      {detail.isPending && <Skeleton active />}
      {a && (
        <Row gutter={[16, 16]}>
          <Col span={24}>
            <Header a={a} />
          </Col>
          <Col xs={24} xl={16}>
            <Flex vertical gap="middle">
              <ProductsSection a={a} />
              <QuotesSection a={a} />
              <ContractsSection a={a} />
            </Flex>
          </Col>
          <Col xs={24} xl={8}>
            <Flex vertical gap="middle">
              <ApplicationActions a={a} />
              <TimelineSection a={a} />
            </Flex>
          </Col>
        </Row>
      )}
    </Card>
  );
};
