import {
  type APPLICATION_FLAG_KINDS,
  CONTRACT_STATUS,
  QUOTE_STATUS,
  type TApplicationFlag,
  type TextKey,
  type TMyApplication,
} from '@steel-epd/contract';
import { useLang } from '@steel-epd/web';
import { Alert, Button, Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dayTime } from '../lib/dates.ts';
import { correctionAsked, productNamesOf } from '../lib/progress.ts';
import { ProgressSteps } from './progress-steps.tsx';

export type ApplicationPanel = 'details' | 'price' | 'contract';

type FlagKind = (typeof APPLICATION_FLAG_KINDS)[number];

/** Each flag's words: its tag, what it means, who wrote its note, the alert's colour and panel. */
const FLAG: Record<
  FlagKind,
  { tag: TextKey; hint: TextKey; noteBy: TextKey; type: 'error' | 'warning'; panel: ApplicationPanel }
> = {
  resubmit: {
    tag: 'apply.mine.flag.resubmit',
    hint: 'apply.mine.flag.resubmitHint',
    noteBy: 'apply.mine.flag.secretariatNote',
    type: 'error',
    panel: 'details',
  },
  quoteRefused: {
    tag: 'apply.mine.flag.quoteRefused',
    hint: 'apply.mine.flag.quoteRefusedHint',
    noteBy: 'apply.mine.flag.yourReason',
    type: 'warning',
    panel: 'price',
  },
  contractRefused: {
    tag: 'apply.mine.flag.contractRefused',
    hint: 'apply.mine.flag.contractRefusedHint',
    noteBy: 'apply.mine.flag.yourReason',
    type: 'warning',
    panel: 'contract',
  },
  movedBack: {
    tag: 'apply.mine.flag.movedBack',
    hint: 'apply.mine.flag.movedBackHint',
    noteBy: 'apply.mine.flag.secretariatNote',
    type: 'warning',
    panel: 'details',
  },
};

/** What the card flags (decision 196): a resubmission asked for, a refusal, a move back, with its note. */
function FlagNotice({
  flag,
  testId,
  onOpen,
}: {
  flag: TApplicationFlag;
  testId: string;
  onOpen: (panel: ApplicationPanel) => void;
}) {
  const { t } = useTranslation();
  const words = FLAG[flag.kind];
  return (
    <Alert
      className="apply-card__notice"
      type={words.type}
      showIcon
      data-testid={`${testId}-notice`}
      data-kind={flag.kind}
      title={<strong>{t(words.tag)}</strong>}
      description={
        <>
          <p className="apply-card__notice-text">{t(words.hint)}</p>
          {flag.note ? (
            <p className="apply-card__notice-note" data-testid={`${testId}-notice-note`}>
              <span className="apply-card__notice-by">{t(words.noteBy)}</span>
              {flag.note}
            </p>
          ) : null}
          {flag.kind === 'resubmit' ? (
            <Button
              type="primary"
              size="small"
              danger
              onClick={() => onOpen(words.panel)}
              data-testid={`${testId}-resubmit-open`}
            >
              {t('apply.mine.flag.resubmitOpen')}
            </Button>
          ) : null}
        </>
      }
    />
  );
}

/** A released application's records: registration number and product, linked to the public page. */
function ReleasedRecords({ epds, testId }: { epds: TMyApplication['epds']; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="apply-card__released" data-testid={`${testId}-released`}>
      <span className="apply-card__released-title">{t('apply.mine.released')}</span>
      <ul>
        {epds.map((epd) => (
          <li key={epd.epdId} data-testid={`${testId}-epd-${epd.epdId}`}>
            <span className="apply-card__number">{epd.registrationNumber}</span>
            <span className="apply-card__product">{epd.productName}</span>
            {epd.businessId ? (
              <Link to={`/app/epd/${encodeURIComponent(epd.businessId)}`} data-testid={`${testId}-epd-link`}>
                {t('apply.mine.openEpd')}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

interface Props {
  application: TMyApplication;
  /** The external tools' addresses; a button shows only for a tool that has one. */
  epdToolUrl: string | null;
  lcaToolUrl: string | null;
  onTool: (address: string) => void;
  onOpen: (panel: ApplicationPanel) => void;
}

/**
 * One application (spec 02 §2 "/Epd/mineEpd"): its product names, PCR and time, what waits for
 * the user (a flag with the secretariat's note or the user's reason: decision 196), the
 * seven-step bar, the records a release published, and the buttons: fill in, LCA tool, details, service price,
 * contract management.
 */
export function ApplicationCard({ application, epdToolUrl, lcaToolUrl, onTool, onOpen }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const names = productNamesOf(application.epdList);
  const pcrName = lang === 'en' && application.pcrNameEn ? application.pcrNameEn : application.pcrName;
  const testId = `application-${application.id}`;

  return (
    <Card className="apply-card" data-testid="application-card" data-id={application.id}>
      <div className="apply-card__head">
        <div className="apply-card__title">
          <Tag color={application.productType === 'CFP' ? 'green' : 'blue'}>{application.productType}</Tag>
          <span className="apply-card__names" data-testid={`${testId}-names`}>
            {names.length > 0 ? names.join(lang === 'en' ? ', ' : '、') : t('apply.mine.noProducts')}
          </span>
        </div>
        <div className="apply-card__flags">
          {application.quoteStatus === QUOTE_STATUS.pending ? (
            <Tag color="orange" data-testid={`${testId}-quote-pending`}>
              {t('apply.mine.quotePending')}
            </Tag>
          ) : null}
          {application.contractStatus === CONTRACT_STATUS.pending ? (
            <Tag color="orange" data-testid={`${testId}-contract-pending`}>
              {t('apply.mine.contractPending')}
            </Tag>
          ) : null}
          {correctionAsked(application.lcaValidateStatus) ? (
            <Tag color="red" data-testid={`${testId}-correction`}>
              {t('apply.mine.correctionAsked')}
            </Tag>
          ) : null}
          {application.flag ? (
            <Tag
              color={application.flag.kind === 'resubmit' ? 'red' : 'orange'}
              data-testid={`${testId}-flag`}
              data-kind={application.flag.kind}
            >
              {t(FLAG[application.flag.kind].tag)}
            </Tag>
          ) : null}
        </div>
      </div>
      {application.flag ? <FlagNotice flag={application.flag} testId={testId} onOpen={onOpen} /> : null}
      <dl className="apply-card__meta">
        <div>
          <dt>{t('apply.mine.pcr')}</dt>
          <dd>{pcrName}</dd>
        </div>
        <div>
          <dt>{t('apply.mine.appliedAt')}</dt>
          <dd data-testid={`${testId}-time`}>{dayTime(application.applicationTime)}</dd>
        </div>
      </dl>
      <ProgressSteps application={application} />
      {application.epds.length > 0 ? <ReleasedRecords epds={application.epds} testId={testId} /> : null}
      <div className="apply-card__actions">
        {epdToolUrl !== null ? (
          <Button onClick={() => onTool(epdToolUrl)} data-testid={`${testId}-fill-in`}>
            {t('apply.mine.fillIn')}
          </Button>
        ) : null}
        {lcaToolUrl !== null ? (
          <Button onClick={() => onTool(lcaToolUrl)} data-testid={`${testId}-lca-tool`}>
            {t('apply.mine.lcaTool')}
          </Button>
        ) : null}
        <Button onClick={() => onOpen('details')} data-testid={`${testId}-details`}>
          {t('apply.mine.details')}
        </Button>
        <Button onClick={() => onOpen('price')} data-testid={`${testId}-price`}>
          {t('apply.mine.price')}
        </Button>
        <Button onClick={() => onOpen('contract')} data-testid={`${testId}-contract`}>
          {t('apply.mine.contract')}
        </Button>
      </div>
    </Card>
  );
}
