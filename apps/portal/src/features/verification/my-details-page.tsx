import type { TVerificationFeedback } from '@steel-epd/contract';
import { useApiErrorToast } from '@steel-epd/web';
import { Button, Card, Descriptions, Empty, Result, Spin, Table, Typography } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { downloadAttachment } from '../../lib/api/attachment-calls.ts';
import type { PageProps } from '../../lib/page.ts';
import { useVerificationDetail, useVerificationFeedback } from './api.ts';
import { VerifyStateTag } from './state-tag.tsx';
import './verification.css';
import './texts.ts';

const time = (iso: string) => (iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)}` : '—');

function FileLink({ id, name }: { id: number; name: string }) {
  const showError = useApiErrorToast();
  return (
    <Button
      type="link"
      size="small"
      onClick={() => void downloadAttachment(id, name).catch(showError)}
      data-testid="verify-download"
    >
      {name}
    </Button>
  );
}

/**
 * /myDetails?id= (login; spec 02 §2): one of the user's requests, its PDF to download, and the
 * platform's answers (spec 02 §3 "Verification attachment") with their files.
 */
export default function MyDetailsPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = params.get('id') ?? '';
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;
  const detail = useVerificationDetail(id);
  const feedback = useVerificationFeedback(id);

  if (id === 0 || detail.isError) {
    return (
      <main className="verify-page" data-testid="my-details-page">
        <Result
          status="404"
          title={t('verification.detail.notFound')}
          extra={<Link to="/myLists">{t('verification.detail.back')}</Link>}
        />
      </main>
    );
  }
  if (!detail.data) {
    return (
      <main className="verify-page" data-testid="my-details-page">
        <Spin />
      </main>
    );
  }
  const d = detail.data;
  const rows = feedback.data ?? [];

  return (
    <main className="verify-page" data-testid="my-details-page">
      <div className="verify-page__head">
        <Typography.Title level={3}>{t(titleKey)}</Typography.Title>
        <Link to="/myLists" data-testid="my-details-back">
          {t('verification.detail.back')}
        </Link>
      </div>
      <Card
        title={t('verification.detail.request')}
        extra={<VerifyStateTag state={d.verifyState} />}
        data-testid="my-details-request"
      >
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 1, md: 2 }}
          items={[
            {
              key: 'number',
              label: t('verification.epdRegistrationNumber'),
              children: d.epdRegistrationNumber,
            },
            { key: 'created', label: t('verification.list.createdAt'), children: time(d.createdAt) },
            { key: 'contact', label: t('verification.userContact'), children: d.userContact },
            { key: 'position', label: t('verification.userPosition'), children: d.userPosition || '—' },
            { key: 'company', label: t('verification.companyName'), children: d.companyName },
            {
              key: 'country',
              label: t('verification.country'),
              children: `${t(`verification.country.${d.country}`)}${d.region ? ` · ${d.region}` : ''}`,
            },
            { key: 'email', label: t('verification.userEmail'), children: d.userEmail },
            {
              key: 'relation',
              label: t('verification.relation'),
              children: d.supplement ? `${d.relational}（${d.supplement}）` : d.relational,
            },
            { key: 'remarks', label: t('verification.remarks'), children: d.remark || '—', span: 2 },
            {
              key: 'file',
              label: t('verification.detail.yourFile'),
              span: 2,
              children: d.file ? <FileLink id={d.file.attachmentId} name={d.file.fileName} /> : '—',
            },
          ]}
        />
      </Card>
      <Card
        title={t('verification.detail.feedback')}
        className="verify-page__section"
        data-testid="my-details-feedback"
      >
        {feedback.isPending ? (
          <Spin />
        ) : rows.length === 0 ? (
          <Empty description={t('verification.detail.noFeedback')} />
        ) : (
          <Table<TVerificationFeedback>
            rowKey="id"
            dataSource={rows}
            pagination={false}
            scroll={{ x: 640 }}
            onRow={() => ({ 'data-testid': 'my-details-feedback-row' }) as HTMLAttributes<HTMLElement>}
            columns={[
              {
                key: 'time',
                title: t('verification.detail.feedbackTime'),
                render: (_, r) => time(r.feedbackTime),
              },
              {
                key: 'state',
                title: t('verification.list.state'),
                render: (_, r) => <VerifyStateTag state={r.verifyState} />,
              },
              {
                key: 'message',
                title: t('verification.detail.feedbackMsg'),
                render: (_, r) => <span data-testid="my-details-feedback-msg">{r.feedbackMsg}</span>,
              },
              {
                key: 'files',
                title: t('verification.detail.fileName'),
                render: (_, r) =>
                  r.files.length === 0
                    ? t('verification.detail.noFile')
                    : r.files.map((f) => (
                        <FileLink key={f.attachmentId} id={f.attachmentId} name={f.fileName} />
                      )),
              },
              {
                key: 'uploaded',
                title: t('verification.detail.uploadDate'),
                render: (_, r) => (r.uploadDate ? time(r.uploadDate) : '—'),
              },
            ]}
          />
        )}
      </Card>
    </main>
  );
}
