import type { TEpdCorrection } from '@steel-epd/contract';
import type { Actor } from '../../../../platform/access/actor.ts';
import { nowIso } from '../../../../platform/crypto.ts';
import { appError } from '../../../../platform/errors.ts';
import type { LedgerInput } from '../../../evidence/index.ts';
import { fileProblems } from '../checks.ts';
import { auditEpd, changeRecords, loadOrThrow, type PublishingDeps } from '../context.ts';
import { recordsStore } from '../records.store.ts';
import { correctionProblems, NOTHING_CHANGED, refuse } from '../rules.ts';
import { changedFields, correctedValues, dataDigest, newReportsOf } from '../values.ts';
import { replaceReport } from '../writers.ts';

/**
 * Corrects a published record: the changed fields (an EPD_DATA ledger entry) and new current
 * reports (an EPD_REPORT entry each, the replaced report retired but verifiable), with the audit
 * entry naming the reason, the fields before and after and the reports.
 */
export const correctEpd = (
  deps: PublishingDeps,
  id: number,
  body: TEpdCorrection,
  actor: Actor,
): Promise<void> =>
  changeRecords(deps, async (trx) => {
    const store = recordsStore(trx);
    const e = await loadOrThrow(store, id);
    if (e.status !== 'published') throw appError('EPD_STATE_CONFLICT');
    const next = correctedValues(e, body);
    const { before, after } = changedFields(e, next);
    const problems = [
      ...correctionProblems(next),
      ...(await fileProblems(
        deps,
        trx,
        [
          ['reportZhId', body.reportZhId, 'EPD'],
          ['reportEnId', body.reportEnId, 'EPD'],
        ],
        null,
      )),
    ];
    if (problems.length > 0) throw refuse(problems);
    const dataChanged = Object.keys(after).length > 0;
    const newReports = newReportsOf(body);
    if (!dataChanged && newReports.length === 0) throw refuse([NOTHING_CHANGED]);

    const entries: LedgerInput[] = [];
    if (dataChanged) {
      if (!(await store.update(id, 'published', { ...next, updated_at: nowIso() })))
        throw appError('EPD_STATE_CONFLICT');
      entries.push({
        kind: 'EPD_DATA',
        epdId: id,
        reportId: null,
        lang: null,
        digest: dataDigest({ ...e, ...next }),
      });
    } else if (!(await store.update(id, 'published', { updated_at: nowIso() }))) {
      throw appError('EPD_STATE_CONFLICT');
    }
    const reportChanges: Record<string, unknown>[] = [];
    for (const [lang, value] of newReports) {
      const r = await replaceReport(deps, trx, id, lang, Number(value));
      entries.push({ kind: 'EPD_REPORT', epdId: id, reportId: r.reportId, lang, digest: r.digest });
      reportChanges.push({
        lang,
        replacedReportId: r.replaced,
        reportId: r.reportId,
        attachmentId: Number(value),
      });
    }
    await deps.evidenceFor(trx).append(entries);
    await auditEpd(deps, trx, actor, 'epd.correct', id, {
      reason: body.reason,
      before,
      after,
      reports: reportChanges,
    });
  });
