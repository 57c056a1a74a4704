import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import type { CatalogueChanges } from './changes.ts';

/** The secretariat's publishing and PCR management: being built (issue 10). */
export const publishingRoutes = async (
  _app: FastifyInstance,
  _services: Services,
  _changes: CatalogueChanges,
) => {};
