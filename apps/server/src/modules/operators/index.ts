/**
 * The operators module's face. It owns the operators, operator_sessions and audit_log tables;
 * every module records its operators' actions through `auditLog` (bound to its transaction).
 */
export { type AuditInput, type AuditLog, type AuditLogFor, auditLog } from './audit.service.ts';
export { type OperatorAuthService, operatorAuthService } from './operator-auth.service.ts';
export { operatorsModule } from './operators.routes.ts';
export { operatorsService } from './operators.service.ts';
