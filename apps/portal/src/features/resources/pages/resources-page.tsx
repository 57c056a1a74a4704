import { useApiErrorToast } from '@steel-epd/web';
import { Button, Empty, Spin, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../../lib/page.ts';
import { useFileDownload, useResourcePages, useResourceTypes } from '../api/resource-queries.tsx';
import { ResourceCard } from '../components/resource-card.tsx';
import '../resources.css';
import '../texts.ts';

/**
 * /resources (spec 02 §2 "Content"): tabs from the RESOURCE_TYPE dictionary, 5 resources a page
 * with a more button while the totals exceed what is shown, then a no-more label. Downloads
 * follow the download flow (login prompt, audit warnings, token check).
 */
export default function ResourcesPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const types = useResourceTypes();
  const [chosen, setChosen] = useState<number | undefined>();
  const type = chosen ?? types.data?.[0]?.id;
  const pages = useResourcePages(type);
  const download = useFileDownload();
  const showError = useApiErrorToast();
  const list = pages.data?.pages.flatMap((p) => p.list) ?? [];

  useEffect(() => {
    const error = types.error ?? pages.error;
    if (error) showError(error);
  }, [types.error, pages.error, showError]);

  return (
    <main className="resources-page" data-testid="resources-page">
      <h3 className="resources-page__title">{t(titleKey)}</h3>
      <Tabs
        activeKey={type === undefined ? undefined : String(type)}
        onChange={(k) => setChosen(Number(k))}
        items={(types.data ?? []).map((item) => ({ key: String(item.id), label: item.itemValue }))}
        data-testid="resources-tabs"
      />
      {types.isPending || pages.isPending ? (
        <Spin className="resources-page__spin" />
      ) : list.length === 0 ? (
        <Empty description={t('resources.empty')} data-testid="resources-empty" />
      ) : (
        <div className="resource-list">
          {list.map((resource, i) => (
            <ResourceCard
              key={resource.id}
              resource={resource}
              onDownload={(id) => void download(id)}
              first={i === 0}
            />
          ))}
        </div>
      )}
      {pages.hasNextPage ? (
        <Button
          block
          className="resources-page__more"
          loading={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
          data-testid="resources-more"
        >
          {t('common.more')}
        </Button>
      ) : list.length > 0 ? (
        <p className="resources-page__end" data-testid="resources-no-more">
          {t('common.noMore')}
        </p>
      ) : null}
    </main>
  );
}
