import { z } from 'zod';

/** Every answer of the API: `{code, message, data}` (spec 01 §7). */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), message: z.string(), data });

/** The shape of a failure: `error` names the catalogue entry, `fields` the invalid inputs. */
export const ZErrorEnvelope = z.object({
  code: z.number().int(),
  message: z.string(),
  data: z.null(),
  error: z.string(),
  fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  repMsg: z.string().optional(),
});
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelope>;

/** A page of a list, as the spec's list calls answer it (spec 02 §3 "Page response"). */
export const page = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    totals: z.number().int(),
    pageSize: z.number().int(),
    pageNum: z.number().int(),
  });

/** The request half of a paged list call. */
export const ZPageQuery = z.object({
  pageNum: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
