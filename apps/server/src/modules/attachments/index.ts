/** The attachments module's face: it owns the attachments table and the stored files. */
export { attachmentResource } from './access.ts';
export { attachmentsModule } from './attachments.routes.ts';
export { type AttachmentsService, attachmentsService } from './attachments.service.ts';
export type { AttachmentRow } from './attachments.store.ts';
export { sendFile } from './send-file.ts';
export type { UploadContentCheck, UploadContentChecks } from './uploads/receive-upload.ts';
