import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { documentTitle } from '../lib/document-title.ts';
import { useOwnPageTitle } from '../lib/page-title.ts';
import type { PortalRoute } from './routes.ts';

const isPortalRoute = (handle: unknown): handle is PortalRoute =>
  typeof handle === 'object' && handle !== null && 'titleKey' in handle && 'layout' in handle;

/**
 * Keeps <title> on the current route's title key (the route table names one per route) or the
 * title the page set for itself, in the reader's language: a language switch or server texts
 * re-render it, and the effect runs after i18n's own "site name" title of a language change.
 */
export const useDocumentTitle = (): void => {
  const { t } = useTranslation();
  const route = useMatches()
    .map((match) => match.handle)
    .findLast(isPortalRoute);
  // A page may name itself after its record (usePageTitle); else the route's title.
  const own = useOwnPageTitle();
  const title = documentTitle(own ?? (route ? t(route.titleKey) : null), t('common.siteName'));
  useEffect(() => {
    document.title = title;
  }, [title]);
};
