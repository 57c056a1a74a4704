import { SearchOutlined } from '@ant-design/icons';
import { PCR_KEYWORD_MAX } from '@steel-epd/contract';
import { useApiErrorToast, useLang } from '@steel-epd/web';
import { Button, Empty, Form, Input, Select, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MoreOrEnd } from '../../../../components/more-or-end.tsx';
import type { PageProps } from '../../../../lib/page.ts';
import { type PcrFilters, usePcrOptions, usePcrPages } from '../api/pcr-queries.ts';
import { PcrCard } from '../components/pcr-card.tsx';
import { usePcrDownload } from '../lib/use-download.ts';
import '../pcr.css';
import '../texts.ts';

interface Values {
  pcrNumber?: string;
  pcrKeyword?: string;
}

/**
 * /pcr/pcrSearch (login, spec 02 §2): a PCR dropdown and a keyword (prefilled from the query
 * `content` of the introduction's search), 4 cards per page with load-more, then no-more.
 */
export default function PcrSearchPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const [params] = useSearchParams();
  const initialKeyword = (params.get('content') ?? '').trim().slice(0, PCR_KEYWORD_MAX);
  const [filters, setFilters] = useState<PcrFilters>({ pcrKeyword: initialKeyword || undefined });
  const [form] = Form.useForm<Values>();
  const options = usePcrOptions();
  const pages = usePcrPages(filters);
  const download = usePcrDownload();
  const showError = useApiErrorToast();
  const list = pages.data?.pages.flatMap((p) => p.list) ?? [];
  const totals = pages.data?.pages[0]?.totals ?? 0;

  useEffect(() => {
    if (pages.error) showError(pages.error);
  }, [pages.error, showError]);

  const submit = (values: Values) =>
    setFilters({
      pcrNumber: values.pcrNumber || undefined,
      pcrKeyword: values.pcrKeyword?.trim() || undefined,
    });

  return (
    <main className="pcr-page" data-testid="pcr-search-page">
      <Typography.Title level={3}>{t(titleKey)}</Typography.Title>
      <Form<Values>
        form={form}
        layout="inline"
        className="pcr-filters"
        initialValues={{ pcrKeyword: initialKeyword }}
        onFinish={submit}
      >
        <Form.Item name="pcrNumber" label={t('pcr.search.pcr')} className="pcr-filters__pcr">
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={options.isPending}
            placeholder={t('pcr.search.pcrPlaceholder')}
            options={(options.data ?? []).map((o) => ({
              value: o.pcrNumber,
              label: `${lang === 'en' && o.productNameEn ? o.productNameEn : o.productName} (${o.pcrNumber})`,
            }))}
            data-testid="pcr-filter-pcr"
          />
        </Form.Item>
        <Form.Item
          name="pcrKeyword"
          label={t('pcr.search.keyword')}
          className="pcr-filters__keyword"
          rules={[{ max: PCR_KEYWORD_MAX, message: t('validation.tooLongMax', { max: PCR_KEYWORD_MAX }) }]}
        >
          <Input
            allowClear
            count={{ max: PCR_KEYWORD_MAX }}
            placeholder={t('pcr.search.keywordPlaceholder')}
            data-testid="pcr-filter-keyword"
          />
        </Form.Item>
        <Form.Item className="pcr-filters__submit">
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="pcr-search-submit">
            {t('pcr.search.submit')}
          </Button>
        </Form.Item>
      </Form>

      {pages.isPending ? (
        <Spin className="pcr-page__spin" />
      ) : list.length === 0 ? (
        <Empty description={t('pcr.search.empty')} data-testid="pcr-search-empty" />
      ) : (
        <>
          <p className="pcr-page__total" data-testid="pcr-search-total">
            {t('pcr.search.total', { count: totals })}
          </p>
          <div className="pcr-cards">
            {list.map((pcr) => (
              <PcrCard key={pcr.id} pcr={pcr} onDownload={(id) => void download(id)} />
            ))}
          </div>
        </>
      )}
      <MoreOrEnd pages={pages} shown={list.length} className="pcr-page" testId="pcr" />
    </main>
  );
}
