import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { seedDemoContent } from '../modules/catalogue/index.ts';

/**
 * Publishes the demo content into the configured database and file storage, as `npm start`
 * does on an empty catalogue, for a server started with DEMO_CONTENT=off (the e2e journeys):
 *
 *   DATA_DIR=e2e/.data node apps/server/src/cli/seed-demo-content.ts
 *
 * Nothing is published twice: an existing record is found by its registration number.
 */
const main = async () => {
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'warn', ...process.env }));
  try {
    const { published } = await seedDemoContent(app.services, { force: true });
    console.log(`demo content: ${published} EPD records published`);
  } finally {
    await app.close();
  }
};

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
