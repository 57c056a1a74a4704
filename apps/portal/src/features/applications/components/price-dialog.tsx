import { Descriptions, Empty, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePriceDecision, usePriceInfo } from '../api/application-queries.ts';
import { dayTime } from '../lib/dates.ts';
import { quoteDecidable, quoteShown, quoteStatusText } from '../lib/progress.ts';
import { DecisionModal, type DecisionTexts } from './decision-modal.tsx';
import { FileLink } from './file-link.tsx';

const TEXTS: DecisionTexts = {
  title: 'apply.price.title',
  confirm: 'apply.price.confirm',
  refuse: 'apply.price.refuse',
  confirmTitle: 'apply.price.confirmTitle',
  confirmContent: 'apply.price.confirmContent',
  refuseTitle: 'apply.price.refuseTitle',
  refuseContent: 'apply.price.refuseContent',
  confirmed: 'apply.price.confirmed',
  refused: 'apply.price.refused',
};

const STATUS_COLOR = ['default', 'orange', 'green', 'red'];

/**
 * Service price (spec 02 §3, §4 "Service quote status", §7 `price/info`): the quote PDF to
 * download and its status in words; confirm and reject only while it waits (1); empty when no
 * quote PDF was issued or the status is 0.
 */
export function PriceDialog({ applyId, onClose }: { applyId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const info = usePriceInfo(applyId ?? 0, applyId !== null);
  const decide = usePriceDecision(applyId ?? 0);
  const quote = info.data;
  const shown = quote !== undefined && quoteShown(quote.status, quote.attachmentPdfId);

  return (
    <DecisionModal
      open={applyId !== null}
      onClose={onClose}
      texts={TEXTS}
      testId="price"
      loading={info.isPending}
      failure={info.error}
      decidable={shown && quote.id !== null && quoteDecidable(quote.status)}
      busy={decide.isPending}
      onDecide={(decision) => decide.mutateAsync({ quoteId: quote?.id ?? 0, decision })}
    >
      {!shown ? (
        <Empty description={t('apply.price.empty')} data-testid="price-empty" />
      ) : (
        <Descriptions
          size="small"
          column={1}
          bordered
          data-testid="price-panel"
          data-status={quote.status}
          items={[
            {
              key: 'status',
              label: t('apply.price.status'),
              children: (
                <Tag color={STATUS_COLOR[quote.status] ?? 'default'} data-testid="price-status">
                  {t(quoteStatusText(quote.status))}
                </Tag>
              ),
            },
            {
              key: 'file',
              label: t('apply.price.file'),
              children: (
                <FileLink
                  attachmentId={quote.attachmentPdfId ?? 0}
                  fileName={quote.fileName ?? `${t('apply.price.file')}.pdf`}
                  testId="price-file"
                />
              ),
            },
            { key: 'issued', label: t('apply.price.issuedAt'), children: dayTime(quote.issuedAt) },
            ...(quote.decidedAt
              ? [{ key: 'decided', label: t('apply.price.decidedAt'), children: dayTime(quote.decidedAt) }]
              : []),
            ...(quote.refusalReason
              ? [
                  {
                    key: 'reason',
                    label: t('apply.refuse.reason'),
                    children: (
                      <span className="apply-dialog__reason" data-testid="price-refusal-reason">
                        {quote.refusalReason}
                      </span>
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}
    </DecisionModal>
  );
}
