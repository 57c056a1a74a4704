import { SHA256_HEX_RE, type TEvidenceAnswer, type TEvidenceMatch } from '@steel-epd/contract';
import { formatDateTime, useApiErrorToast } from '@steel-epd/web';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Divider,
  Empty,
  Input,
  Table,
  Tag,
  Typography,
  Upload,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PageProps } from '../../lib/page.ts';
import { canHashInBrowser, useHeads, useVerify } from './verify-calls.ts';
import './verify.css';

const STATUS_COLOR: Record<TEvidenceMatch['epdStatus'], string> = {
  valid: 'green',
  expired: 'orange',
  superseded: 'blue',
  withdrawn: 'red',
};

function MatchCard({ match }: { match: TEvidenceMatch }) {
  const { t, i18n } = useTranslation();
  const product = i18n.language === 'en' && match.productNameEn ? match.productNameEn : match.productName;
  return (
    <Card size="small" className="verify-match" data-testid="verify-match">
      <Descriptions column={1} size="small" colon={false} labelStyle={{ width: 140 }}>
        <Descriptions.Item label={t('verify.registrationNumber')}>
          <span data-testid="verify-match-number">{match.registrationNumber}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('verify.product')}>{product}</Descriptions.Item>
        <Descriptions.Item label={t('verify.lang')}>
          {t(match.lang === 'en' ? 'verify.lang.en' : 'verify.lang.zh')}
        </Descriptions.Item>
        <Descriptions.Item label={t('verify.registeredAt')}>
          {formatDateTime(match.registeredAt)}
        </Descriptions.Item>
        <Descriptions.Item label={t('verify.entryHash')}>
          <Typography.Text code className="verify-hash" copyable>
            {match.entryHash}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('verify.epdStatus')}>
          <Tag color={STATUS_COLOR[match.epdStatus]} data-testid="verify-match-status">
            {t(`verify.status.${match.epdStatus}`)}
          </Tag>
        </Descriptions.Item>
      </Descriptions>
      {match.copyIssuedAt && (
        <Alert
          type="info"
          showIcon
          className="verify-replaced"
          data-testid="verify-copy"
          title={t('verify.copy', {
            time: formatDateTime(match.copyIssuedAt),
          })}
        />
      )}
      {!match.current && (
        <Alert type="info" showIcon className="verify-replaced" title={t('verify.replaced')} />
      )}
      <Link to={`/app/epd/${match.businessId}`} data-testid="verify-open-epd">
        {t('verify.openEpd')}
      </Link>
    </Card>
  );
}

function Answer({ answer, fileName }: { answer: TEvidenceAnswer; fileName: string | null }) {
  const { t } = useTranslation();
  return (
    <section className="verify-answer" data-testid="verify-answer" data-registered={answer.registered}>
      <Alert
        type={answer.registered ? 'success' : 'warning'}
        showIcon
        title={t(
          answer.registered
            ? answer.matches.every((m) => m.copyIssuedAt)
              ? 'verify.registeredCopy'
              : 'verify.registered'
            : fileName
              ? 'verify.notRegistered'
              : 'verify.digestNotRegistered',
        )}
        description={
          <span className="verify-digest">
            {fileName ? `${t('verify.fileDigest', { name: fileName })}: ` : `${t('verify.digest')}: `}
            <Typography.Text code className="verify-hash" data-testid="verify-digest">
              {answer.digest}
            </Typography.Text>
          </span>
        }
      />
      {answer.matches.map((m) => (
        <MatchCard key={m.entryHash} match={m} />
      ))}
    </section>
  );
}

function Heads() {
  const { t } = useTranslation();
  const heads = useHeads();
  const rows = heads.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <section className="verify-heads" data-testid="verify-heads">
      <Typography.Title level={4}>{t('verify.heads')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('verify.headsIntro')}</Typography.Paragraph>
      <Table
        size="small"
        rowKey="lastEntryId"
        loading={heads.isLoading}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('verify.noHeads')} /> }}
        columns={[
          { title: t('verify.date'), dataIndex: 'date', width: 120 },
          { title: t('verify.lastEntry'), dataIndex: 'lastEntryId', width: 110 },
          { title: t('verify.entries'), dataIndex: 'entries', width: 120 },
          {
            title: t('verify.headHash'),
            dataIndex: 'entryHash',
            render: (hash: string) => (
              <Typography.Text code className="verify-hash" copyable>
                {hash}
              </Typography.Text>
            ),
          },
        ]}
      />
      {heads.hasNextPage && (
        <Button
          className="verify-more"
          onClick={() => void heads.fetchNextPage()}
          loading={heads.isFetchingNextPage}
        >
          {t('verify.more')}
        </Button>
      )}
    </section>
  );
}

/**
 * /verify (issue 10 "Evidence"): is this PDF, or this SHA-256, a report registered on the
 * platform? The file is hashed in the browser and only its digest is sent; where the browser
 * cannot hash (no secure context), it is sent to the server's file call, which keeps nothing.
 */
export default function VerifyPage(_props: PageProps) {
  const { t } = useTranslation();
  const verify = useVerify();
  const showError = useApiErrorToast();
  const [digest, setDigest] = useState('');
  const [digestError, setDigestError] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);

  const checkFile = (file: File) => {
    setFileName(file.name);
    setDigestError(null);
    verify.mutate({ kind: 'file', file }, { onError: showError });
    return false;
  };

  const checkDigest = () => {
    const value = digest.trim().toLowerCase();
    if (!SHA256_HEX_RE.test(value)) {
      setDigestError(t('evidence.digestWrong'));
      return;
    }
    setDigestError(null);
    setFileName(null);
    verify.mutate({ kind: 'digest', digest: value }, { onError: showError });
  };

  return (
    <main className="verify-page" data-testid="verify-page">
      <Typography.Title level={2}>{t('verify.title')}</Typography.Title>
      <Typography.Paragraph className="verify-intro">{t('verify.intro')}</Typography.Paragraph>
      {!canHashInBrowser() && (
        <Alert type="info" showIcon title={t('verify.noCrypto')} className="verify-note" />
      )}
      <Card className="verify-form">
        <Upload
          accept=".pdf,application/pdf"
          showUploadList={false}
          beforeUpload={checkFile}
          disabled={verify.isPending}
        >
          <Button
            type="primary"
            size="large"
            loading={verify.isPending && fileName !== null}
            data-testid="verify-choose"
          >
            {t('verify.chooseFile')}
          </Button>
        </Upload>
        <Divider plain>{t('verify.or')}</Divider>
        <div className="verify-digest-row">
          <Input
            value={digest}
            onChange={(e) => setDigest(e.target.value)}
            onPressEnter={checkDigest}
            placeholder={t('verify.digestPlaceholder')}
            aria-label={t('verify.digest')}
            status={digestError ? 'error' : undefined}
            count={{ max: 80 }}
            data-testid="verify-digest-input"
          />
          <Button
            onClick={checkDigest}
            loading={verify.isPending && fileName === null}
            data-testid="verify-check"
          >
            {t('verify.check')}
          </Button>
        </div>
        {digestError && (
          <Typography.Text type="danger" data-testid="verify-digest-error">
            {digestError}
          </Typography.Text>
        )}
      </Card>
      {verify.data && !verify.isPending && <Answer answer={verify.data} fileName={fileName} />}
      <Heads />
    </main>
  );
}
