import { useApiErrorToast } from '@steel-epd/web';
import { Empty, Spin } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoreOrEnd } from '../../../components/more-or-end.tsx';
import { TabBar, tabPanelProps } from '../../../components/tab-bar/tab-bar.tsx';
import type { PageProps } from '../../../lib/page.ts';
import {
  prefetchResources,
  useFileDownload,
  useResourcePages,
  useResourceTypes,
} from '../api/resource-queries.tsx';
import { ResourceCard } from '../components/resource-card.tsx';
import '../resources.css';
import '../texts.ts';

export const prefetch = prefetchResources;

/**
 * /resources (spec 02 §2 "Content"): tabs from the RESOURCE_TYPE dictionary, 5 resources a page
 * with a more button while the totals exceed what is shown, then a no-more label. Downloads
 * follow the download flow (login prompt, audit warnings, token check).
 */
export default function ResourcesPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const tabsId = useId();
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
      <TabBar
        id={tabsId}
        activeKey={type === undefined ? undefined : String(type)}
        onChange={(k) => setChosen(Number(k))}
        items={(types.data ?? []).map((item) => ({ key: String(item.id), label: item.itemValue }))}
        label={t(titleKey)}
        testId="resources-tabs"
      />
      <div {...(type === undefined ? {} : tabPanelProps(tabsId, String(type)))}>
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
                index={i}
              />
            ))}
          </div>
        )}
        <MoreOrEnd pages={pages} shown={list.length} className="resources-page" testId="resources" />
      </div>
    </main>
  );
}
