import { DownloadOutlined, LockOutlined } from '@ant-design/icons';
import {
  epdPagePath,
  type Lang,
  openExportPaths,
  type TEpdRecord,
  type TextKey,
  type TSteelMakingRoute,
} from '@steel-epd/contract';
import { formatGwp, useLang } from '@steel-epd/web';
import { Button, Tag } from 'antd';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openLoginDialog } from '../../../../lib/login-dialog.ts';
import { useSession } from '../../../../lib/session.ts';
import { useTokenDownload } from '../../../../lib/use-token-download.ts';
import { versionReportUrl } from '../api/epd-record-queries.ts';

// The panels of an EPD's public page (pages/epd-record-page.tsx).

/** The steelmaking routes (STEEL_MAKING_ROUTES) in words. */
const ROUTE_TEXT: Record<TSteelMakingRoute, TextKey> = {
  'BF-BOF': 'epdRecord.route.bfBof',
  'EAF-SCRAP': 'epdRecord.route.eafScrap',
  'DRI-EAF': 'epdRecord.route.driEaf',
};

export const STATUS_COLOR = {
  valid: 'green',
  expired: 'red',
  superseded: 'orange',
  withdrawn: 'default',
} as const;

const number = (value: number, lang: Lang, digits = 1) =>
  new Intl.NumberFormat(lang === 'en' ? 'en-US' : 'zh-CN', { maximumFractionDigits: digits }).format(value);

export function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="epd-record__fact">
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** The reports (after the login), the open-data exports and the way to verify a report. */
export function Downloads({ record }: { record: TEpdRecord }) {
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

/** The results the platform records: the GWP of A1–A3 and the steel's two facts. */
export function Results({ record }: { record: TEpdRecord }) {
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

/** Every version of the EPD, this one marked, the others linked unless withdrawn. */
export function Versions({ record }: { record: TEpdRecord }) {
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
