import {
  type ApplicationFileKind,
  type AttachmentBusinessType,
  attachmentRuleOf,
  type EPD_PRODUCT_TYPES,
  FILE_RULES,
  type FileRule,
  PRODUCT_BLOCKS_MAX,
  REPORT_TYPE_DATA,
  type TApplySave,
  type TemplateCode,
  type TextKey,
} from '@steel-epd/contract';

export type ProductType = (typeof EPD_PRODUCT_TYPES)[number];

/** The upload fields of a product block, by the name the save call gives them. */
export type FileField = 'lcaAttachmentId' | 'epdAttachmentId' | 'dataAttachment';

/** One product block of the form (spec 02 §3 "EPD application form"). */
export interface ProductBlockValues {
  productName?: string;
  /** The cascader's path of category ids; the last one is the entry's category. */
  categoryPath?: number[];
  technologyId?: number;
  lcaAttachmentId?: number;
  epdAttachmentId?: number;
  dataAttachment?: number;
}

/** The whole form; `epd` is named as the save call names the list, so its errors land by path. */
export interface ApplyFormValues {
  productType: ProductType;
  pcrNumber?: string;
  companyName?: string;
  epd: ProductBlockValues[];
}

/** Blocks may be added while fewer than 3 exist and removed while more than one does (spec 02 §5). */
export const canAddBlock = (count: number): boolean => count < PRODUCT_BLOCKS_MAX;
export const canRemoveBlock = (count: number): boolean => count > 1;

/** What each of a block's three files is (spec 02 §5, decision 112): its field, upload kind, rule and template. */
export interface FileKindSpec {
  readonly kind: ApplicationFileKind;
  readonly field: FileField;
  readonly businessType: AttachmentBusinessType;
  readonly reportType?: string;
  readonly rule: FileRule;
  readonly template: TemplateCode;
  readonly label: TextKey;
  readonly hint: TextKey;
}

const spec = (
  kind: ApplicationFileKind,
  field: FileField,
  businessType: AttachmentBusinessType,
  reportType: string | undefined,
  template: TemplateCode,
  label: TextKey,
  hint: TextKey,
): FileKindSpec => ({
  kind,
  field,
  businessType,
  ...(reportType === undefined ? {} : { reportType }),
  rule: FILE_RULES[attachmentRuleOf(businessType, reportType)],
  template,
  label,
  hint,
});

/** The three files in the order the form shows them: LCA report, EPD pre-report, data collection ZIP. */
export const FILE_KINDS: readonly FileKindSpec[] = [
  spec(
    'lca',
    'lcaAttachmentId',
    'LCA',
    undefined,
    'LCA_TEMPLATE',
    'apply.form.lcaReport',
    'apply.form.pdfHint',
  ),
  spec(
    'epd',
    'epdAttachmentId',
    'EPD',
    undefined,
    'EPD_SPARE_TEMPLATE',
    'apply.form.epdReport',
    'apply.form.pdfHint',
  ),
  spec(
    'data',
    'dataAttachment',
    'LCA',
    REPORT_TYPE_DATA,
    'DATA_COLLECTION_TEMPLATE',
    'apply.form.dataSheet',
    'apply.form.zipHint',
  ),
];

export const fileKindSpec = (kind: ApplicationFileKind): FileKindSpec => {
  const found = FILE_KINDS.find((k) => k.kind === kind);
  if (found === undefined) throw new Error(`unknown file kind ${kind}`);
  return found;
};

const lastOf = (path: readonly number[] | undefined): number | null =>
  path !== undefined && path.length > 0 ? (path[path.length - 1] ?? null) : null;

/**
 * The save call's body `{epd, apply}` (spec 02 §3): the PCR is copied to every entry, the
 * category is the last of the cascader's path, files not given are null.
 */
export const toApplySave = (values: ApplyFormValues, requestKey: string): TApplySave => {
  const pcrNumber = values.pcrNumber ?? '';
  return {
    epd: values.epd.map((block) => ({
      productName: block.productName ?? '',
      categoryId: lastOf(block.categoryPath),
      technologyId: block.technologyId ?? null,
      lcaAttachmentId: block.lcaAttachmentId ?? null,
      epdAttachmentId: block.epdAttachmentId ?? null,
      dataAttachment: block.dataAttachment ?? null,
      pcrNumber,
    })),
    apply: {
      productType: values.productType,
      pcrNumber,
      ...(values.companyName ? { companyName: values.companyName } : {}),
      requestKey,
    },
  };
};

/** A field of the form, as antd names it. */
type ApplyField = 'productType' | 'pcrNumber' | 'companyName';
export type ApplyFieldName = [ApplyField] | ['epd', number, keyof ProductBlockValues];

const APPLY_FIELDS: ReadonlySet<string> = new Set(['productType', 'pcrNumber', 'companyName'] as const);
const BLOCK_FIELDS: ReadonlySet<string> = new Set([
  'productName',
  'technologyId',
  'lcaAttachmentId',
  'epdAttachmentId',
  'dataAttachment',
] satisfies (keyof ProductBlockValues)[]);

const isApplyField = (name: string): name is ApplyField => APPLY_FIELDS.has(name);
const isBlockField = (name: string): name is keyof ProductBlockValues => BLOCK_FIELDS.has(name);

/**
 * The form field a server field problem belongs to (`body.epd.1.lcaAttachmentId` →
 * ['epd', 1, 'lcaAttachmentId']), or null when it names no single field (the list itself,
 * the request key): those are shown as a message.
 */
export const formFieldOf = (path: string): ApplyFieldName | null => {
  const parts = path.replace(/^body\./, '').split('.');
  const [head, second, third] = parts;
  if (head === 'apply' && parts.length === 2 && second !== undefined && isApplyField(second)) return [second];
  if (head !== 'epd' || parts.length !== 3 || second === undefined || !/^\d{1,2}$/.test(second)) return null;
  if (third === 'pcrNumber') return ['pcrNumber'];
  if (third === 'categoryId') return ['epd', Number(second), 'categoryPath'];
  return third !== undefined && isBlockField(third) ? ['epd', Number(second), third] : null;
};

interface RandomSource {
  randomUUID?: () => string;
  getRandomValues(array: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer>;
}

/**
 * The form's idempotency key (decision 112): a UUID, made from random bytes where the page is
 * not a secure context (randomUUID exists only on https and localhost).
 */
export const makeRequestKey = (source: RandomSource = globalThis.crypto): string => {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};
