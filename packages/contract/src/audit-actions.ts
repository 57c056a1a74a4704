import { APPLICATION_AUDIT_ACTIONS } from './routes/applications/console.ts';
import { PCR_AUDIT_ACTIONS } from './routes/catalogue/console-pcrs.ts';
import { EPD_AUDIT_ACTIONS } from './routes/catalogue/epd-rules.ts';
import { REVIEW_AUDIT_ACTIONS } from './routes/companies/console.ts';
import { CONTENT_AUDIT_ACTIONS } from './routes/content/editor-rules.ts';
import { DEREGISTRATION_AUDIT_ACTIONS } from './routes/deregistration/console.ts';
import { FEEDBACK_AUDIT_ACTIONS } from './routes/feedback/routes.ts';
import { LOW_CARBON_AUDIT_ACTIONS } from './routes/low-carbon/routes.ts';
import { OPERATOR_AUDIT_ACTIONS } from './routes/operators/console.ts';
import { SITE_AUDIT_ACTIONS } from './routes/reference/console.ts';
import { RESOURCE_AUDIT_ACTIONS } from './routes/resources/console-forms.ts';
import { LCA_SUBSCRIPTION_AUDIT_ACTIONS } from './routes/subscriptions/routes.ts';
import { USERS_ADMIN_AUDIT_ACTIONS } from './routes/users-admin/console.ts';
import { VERIFICATION_AUDIT_ACTIONS } from './routes/verification/console.ts';

/** Every action the audit log records; each area declares its own, the console lists them all. */
export const AUDIT_ACTIONS = [
  ...OPERATOR_AUDIT_ACTIONS,
  ...USERS_ADMIN_AUDIT_ACTIONS,
  ...REVIEW_AUDIT_ACTIONS,
  ...DEREGISTRATION_AUDIT_ACTIONS,
  ...EPD_AUDIT_ACTIONS,
  ...PCR_AUDIT_ACTIONS,
  ...APPLICATION_AUDIT_ACTIONS,
  ...FEEDBACK_AUDIT_ACTIONS,
  ...SITE_AUDIT_ACTIONS,
  ...RESOURCE_AUDIT_ACTIONS,
  ...CONTENT_AUDIT_ACTIONS,
  ...VERIFICATION_AUDIT_ACTIONS,
  ...LCA_SUBSCRIPTION_AUDIT_ACTIONS,
  ...LOW_CARBON_AUDIT_ACTIONS,
] as const;
