import { ExpandOutlined } from '@ant-design/icons';
import type { TEpdCard } from '@steel-epd/contract';
import { formatGwp, useLang } from '@steel-epd/web';
import { Button, Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '../api/epd-search-queries.ts';
import { drawPoster, POSTER_HEIGHT, POSTER_WIDTH } from '../lib/poster.ts';

const loadImage = (src: string) =>
  new Promise<HTMLImageElement | null>((resolve) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => resolve(null);
    image.src = src;
  });

/**
 * The enlarged QR label (only offered when the server says qrEnlarge: the caller's own company
 * and the qrShow setting): a 798 x 292 canvas poster, downloadable as PNG.
 */
export function PosterDialog({ card }: { card: TEpdCard }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [open, setOpen] = useState(false);
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const name = lang === 'en' && card.productNameEn ? card.productNameEn : card.productName;

  useEffect(() => {
    if (!open || card.gssQrCodeAttachmentId === null) return;
    let live = true;
    void loadImage(imageUrl(card.gssQrCodeAttachmentId)).then((qr) => {
      if (!live || !canvas.current) return;
      drawPoster(canvas.current, qr, {
        title: t('epdSearch.posterTitle'),
        productName: name,
        registrationNumber: `${t('epdSearch.registrationNumber')}: ${card.epdRegistrationNumber}`,
        company: `${t('epdSearch.posterCompany')}: ${lang === 'en' && card.holderEn ? card.holderEn : card.companyName}`,
        gwp100: `GWP100: ${formatGwp(card.gwp100, lang)} ${t('epdSearch.gwpUnit')}`,
        expiry: `${t('epdSearch.posterExpiry')}: ${card.epdExpirationDate}`,
      });
    });
    return () => {
      live = false;
    };
  }, [open, card, name, lang, t]);

  const download = () => {
    canvas.current?.toBlob((blob) => {
      if (!blob) return;
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = `${card.epdRegistrationNumber}.png`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    }, 'image/png');
  };

  return (
    <>
      <Button size="small" icon={<ExpandOutlined />} onClick={() => setOpen(true)} data-testid="epd-enlarge">
        {t('epdSearch.enlarge')}
      </Button>
      <Modal
        open={open}
        onCancel={() => setOpen(false)}
        title={t('epdSearch.posterTitle')}
        width={POSTER_WIDTH + 48}
        footer={[
          <Button key="download" type="primary" onClick={download} data-testid="epd-poster-download">
            {t('epdSearch.posterDownload')}
          </Button>,
        ]}
        destroyOnHidden
      >
        <div className="epd-poster">
          <canvas
            ref={canvas}
            width={POSTER_WIDTH}
            height={POSTER_HEIGHT}
            className="epd-poster__canvas"
            data-testid="epd-poster"
          />
        </div>
      </Modal>
    </>
  );
}
