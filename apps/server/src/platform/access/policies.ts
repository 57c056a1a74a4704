import {
  AUDIT_STATUS,
  COMPANY_STATUS,
  consoleApplicationRoutes,
  consoleEpdsRoutes,
  consoleNewsRoutes,
  consolePcrRoutes,
  consoleResourceRoutes,
  consoleReviewsRoutes,
  consoleVerificationRoutes,
  type ErrorName,
  lowCarbonRoutes,
  type OperatorRole,
} from '@steel-epd/contract';
import { appError } from '../errors.ts';
import type { Actor } from './actor.ts';

/**
 * Who may do what to which record: the one place for ownership and company checks (outline's
 * server/policies, immich's requireAccess). Services describe the record and ask; they never
 * compare ids themselves. Operators' role checks stay on the route descriptors (the contract
 * names the roles of each console call); here an operator may read every portal record, except
 * an uploaded file: only the roles that handle the record it belongs to read it (FILE_READERS).
 */
export type Resource =
  /** A portal user's own records (profile, detail, password, messages, deregistration). */
  | { kind: 'user'; id: number }
  /** The records of a company: its users share them. */
  | { kind: 'company'; id: number | null }
  /** A login name (phone or e-mail) the caller names as their own. */
  | { kind: 'account'; account: string }
  /**
   * An uploaded file: its uploader's and the company's it was uploaded under; in the console,
   * the operators' who handle the record it belongs to (`record`, told by the attachments module).
   */
  | { kind: 'attachment'; ownerUserId: number; companyId: number | null; record: FileRecord }
  /**
   * A published EPD's full report (spec 02 §4 "User audit status"): open to every logged-in
   * user whose registration is not under review (the reader's audit status, read by the caller).
   */
  | { kind: 'epdReport'; readerAuditStatus: number | null }
  /** An EPD or CFP application with its entries, files, quotes and contracts: its company's. */
  | { kind: 'application'; companyId: number };

export type Action = 'read' | 'update';

/**
 * What an uploaded file belongs to, by the console queue or editor's page that handles it: a
 * company's certification (licence, billing information), an EPD or CFP application (the
 * applicant's reports and data, the secretariat's quotes and contracts), a low-carbon
 * application (its workbook), a verification request (its report, the secretariat's answer
 * files), a catalogue record (an EPD's reports, data file, QR code), a PCR document, or the site's
 * content (resource and GPI documents, covers, logos, news pictures, announcement files, form
 * templates). `unknown`: a type no record names, read by administrators only.
 */
export type FileRecord =
  | 'company'
  | 'application'
  | 'lowCarbon'
  | 'verification'
  | 'catalogue'
  | 'pcr'
  | 'content'
  | 'unknown';

/**
 * The roles (besides administrators, who read every file) that read a file of each record in the
 * console: the roles of the console calls that decide or edit that record, taken from their
 * descriptors. A catalogue file is the editors' (the EPD pages) and the reviewers' (an
 * application's release attaches its reports and makes the catalogue record).
 */
export const FILE_READERS: Readonly<Record<FileRecord, readonly OperatorRole[]>> = {
  company: consoleReviewsRoutes.companyReview.roles,
  application: consoleApplicationRoutes.applicationAdminDetail.roles,
  lowCarbon: lowCarbonRoutes.lowCarbonDetail.roles,
  verification: consoleVerificationRoutes.verificationDetail.roles,
  catalogue: [
    ...new Set([...consoleEpdsRoutes.epdDetail.roles, ...consoleApplicationRoutes.applicationRelease.roles]),
  ],
  pcr: consolePcrRoutes.pcrAdminList.roles,
  content: [
    ...new Set([...consoleResourceRoutes.resourceAdminList.roles, ...consoleNewsRoutes.newsAdminList.roles]),
  ],
  unknown: [],
};

/** An operator's role reads files of the record (administrators every one). */
export const roleReadsFiles = (role: OperatorRole, record: FileRecord): boolean =>
  role === 'administrator' || FILE_READERS[record].includes(role);

const ownedBy = (actor: Actor, resource: Resource): boolean => {
  if (actor.kind !== 'user') return false;
  const { user } = actor;
  switch (resource.kind) {
    case 'user':
      return resource.id === user.id;
    case 'company':
      return resource.id !== null && resource.id === user.companyId;
    case 'account':
      return resource.account === user.account;
    case 'attachment':
      return (
        resource.ownerUserId === user.id ||
        (resource.companyId !== null && resource.companyId === user.companyId)
      );
    case 'epdReport':
      return resource.readerAuditStatus !== AUDIT_STATUS.pending;
    case 'application':
      return user.companyId !== null && resource.companyId === user.companyId;
  }
};

/** May the actor do this to the record? */
export const can = (actor: Actor, action: Action, resource: Resource): boolean => {
  if (actor.kind === 'operator') {
    if (action !== 'read') return false;
    return resource.kind !== 'attachment' || roleReadsFiles(actor.operator.role, resource.record);
  }
  return ownedBy(actor, resource);
};

/**
 * How a file the actor may not read is refused: an operator is told their role may not
 * (OPERATOR_ROLE_REQUIRED, 403, as a console call of another role is); anyone else hears
 * NOT_FOUND, so an id that exists is not confirmed.
 */
export const fileRefusal = (actor: Actor): Extract<ErrorName, 'NOT_FOUND' | 'OPERATOR_ROLE_REQUIRED'> =>
  actor.kind === 'operator' ? 'OPERATOR_ROLE_REQUIRED' : 'NOT_FOUND';

/**
 * Throws unless the actor may. FORBIDDEN by default; NOT_FOUND where even the refusal would
 * confirm that someone else's record exists (a file, a message, a company code).
 */
export const assertCan = (
  actor: Actor,
  action: Action,
  resource: Resource,
  refusal: Extract<ErrorName, 'FORBIDDEN' | 'NOT_FOUND' | 'REPORT_REVIEW_PENDING'> = 'FORBIDDEN',
): void => {
  if (!can(actor, action, resource)) throw appError(refusal);
};

/**
 * The download flow of spec 02 §4 on the server, for the documents the secretariat publishes
 * (resources, GPI, announcement attachments): a logged-in user whose registration is approved;
 * under review answers DOWNLOAD_REVIEW_PENDING, failed DOWNLOAD_REGISTRATION_FAILED (the portal
 * then offers /information). An operator may read them too. The caller reads the reader's
 * audit status.
 */
export const assertMayDownloadPublished = (actor: Actor, readerAuditStatus: number | null): void => {
  if (actor.kind === 'operator') return;
  if (actor.kind !== 'user') throw appError('UNAUTHENTICATED');
  if (readerAuditStatus === AUDIT_STATUS.pending) throw appError('DOWNLOAD_REVIEW_PENDING');
  if (readerAuditStatus === AUDIT_STATUS.failed) throw appError('DOWNLOAD_REGISTRATION_FAILED');
};

/**
 * The action gate of spec 01 §4 on the server: applying for an EPD or CFP, and every upload for
 * it, needs the caller's company to be certified. A certification under review answers
 * COMPANY_CERTIFICATION_PENDING; none, or a failed one, COMPANY_CERTIFICATION_REQUIRED. The
 * caller reads the company's status (null without a company).
 */
export const assertMayApply = (actor: Actor, companyStatus: number | null): void => {
  if (actor.kind !== 'user') throw appError('FORBIDDEN');
  // An account being closed starts nothing new (revoking the request lets it apply again).
  if (actor.user.deregistering) throw appError('DEREGISTRATION_PENDING');
  if (companyStatus === COMPANY_STATUS.certified) return;
  throw appError(
    companyStatus === COMPANY_STATUS.pending
      ? 'COMPANY_CERTIFICATION_PENDING'
      : 'COMPANY_CERTIFICATION_REQUIRED',
  );
};
