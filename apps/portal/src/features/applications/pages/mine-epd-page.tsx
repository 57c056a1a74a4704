import { PlusOutlined } from '@ant-design/icons';
import { useApiErrorToast } from '@steel-epd/web';
import { App, Button, Empty, Spin, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { APPLY_GATE } from '../../../lib/action-gate.ts';
import type { PageProps } from '../../../lib/page.ts';
import { useActionGate } from '../../../lib/use-action-gate.ts';
import {
  fetchToolToken,
  type MyApplicationsType,
  useMyApplications,
  useToolLinks,
} from '../api/application-queries.ts';
import { ApplicationCard, type ApplicationPanel } from '../components/application-card.tsx';
import { ContractDialog } from '../components/contract-dialog.tsx';
import { DetailsDrawer } from '../components/details-drawer.tsx';
import { PriceDialog } from '../components/price-dialog.tsx';
import { toolAddress } from '../lib/progress.ts';
import '../applications.css';
import '../texts.ts';

/** `?type=PCR` lists the CFP applications (decision 112); CFP is read the same; anything else is EPD. */
const typeOf = (raw: string | null): MyApplicationsType => (raw === 'PCR' || raw === 'CFP' ? 'PCR' : 'EPD');

/**
 * Opens an external tool in a new tab with a fresh token as `epdToken`. The tab is opened in
 * the click itself (a tab opened after the token's round trip would be a blocked popup) and
 * sent on once the token is there; it closes again when the token cannot be had.
 */
const useOpenTool = () => {
  const { message } = App.useApp();
  const { t } = useTranslation();
  const showError = useApiErrorToast();
  return async (base: string) => {
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    try {
      const { token } = await fetchToolToken();
      const address = toolAddress(base, token);
      if (address === null) {
        tab?.close();
        void message.warning(t('apply.mine.toolAddressWrong'));
      } else if (tab) tab.location.href = address;
      else window.open(address, '_blank', 'noopener');
    } catch (error) {
      tab?.close();
      showError(error);
    }
  };
};

/**
 * /Epd/mineEpd?type=EPD|PCR (login; spec 02 §2): the company's EPD or CFP applications, each
 * with its seven-step bar and the buttons for the external tools, details, the service price
 * and the contract. The tabs follow the query, so a link or a reload opens the same list.
 */
export default function MineEpdPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const type = typeOf(params.get('type'));
  const list = useMyApplications(type);
  const tools = useToolLinks();
  const gate = useActionGate(APPLY_GATE);
  const openTool = useOpenTool();
  const [panel, setPanel] = useState<{ kind: ApplicationPanel; applyId: number } | null>(null);
  const panelFor = (kind: ApplicationPanel) => (panel?.kind === kind ? panel.applyId : null);
  const close = () => setPanel(null);
  const apply = () => void gate(() => void navigate('/epd/epdApplyFor'));

  const epdToolUrl = tools.data?.epdToolUrl ?? null;
  const lcaToolUrl = tools.data?.lcaToolEnabled ? (tools.data.lcaToolUrl ?? null) : null;
  const applications = list.data ?? [];

  return (
    <main className="apply-page apply-page--wide" data-testid="mine-epd-page" data-type={type}>
      <div className="apply-page__title-row">
        <Typography.Title level={3}>{t(titleKey)}</Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={apply} data-testid="mine-epd-apply">
          {t('apply.mine.apply')}
        </Button>
      </div>
      <Tabs
        activeKey={type}
        onChange={(key) => setParams({ type: typeOf(key) }, { replace: true })}
        items={[
          { key: 'EPD', label: <span data-testid="mine-epd-tab-EPD">{t('apply.mine.tabEpd')}</span> },
          { key: 'PCR', label: <span data-testid="mine-epd-tab-PCR">{t('apply.mine.tabCfp')}</span> },
        ]}
      />
      {list.isPending ? (
        <Spin className="apply-page__spin" />
      ) : list.isError ? (
        <Empty className="apply-page__empty" description={list.error.message} data-testid="mine-epd-failed" />
      ) : applications.length === 0 ? (
        <Empty
          className="apply-page__empty"
          description={t(type === 'PCR' ? 'apply.mine.emptyCfp' : 'apply.mine.empty')}
          data-testid="mine-epd-empty"
        >
          <Button type="primary" onClick={apply} data-testid="mine-epd-empty-apply">
            {t('apply.mine.emptyApply')}
          </Button>
        </Empty>
      ) : (
        <div className="apply-cards">
          {applications.map((application) => (
            <ApplicationCard
              key={application.id}
              application={application}
              epdToolUrl={epdToolUrl}
              lcaToolUrl={lcaToolUrl}
              onTool={(address) => void openTool(address)}
              onOpen={(kind) => setPanel({ kind, applyId: application.id })}
            />
          ))}
        </div>
      )}
      <DetailsDrawer applyId={panelFor('details')} onClose={close} />
      <PriceDialog applyId={panelFor('price')} onClose={close} />
      <ContractDialog applyId={panelFor('contract')} onClose={close} />
    </main>
  );
}
