import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { PortalRoute } from './routes.ts';

/** "Page - Site"; a route without a title of its own (or the site itself) is just the site. */
export const documentTitle = (pageTitle: string | null, siteName: string): string =>
  pageTitle && pageTitle !== siteName ? `${pageTitle} - ${siteName}` : siteName;

const isPortalRoute = (handle: unknown): handle is PortalRoute =>
  typeof handle === 'object' && handle !== null && 'titleKey' in handle && 'layout' in handle;

/**
 * Keeps <title> on the current route's title key (the route table names one per route), in
 * the reader's language: a language switch or server texts re-render it, and the effect runs
 * after i18n's own "site name" title of a language change.
 */
export const useDocumentTitle = (): void => {
  const { t } = useTranslation();
  const route = useMatches()
    .map((match) => match.handle)
    .findLast(isPortalRoute);
  const title = documentTitle(route ? t(route.titleKey) : null, t('common.siteName'));
  useEffect(() => {
    document.title = title;
  }, [title]);
};
