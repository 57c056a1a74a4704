import { Descriptions, Empty, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useContractDecision, useContractInfo } from '../api/application-queries.ts';
import { dayTime } from '../lib/dates.ts';
import { contractDecidable, contractStatusText, contractTableShown } from '../lib/progress.ts';
import { DecisionModal, type DecisionTexts } from './decision-modal.tsx';
import { FileLink } from './file-link.tsx';

const TEXTS: DecisionTexts = {
  title: 'apply.contract.title',
  confirm: 'apply.contract.confirm',
  refuse: 'apply.contract.refuse',
  confirmTitle: 'apply.contract.confirmTitle',
  confirmContent: 'apply.contract.confirmContent',
  refuseTitle: 'apply.contract.refuseTitle',
  refuseContent: 'apply.contract.refuseContent',
  confirmed: 'apply.contract.confirmed',
  refused: 'apply.contract.refused',
};

const STATUS_COLOR = ['default', 'default', 'orange', 'green', 'red'];

/**
 * Contract management (spec 02 §3, §4 "Contract status", §7 `contract/info`): the status in
 * words; the files (name, download) only when the status is above 1; sign or refuse only at 2.
 */
export function ContractDialog({ applyId, onClose }: { applyId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const info = useContractInfo(applyId ?? 0, applyId !== null);
  const decide = useContractDecision(applyId ?? 0);
  const contract = info.data;

  return (
    <DecisionModal
      open={applyId !== null}
      onClose={onClose}
      texts={TEXTS}
      testId="contract"
      loading={info.isPending}
      failure={info.error}
      decidable={contract !== undefined && contract.id !== null && contractDecidable(contract.status)}
      busy={decide.isPending}
      onDecide={(decision) => decide.mutateAsync({ contractId: contract?.id ?? 0, decision })}
    >
      {contract === undefined ? null : (
        <div data-testid="contract-panel" data-status={contract.status}>
          <Descriptions
            size="small"
            column={1}
            bordered
            items={[
              {
                key: 'status',
                label: t('apply.contract.status'),
                children: (
                  <Tag color={STATUS_COLOR[contract.status] ?? 'default'} data-testid="contract-status">
                    {t(contractStatusText(contract.status))}
                  </Tag>
                ),
              },
              ...(contract.issuedAt
                ? [
                    {
                      key: 'issued',
                      label: t('apply.contract.issuedAt'),
                      children: dayTime(contract.issuedAt),
                    },
                  ]
                : []),
              ...(contract.decidedAt
                ? [
                    {
                      key: 'decided',
                      label: t('apply.contract.decidedAt'),
                      children: dayTime(contract.decidedAt),
                    },
                  ]
                : []),
              ...(contract.refusalReason
                ? [
                    {
                      key: 'reason',
                      label: t('apply.refuse.reason'),
                      children: (
                        <span className="apply-dialog__reason" data-testid="contract-refusal-reason">
                          {contract.refusalReason}
                        </span>
                      ),
                    },
                  ]
                : []),
            ]}
          />
          {contractTableShown(contract.status) ? (
            <Table
              className="apply-dialog__table"
              size="small"
              pagination={false}
              rowKey="attachmentId"
              dataSource={contract.contractAttachmentVO}
              data-testid="contract-files"
              columns={[
                { key: 'name', title: t('apply.contract.fileName'), dataIndex: 'name', ellipsis: true },
                {
                  key: 'action',
                  title: t('apply.contract.action'),
                  width: 120,
                  render: (_: unknown, file: { name: string; attachmentId: number }) => (
                    <FileLink
                      attachmentId={file.attachmentId}
                      fileName={file.name}
                      label={t('apply.download')}
                      testId={`contract-file-${file.attachmentId}`}
                    />
                  ),
                },
              ]}
            />
          ) : (
            <Empty
              className="apply-dialog__empty"
              description={t('apply.contract.empty')}
              data-testid="contract-empty"
            />
          )}
        </div>
      )}
    </DecisionModal>
  );
}
