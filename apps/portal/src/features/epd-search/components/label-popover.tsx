import { QrcodeOutlined } from '@ant-design/icons';
import { Button, Popover, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageUrl, useQrAttachment } from '../api/epd-search-queries.ts';

/** The label button: a popover with the record's QR image, asked for when it opens. */
export function LabelPopover({ epdId }: { epdId: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const qr = useQrAttachment(epdId, open);
  const content = qr.data ? (
    <img
      className="epd-label__image"
      src={imageUrl(qr.data.attachmentId)}
      alt={t('epdSearch.labelTitle')}
      width={180}
      height={180}
      data-testid="epd-label-image"
    />
  ) : qr.isError ? (
    <span>{t('epdSearch.labelFailed')}</span>
  ) : (
    <Spin />
  );
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger={['hover', 'click']}
      title={t('epdSearch.labelTitle')}
      content={<div className="epd-label">{content}</div>}
    >
      <Button size="small" icon={<QrcodeOutlined />} data-testid="epd-label">
        {t('epdSearch.label')}
      </Button>
    </Popover>
  );
}
