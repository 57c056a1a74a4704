import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import type { CatalogueChanges } from './changes.ts';

/** Catalogue search (EPD and PCR): being built (issue 10). */
export const searchRoutes = async (
  _app: FastifyInstance,
  _services: Services,
  _changes: CatalogueChanges,
) => {};
