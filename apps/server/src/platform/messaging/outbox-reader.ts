import fs from 'node:fs';
import type { TOutboxLine } from '@steel-epd/contract';
import { outboxPath, parseOutboxLine } from './outbox.ts';

/**
 * Test helpers: the messages in a data folder's outbox, oldest first (none when there is no
 * file yet). `send` has finished its append before the request that sent it answers, so a
 * test reads synchronously right after the call.
 */
export const readOutbox = (dataDir: string): TOutboxLine[] => {
  let text: string;
  try {
    text = fs.readFileSync(outboxPath(dataDir), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  return text.split('\n').flatMap((line) => parseOutboxLine(line) ?? []);
};

/** The newest code sent to a phone number or e-mail address, or undefined when none was. */
export const lastCodeFor = (dataDir: string, to: string): string | undefined =>
  readOutbox(dataDir).findLast((m) => m.to === to && m.code !== null)?.code ?? undefined;
