import { CONTRACT_STATUS, QUOTE_STATUS, type TMyApplication } from '@steel-epd/contract';
import { useLang } from '@steel-epd/web';
import { Button, Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { dayTime } from '../lib/dates.ts';
import { correctionAsked, productNamesOf } from '../lib/progress.ts';
import { ProgressSteps } from './progress-steps.tsx';

export type ApplicationPanel = 'details' | 'price' | 'contract';

interface Props {
  application: TMyApplication;
  /** The external tools' addresses; a button shows only for a tool that has one. */
  epdToolUrl: string | null;
  lcaToolUrl: string | null;
  onTool: (address: string) => void;
  onOpen: (panel: ApplicationPanel) => void;
}

/**
 * One application (spec 02 §2 "/Epd/mineEpd"): its product names, PCR and time, the seven-step
 * bar, what waits for the user, and the buttons: fill in, LCA tool, details, service price,
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
        </div>
      </div>
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
