import { OPERATOR_AUDIT_ACTIONS } from './routes/console.ts';
import { APPLICATION_AUDIT_ACTIONS } from './routes/console-applications.ts';
import { DEREGISTRATION_AUDIT_ACTIONS } from './routes/console-deregistrations.ts';
import { EPD_AUDIT_ACTIONS } from './routes/console-epds.ts';
import { CONTENT_AUDIT_ACTIONS } from './routes/console-news.ts';
import { PCR_AUDIT_ACTIONS } from './routes/console-pcrs.ts';
import { RESOURCE_AUDIT_ACTIONS } from './routes/console-resources.ts';
import { REVIEW_AUDIT_ACTIONS } from './routes/console-reviews.ts';
import { SITE_AUDIT_ACTIONS } from './routes/console-site.ts';
import { USERS_ADMIN_AUDIT_ACTIONS } from './routes/console-users.ts';
import { FEEDBACK_AUDIT_ACTIONS } from './routes/feedback.ts';
import { LOW_CARBON_AUDIT_ACTIONS } from './routes/low-carbon.ts';
import { LCA_SUBSCRIPTION_AUDIT_ACTIONS } from './routes/subscriptions.ts';
import { VERIFICATION_AUDIT_ACTIONS } from './routes/verification.ts';

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
