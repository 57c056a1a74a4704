/**
 * The open-data module's face (issue 14): every public EPD version as openEPD JSON and
 * ILCD+EPD XML, and the public read API /open/v1. It owns no table: it reads the catalogue's
 * versions through the catalogue's face (`openRecords`).
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { openDataRoutes } from './open-data.routes.ts';

export { type ExportContext, type OpenRecord, toOpenEpd } from './builders.ts';
export { toIlcdEpd } from './ilcd-epd.ts';

export const openDataModule = async (app: FastifyInstance, services: Services) => {
  await openDataRoutes(app, services);
};
