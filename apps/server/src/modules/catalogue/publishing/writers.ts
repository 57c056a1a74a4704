import type { TEpdForm } from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import { type Actor, operatorIdOf } from '../../../platform/access/actor.ts';
import { nowIso } from '../../../platform/crypto.ts';
import type { Database } from '../../../platform/db/schema.ts';
import { appError } from '../../../platform/errors.ts';
import type { LedgerInput } from '../../evidence/index.ts';
import { newBusinessId } from '../business-id.ts';
import { publicEpdUrl, qrPng } from '../record/qr-code.ts';
import { draftProblems, publishProblems } from './checks.ts';
import { auditEpd, loadOrThrow, type PublishingDeps } from './context.ts';
import { recordsStore } from './records.store.ts';
import { FILE_WRONG, refuse } from './rules.ts';
import { dataDigest, draftValues, type Lang, type SteelFromLowCarbon, steelFill } from './values.ts';

/**
 * The writes publishing makes inside a transaction it is handed: its own commands' and those
 * of another module (an application's release, a low-carbon link), which commit with that
 * module's change. None of them tells the readers: the transaction's owner does after it commits.
 */

/** Sets a draft's chosen report files: its report rows are replaced (a draft's were never public). */
export const setDraftReports = async (
  deps: PublishingDeps,
  trx: Kysely<Database>,
  epdId: number,
  form: TEpdForm,
) => {
  const store = recordsStore(trx);
  const existing = await store.reportsOf(epdId);
  for (const lang of ['zh', 'en'] as const) {
    const raw = lang === 'zh' ? form.reportZhId : form.reportEnId;
    const wanted = raw === undefined || raw === null ? null : Number(raw);
    const row = existing.find((r) => r.lang === lang);
    if (row && row.attachment_id === wanted) continue;
    if (row) await store.deleteDraftReport(row.id);
    if (wanted !== null) {
      const file = await deps.attachmentsFor(trx).info(wanted);
      await store.insertReport({
        epd_id: epdId,
        lang,
        business_id: newBusinessId(),
        attachment_id: wanted,
        sha256: file?.sha256 ?? '',
        current: 1,
        created_at: nowIso(),
      });
    }
  }
};

/** A checked new draft with its report rows (a renewal names the version it follows); its id. */
export const insertDraft = async (
  deps: PublishingDeps,
  trx: Kysely<Database>,
  form: TEpdForm,
  previousId: number | null,
) => {
  const problems = await draftProblems(deps, trx, form, null);
  if (problems.length > 0) throw refuse(problems);
  const now = nowIso();
  const epdId = await recordsStore(trx).insert({
    ...draftValues(form),
    business_id: newBusinessId(),
    status: 'draft',
    previous_id: previousId,
    superseded_by_id: null,
    qr_attachment_id: null,
    published_at: null,
    withdrawn_at: null,
    withdraw_reason: null,
    result_set_id: null,
    created_at: now,
    updated_at: now,
  });
  await setDraftReports(deps, trx, epdId, form);
  return epdId;
};

/**
 * Makes a checked draft public inside the caller's transaction: report digests, files
 * published, the QR code image, status and the ledger entries.
 */
export const publishInside = async (
  deps: PublishingDeps,
  trx: Kysely<Database>,
  id: number,
  actor: Actor,
) => {
  const store = recordsStore(trx);
  const files = deps.attachmentsFor(trx);
  const e = await loadOrThrow(store, id);
  if (e.status !== 'draft') throw appError('EPD_STATE_CONFLICT');
  const problems = await publishProblems(deps, trx, e);
  if (problems.length > 0) throw refuse(problems);

  const reports = (await store.reportsOf(id)).filter((r) => r.current === 1);
  const entries: LedgerInput[] = [];
  for (const r of reports) {
    const file = await files.info(r.attachment_id);
    if (!file) throw refuse([{ path: r.lang === 'zh' ? 'reportZhId' : 'reportEnId', message: FILE_WRONG }]);
    await store.setReportDigest(r.id, file.sha256);
    entries.push({ kind: 'EPD_REPORT', epdId: id, reportId: r.id, lang: r.lang, digest: file.sha256 });
  }
  await files.setPublished(
    [...reports.map((r) => r.attachment_id), ...(e.data_attachment_id ? [e.data_attachment_id] : [])],
    true,
  );
  const qr = await files.putFile({
    operatorId: operatorIdOf(actor),
    businessType: 'EPD_QR',
    fileName: `${e.registration_number}-qr.png`,
    mimeType: 'image/png',
    bytes: await qrPng(publicEpdUrl(deps.publicBaseUrl, e.business_id)),
    published: true,
  });
  const now = nowIso();
  if (
    !(await store.update(id, 'draft', {
      status: 'published',
      published_at: now,
      updated_at: now,
      qr_attachment_id: qr.id,
    }))
  )
    throw appError('EPD_STATE_CONFLICT');
  entries.unshift({ kind: 'EPD_DATA', epdId: id, reportId: null, lang: null, digest: dataDigest(e) });
  await deps.evidenceFor(trx).append(entries);
  return e;
};

/** Adds a new current report in a language, retiring the one it replaces (it stays verifiable). */
export const replaceReport = async (
  deps: PublishingDeps,
  trx: Kysely<Database>,
  epdId: number,
  lang: Lang,
  attachmentId: number,
) => {
  const store = recordsStore(trx);
  const files = deps.attachmentsFor(trx);
  const file = await files.info(attachmentId);
  if (!file) throw refuse([{ path: lang === 'zh' ? 'reportZhId' : 'reportEnId', message: FILE_WRONG }]);
  const old = (await store.reportsOf(epdId)).find((r) => r.lang === lang && r.current === 1);
  if (old) await store.retireReport(old.id);
  const reportId = await store.insertReport({
    epd_id: epdId,
    lang,
    business_id: newBusinessId(),
    attachment_id: attachmentId,
    sha256: file.sha256,
    current: 1,
    created_at: nowIso(),
  });
  await files.setPublished([attachmentId], true);
  return { reportId, digest: file.sha256, replaced: old?.id ?? null };
};

/**
 * Creates a record and publishes it inside the caller's transaction (an application's
 * release): the draft's checks, its report rows, the publication (files, QR code, ledger
 * entries) and the audit entry, whose detail the caller adds to. Field problems refuse with
 * the form's paths; the caller tells the readers (`changes.changed()`) after it commits.
 */
export const createPublishedInside = async (
  deps: PublishingDeps,
  trx: Kysely<Database>,
  form: TEpdForm,
  actor: Actor,
  detail: Record<string, unknown> = {},
): Promise<number> => {
  const epdId = await insertDraft(deps, trx, form, null);
  await publishInside(deps, trx, epdId, actor);
  await auditEpd(deps, trx, actor, 'epd.publish', epdId, {
    registrationNumber: form.registrationNumber,
    ...detail,
  });
  return epdId;
};

/**
 * Writes a low-carbon application's computed route and scrap share (as recycled content) into
 * a published record's steel fields inside the caller's transaction, only when the record has
 * neither yet: values entered by hand, or filled by an earlier link, are kept. A fill is a
 * change of the version's data like a correction: updated_at moves, an EPD_DATA ledger entry
 * and an `epd.fillSteel` audit entry (which open data counts in the version number). True when
 * it filled; the caller tells the readers (`changes.changed()`) after it commits.
 */
export const fillSteelInside = async (
  deps: PublishingDeps,
  trx: Kysely<Database>,
  epdId: number,
  steel: SteelFromLowCarbon,
  actor: Actor,
  detail: Record<string, unknown> = {},
): Promise<boolean> => {
  const store = recordsStore(trx);
  const e = await store.byId(epdId);
  const next = steelFill(e, steel);
  if (!e || next === null) return false;
  if (!(await store.update(epdId, 'published', { ...next, updated_at: nowIso() })))
    throw appError('EPD_STATE_CONFLICT');
  await deps
    .evidenceFor(trx)
    .append([{ kind: 'EPD_DATA', epdId, reportId: null, lang: null, digest: dataDigest({ ...e, ...next }) }]);
  await auditEpd(deps, trx, actor, 'epd.fillSteel', epdId, {
    registrationNumber: e.registration_number,
    before: { making_route: null, recycled_content: null },
    after: next,
    ...detail,
  });
  return true;
};
