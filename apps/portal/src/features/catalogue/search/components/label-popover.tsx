import { QrcodeOutlined } from '@ant-design/icons';
import { Button, Popover, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMadeOnDemand } from '../../../../lib/made-on-demand.ts';
import { imageUrl, useQrAttachment } from '../api/epd-search-queries.ts';

/**
 * The label button: a popover with the record's QR image, asked for when it opens. The popover is
 * made when first asked for (every card has one): a pointer coming over the button makes it and
 * its own hover then opens it; a click makes it open.
 */
export function LabelPopover({ epdId }: { epdId: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { madeBy, ref, standIn } = useMadeOnDemand<HTMLButtonElement>();
  const qr = useQrAttachment(epdId, open);

  useEffect(() => {
    if (madeBy === 'click') setOpen(true);
  }, [madeBy]);

  const button = (
    <Button
      ref={ref}
      size="small"
      icon={<QrcodeOutlined />}
      {...(madeBy === null ? standIn : {})}
      data-testid="epd-label"
    >
      {t('epdSearch.label')}
    </Button>
  );
  if (madeBy === null) return button;
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
      {button}
    </Popover>
  );
}
