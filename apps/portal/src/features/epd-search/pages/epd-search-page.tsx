import { SearchOutlined } from '@ant-design/icons';
import { EPD_KEYWORD_MAX } from '@steel-epd/contract';
import { useApiErrorToast, useLang } from '@steel-epd/web';
import { App, Button, Empty, Form, Input, Select, Spin, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { openLoginDialog } from '../../../lib/login-dialog.ts';
import type { PageProps } from '../../../lib/page.ts';
import { clearSession, getToken, useSession } from '../../../lib/session.ts';
import { useActionGate } from '../../../lib/use-action-gate.ts';
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
  const [form] = Form.useForm<FormValues>();
  const [filters, setFilters] = useState<SearchFilters>(() => firstFilters(location.search));
  const initialKeyword = filters.epdKeyword;
  const search = useEpdSearch(filters, session.userInfo?.id ?? 0);
  const companies = useCompanyOptions();
  const pcrs = usePcrOptions();
  const gate = useActionGate(DOWNLOAD_GATE);
  const cards = search.data?.pages.flatMap((p) => p.list) ?? [];
  const totals = search.data?.pages[0]?.totals ?? 0;

  useEffect(() => {
    if (search.error) showError(search.error);
  }, [search.error, showError]);

  const submit = (values: FormValues) =>
    setFilters({
      companyCode: values.companyCode || undefined,
      pcrNumber: values.pcrNumber || undefined,
      epdKeyword: values.epdKeyword?.trim() || undefined,
      includeExpired: values.includeExpired ?? false,
    });

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
      <Form
        form={form}
        className="epd-search__form"
        layout="vertical"
        initialValues={{ epdKeyword: initialKeyword, includeExpired: false }}
        onFinish={submit}
      >
        <Form.Item name="companyCode" label={t('epdSearch.company')} className="epd-search__company">
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('epdSearch.companyAll')}
            loading={companies.isPending}
            options={(companies.data ?? []).map((c) => ({ value: c.companyCode, label: c.companyName }))}
            data-testid="epd-search-company"
          />
        </Form.Item>
        <Form.Item name="pcrNumber" label={t('epdSearch.pcr')} className="epd-search__company">
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('epdSearch.pcrAll')}
            loading={pcrs.isPending}
            options={(pcrs.data ?? []).map((p) => ({
              value: p.pcrNumber,
              label: `${lang === 'en' && p.productNameEn ? p.productNameEn : p.productName} (${p.pcrNumber})`,
            }))}
            data-testid="epd-search-pcr"
          />
        </Form.Item>
        <Form.Item
          name="epdKeyword"
          label={t('epdSearch.keyword')}
          className="epd-search__keyword"
          rules={[{ max: EPD_KEYWORD_MAX, message: t('validation.tooLongMax', { max: EPD_KEYWORD_MAX }) }]}
        >
          <Input
            allowClear
            count={{ max: EPD_KEYWORD_MAX }}
            placeholder={t('epdSearch.keywordPlaceholder')}
            data-testid="epd-search-keyword"
          />
        </Form.Item>
        <Form.Item className="epd-search__submit" label=" ">
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="epd-search-submit">
            {t('epdSearch.search')}
          </Button>
        </Form.Item>
        <div className="epd-search__expired">
          <Form.Item name="includeExpired" valuePropName="checked" className="epd-search__switch">
            <Switch
              size="small"
              aria-labelledby="epd-search-expired-label"
              onChange={(checked) => setFilters((f) => ({ ...f, includeExpired: checked }))}
              data-testid="epd-search-expired"
            />
          </Form.Item>
          {/* The switch's name (issue 29): a screen reader says what it turns on. */}
          <span id="epd-search-expired-label" className="epd-search__switch-label">
            {t('epdSearch.includeExpired')}
          </span>
        </div>
      </Form>

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
