import { DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import { useApiErrorToast } from '@steel-epd/web';
import { Button, Empty, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../../lib/page.ts';
import { useFileDownload, useGpi } from '../api/resource-queries.tsx';
import '../resources.css';
import '../texts.ts';

/** /gpi (spec 02 §2): the Chinese and English GPI documents, downloaded through the download flow. */
export default function GpiPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const gpi = useGpi();
  const download = useFileDownload();
  const showError = useApiErrorToast();

  useEffect(() => {
    if (gpi.error) showError(gpi.error);
  }, [gpi.error, showError]);

  return (
    <main className="resources-page gpi-page" data-testid="gpi-page">
      <Typography.Title level={3}>{t(titleKey)}</Typography.Title>
      <Typography.Paragraph className="gpi-page__intro">{t('gpi.intro')}</Typography.Paragraph>
      {gpi.isPending ? (
        <Spin className="resources-page__spin" />
      ) : (gpi.data ?? []).length === 0 ? (
        <Empty description={t('gpi.none')} />
      ) : (
        <div className="gpi-list">
          {(gpi.data ?? []).map((doc) => (
            <section key={doc.i18n} className="gpi-doc" data-testid={`gpi-${doc.i18n}`}>
              <FilePdfOutlined className="gpi-doc__icon" aria-hidden />
              <div className="gpi-doc__text">
                <strong>{t(doc.i18n === 'zh' ? 'gpi.zh' : 'gpi.en')}</strong>
                <span>{doc.attachmentName}</span>
              </div>
              <Button
                type="primary"
                icon={<DownloadOutlined />}
                onClick={() => void download(doc.attachmentId)}
                data-testid={`gpi-${doc.i18n}-download`}
              >
                {t('gpi.download')}
              </Button>
            </section>
          ))}
        </div>
      )}
    </main>
  );
}
