import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { seedApplicationReferences } from './modules/applications/index.ts';
import { seedDemoContent } from './modules/catalogue/index.ts';
import { seedDemoNews } from './modules/content/index.ts';
import { seedLowCarbonTemplate } from './modules/low-carbon/index.ts';
import { seedResourcesDemo } from './modules/resources/index.ts';

/** The start of the one log line that tells a generated demo password. */
export const DEMO_PASSWORD_TOLD = 'demo user made with this password (shown once)';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** 16 characters that pass the password rule (a lower-case and an upper-case letter and a digit). */
export const generatedPassword = (): string =>
  `Dm7${Array.from({ length: 13 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;

/**
 * What every start seeds, under the database's start lock so that instances started together
 * on one database seed one after the other and each finds what the one before made (issue 28):
 * reference data and templates always; demo content as config.DEMO says.
 */
export const seedAtStart = async (app: FastifyInstance): Promise<void> => {
  const { services, config } = app;
  await app.underStartLock(async () => {
    // The application form's categories, technologies and template files (reference data, not demo content).
    await seedApplicationReferences(services);
    // The low-carbon data-collection workbook template, linked from LCES_MODEL_DOWNLOAD.
    await seedLowCarbonTemplate(services);
    if (config.DEMO === 'off') return;
    // Outside the embedded default nobody may know the demo user's password but who reads this log.
    const password = config.DEMO === 'generated' ? generatedPassword() : undefined;
    await seedDemoContent(services, {
      ...(password ? { password } : {}),
      onUserMade: (account) => {
        // In the message, not a field: the log redacts fields named like secrets, as it should.
        if (password) app.log.warn({ account }, `${DEMO_PASSWORD_TOLD}: ${password}`);
      },
    });
    await seedResourcesDemo(services);
    // News and announcements with pictures and attachments (issue 12), each skipped once it exists.
    await seedDemoNews(services);
  });
};
