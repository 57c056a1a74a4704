import { PrinterOutlined } from '@ant-design/icons';
import { BUSINESS_ID_RE, epdPagePath, type Lang, type TEpdRecord } from '@steel-epd/contract';
import { ApiError, useApiErrorToast, useLang } from '@steel-epd/web';
import { Alert, Button, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NotFoundView } from '../../../../components/not-found-page.tsx';
import { usePageTitle } from '../../../../lib/page-title.ts';
import { useEpdRecord } from '../api/epd-record-queries.ts';
import { imageUrl } from '../api/epd-search-queries.ts';
import { Downloads, Fact, Results, STATUS_COLOR, Versions } from '../components/record-panels.tsx';
import '../epd-record.css';
import '../texts.ts';

/** The record's names in the reader's language: English where it has them, else Chinese. */
const namesIn = (record: TEpdRecord, lang: Lang) => {
  const en = lang === 'en';
  return {
    product: (en && record.productNameEn) || record.productName,
    holder: (en && record.holderEn) || record.holder,
    site: (en && record.siteEn) || record.site,
    pcr: (en && record.pcrNameEn) || record.pcrName,
    verifier: (en && record.verifierEn) || record.verifier,
  };
};

function Record({ record }: { record: TEpdRecord }) {
  const { t } = useTranslation();
  const lang = useLang();
  const names = namesIn(record, lang);
  usePageTitle(names.product);

  return (
    <main className="epd-record" data-testid="epd-record-page" data-status={record.status}>
      <div className="epd-record__bar">
        <Link to="/Epd" className="epd-record__back" data-testid="epd-record-back">
          ← {t('epdRecord.back')}
        </Link>
        <Button icon={<PrinterOutlined />} onClick={() => window.print()} data-testid="epd-record-print">
          {t('epdRecord.print')}
        </Button>
      </div>
      <header className="epd-record__head">
        <p className="epd-record__kicker">
          {record.productType} · {t('epdRecord.kicker')}
        </p>
        <h1 className="epd-record__title" data-testid="epd-record-product">
          {names.product}
        </h1>
        <p className="epd-record__holder" data-testid="epd-record-holder">
          {names.holder}
        </p>
        <div className="epd-record__badges">
          <Tag color={STATUS_COLOR[record.status]} data-testid="epd-record-status">
            {t(`epdRecord.status.${record.status}`)}
          </Tag>
          <span className="epd-record__reg" data-testid="epd-record-reg-no">
            {t('epdRecord.registrationNumber')}: {record.registrationNumber}
          </span>
        </div>
      </header>
      {record.status === 'expired' ? (
        <Alert
          className="epd-record__alert"
          type="warning"
          showIcon
          message={t('epdRecord.expiredNote', { date: record.expiryDate })}
          data-testid="epd-record-expired"
        />
      ) : null}
      {record.status === 'superseded' ? (
        <Alert
          className="epd-record__alert"
          type="warning"
          showIcon
          message={t('epdRecord.supersededNote')}
          data-testid="epd-record-superseded"
          action={
            record.supersededBy ? (
              <Link to={epdPagePath(record.supersededBy)} data-testid="epd-record-newer">
                {t('epdRecord.newerVersion')} →
              </Link>
            ) : null
          }
        />
      ) : null}
      <div className="epd-record__grid">
        <div className="epd-record__main">
          <section className="epd-record__panel" data-testid="epd-record-summary">
            <h2>{t('epdRecord.summary')}</h2>
            <dl className="epd-record__facts">
              <Fact label={t('epdRecord.registrationNumber')}>{record.registrationNumber}</Fact>
              <Fact label={t('epdRecord.productType')}>{record.productType}</Fact>
              <Fact label={t('epdRecord.holder')}>{names.holder}</Fact>
              <Fact label={t('epdRecord.site')}>{names.site}</Fact>
              <Fact label={t('epdRecord.pcr')} testId="epd-record-pcr">
                {t('epdRecord.pcrLine', {
                  name: names.pcr,
                  number: record.pcrRegisterNo,
                  author: record.pcrAuthor,
                })}
              </Fact>
              <Fact label={t('epdRecord.verifier')} testId="epd-record-verifier">
                {names.verifier ?? (
                  <span className="epd-record__muted">{t('epdRecord.verifierUnknown')}</span>
                )}
              </Fact>
              <Fact label={t('epdRecord.issueDate')}>{record.issueDate}</Fact>
              <Fact label={t('epdRecord.expiryDate')} testId="epd-record-expiry">
                {record.expiryDate}
              </Fact>
              <Fact label={t('epdRecord.version')}>
                {t('epdRecord.versionNumber', { version: record.version })}
              </Fact>
            </dl>
          </section>
          <Results record={record} />
          <Versions record={record} />
        </div>
        <aside className="epd-record__side">
          <Downloads record={record} />
          {record.qrAttachmentId !== null ? (
            <section className="epd-record__panel epd-record__qr" data-testid="epd-record-qr">
              <h2>{t('epdRecord.label')}</h2>
              <img
                src={imageUrl(record.qrAttachmentId)}
                alt={t('epdRecord.label')}
                width={160}
                height={160}
              />
              <p className="epd-record__muted">{t('epdRecord.labelHint')}</p>
            </section>
          ) : null}
        </aside>
      </div>
      <p className="epd-record__printed">
        {t('epdRecord.printedFrom', { url: `${window.location.origin}${epdPagePath(record.businessId)}` })}
      </p>
    </main>
  );
}

/**
 * /Epd/{id}: the public page of a published EPD version (issue 29, major 6), for anyone: what
 * the search card says and more (PCR, verifier, versions, the results the platform records,
 * the downloads), printable on A4. A version without a page (a draft, withdrawn, unknown) is
 * the not-found page, which the server also answers with 404.
 */
export default function EpdRecordPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const valid = BUSINESS_ID_RE.test(id);
  const record = useEpdRecord(id, valid);
  const showError = useApiErrorToast();

  if (!valid || (record.error instanceof ApiError && record.error.status === 404)) {
    return <NotFoundView textKey="notFound.recordText" />;
  }
  if (record.error) {
    return (
      <main className="epd-record">
        <Alert
          type="error"
          showIcon
          message={t('epdRecord.failed')}
          data-testid="epd-record-failed"
          action={
            <Button size="small" onClick={() => void record.refetch().catch(showError)}>
              {t('epdRecord.retry')}
            </Button>
          }
        />
      </main>
    );
  }
  if (!record.data) {
    return (
      <main className="epd-record" aria-busy="true">
        <Skeleton active paragraph={{ rows: 8 }} />
      </main>
    );
  }
  return <Record record={record.data} />;
}
