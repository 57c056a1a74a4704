import { z } from 'zod';
import { OTHER_TEXT_MAX } from '../../constants.ts';
import { zId, zLongText, zName } from '../../validation.ts';
import { zField } from './fields.ts';

/** A registration's answers (decision 198): what the user writes and the secretariat's review reads. */

/** The 'other' industry's or channel's own words. */
export const zOtherText = zField(OTHER_TEXT_MAX);

/**
 * A registration's answers: what the secretariat's registration review reads (decision 198).
 * The user name is the person's own; the company name is the company they declare they belong
 * to (a company is made for them, or theirs renamed while no certification vouches for it).
 */
export const ZRegistrationAnswers = z.object({
  userName: zName,
  companyName: zName.optional(),
  companyType: zField(32).optional(),
  contacts: zField(32, 'validation.nameTooLong').optional(),
  department: zField(64).optional(),
  job: zField(64).optional(),
  iprofessionId: zId.optional(),
  professionId: zId.optional(),
  /** JSON text of the chosen industry path: `[parentId, childId]` or `[id]`. */
  productTypeHierarchy: zField(200).optional(),
  otherProfession: zOtherText.optional(),
  /** A text area in the portal: line breaks are kept. */
  demand: zLongText().max(500, { error: 'validation.tooLong' }).optional(),
  channelId: zId.optional(),
  newchannelId: zId.optional(),
  otherChannel: zOtherText.optional(),
});

/** The supplement form carries a company name, type and contact; the profession form does not. */
const isSupplement = (form: { contacts?: unknown; companyType?: unknown; companyName?: unknown }) =>
  form.contacts !== undefined || form.companyType !== undefined || form.companyName !== undefined;

const supplementIssues = (
  form: { contacts?: string | undefined; companyType?: string | undefined; companyName?: string | undefined },
  ctx: z.RefinementCtx,
) => {
  if (!form.companyName) {
    ctx.addIssue({ code: 'custom', path: ['companyName'], message: 'validation.companyNameRequired' });
  }
  if (!form.companyType) {
    ctx.addIssue({ code: 'custom', path: ['companyType'], message: 'validation.companyTypeRequired' });
  }
  if (!form.contacts) {
    ctx.addIssue({ code: 'custom', path: ['contacts'], message: 'validation.contactsRequired' });
  }
};

/**
 * The supplement form (a first login without a user name) or the phone pages' profession form
 * (user name and industry): saving either submits the registration for review (decision 198).
 */
export const ZNameUpdate = ZRegistrationAnswers.superRefine((form, ctx) => {
  if (isSupplement(form)) supplementIssues(form, ctx);
  else if (form.professionId === undefined) {
    ctx.addIssue({ code: 'custom', path: ['professionId'], message: 'validation.professionRequired' });
  }
});
export type TNameUpdate = z.input<typeof ZNameUpdate>;

/**
 * The correction of a failed registration (/p/user/modify): the supplement's answers again
 * (/information sends them all, with the same rules), or only the user and company name (the
 * phone pages' /userinfo).
 */
export const ZUserModify = ZRegistrationAnswers.partial({ userName: true }).superRefine((form, ctx) => {
  if (form.contacts !== undefined || form.companyType !== undefined) supplementIssues(form, ctx);
  else if (form.userName === undefined && form.companyName === undefined) {
    ctx.addIssue({ code: 'custom', path: ['companyName'], message: 'validation.nameRequired' });
  }
});
export type TUserModify = z.input<typeof ZUserModify>;

/** How an account was made: the registration review shows it (decision 198). */
export const SIGNUP_CHANNELS = ['phoneRegister', 'phoneLogin', 'emailRegister'] as const;
export type TSignupChannel = (typeof SIGNUP_CHANNELS)[number];

/** The caller's own registration answers, as /information starts its correction from them. */
export const ZOwnRegistration = z.object({
  auditStatus: z.number().int(),
  reasonReject: z.string().nullable(),
  userName: z.string().nullable(),
  companyName: z.string().nullable(),
  /** A certification under review or certified vouches for the name: it cannot change here. */
  companyNameLocked: z.boolean(),
  companyType: z.string().nullable(),
  contacts: z.string().nullable(),
  department: z.string().nullable(),
  job: z.string().nullable(),
  /** The chosen INDUSTRY_CLASSIFICATION path, `[id]` or `[parentId, id]`. */
  industryPath: z.array(z.number().int()).nullable(),
  otherProfession: z.string().nullable(),
  demand: z.string().nullable(),
  /** The chosen CHANNEL_CLASSIFICATION path. */
  channelPath: z.array(z.number().int()).nullable(),
  otherChannel: z.string().nullable(),
});
export type TOwnRegistration = z.infer<typeof ZOwnRegistration>;
