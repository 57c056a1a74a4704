import fs from 'node:fs';
import path from 'node:path';
import { E2E_DATA_DIR } from './env.ts';

/** The newest code the e2e server's outbox holds for an address: what the person would read. */
export const lastCode = (to: string): string | undefined => {
  const file = path.join(E2E_DATA_DIR, 'outbox.jsonl');
  if (!fs.existsSync(file)) return undefined;
  const lines = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean);
  for (const line of lines.reverse()) {
    const message = JSON.parse(line) as { to: string; code: string | null };
    if (message.to === to && message.code) return message.code;
  }
  return undefined;
};

/** Waits for a new code to arrive for an address (a code other than `previous`). */
export const waitForCode = async (to: string, previous?: string): Promise<string> => {
  for (let i = 0; i < 50; i += 1) {
    const code = lastCode(to);
    if (code && code !== previous) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code arrived for ${to}`);
};
