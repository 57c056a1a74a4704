import { DownloadOutlined } from '@ant-design/icons';
import { epdPagePath, openExportPaths, type TEpdCard } from '@steel-epd/contract';
import { formatGwp, useLang } from '@steel-epd/web';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isExpired } from '../lib/card-status.ts';
import { EvidenceBadges } from './evidence-badges.tsx';
import { LabelPopover } from './label-popover.tsx';
import { PosterDialog } from './poster-dialog.tsx';

interface Props {
  card: TEpdCard;
  onDownload: (attachmentId: number) => void;
}

/**
 * One search result (spec 02 §2): product name (English when the page is English and there is
 * one), a link to the version's public page (issue 29), company, expiry, registration number,
 * PCR product name, zh/en report downloads, the expired stamp, the superseded tag, evidence
 * badges, the QR label and, for the own company, the enlarged QR; the addresses of its openEPD
 * and ILCD+EPD exports (issue 14).
 */
export function EpdCard({ card, onDownload }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const en = lang === 'en';
  const name = en && card.productNameEn ? card.productNameEn : card.productName;
  const pcrName = en && card.pcrProductNameEn ? card.pcrProductNameEn : card.pcrProductName;
  const company = en && card.holderEn ? card.holderEn : card.companyName;
  const exports = openExportPaths(card.businessId, card.productNameEn);

  return (
    <li className="epd-card" data-testid="epd-card" data-registration={card.epdRegistrationNumber}>
      {isExpired(card) ? (
        <span className="epd-card__stamp" data-testid="epd-expired">
          {t('epdSearch.expiredStamp')}
        </span>
      ) : null}
      <div className="epd-card__head">
        {/* Plain elements, not Typography and Tag: the catalogue's front page starts light (issue 29). */}
        <h3 className="epd-card__name">
          {/* Every card opens the version's public page (issue 29). */}
          <Link to={epdPagePath(card.businessId)} data-testid="epd-card-open">
            {name}
          </Link>
        </h3>
        <span className="epd-tag epd-tag--blue">{card.productType}</span>
        {/* An English reader is told the record has no English name, not left to guess. */}
        {en && !card.productNameEn ? (
          <span className="epd-tag" data-testid="epd-chinese-only" title={t('epdSearch.chineseOnlyHint')}>
            {t('epdSearch.chineseOnly')}
          </span>
        ) : null}
        {card.status === 'superseded' ? (
          <span className="epd-tag epd-tag--orange" data-testid="epd-superseded">
            {t('epdSearch.superseded')}
          </span>
        ) : null}
      </div>
      <div className="epd-card__company">{company}</div>
      <dl className="epd-card__facts">
        <div>
          <dt>{t('epdSearch.registrationNumber')}</dt>
          <dd>{card.epdRegistrationNumber}</dd>
        </div>
        <div>
          <dt>{t('epdSearch.pcrProduct')}</dt>
          <dd>{pcrName}</dd>
        </div>
        <div>
          <dt>{t('epdSearch.expiryDate')}</dt>
          <dd>{card.epdExpirationDate}</dd>
        </div>
        <div>
          <dt>{t('epdSearch.gwp100')}</dt>
          <dd>
            {formatGwp(card.gwp100, lang)} {t('epdSearch.gwpUnit')}
          </dd>
        </div>
      </dl>
      <EvidenceBadges card={card} />
      <div className="epd-card__open" data-testid="epd-open-data">
        <span className="epd-card__open-label">{t('epdSearch.openData')}</span>
        <a href={exports.openEpdZh} target="_blank" rel="noopener" data-testid="epd-openepd-zh">
          {t('epdSearch.openEpdZh')}
        </a>
        {exports.openEpdEn ? (
          <a href={exports.openEpdEn} target="_blank" rel="noopener" data-testid="epd-openepd-en">
            {t('epdSearch.openEpdEn')}
          </a>
        ) : null}
        <a href={exports.ilcd} target="_blank" rel="noopener" data-testid="epd-ilcd">
          {t('epdSearch.ilcd')}
        </a>
      </div>
      <div className="epd-card__actions">
        <Link to={epdPagePath(card.businessId)} className="epd-card__details" data-testid="epd-card-details">
          {t('epdRecord.open')} →
        </Link>
        {card.cnAttachmentId !== null ? (
          <Button
            size="small"
            type="primary"
            ghost
            icon={<DownloadOutlined />}
            onClick={() => onDownload(card.cnAttachmentId as number)}
            data-testid="epd-download-zh"
          >
            {t('epdSearch.downloadZh')}
          </Button>
        ) : null}
        {card.enAttachmentId !== null ? (
          <Button
            size="small"
            type="primary"
            ghost
            icon={<DownloadOutlined />}
            onClick={() => onDownload(card.enAttachmentId as number)}
            data-testid="epd-download-en"
          >
            {t('epdSearch.downloadEn')}
          </Button>
        ) : null}
        {card.gssQrCodeAttachmentId !== null ? <LabelPopover epdId={card.id} /> : null}
        {card.qrEnlarge && card.gssQrCodeAttachmentId !== null ? <PosterDialog card={card} /> : null}
      </div>
    </li>
  );
}
