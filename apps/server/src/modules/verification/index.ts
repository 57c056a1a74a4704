/** The verification module's face: it owns verification_requests, verification_feedback and verification_feedback_files. */
export { verificationModule } from './verification.routes.ts';
