import fs from 'node:fs';
import readline from 'node:readline';
import type { TMessageChannel, TMessageDelivery, TOutboxLine, TOutboxMessage } from '@steel-epd/contract';
import { outboxPath, parseOutboxLine } from '../../platform/messaging/outbox.ts';

export interface OutboxFilter {
  channel?: TMessageChannel | undefined;
  /** A part of the recipient, case-insensitive. */
  to?: string | undefined;
}

const matches = (filter: OutboxFilter, m: TOutboxLine) =>
  (!filter.channel || m.channel === filter.channel) &&
  (!filter.to || m.to.toLowerCase().includes(filter.to.toLowerCase()));

/**
 * The outbox file, read for the console. The file is read as a stream and only the newest
 * `pageNum * pageSize` matches are kept, so a long outbox costs time, not memory, and the
 * first pages (the ones an operator reads) stay cheap. Torn or foreign lines are skipped.
 */
export const outboxService = ({ dataDir, delivery }: { dataDir: string; delivery: TMessageDelivery }) => ({
  async page(filter: OutboxFilter, pageNum: number, pageSize: number) {
    const keep = pageNum * pageSize;
    const newest: TOutboxMessage[] = [];
    let totals = 0;
    let id = 0;
    const input = fs.createReadStream(outboxPath(dataDir), { encoding: 'utf8' });
    try {
      for await (const text of readline.createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY })) {
        id += 1;
        const line = parseOutboxLine(text);
        if (!line || !matches(filter, line)) continue;
        totals += 1;
        newest.push({ ...line, id });
        // Trimmed in batches: dropping one from the front per line would cost O(keep) each time.
        if (newest.length >= 2 * keep) newest.splice(0, newest.length - keep);
      }
    } catch (err) {
      // No file yet: nothing was kept.
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
    // `newest` ends with the newest match; the page counts back from there.
    const end = newest.length - (pageNum - 1) * pageSize;
    const list = end > 0 ? newest.slice(Math.max(0, end - pageSize), end).reverse() : [];
    return { list, totals, pageSize, pageNum, delivery };
  },
});
