/**
 * The child process of child-work.ts: calls the export each message names, with its
 * arguments, one call after another, and answers its value or its error. It ends when the
 * parent closes the channel (or is gone).
 */
import type { ChildAnswer, ChildCall } from './child-work.ts';

const send = process.send?.bind(process);
if (!send) throw new Error('child-work-worker.ts runs as a child process (child-work.ts starts it)');
process.on('disconnect', () => process.exit(0));

let queue: Promise<void> = Promise.resolve();

process.on('message', (call: ChildCall) => {
  queue = queue.then(async () => {
    let answer: ChildAnswer;
    try {
      const exports = (await import(call.module)) as Record<string, unknown>;
      const fn = exports[call.name];
      if (typeof fn !== 'function') throw new Error(`${call.module} exports no function ${call.name}`);
      answer = { id: call.id, value: await fn(...call.args) };
    } catch (err) {
      answer = { id: call.id, failure: err instanceof Error ? (err.stack ?? err.message) : String(err) };
    }
    send(answer);
  });
});
