import { z } from 'zod';
import { PRODUCT_BLOCKS_MAX } from '../../constants.ts';
import { LANGUAGES } from '../../languages.ts';
import { zEpdProductName, zId, zLine, zRawLine } from '../../validation.ts';
import { EPD_PRODUCT_TYPES } from '../catalogue/epd-rules.ts';

/**
 * The application form of the portal (spec 02 §3 "EPD application form", §5 "EPD application"):
 * its product entries and files, the cascader's categories and technologies, and the templates.
 */

/** The files of a product entry (spec 02 §5): LCA report PDF, EPD pre-report PDF, data collection ZIP. */
export const APPLICATION_FILE_KINDS = ['lca', 'epd', 'data'] as const;
export type ApplicationFileKind = (typeof APPLICATION_FILE_KINDS)[number];

/** The template files of the form (spec 02 §3 "Template manage items"). */
export const TEMPLATE_CODES = ['EPD_SPARE_TEMPLATE', 'LCA_TEMPLATE', 'DATA_COLLECTION_TEMPLATE'] as const;
export type TemplateCode = (typeof TEMPLATE_CODES)[number];

/** `/Epd/mineEpd?type=`: EPD lists EPD applications, PCR the carbon-footprint (CFP) ones. */
export const MY_APPLICATION_TYPES = ['EPD', 'PCR'] as const;

/** The form's idempotency key: 16 to 64 letters, digits, '-' or '_' (the portal sends a UUID). */
export const REQUEST_KEY_RE = /^[A-Za-z0-9_-]{16,64}$/;

/** One product entry of the form (spec 02 §3 "EPD application form"). */
export const ZApplyProduct = z.object({
  /** Typed (at most 24) or the name of the category picked in the cascader. */
  productName: zEpdProductName,
  /** The category picked in the cascader (`p/lca/categories`, `/p/productCategory/list`), if any. */
  categoryId: zId.nullable().optional(),
  /** A technology of the category (`/p/lca/technology/{id}`), if any. */
  technologyId: zId.nullable().optional(),
  /** Uploads of the caller (`p/attachment/upload`): businessType LCA (report PDF), EPD (pre-report PDF), LCA or EPD with reportType 'data' (ZIP). */
  lcaAttachmentId: zId.nullable().optional(),
  epdAttachmentId: zId.nullable().optional(),
  dataAttachment: zId.nullable().optional(),
  /** The form copies the application's PCR to every entry; the server reads the application's. */
  pcrNumber: zLine().max(64, { error: 'validation.tooLong' }).optional(),
});
export type TApplyProduct = z.input<typeof ZApplyProduct>;

/** The application itself (spec 02 §3: productType, pcrNumber, companyName). */
export const ZApplyForm = z.object({
  productType: z.enum(EPD_PRODUCT_TYPES, { error: 'validation.invalid' }).default('EPD'),
  /** A PCR's register number from `p/pcr/list` (required: 'apply.pcrRequired'). */
  pcrNumber: zLine('apply.pcrRequired')
    .min(1, { error: 'apply.pcrRequired' })
    .max(64, { error: 'validation.tooLong' }),
  /** Shown read-only; the server takes the caller's company's own name. */
  companyName: zLine().max(200, { error: 'validation.tooLong' }).optional(),
  /** One key per filled-in form: a retried or double-clicked submit returns the same application. */
  requestKey: zRawLine('validation.invalid').regex(REQUEST_KEY_RE, { error: 'validation.invalid' }),
});

export const ZApplySave = z.object({
  epd: z
    .array(ZApplyProduct, { error: 'validation.invalid' })
    .min(1, { error: 'apply.productsMin' })
    .max(PRODUCT_BLOCKS_MAX, { error: 'apply.productsMax' }),
  apply: ZApplyForm,
});
export type TApplySave = z.input<typeof ZApplySave>;

/** A category of the cascader (spec 02 §3 "Product categories have categoryName"). */
export const ZProductCategory = z.object({
  id: z.number().int(),
  categoryName: z.string(),
  categoryNameEn: z.string(),
  /** False when it has subcategories to load (`/p/productCategory/list` with its id). */
  isLeaf: z.boolean(),
});
export type TProductCategory = z.infer<typeof ZProductCategory>;

export const ZTechnology = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
});
export type TTechnology = z.infer<typeof ZTechnology>;

export const ZTemplatePageBody = z.object({
  pageNum: z.coerce.number<string | number>().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number<string | number>().int().min(1).max(50).default(10),
  /** The template's language; the other language's file is the fallback. */
  i18n: z.enum(LANGUAGES, { error: 'validation.invalid' }).default('zh'),
});

export const ZTemplateItem = z.object({
  code: z.enum(TEMPLATE_CODES),
  /** Download: GET /p/template/download/{attachmentId}. */
  attachmentId: z.number().int(),
  fileName: z.string(),
  i18n: z.enum(LANGUAGES),
});
export type TTemplateItem = z.infer<typeof ZTemplateItem>;
