import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { seedApplicationReferences } from './modules/applications/index.ts';
import { seedDemoContent } from './modules/catalogue/index.ts';
import { seedDemoNews } from './modules/content/index.ts';
import { seedLowCarbonTemplate } from './modules/low-carbon/index.ts';
import { seedResourcesDemo } from './modules/resources/index.ts';
import { makePrivateDir } from './platform/private-files.ts';

const root = path.resolve(import.meta.dirname, '../../..');

const main = async () => {
  const config = loadConfig({
    PORTAL_DIST: path.join(root, 'apps/portal/dist'),
    CONSOLE_DIST: path.join(root, 'apps/console/dist'),
    ...process.env,
  });
  // Whatever this process writes is its own (issue 9): explicit modes where files are made, and
  // this for anything a library makes; the data folder is narrowed if an earlier version left it open.
  process.umask(0o077);
  makePrivateDir(config.DATA_DIR);
  const app = await buildApp(config);
  // The application form's categories, technologies and template files (reference data, not demo content).
  await seedApplicationReferences(app.services);
  // The low-carbon data-collection workbook template, linked from LCES_MODEL_DOWNLOAD.
  await seedLowCarbonTemplate(app.services);
  // A fresh clone shows a believable catalogue (issue 10); tests build the app without this.
  if (config.DEMO_CONTENT !== 'off') {
    await seedDemoContent(app.services);
    await seedResourcesDemo(app.services);
    // News and announcements with pictures and attachments (issue 12), each skipped once it exists.
    await seedDemoNews(app.services);
  }
  const close = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.PORT, host: config.HOST });
  const base = `http://localhost:${config.PORT}`;
  app.log.info(`portal ${base}/  console ${base}/console/  API reference ${base}/docs`);
  console.log(
    `\nSteel EPD Platform is running:\n  portal   ${base}/\n  console  ${base}/console/\n  API docs ${base}/docs\n`,
  );
};

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
