import { applicationRoutes as r } from '@steel-epd/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../../platform/routes.ts';
import type { Services } from '../../../services.ts';
import { applyService } from './apply.service.ts';
import { correctionsService } from './corrections.service.ts';

/** The applicant's applications: apply, my list, stages, detail and corrected data (spec 02 §7). */
export const applyRoutes = async (app: FastifyInstance, { db, attachments }: Services) => {
  const apply = applyService({ db, attachments });
  const corrections = correctionsService({ db, attachments });

  registerRoute(app, r.applySave, ({ body, actor }) => apply.save(actor, body));
  registerRoute(app, r.myApplications, ({ query, actor }) => apply.mine(actor, query.type));
  registerRoute(app, r.applicationSteps, ({ params, actor }) => apply.steps(actor, params.id));
  registerRoute(app, r.applicationDetail, ({ body, actor, lang }) => apply.detail(actor, body.id, lang));
  registerRoute(app, r.epdAttachmentUpdate, ({ body, actor, lang }) =>
    corrections.replaceFile(
      actor,
      { productId: body.epdId, kind: 'epd', attachmentId: body.attachmentId, field: 'attachmentId' },
      lang,
    ),
  );
  registerRoute(app, r.dataAttachmentUpdate, ({ body, actor, lang }) =>
    corrections.replaceFile(
      actor,
      {
        productId: body.epdId,
        kind: 'data',
        attachmentId: body.dataAttachment,
        field: 'dataAttachment',
      },
      lang,
    ),
  );
  registerRoute(app, r.lcaAttachmentUpdate, ({ body, actor, lang }) =>
    corrections.replaceFile(
      actor,
      { productId: body.epdId, kind: 'lca', attachmentId: body.attachmentId, field: 'attachmentId' },
      lang,
    ),
  );
  registerRoute(app, r.lcaValidateUpdate, ({ body, actor }) => corrections.confirm(actor, body.applyId));
  registerRoute(app, r.applyResubmit, ({ body, actor }) => corrections.resubmit(actor, body.id));
};
