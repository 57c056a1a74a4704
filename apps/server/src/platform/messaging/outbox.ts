import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { type TOutboxLine, ZOutboxLine } from '@steel-epd/contract';
import { narrowToOwner, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../private-files.ts';
import type { OutgoingMessage } from '../services.ts';

/**
 * The outbox: the embedded default's way to "send" mail and SMS with no outside service. Each
 * message is one JSON line in `DATA_DIR/outbox.jsonl`; the console lists them, and tests read
 * the codes from it. It is a file, so it serves instances that share one machine's data folder
 * only: instances on several machines configure SMTP and an SMS gateway instead.
 */
export const OUTBOX_FILE = 'outbox.jsonl';

export const outboxPath = (dataDir: string) => path.join(dataDir, OUTBOX_FILE);

export const toOutboxLine = (message: OutgoingMessage, time = new Date()): TOutboxLine => ({
  channel: message.channel,
  to: message.to,
  subject: message.subject,
  text: message.text,
  code: message.code ?? null,
  time: time.toISOString(),
});

/** One line of the file, or null for a line that is not a message (a torn or foreign line). */
export const parseOutboxLine = (text: string): TOutboxLine | null => {
  if (!text.trim()) return null;
  try {
    const parsed = ZOutboxLine.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/**
 * Appends messages to the outbox. Appends wait for each other, so concurrent sends of this
 * process never interleave; each line is one write to a file opened for appending (O_APPEND),
 * which keeps lines of other processes on the same machine whole as well.
 */
export const outboxWriter = (dataDir: string) => {
  const file = outboxPath(dataDir);
  let tail: Promise<unknown> = Promise.resolve();

  // Codes are in clear here: the file is its owner's only (0600, in a 0700 folder), and one an
  // earlier version left readable by others is narrowed before the first new line goes in.
  let narrowed = false;
  const write = async (line: string) => {
    // Every time, not once: the folder may be made or removed while the server runs.
    await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
    if (!narrowed) {
      narrowToOwner(file);
      narrowed = true;
    }
    await appendFile(file, line, { encoding: 'utf8', flag: 'a', mode: PRIVATE_FILE_MODE });
  };

  return {
    send(message: OutgoingMessage): Promise<void> {
      const line = `${JSON.stringify(toOutboxLine(message))}\n`;
      const done = tail.then(() => write(line));
      // A failed append fails its own send only; the next one still runs.
      tail = done.catch(() => undefined);
      return done;
    },
  };
};
