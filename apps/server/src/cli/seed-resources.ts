import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { seedResourcesDemo } from '../modules/resources/index.ts';

/**
 * Adds the demo resources, GPI documents and friendly links to the configured database and file
 * storage, as `npm start` does, for a server started with DEMO_CONTENT=off (the e2e journeys):
 *
 *   DATA_DIR=e2e/.data node apps/server/src/cli/seed-resources.ts
 *
 * Each part only when its table is empty.
 */
const main = async () => {
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'warn', ...process.env }));
  try {
    await seedResourcesDemo(app.services);
  } finally {
    await app.close();
  }
};

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
