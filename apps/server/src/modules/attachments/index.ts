/** The attachments module's face: it owns the attachments table and the stored files. */
export { attachmentsModule } from './attachments.routes.ts';
export { type AttachmentsService, attachmentsService } from './attachments.service.ts';
