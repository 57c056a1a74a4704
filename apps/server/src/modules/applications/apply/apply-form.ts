import type { ApplicationFileKind, ZApplySave } from '@steel-epd/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { UserActor } from '../../../platform/access/actor.ts';
import type { Database } from '../../../platform/db/schema.ts';
import { appError, type FieldError } from '../../../platform/errors.ts';
import type { AttachmentsService } from '../../attachments/index.ts';
import { fitsLinked, pcrCategoryLinks } from '../../catalogue/index.ts';
import { categoryChain } from '../references/references.service.ts';
import { referencesStore } from '../references/references.store.ts';
import { applyStore } from './apply.store.ts';
import { fileProblem } from './apply-files.ts';

export type ApplyForm = z.output<typeof ZApplySave>;

/** The form's field of each file kind (spec 02 §3 "EPD application form"). */
export const FILE_FIELD: Record<
  ApplicationFileKind,
  'lcaAttachmentId' | 'epdAttachmentId' | 'dataAttachment'
> = {
  lca: 'lcaAttachmentId',
  epd: 'epdAttachmentId',
  data: 'dataAttachment',
};

export interface CheckedEntry {
  productName: string;
  categoryId: number | null;
  technologyId: number | null;
  files: { kind: ApplicationFileKind; attachmentId: number }[];
}

/** A form that passed the rules: its PCR and its entries with the files each one keeps. */
export interface CheckedForm {
  pcrId: number;
  entries: CheckedEntry[];
}

/**
 * Every rule of the form at once (spec 02 §5): one VALIDATION_FAILED naming each field at
 * fault. The PCR must be enabled, an entry's category known and covered by the PCR (decision
 * 229), its technology of that category, and each file the caller's, of its kind, and in no
 * other entry or application.
 */
export const checkApplyForm = async (
  db: Kysely<Database>,
  attachments: AttachmentsService,
  actor: UserActor,
  form: ApplyForm,
): Promise<CheckedForm> => {
  const store = applyStore(db);
  const references = referencesStore(db);
  const fields: FieldError[] = [];
  const pcr = await store.enabledPcr(form.apply.pcrNumber);
  if (!pcr) fields.push({ path: 'body.apply.pcrNumber', message: 'apply.pcrUnavailable' });
  // The categories the PCR covers (decision 229); none linked: any category fits.
  const linked = pcr ? await pcrCategoryLinks(db).linkedTo(pcr.id) : [];

  const given = form.epd.flatMap((entry, index) =>
    (Object.keys(FILE_FIELD) as ApplicationFileKind[]).flatMap((kind) => {
      const attachmentId = entry[FILE_FIELD[kind]];
      return attachmentId == null ? [] : [{ index, kind, attachmentId }];
    }),
  );
  const used = await store.usedFiles(given.map((g) => g.attachmentId));
  const seen = new Set<number>();
  const entries: CheckedEntry[] = form.epd.map((entry) => ({
    productName: entry.productName,
    categoryId: entry.categoryId ?? null,
    technologyId: entry.technologyId ?? null,
    files: [],
  }));

  for (const [index, entry] of entries.entries()) {
    const at = (field: string) => `body.epd.${index}.${field}`;
    const chain = entry.categoryId === null ? [] : await categoryChain(db, entry.categoryId);
    if (entry.categoryId !== null && chain.length === 0) {
      fields.push({ path: at('categoryId'), message: 'apply.categoryUnknown' });
    } else if (entry.categoryId !== null && !fitsLinked(linked, chain)) {
      fields.push({ path: at('categoryId'), message: 'apply.categoryNotInPcr' });
    }
    if (entry.technologyId !== null) {
      const technology = await references.technologyById(entry.technologyId);
      if (!technology || !chain.includes(technology.category_id)) {
        fields.push({ path: at('technologyId'), message: 'apply.technologyUnknown' });
      }
    }
  }
  for (const { index, kind, attachmentId } of given) {
    const path = `body.epd.${index}.${FILE_FIELD[kind]}`;
    const problem = await fileProblem(attachments, actor, kind, attachmentId);
    if (problem) fields.push({ path, message: problem });
    else if (used.has(attachmentId) || seen.has(attachmentId))
      fields.push({ path, message: 'apply.fileUsed' });
    else entries[index]?.files.push({ kind, attachmentId });
    seen.add(attachmentId);
  }
  if (fields.length > 0 || !pcr) throw appError('VALIDATION_FAILED', { fields });
  return { pcrId: pcr.id, entries };
};
