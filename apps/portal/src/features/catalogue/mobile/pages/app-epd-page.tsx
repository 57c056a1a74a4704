import { type Lang, openExportPaths, type TEpdInfo } from '@steel-epd/contract';
import { ApiError, useLang } from '@steel-epd/web';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandName } from '../../../../components/brand/brand-name.tsx';
import { setLang } from '../../../../lib/i18n.ts';
import type { PhonePageProps } from '../../../../lib/page.ts';
import { goTo } from '../../../../lib/phone-nav.ts';
import { clearSession, getSession, getToken } from '../../../../lib/session.ts';
import { checkToken, fetchEpdInfo, recordAccess } from '../api/epd-calls.ts';
import {
  epdInLang,
  formatGwp,
  hasEnglish,
  loginPathFor,
  reportIdFor,
  reportPathFor,
} from '../lib/epd-view.ts';
import '../mobile-epd.css';
import '../texts.ts';

type Load =
  | { kind: 'loading' }
  | { kind: 'ready'; info: TEpdInfo }
  | { kind: 'missing' }
  | { kind: 'failed' };

/** "中文 | EN" for the record's own languages; the whole page follows it. */
function LangSwitch({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const option = (value: Lang, label: string) => (
    <button
      type="button"
      className={`m-epd__lang-option${lang === value ? ' m-epd__lang-option--active' : ''}`}
      aria-pressed={lang === value}
      onClick={() => void setLang(value)}
      data-testid={`epd-lang-${value}`}
    >
      {label}
    </button>
  );
  return (
    <fieldset className="m-epd__lang" aria-label={t('mobileEpd.language')}>
      {option('zh', '中文')}
      {option('en', 'EN')}
    </fieldset>
  );
}

function Field({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="m-epd__field">
      <dt className="m-epd__label">{label}</dt>
      <dd className="m-epd__value" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function Summary({ id, info, lang }: { id: string; info: TEpdInfo; lang: Lang }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const view = epdInLang(info, lang);
  const reportId = reportIdFor(info, lang);
  const exports = openExportPaths(id, info.productNameEn);

  // Spec 01 §4 / 02 §4: no login → the phone login with the report's id; a login → the token
  // check (code 0 forgets the token, and the visitor goes on to log in) → the report.
  const openReport = async () => {
    if (!reportId || busy) return;
    if (!getSession().isAuthenticated || getToken() === null) return goTo(loginPathFor(reportId));
    setBusy(true);
    const token = await checkToken();
    setBusy(false);
    if (token === 'invalid') {
      clearSession();
      return goTo(loginPathFor(reportId));
    }
    goTo(reportPathFor(reportId));
  };

  return (
    <>
      <header className="m-epd__band">
        <div className="m-epd__top">
          <BrandName tone="dark" />
          {hasEnglish(info) ? <LangSwitch lang={lang} /> : null}
        </div>
        <p className="m-epd__kicker">{t('mobileEpd.kicker')}</p>
        <h1 className="m-epd__product" data-testid="epd-product-name">
          {view.productName}
        </h1>
        <p
          className={`m-epd__status m-epd__status--${info.status}`}
          data-testid="epd-status"
          data-status={info.status}
        >
          {t(`mobileEpd.status.${info.status}`)}
        </p>
      </header>
      <section className="m-epd__card">
        <div className="m-epd__gwp">
          <span className="m-epd__label">{t('mobileEpd.gwp')}</span>
          <span className="m-epd__gwp-value" data-testid="epd-gwp">
            {formatGwp(info.gwp100, lang)}
            <span className="m-epd__gwp-unit">{t('mobileEpd.gwpUnit')}</span>
          </span>
        </div>
        <dl className="m-epd__fields">
          <Field
            label={t('mobileEpd.registrationNumber')}
            value={info.epdRegistrationNumber}
            testId="epd-reg-no"
          />
          <Field label={t('mobileEpd.holder')} value={view.holder} testId="epd-holder" />
          <Field label={t('mobileEpd.site')} value={view.site} testId="epd-site" />
          <Field
            label={t('mobileEpd.validity')}
            value={t('mobileEpd.validityRange', { issue: info.issueDate, expiry: info.epdExpirationDate })}
            testId="epd-validity"
          />
        </dl>
        {info.status !== 'valid' ? (
          <div className={`m-epd__note m-epd__note--${info.status}`} data-testid="epd-status-note">
            <p>{t(`mobileEpd.statusNote.${info.status}`)}</p>
            {info.status === 'superseded' && info.supersededBy ? (
              <a
                className="m-epd__newer"
                href={`/app/epd/${encodeURIComponent(info.supersededBy)}`}
                data-testid="epd-newer"
              >
                {t('mobileEpd.newerVersion')} →
              </a>
            ) : null}
          </div>
        ) : null}
        {reportId ? (
          <>
            <button
              type="button"
              className="m-epd__report"
              onClick={() => void openReport()}
              disabled={busy}
              data-testid="epd-view-report"
            >
              {t('mobileEpd.viewReport')}
            </button>
            {getSession().isAuthenticated ? null : (
              <p className="m-epd__hint">{t('mobileEpd.reportLoginHint')}</p>
            )}
          </>
        ) : null}
        <p className="m-epd__open" data-testid="epd-open-data">
          <span>{t('mobileEpd.openData')}</span>
          <a href={exports.openEpdZh} data-testid="epd-openepd-zh">
            {t('mobileEpd.openEpdZh')}
          </a>
          {exports.openEpdEn ? (
            <a href={exports.openEpdEn} data-testid="epd-openepd-en">
              {t('mobileEpd.openEpdEn')}
            </a>
          ) : null}
          <a href={exports.ilcd} data-testid="epd-ilcd">
            {t('mobileEpd.ilcd')}
          </a>
        </p>
      </section>
    </>
  );
}

/** Keeps the card's place while the record loads, so nothing jumps when it arrives. */
function Skeleton() {
  return (
    <>
      <header className="m-epd__band">
        <div className="m-epd__top">
          <BrandName tone="dark" />
        </div>
        <p className="m-epd__kicker m-epd__bone" />
        <p className="m-epd__product m-epd__bone m-epd__bone--title" />
        <p className="m-epd__status m-epd__bone m-epd__bone--pill" />
      </header>
      <section className="m-epd__card m-epd__card--loading" aria-busy="true" />
    </>
  );
}

/**
 * /app/epd/{id}: what a scanned QR code on a steel product opens (spec 02 §2 "Mobile"). Plain
 * elements and one style sheet: no antd, no desktop shell, so it opens fast on a building site.
 */
export default function AppEpdPage({ id }: PhonePageProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  const retry = useCallback(() => {
    setLoad({ kind: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void attempt;
    fetchEpdInfo(id, controller.signal).then(
      (info) => {
        setLoad({ kind: 'ready', info });
        recordAccess('ProductInformation', id);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
        setLoad({ kind: missing ? 'missing' : 'failed' });
      },
    );
    return () => controller.abort();
  }, [id, attempt]);

  return (
    <main className="m-epd" data-testid="mobile-epd" data-state={load.kind}>
      {load.kind === 'loading' ? <Skeleton /> : null}
      {load.kind === 'ready' ? <Summary id={id} info={load.info} lang={lang} /> : null}
      {load.kind === 'missing' || load.kind === 'failed' ? (
        <>
          <header className="m-epd__band">
            <div className="m-epd__top">
              <BrandName tone="dark" />
            </div>
          </header>
          <section className="m-epd__card m-epd__card--message" data-testid="epd-message">
            <p>{t(load.kind === 'missing' ? 'mobileEpd.notFound' : 'mobileEpd.loadFailed')}</p>
            {load.kind === 'failed' ? (
              <button type="button" className="m-epd__report" onClick={retry}>
                {t('mobileEpd.retry')}
              </button>
            ) : null}
            {/* Not a dead end (issue 29): the search finds the record a damaged code meant. */}
            <nav style={{ display: 'flex', justifyContent: 'center', gap: '0.24rem' }} data-testid="epd-ways">
              <a className="m-epd__newer" href="/Epd" data-testid="epd-go-search">
                {t('menu.epdSearch')} →
              </a>
              <a className="m-epd__newer" href="/" data-testid="epd-go-home">
                {t('menu.home')} →
              </a>
            </nav>
          </section>
        </>
      ) : null}
      <footer className="m-epd__foot">{t('footer.copyright')}</footer>
    </main>
  );
}
