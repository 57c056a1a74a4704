import { useApiErrorToast, useLang } from '@steel-epd/web';
import { Button, Empty, Spin, Tabs, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../../lib/page.ts';
import { imageUrl, useLinks, useLinkTypes } from '../api/resource-queries.tsx';
import '../resources.css';
import '../texts.ts';

/**
 * /Links (spec 02 §2): tabs by link type (10 a page, more types on demand); each link shows its
 * logo or its name and opens in a new tab without handing this page to the other site.
 */
export default function LinksPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const types = useLinkTypes();
  const typeList = types.data?.pages.flatMap((p) => p.list) ?? [];
  const [chosen, setChosen] = useState<string | undefined>();
  const code = chosen ?? typeList[0]?.code;
  const links = useLinks(code);
  const showError = useApiErrorToast();

  useEffect(() => {
    const error = types.error ?? links.error;
    if (error) showError(error);
  }, [types.error, links.error, showError]);

  return (
    <main className="resources-page links-page" data-testid="links-page">
      <Typography.Title level={3}>{t(titleKey)}</Typography.Title>
      <Tabs
        activeKey={code}
        onChange={setChosen}
        items={typeList.map((type) => ({ key: type.code, label: lang === 'en' ? type.enName : type.name }))}
        tabBarExtraContent={
          types.hasNextPage ? (
            <Button type="link" onClick={() => void types.fetchNextPage()} data-testid="links-more-types">
              {t('links.moreTypes')}
            </Button>
          ) : null
        }
        data-testid="links-tabs"
      />
      {types.isPending || links.isPending ? (
        <Spin className="resources-page__spin" />
      ) : (links.data ?? []).length === 0 ? (
        <Empty description={t('links.empty')} />
      ) : (
        <ul className="link-grid">
          {(links.data ?? []).map((link) => (
            <li key={link.id}>
              <a
                href={link.link}
                target="_blank"
                rel="noopener noreferrer"
                title={link.companyName}
                className="link-grid__item"
                data-testid={`link-${link.id}`}
              >
                {link.attachmentId === null ? null : (
                  <img
                    src={imageUrl(link.attachmentId)}
                    alt=""
                    width={150}
                    height={60}
                    loading="lazy"
                    decoding="async"
                  />
                )}
                <span className="link-grid__name">{link.companyName}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
