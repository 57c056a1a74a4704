import { useTranslation } from 'react-i18next';

/** Shown while a page's chunk loads; plain CSS so the phone pages do not wait for antd's Spin. */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <span className="page-spinner__dot" aria-hidden="true" />
      <span className="page-spinner__text">{t('common.loading')}</span>
    </div>
  );
}
