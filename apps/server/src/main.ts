import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { makePrivateDir } from './platform/private-files.ts';
import { seedAtStart } from './start.ts';

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
  await seedAtStart(app);
  // SIGTERM (a service manager, a rolling deploy): stop taking connections, let the requests in
  // flight finish, close the pool, exit; past SHUTDOWN_TIMEOUT_MS the process exits anyway.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing the requests in flight');
    setTimeout(() => {
      app.log.warn('requests still in flight at the shutdown timeout; exiting');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS).unref();
    // A kept-alive connection whose answer went out after the close began is closed too (a
    // client keeps it for the server's 72 s keep-alive hint otherwise, and the close waits).
    setInterval(() => app.server.closeIdleConnections(), 100).unref();
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
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
