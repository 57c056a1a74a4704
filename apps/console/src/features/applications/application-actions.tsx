import type { TConsoleApplicationDetail, TextKey } from '@steel-epd/contract';
import { useApiErrorToast } from '@steel-epd/web';
import { Alert, App, Button, Card, Flex, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { testId } from '../../lib/test-id.ts';
import { useApplicationMove } from './api.ts';
import { type FormMove, MoveDialog } from './move-dialogs.tsx';
import { ReleaseDialog } from './release-dialog.tsx';
import { actionsOf, stageName } from './workflow.ts';

/**
 * What the secretariat may do with the application as it stands (decision 111), each in a
 * dialog with a confirm. The forward move shows even when blocked, disabled, with the reason.
 */
export const ApplicationActions = ({ a }: { a: TConsoleApplicationDetail }) => {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const toast = useApiErrorToast();
  const move = useApplicationMove(a.id);
  const [dialog, setDialog] = useState<FormMove | null>(null);
  const [releasing, setReleasing] = useState(false);
  // A dialog is about the application as it was when opened: once it changes (another operator,
  // or a refusal that reloaded it), the dialog closes and the operator decides again.
  const state = [a.stage, a.quoteStatus, a.contractStatus, a.lcaValidateStatus, a.updatedAt].join('|');
  const seen = useRef(state);
  useEffect(() => {
    if (seen.current === state) return;
    seen.current = state;
    setDialog(null);
    setReleasing(false);
  }, [state]);
  const can = actionsOf(a, t);
  const none =
    !can.advance &&
    !can.back &&
    !can.quote &&
    !can.contract &&
    !can.lcaCorrection &&
    !can.lcaAccept &&
    !can.release;

  const acceptLca = () =>
    modal.confirm({
      title: t('console.applications.acceptLca'),
      content: t('console.applications.acceptLcaConfirm'),
      okText: t('console.applications.confirm'),
      okButtonProps: testId('lca-accept-confirm'),
      onOk: () =>
        move
          .mutateAsync({ kind: 'lcaAccept' })
          .then(() => void message.success(t('console.applications.lcaAccepted')), toast),
    });

  const button = (kind: FormMove, label: TextKey, primary = false) => (
    <Button
      type={primary ? 'primary' : 'default'}
      danger={kind === 'back'}
      block
      onClick={() => setDialog(kind)}
      data-testid={`action-${kind}`}
    >
      {t(label)}
    </Button>
  );

  return (
    <Card title={t('console.applications.actions')} size="small" data-testid="application-actions">
      <Flex vertical gap="small">
        {can.advance && (
          <>
            <Button
              type="primary"
              block
              disabled={can.advance.blockedBy !== null}
              onClick={() => setDialog('advance')}
              data-testid="action-advance"
            >
              {t('console.applications.advance')} → {stageName(can.advance.to, t)}
            </Button>
            {can.advance.blockedBy !== null && (
              <Alert type="warning" showIcon data-testid="advance-blocked" title={can.advance.blockedBy} />
            )}
          </>
        )}
        {can.release && (
          <Button type="primary" block onClick={() => setReleasing(true)} data-testid="action-release">
            {t('console.applications.release')}
          </Button>
        )}
        {can.quote && button('quote', 'console.applications.issueQuote', true)}
        {can.contract && button('contract', 'console.applications.issueContract', true)}
        {can.lcaAccept && (
          <Button block onClick={acceptLca} data-testid="action-lcaAccept">
            {t('console.applications.acceptLca')}
          </Button>
        )}
        {can.lcaCorrection && button('lcaCorrection', 'console.applications.askCorrection')}
        {can.back && button('back', 'console.applications.back')}
        {none && <Typography.Text type="secondary">{t('console.applications.noActions')}</Typography.Text>}
      </Flex>
      <MoveDialog
        kind={dialog}
        a={a}
        next={can.advance?.to ?? null}
        move={move}
        onClose={() => setDialog(null)}
      />
      {can.release && (
        <ReleaseDialog open={releasing} a={a} move={move} onClose={() => setReleasing(false)} />
      )}
    </Card>
  );
};
