import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';

/** The phone summary, the watermarked report and access records: being built (issue 10). */
export const summaryRoutes = async (_app: FastifyInstance, _services: Services) => {};
