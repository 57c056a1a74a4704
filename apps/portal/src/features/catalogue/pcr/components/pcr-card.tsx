import { DownloadOutlined } from '@ant-design/icons';
import type { TPcrRecord } from '@steel-epd/contract';
import { useLang } from '@steel-epd/web';
import { Button, Card, Descriptions, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PcrHtml } from './pcr-html.tsx';

/**
 * One PCR of the search (spec 02 §2 "/pcr/pcrSearch"): product name, Chinese and English
 * download buttons, register number, author, product class and the HTML description. In English
 * the author, class and description are the English ones; where a PCR has none, the Chinese with
 * a "Chinese only" tag (as the EPD cards do).
 */
export function PcrCard({
  pcr,
  onDownload,
}: {
  pcr: TPcrRecord;
  onDownload: (attachmentId: number) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const title = lang === 'en' && pcr.enProductName ? pcr.enProductName : pcr.productName;
  const subtitle = lang === 'en' ? (pcr.enProductName ? pcr.productName : null) : pcr.enProductName;
  const chineseOnly = (testId: string) => (
    <Tag className="pcr-card__zh-only" title={t('pcr.card.chineseOnlyHint')} data-testid={testId}>
      {t('pcr.card.chineseOnly')}
    </Tag>
  );
  /** The English text in English when there is one, else the Chinese (tagged in English). */
  const shown = (zh: string, en: string | null, testId: string): ReactNode => {
    if (lang !== 'en') return zh;
    if (en) return en;
    return (
      <>
        {zh} {chineseOnly(testId)}
      </>
    );
  };
  const description = lang === 'en' && pcr.enPcrDesc ? pcr.enPcrDesc : pcr.pcrDesc;
  const download = (id: number | null, label: string, testId: string) => (
    <Button
      icon={<DownloadOutlined />}
      disabled={id === null}
      title={id === null ? t('pcr.card.noFile') : undefined}
      onClick={() => id !== null && onDownload(id)}
      data-testid={testId}
    >
      {label}
    </Button>
  );
  return (
    <Card className="pcr-card" data-testid="pcr-card" data-register-no={pcr.registerNo}>
      <div className="pcr-card__head">
        <div className="pcr-card__names">
          <Typography.Title level={4} className="pcr-card__title" data-testid="pcr-card-title">
            {title}
          </Typography.Title>
          {subtitle ? <div className="pcr-card__subtitle">{subtitle}</div> : null}
        </div>
        <Flex gap="small" wrap className="pcr-card__downloads">
          {download(pcr.attachmentId, t('pcr.card.downloadCn'), 'pcr-download-cn')}
          {download(pcr.enAttachmentId, t('pcr.card.downloadEn'), 'pcr-download-en')}
        </Flex>
      </div>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 1, md: 3 }}
        className="pcr-card__facts"
        items={[
          { key: 'registerNo', label: t('pcr.card.registerNo'), children: pcr.registerNo },
          {
            key: 'author',
            label: t('pcr.card.author'),
            children: (
              <span data-testid="pcr-card-author">
                {shown(pcr.author, pcr.enAuthor, 'pcr-author-zh-only')}
              </span>
            ),
          },
          {
            key: 'productClass',
            label: t('pcr.card.productClass'),
            children: (
              <span data-testid="pcr-card-class">
                {shown(pcr.productClass, pcr.enProductClass, 'pcr-class-zh-only')}
              </span>
            ),
          },
        ]}
      />
      {description ? (
        <div data-testid="pcr-card-desc">
          <PcrHtml html={description} className="pcr-card__desc" />
          {/* Below the text it is about, not beside the class above. */}
          {lang === 'en' && !pcr.enPcrDesc ? chineseOnly('pcr-desc-zh-only') : null}
        </div>
      ) : null}
    </Card>
  );
}
