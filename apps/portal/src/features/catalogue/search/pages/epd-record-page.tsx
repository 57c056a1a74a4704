import { DownloadOutlined, LockOutlined, PrinterOutlined } from '@ant-design/icons';
import {
  BUSINESS_ID_RE,
  epdPagePath,
  type Lang,
  openExportPaths,
  type TEpdRecord,
  type TextKey,
  type TSteelMakingRoute,
} from '@steel-epd/contract';
import { ApiError, formatGwp, useApiErrorToast, useLang } from '@steel-epd/web';
import { Alert, Button, Skeleton, Tag } from 'antd';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NotFoundView } from '../../../../components/not-found-page.tsx';
import { openLoginDialog } from '../../../../lib/login-dialog.ts';
import { usePageTitle } from '../../../../lib/page-title.ts';
import { useSession } from '../../../../lib/session.ts';
import { useTokenDownload } from '../../../../lib/use-token-download.ts';
import { useEpdRecord, versionReportUrl } from '../api/epd-record-queries.ts';
import { imageUrl } from '../api/epd-search-queries.ts';
import '../epd-record.css';
import '../texts.ts';

/** The steelmaking routes (STEEL_MAKING_ROUTES) in words. */
const ROUTE_TEXT: Record<TSteelMakingRoute, TextKey> = {
  'BF-BOF': 'epdRecord.route.bfBof',
  'EAF-SCRAP': 'epdRecord.route.eafScrap',
  'DRI-EAF': 'epdRecord.route.driEaf',
};

const STATUS_COLOR = { valid: 'green', expired: 'red', superseded: 'orange', withdrawn: 'default' } as const;

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

const number = (value: number, lang: Lang, digits = 1) =>
  new Intl.NumberFormat(lang === 'en' ? 'en-US' : 'zh-CN', { maximumFractionDigits: digits }).format(value);

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="epd-record__fact">
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

function Downloads({ record }: { record: TEpdRecord }) {
  const { t } = useTranslation();
  const session = useSession();
  const exports = openExportPaths(record.businessId, record.productNameEn);
  // Spec 02 §4 download flow: login, audit, then the token check, then the plain link.
  const download = useTokenDownload(
    useCallback((lang: 'zh' | 'en', token: string) => versionReportUrl(record.id, lang, token), [record.id]),
  );

  const reports: readonly ['zh' | 'en', TextKey][] = [
    ['zh', 'epdRecord.reportZh'],
    ['en', 'epdRecord.reportEn'],
  ];
  const available = reports.filter(([lang]) => record.reportLangs.includes(lang));

  return (
    <section className="epd-record__panel epd-record__downloads" data-testid="epd-record-downloads">
      <h2>{t('epdRecord.downloads')}</h2>
      {available.length === 0 ? (
        <p className="epd-record__muted">{t('epdRecord.noReport')}</p>
      ) : (
        <>
          <div className="epd-record__buttons">
            {available.map(([lang, label]) => (
              <Button
                key={lang}
                block
                icon={session.isAuthenticated ? <DownloadOutlined /> : <LockOutlined />}
                onClick={() => void download(lang)}
                data-testid={`epd-record-report-${lang}`}
              >
                {t(label)}
              </Button>
            ))}
          </div>
          <p className="epd-record__muted" data-testid="epd-record-report-login">
            {t('epdRecord.reportLogin')}
          </p>
          {session.isAuthenticated ? null : (
            <Button type="primary" block onClick={openLoginDialog} data-testid="epd-record-login">
              {t('epdRecord.loginToDownload')}
            </Button>
          )}
        </>
      )}
      <h3>{t('epdRecord.openData')}</h3>
      <ul className="epd-record__links" data-testid="epd-record-open-data">
        <li>
          <a href={exports.openEpdZh} target="_blank" rel="noopener" data-testid="epd-record-openepd-zh">
            {t('epdRecord.openEpdZh')}
          </a>
        </li>
        {exports.openEpdEn ? (
          <li>
            <a href={exports.openEpdEn} target="_blank" rel="noopener" data-testid="epd-record-openepd-en">
              {t('epdRecord.openEpdEn')}
            </a>
          </li>
        ) : null}
        <li>
          <a href={exports.ilcd} target="_blank" rel="noopener" data-testid="epd-record-ilcd">
            {t('epdRecord.ilcd')}
          </a>
        </li>
      </ul>
      <Link to="/verify" className="epd-record__verify">
        {t('epdRecord.verifyReport')} →
      </Link>
    </section>
  );
}

function Results({ record }: { record: TEpdRecord }) {
  const { t } = useTranslation();
  const lang = useLang();
  const notRecorded = <span className="epd-record__muted">{t('epdRecord.notRecorded')}</span>;
  return (
    <section className="epd-record__panel epd-record__results" data-testid="epd-record-results">
      <h2>{t('epdRecord.results')}</h2>
      <p className="epd-record__muted">{t('epdRecord.declaredUnit')}</p>
      <table className="epd-record__table">
        <thead>
          <tr>
            <th>{t('epdRecord.indicator')}</th>
            <th>{t('epdRecord.module')}</th>
            <th className="epd-record__num">{t('epdRecord.value')}</th>
            <th>{t('epdRecord.unit')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>{t('epdRecord.gwpTotal')}</td>
            <td>A1–A3</td>
            <td className="epd-record__num" data-testid="epd-record-gwp">
              {formatGwp(record.gwp100, lang)}
            </td>
            <td>{t('epdRecord.gwpUnit')}</td>
          </tr>
        </tbody>
      </table>
      <p className="epd-record__note" data-testid="epd-record-results-note">
        {t('epdRecord.resultsNote')}
      </p>
      <h3>{t('epdRecord.steel')}</h3>
      <dl className="epd-record__facts">
        <Fact label={t('epdRecord.makingRoute')} testId="epd-record-route">
          {record.makingRoute
            ? record.makingRoute in ROUTE_TEXT
              ? t(ROUTE_TEXT[record.makingRoute as TSteelMakingRoute])
              : record.makingRoute
            : notRecorded}
        </Fact>
        <Fact label={t('epdRecord.recycledContent')} testId="epd-record-recycled">
          {record.recycledContent === null
            ? notRecorded
            : `${number(record.recycledContent * 100, lang, 2)} %`}
        </Fact>
      </dl>
    </section>
  );
}

function Versions({ record }: { record: TEpdRecord }) {
  const { t } = useTranslation();
  return (
    <section className="epd-record__panel epd-record__versions" data-testid="epd-record-versions">
      <h2>{t('epdRecord.versions')}</h2>
      <p className="epd-record__muted">
        {t('epdRecord.versionNumber', { version: record.version })} · {t('epdRecord.versionsNote')}
      </p>
      <table className="epd-record__table">
        <thead>
          <tr>
            <th>{t('epdRecord.registrationNumber')}</th>
            <th>{t('epdRecord.validity')}</th>
            <th>{t('epdRecord.statusColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {record.versions.map((v) => (
            <tr key={v.businessId} data-testid="epd-record-version" data-current={v.current}>
              <td>
                {v.current || v.status === 'withdrawn' ? (
                  v.registrationNumber
                ) : (
                  <Link to={epdPagePath(v.businessId)}>{v.registrationNumber}</Link>
                )}
              </td>
              <td>{t('epdRecord.validityRange', { issue: v.issueDate, expiry: v.expiryDate })}</td>
              <td>
                <Tag color={STATUS_COLOR[v.status]}>{t(`epdRecord.status.${v.status}`)}</Tag>
                {v.current ? <span className="epd-record__muted">{t('epdRecord.thisVersion')}</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

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
