import { agreementRoutes as r, type TAgreement } from '@steel-epd/contract';
import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../platform/crypto.ts';
import { appError } from '../../platform/errors.ts';
import { registerRoute } from '../../platform/routes.ts';
import { AGREEMENT_SEED } from './agreements.seed-data.ts';
import { agreementsStore } from './agreements.store.ts';

/** The user agreement and the privacy policy in force (spec 02 §2 "Agreements"). */
export const agreementsModule = async (app: FastifyInstance) => {
  const store = agreementsStore(app.db);
  if ((await store.count()) === 0) await store.insert(AGREEMENT_SEED);

  registerRoute(app, r.agreementNow, async ({ body }): Promise<TAgreement> => {
    const row = await store.current(body.agreementType, body.i18n === 'en' ? 'en' : 'zh', nowIso());
    if (!row) throw appError('NOT_FOUND');
    return {
      id: row.id,
      agreementType: body.agreementType,
      agreementVersion: row.version,
      agreementContent: row.content,
      publishTime: row.publish_time,
      failureTime: row.failure_time,
    };
  });
};
