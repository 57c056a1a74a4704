import type { TextKey } from '@steel-epd/contract';
import { Button, Empty, Modal, Skeleton, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DealDecision } from '../api/application-queries.ts';
import { RefuseDialog } from './refuse-dialog.tsx';
import { useDecision } from './use-decision.ts';

/** The texts of one kind of decision: its buttons, their confirm dialogs and success notices. */
export interface DecisionTexts {
  title: TextKey;
  confirm: TextKey;
  refuse: TextKey;
  confirmTitle: TextKey;
  confirmContent: TextKey;
  refuseTitle: TextKey;
  refuseContent: TextKey;
  confirmed: TextKey;
  refused: TextKey;
}

interface Props {
  open: boolean;
  onClose: () => void;
  texts: DecisionTexts;
  /** 'price' or 'contract': the dialog is `${testId}-dialog`, its buttons `${testId}-confirm` … */
  testId: string;
  /** The info call's state: a skeleton while pending, the server's message when it failed. */
  loading: boolean;
  failure: Error | null;
  /** The panel; shown once the info is there. */
  children: ReactNode;
  /** Whether the user may decide now (quote at 1, contract at 2). */
  decidable: boolean;
  busy: boolean;
  /** The call for a decision; the confirm dialog's OK button is busy until it settles. */
  onDecide: (decision: DealDecision) => Promise<unknown>;
}

/**
 * The dialog of a quote or a contract (spec 02 §3, §4): its panel, and confirm / refuse only
 * while the user may decide: confirming after a confirm dialog (spec 02 §5 "Confirm dialogs"),
 * refusing in a dialog that asks for the reason (decision 196).
 */
export function DecisionModal(props: Props) {
  const { open, onClose, texts, testId, loading, failure, children, decidable, busy, onDecide } = props;
  const { t } = useTranslation();
  const confirmDecision = useDecision();
  const [refusing, setRefusing] = useState(false);
  const confirm = () =>
    confirmDecision({
      title: texts.confirmTitle,
      content: texts.confirmContent,
      okText: texts.confirm,
      done: texts.confirmed,
      testId: `${testId}-confirm`,
      send: () => onDecide({ accept: true }),
    });

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t(texts.title)}
      footer={null}
      width={640}
      destroyOnHidden
      data-testid={`${testId}-dialog`}
    >
      {loading ? (
        <Skeleton active />
      ) : failure !== null ? (
        <Empty description={failure.message} />
      ) : (
        <>
          {children}
          {decidable ? (
            <Space className="apply-dialog__actions">
              <Button
                danger
                disabled={busy}
                onClick={() => setRefusing(true)}
                data-testid={`${testId}-refuse`}
              >
                {t(texts.refuse)}
              </Button>
              <Button type="primary" loading={busy} onClick={confirm} data-testid={`${testId}-confirm`}>
                {t(texts.confirm)}
              </Button>
            </Space>
          ) : null}
          <RefuseDialog
            open={refusing}
            title={texts.refuseTitle}
            content={texts.refuseContent}
            okText={texts.refuse}
            done={texts.refused}
            testId={`${testId}-refuse`}
            onClose={() => setRefusing(false)}
            send={(reason) => onDecide({ accept: false, reason })}
          />
        </>
      )}
    </Modal>
  );
}
