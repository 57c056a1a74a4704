import { DownloadOutlined } from '@ant-design/icons';
import type { TPcrRecord } from '@steel-epd/contract';
import { useLang } from '@steel-epd/web';
import { Button, Card, Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PcrHtml } from './pcr-html.tsx';

/**
 * One PCR of the search (spec 02 §2 "/pcr/pcrSearch"): product name, Chinese and English
 * download buttons, register number, author, product class and the HTML description.
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
          { key: 'author', label: t('pcr.card.author'), children: pcr.author },
          { key: 'productClass', label: t('pcr.card.productClass'), children: pcr.productClass },
        ]}
      />
      {pcr.pcrDesc ? <PcrHtml html={pcr.pcrDesc} className="pcr-card__desc" /> : null}
    </Card>
  );
}
