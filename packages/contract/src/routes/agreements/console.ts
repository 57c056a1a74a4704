import { z } from 'zod';
import { defineRoute } from '../../route.ts';
import { zId } from '../../validation.ts';
import { ZAgreementForm, ZAgreementQuery, ZConsoleAgreement } from './console-forms.ts';

/**
 * The editors' calls on the agreements' versions. They are exported as part of consoleNewsRoutes
 * (content/console.ts), the editors' group, so this file is not in the area's index.
 */

const editors = ['editor'] as const;
const idParams = z.object({ id: zId });
const saved = z.object({ id: z.number().int() });

export const agreementEditorRoutes = {
  agreementAdminList: defineRoute({
    method: 'GET',
    path: '/c/agreements',
    auth: 'operator',
    roles: editors,
    summary: 'Every version of the agreements, future ones too, newest first, with its state',
    query: ZAgreementQuery,
    data: z.array(ZConsoleAgreement),
  }),
  agreementCreate: defineRoute({
    method: 'POST',
    path: '/c/agreements',
    auth: 'operator',
    roles: editors,
    summary:
      'A new version of an agreement in one language. The publish time may not lie in the past ' +
      '(AGREEMENT_PUBLISH_PAST; within a few minutes counts as now); the failure time comes after it; ' +
      'the version is new for its type and language (AGREEMENT_VERSION_TAKEN)',
    body: ZAgreementForm,
    data: saved,
  }),
  agreementUpdate: defineRoute({
    method: 'POST',
    path: '/c/agreements/{id}',
    auth: 'operator',
    roles: editors,
    summary:
      'Changes a version whose publish time has not come. A published version is never edited, ' +
      'only superseded by a new one (AGREEMENT_PUBLISHED)',
    params: idParams,
    body: ZAgreementForm,
    data: saved,
  }),
} as const;
