/** The attachments module's face: it owns the attachments table and the stored files. */
export { attachmentsModule } from './attachments.routes.ts';
export {
  type AttachmentsService,
  attachmentResource,
  attachmentsService,
  type UploadContentCheck,
  type UploadContentChecks,
} from './attachments.service.ts';
export type { AttachmentRow } from './attachments.store.ts';
export { sendFile } from './send-file.ts';
