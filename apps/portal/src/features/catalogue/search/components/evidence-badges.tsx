import { FileProtectOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import type { TEpdCard } from '@steel-epd/contract';
import { Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMadeOnDemand } from '../../../../lib/made-on-demand.ts';

function Evidence({ time, hash }: { time: string | null; hash: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="epd-evidence">
      <div>
        {t('epdSearch.blockTime')}: {time ? time.replace('T', ' ').slice(0, 19) : '—'}
      </div>
      <div className="epd-evidence__hash">
        {t('epdSearch.txHash')}: {hash ?? '—'}
      </div>
      <Link to="/verify" className="epd-evidence__link">
        {t('epdSearch.verifyLink')} →
      </Link>
    </div>
  );
}

function Badge({
  icon,
  label,
  children,
  testId,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
  testId: string;
}) {
  // The tooltip is made when first asked for (every card has its badges), and opens at once then.
  const { madeBy, ref, standIn } = useMadeOnDemand<HTMLButtonElement>();
  const button = (
    <button
      ref={ref}
      type="button"
      className="epd-badge"
      {...(madeBy === null ? standIn : {})}
      data-testid={testId}
    >
      {icon}
      <span>{label}</span>
    </button>
  );
  if (madeBy === null) return button;
  return (
    <Tooltip title={children} placement="top" defaultOpen>
      {button}
    </Tooltip>
  );
}

/**
 * The blockchain (data) and report badges (spec 02 §2): shown when the card is hovered (always
 * on touch screens); their tooltip gives the ledger entry's time and hash and a link to /verify.
 */
export function EvidenceBadges({ card }: { card: TEpdCard }) {
  const { t } = useTranslation();
  if (!card.isDataStubs && !card.isReportStubs) return null;
  return (
    <div className="epd-card__badges">
      {card.isDataStubs ? (
        <Badge icon={<SafetyCertificateOutlined />} label={t('epdSearch.dataBadge')} testId="epd-badge-data">
          <Evidence time={card.dataStubsBlocktime} hash={card.dataStubsTxhash} />
        </Badge>
      ) : null}
      {card.isReportStubs ? (
        <Badge icon={<FileProtectOutlined />} label={t('epdSearch.reportBadge')} testId="epd-badge-report">
          <Evidence time={card.reportStubsBlocktime} hash={card.reportStubsTxhash} />
        </Badge>
      ) : null}
    </div>
  );
}
