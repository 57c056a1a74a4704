import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { EPD_KEYWORD_MAX } from '@steel-epd/contract';
import { useApiErrorToast, useLang } from '@steel-epd/web';
import { App, Button, Empty, Select, Spin } from 'antd';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { openLoginDialog } from '../../../../lib/login-dialog.ts';
import type { PageProps } from '../../../../lib/page.ts';
import { clearSession, getToken, useSession } from '../../../../lib/session.ts';
import { useActionGate } from '../../../../lib/use-action-gate.ts';
import {
  checkToken,
  firstFilters,
  prefetchEpdSearch,
  reportUrl,
  type SearchFilters,
  useCompanyOptions,
  useEpdSearch,
  usePcrOptions,
} from '../api/epd-search-queries.ts';
import { EpdCard } from '../components/epd-card.tsx';
import '../epd-search.css';
import '../texts.ts';

interface FormValues {
  companyCode?: string;
  pcrNumber?: string;
  epdKeyword?: string;
  includeExpired?: boolean;
}

/** Only the audit check applies to a download (spec 02 §4 "Download flow"); no company rule. */
const DOWNLOAD_GATE = { audit: true } as const;

export const prefetch = prefetchEpdSearch;

/**
 * EPD search (spec 02 §2). /Epd is public: the EPD introduction and the search, for anyone.
 * /epd/epdSearch keeps the spec's approval guard and shows the same page. Filters: company,
 * keyword and the switch to include expired and superseded records; 4 cards a page with
 * load-more and the no-more label.
 */
export default function EpdSearchPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { message } = App.useApp();
  const showError = useApiErrorToast();
  const session = useSession();
  const location = useLocation();
  const [filters, setFilters] = useState<SearchFilters>(() => firstFilters(location.search));
  const [values, setValues] = useState<FormValues>(() => ({
    epdKeyword: filters.epdKeyword,
    includeExpired: false,
  }));
  const change = (next: Partial<FormValues>) => setValues((current) => ({ ...current, ...next }));
  const keywordTooLong = (values.epdKeyword?.length ?? 0) > EPD_KEYWORD_MAX;
  const [keywordRefused, setKeywordRefused] = useState(false);
  const search = useEpdSearch(filters, session.userInfo?.id ?? 0);
  const companies = useCompanyOptions();
  const pcrs = usePcrOptions();
  const gate = useActionGate(DOWNLOAD_GATE);
  const cards = search.data?.pages.flatMap((p) => p.list) ?? [];
  const totals = search.data?.pages[0]?.totals ?? 0;

  useEffect(() => {
    if (search.error) showError(search.error);
  }, [search.error, showError]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setKeywordRefused(keywordTooLong);
    if (keywordTooLong) return;
    setFilters({
      companyCode: values.companyCode || undefined,
      pcrNumber: values.pcrNumber || undefined,
      epdKeyword: values.epdKeyword?.trim() || undefined,
      includeExpired: values.includeExpired ?? false,
    });
  };

  /** Spec 02 §4 download flow: login, audit, then the token check, then the plain link. */
  const download = (attachmentId: number) =>
    void gate(async () => {
      const checked = await checkToken();
      const token = getToken();
      if (checked === 'invalid' || token === null) {
        clearSession();
        openLoginDialog();
        return;
      }
      if (checked === 'unknown') {
        void message.error(t('error.UNAVAILABLE'));
        return;
      }
      window.open(reportUrl(attachmentId, token), '_blank', 'noopener');
    });

  return (
    <main className="epd-search" data-testid="epd-search-page">
      <section className="epd-search__intro">
        <h2 className="epd-search__title">
          {t(titleKey === 'page.epd' ? 'epdSearch.introTitle' : titleKey)}
        </h2>
        <p className="epd-search__intro-text">{t('epdSearch.intro')}</p>
        <Link to="/open-data" className="epd-search__open-data" data-testid="epd-open-data-page">
          {t('epdSearch.openDataPage')} →
        </Link>
      </section>
      {/*
        A plain form of four fields, not antd's Form: its items bring the grid's and the form's
        rules (about 100 KB of style made at run time), the most of this page's first render
        (issue 29, "/Epd as fast as the home page"; decision 232).
      */}
      <form className="epd-search__form" noValidate onSubmit={submit}>
        <div className="epd-search__field epd-search__company">
          <label className="epd-search__label" htmlFor="epd-search-company">
            {t('epdSearch.company')}
          </label>
          <Select
            id="epd-search-company"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('epdSearch.companyAll')}
            loading={companies.isPending}
            value={values.companyCode}
            onChange={(companyCode?: string) => change({ companyCode })}
            options={(companies.data ?? []).map((c) => ({ value: c.companyCode, label: c.companyName }))}
            data-testid="epd-search-company"
          />
        </div>
        <div className="epd-search__field epd-search__company">
          <label className="epd-search__label" htmlFor="epd-search-pcr">
            {t('epdSearch.pcr')}
          </label>
          <Select
            id="epd-search-pcr"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('epdSearch.pcrAll')}
            loading={pcrs.isPending}
            value={values.pcrNumber}
            onChange={(pcrNumber?: string) => change({ pcrNumber })}
            options={(pcrs.data ?? []).map((p) => ({
              value: p.pcrNumber,
              label: `${lang === 'en' && p.productNameEn ? p.productNameEn : p.productName} (${p.pcrNumber})`,
            }))}
            data-testid="epd-search-pcr"
          />
        </div>
        <div className="epd-search__field epd-search__keyword">
          <label className="epd-search__label" htmlFor="epd-search-keyword">
            {t('epdSearch.keyword')}
          </label>
          {/* A plain input drawn like antd's (its Input alone brings 37 KB of rules made at run time). */}
          <div
            className={`epd-search__input${keywordRefused && keywordTooLong ? ' epd-search__input--error' : ''}`}
          >
            <input
              id="epd-search-keyword"
              type="text"
              enterKeyHint="search"
              aria-invalid={keywordRefused && keywordTooLong}
              aria-describedby={keywordRefused && keywordTooLong ? 'epd-search-keyword-error' : undefined}
              placeholder={t('epdSearch.keywordPlaceholder')}
              value={values.epdKeyword ?? ''}
              onChange={(event) => change({ epdKeyword: event.target.value })}
              data-testid="epd-search-keyword"
            />
            {values.epdKeyword ? (
              <button
                type="button"
                className="epd-search__clear"
                aria-label={t('epdSearch.keywordClear')}
                onClick={() => change({ epdKeyword: '' })}
                data-testid="epd-search-keyword-clear"
              >
                <CloseCircleFilled />
              </button>
            ) : null}
            <span className="epd-search__count" aria-hidden="true">
              {values.epdKeyword?.length ?? 0} / {EPD_KEYWORD_MAX}
            </span>
          </div>
          {keywordRefused && keywordTooLong ? (
            <div id="epd-search-keyword-error" className="epd-search__error" role="alert">
              {t('validation.tooLongMax', { max: EPD_KEYWORD_MAX })}
            </div>
          ) : null}
        </div>
        <div className="epd-search__field epd-search__submit">
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="epd-search-submit">
            {t('epdSearch.search')}
          </Button>
        </div>
        <div className="epd-search__expired">
          {/* A switch drawn as antd's small one (its Switch brings 10 KB of rules made at run time). */}
          <button
            type="button"
            role="switch"
            className="epd-switch"
            aria-checked={values.includeExpired ?? false}
            aria-labelledby="epd-search-expired-label"
            onClick={() => {
              const includeExpired = !values.includeExpired;
              change({ includeExpired });
              setFilters((f) => ({ ...f, includeExpired }));
            }}
            data-testid="epd-search-expired"
          >
            <span className="epd-switch__handle" />
          </button>
          {/* The switch's name (issue 29): a screen reader says what it turns on. */}
          <span id="epd-search-expired-label" className="epd-search__switch-label">
            {t('epdSearch.includeExpired')}
          </span>
        </div>
      </form>

      {search.isPending ? (
        <Spin className="epd-search__spin" />
      ) : cards.length === 0 ? (
        <Empty description={t('epdSearch.empty')} data-testid="epd-search-empty" />
      ) : (
        <>
          <p className="epd-search__totals" data-testid="epd-search-totals">
            {t('epdSearch.totals', { count: totals })}
          </p>
          <ul className="epd-search__list">
            {cards.map((card) => (
              <EpdCard key={card.id} card={card} onDownload={download} />
            ))}
          </ul>
        </>
      )}
      {search.hasNextPage ? (
        <Button
          block
          className="epd-search__more"
          loading={search.isFetchingNextPage}
          onClick={() => void search.fetchNextPage()}
          data-testid="epd-search-more"
        >
          {t('common.more')}
        </Button>
      ) : cards.length > 0 ? (
        <p className="epd-search__end" data-testid="epd-search-no-more">
          {t('common.noMore')}
        </p>
      ) : null}
    </main>
  );
}
