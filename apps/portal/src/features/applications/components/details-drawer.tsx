import type {
  ApplicationFileKind,
  TApplicantEvent,
  TApplicationDetailRow,
  TApplicationFile,
  TextKey,
} from '@steel-epd/contract';
import {
  Alert,
  App,
  Button,
  Card,
  Collapse,
  Descriptions,
  Drawer,
  Empty,
  Skeleton,
  Tag,
  Timeline,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { useLayoutSize } from '../../../lib/use-layout-size.ts';
import {
  useApplicationDetail,
  useApplicationSteps,
  useConfirmCorrectedData,
  useReplaceFile,
  useResubmit,
} from '../api/application-queries.ts';
import { fileKindSpec } from '../lib/apply-form.ts';
import { replacedSinceAsked } from '../lib/correction.ts';
import { day, dayTime } from '../lib/dates.ts';
import { correctionAsked } from '../lib/progress.ts';
import { FileLink } from './file-link.tsx';
import { UploadButton } from './upload-button.tsx';
import { useDecision } from './use-decision.ts';

const KIND_LABEL: Record<ApplicationFileKind, TextKey> = {
  lca: 'apply.form.lcaReport',
  epd: 'apply.form.epdReport',
  data: 'apply.form.dataSheet',
};

function FileVersion({ file, testId, report }: { file: TApplicationFile; testId: string; report?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="apply-version">
      <FileLink attachmentId={file.attachmentId} fileName={file.fileName} testId={testId} report={report} />
      <span className="apply-version__meta">
        {t('apply.detail.version', { version: file.version })} · {day(file.uploadedAt)}
      </span>
    </span>
  );
}

interface RowProps {
  row: TApplicationDetailRow;
  applyId: number;
  position: number;
}

/** One product of the application with its files, the re-uploads while a correction is asked, and its earlier versions. */
function ProductFiles({ row, applyId, position }: RowProps) {
  const { t } = useTranslation();
  const compact = useLayoutSize() === 'compact';
  const { message } = App.useApp();
  const replace = useReplaceFile(applyId);
  // Files may be replaced while corrected data or a resubmission (decision 196) is asked for.
  const correcting = correctionAsked(row.lcaValidateStatus) || row.resubmitNote !== null;
  const testId = `detail-product-${position}`;
  const current: readonly [ApplicationFileKind, TApplicationFile | null][] = [
    ['lca', row.lcaAttachmentCn],
    ['epd', row.epdAttachmentTest],
    ['data', row.dataAttachment],
  ];
  const published: readonly [TextKey, TApplicationFile | null, string][] = [
    ['apply.detail.reportCn', row.epdAttachmentCn, 'report-cn'],
    ['apply.detail.reportEn', row.epdAttachmentEn, 'report-en'],
  ];

  return (
    <Card size="small" className="apply-detail" data-testid={testId} title={row.productName}>
      <Descriptions
        size="small"
        column={1}
        layout={compact ? 'vertical' : 'horizontal'}
        items={[
          ...(row.categoryName
            ? [{ key: 'c', label: t('apply.detail.category'), children: row.categoryName }]
            : []),
          ...(row.technologyName
            ? [{ key: 't', label: t('apply.detail.technology'), children: row.technologyName }]
            : []),
          ...(row.epdRegistrationNumber
            ? [
                {
                  key: 'r',
                  label: t('apply.detail.registrationNumber'),
                  children: <span data-testid={`${testId}-registration`}>{row.epdRegistrationNumber}</span>,
                },
              ]
            : []),
          ...current.map(([kind, file]) => ({
            key: kind,
            label: t(KIND_LABEL[kind]),
            children: (
              <div className="apply-detail__file">
                {file ? (
                  <FileVersion file={file} testId={`${testId}-${kind}`} />
                ) : (
                  <span className="apply-detail__none">{t('apply.detail.noFile')}</span>
                )}
                {correcting ? (
                  <UploadButton
                    spec={fileKindSpec(kind)}
                    label={t(file ? 'apply.detail.reupload' : 'apply.form.upload')}
                    testId={`${testId}-${kind}-reupload`}
                    disabled={replace.isPending}
                    onUploaded={async (attachmentId) => {
                      await replace.mutateAsync({ kind, epdId: row.id, attachmentId });
                      void message.success(t('apply.detail.replaced'));
                    }}
                  />
                ) : null}
              </div>
            ),
          })),
          ...published.flatMap(([label, file, id]) =>
            file
              ? [
                  {
                    key: id,
                    label: t(label),
                    children: <FileVersion file={file} testId={`${testId}-${id}`} report />,
                  },
                ]
              : [],
          ),
        ]}
      />
      {row.history.length > 0 ? (
        <Collapse
          size="small"
          ghost
          items={[
            {
              key: 'history',
              label: `${t('apply.detail.history')} (${row.history.length})`,
              children: (
                <ul className="apply-detail__history" data-testid={`${testId}-history`}>
                  {row.history.map((file) => (
                    <li key={`${file.kind}-${file.attachmentId}`}>
                      <Tag>{t(KIND_LABEL[file.kind])}</Tag>
                      <FileVersion file={file} testId={`${testId}-history-${file.attachmentId}`} />
                    </li>
                  ))}
                </ul>
              ),
            },
          ]}
        />
      ) : null}
    </Card>
  );
}

const HISTORY_COLOR: Partial<Record<TApplicantEvent['kind'], string>> = {
  movedBack: 'red',
  quoteRejected: 'red',
  contractRefused: 'red',
  lcaCorrectionAsked: 'orange',
  released: 'green',
};

/** The applicant's own timeline (decision 196): what happened, by whom, when, with its note or reason. */
function History({ applyId }: { applyId: number }) {
  const { t } = useTranslation();
  const steps = useApplicationSteps(applyId);
  const history = steps.data?.history ?? [];
  if (history.length === 0) return null;
  return (
    <Card
      size="small"
      title={t('apply.history.title')}
      className="apply-history"
      data-testid="detail-history"
    >
      <Timeline
        items={history.map((e) => ({
          key: e.id,
          color: HISTORY_COLOR[e.kind] ?? 'blue',
          content: (
            <div data-testid={`detail-history-${e.kind}`}>
              <strong>{t(`apply.history.${e.kind}`)}</strong>
              {e.note ? <p className="apply-history__note">{e.note}</p> : null}
              <div className="apply-history__meta">
                {t(e.by === 'secretariat' ? 'apply.step.bySecretariat' : 'apply.step.byApplicant')} ·{' '}
                {dayTime(e.at)}
              </div>
            </div>
          ),
        }))}
      />
    </Card>
  );
}

/** The secretariat's request to resubmit after a move back to stage 10, and the button (decision 196). */
function ResubmitNotice({ applyId, note }: { applyId: number; note: string }) {
  const { t } = useTranslation();
  const resubmit = useResubmit(applyId);
  const confirmDecision = useDecision();
  return (
    <Alert
      type="error"
      showIcon
      data-testid="detail-resubmit"
      title={t('apply.detail.resubmitTitle')}
      description={
        <>
          <p className="apply-details__note" data-testid="detail-resubmit-note">
            {note}
          </p>
          <p className="apply-details__note">{t('apply.detail.resubmitHint')}</p>
          <Button
            type="primary"
            loading={resubmit.isPending}
            onClick={() =>
              confirmDecision({
                title: 'apply.detail.resubmitConfirmTitle',
                content: 'apply.detail.resubmitConfirmContent',
                okText: 'apply.detail.resubmit',
                done: 'apply.detail.resubmitted',
                testId: 'detail-resubmit-confirm',
                send: () => resubmit.mutateAsync(),
              })
            }
            data-testid="detail-resubmit-button"
          >
            {t('apply.detail.resubmit')}
          </Button>
        </>
      }
    />
  );
}

/**
 * Application details (spec 02 §3 "Application detail row", §4 "LCA validation status",
 * `/p/epd/apply`): each product with its files and earlier versions. While the secretariat
 * asks for corrected data (2): its note, a re-upload for each file, and the confirm-modified-
 * data button, which sends status 0 after a confirm dialog. After a move back to stage 10: the
 * secretariat's reason, a re-upload for each file and the resubmit button (decision 196). Then
 * the applicant's own history.
 */
export function DetailsDrawer({ applyId, onClose }: { applyId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const compact = useLayoutSize() === 'compact';
  const open = applyId !== null;
  const detail = useApplicationDetail(applyId ?? 0, open);
  const confirmData = useConfirmCorrectedData(applyId ?? 0);
  const confirmDecision = useDecision();
  const rows = detail.data ?? [];
  const correcting = rows.some((r) => correctionAsked(r.lcaValidateStatus));
  const resubmitNote = rows.find((r) => r.resubmitNote !== null)?.resubmitNote ?? null;
  const notes = [...new Set(rows.map((r) => r.lcaValidateNote?.trim() ?? '').filter((n) => n !== ''))];
  const steps = useApplicationSteps(applyId ?? 0, open);
  // Offered once a file was uploaded since the request (the server refuses it before).
  const canConfirm = steps.data !== undefined && replacedSinceAsked(rows, steps.data.history);

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('apply.detail.title')}
      size={compact ? '100%' : 760}
      destroyOnHidden
      data-testid="details-drawer"
    >
      {detail.isPending && open ? (
        <Skeleton active />
      ) : detail.isError ? (
        <Empty description={detail.error.message} />
      ) : (
        <div className="apply-details">
          {correcting ? (
            <Alert
              type="warning"
              showIcon
              data-testid="detail-correction"
              title={t('apply.detail.correctionTitle')}
              description={
                <>
                  {notes.map((note) => (
                    <p key={note} className="apply-details__note" data-testid="detail-correction-note">
                      {note}
                    </p>
                  ))}
                  <p className="apply-details__note">{t('apply.detail.correctionHint')}</p>
                  {canConfirm ? null : (
                    <p className="apply-details__note" data-testid="detail-confirm-data-waiting">
                      {t('apply.detail.confirmAfterUpload')}
                    </p>
                  )}
                  <Button
                    type="primary"
                    disabled={!canConfirm}
                    loading={confirmData.isPending}
                    onClick={() =>
                      confirmDecision({
                        title: 'apply.detail.confirmDataTitle',
                        content: 'apply.detail.confirmDataContent',
                        okText: 'apply.detail.confirmData',
                        done: 'apply.detail.dataConfirmed',
                        testId: 'detail-confirm-data',
                        send: () => confirmData.mutateAsync(),
                      })
                    }
                    data-testid="detail-confirm-data"
                  >
                    {t('apply.detail.confirmData')}
                  </Button>
                </>
              }
            />
          ) : null}
          {resubmitNote !== null ? <ResubmitNotice applyId={applyId ?? 0} note={resubmitNote} /> : null}
          {rows.map((row, index) => (
            <ProductFiles key={row.id} row={row} applyId={applyId ?? 0} position={index + 1} />
          ))}
          {applyId !== null ? <History applyId={applyId} /> : null}
        </div>
      )}
    </Drawer>
  );
}
