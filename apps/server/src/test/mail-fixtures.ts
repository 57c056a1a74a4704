import { buildTestApp, type TestApp } from './helper.ts';

/**
 * An app whose mail server is away (SMTP to a port nothing listens on), and whether it logged
 * a notice mail about the given record as not sent (notice-mail.ts).
 */
export const appWithMailAway = async (): Promise<{
  app: TestApp;
  loggedUnsent: (about: Record<string, number>) => boolean;
}> => {
  const lines: string[] = [];
  const app = await buildTestApp({
    env: { SMTP_URL: 'smtp://127.0.0.1:9', LOG_LEVEL: 'error' },
    logStream: { write: (line) => lines.push(line) },
  });
  const loggedUnsent = (about: Record<string, number>) =>
    lines.some(
      (line) =>
        line.includes('notice mail not sent') &&
        Object.entries(about).every(([name, id]) => line.includes(`"${name}":${id}`)),
    );
  return { app, loggedUnsent };
};
