import net from 'node:net';

/**
 * A bare HTTP/1.1 client over a TCP socket, for tests of what Node's parser refuses before
 * Fastify sees a request (`app.inject()` never goes through that parser): malformed framing,
 * oversized headers, a body that never finishes. It sends exactly the bytes given and reads
 * until the server closes the connection or `waitMs` passes.
 */
export interface RawAnswer {
  /** Everything the server wrote. */
  raw: string;
  /** The status of the first answer, or null when the server wrote nothing. */
  status: number | null;
  headers: Record<string, string>;
  body: string;
  /** Whether the server closed the connection within `waitMs`. */
  closed: boolean;
  /** Milliseconds from the first byte sent until the server closed (or the wait ended). */
  elapsedMs: number;
}

const parseAnswer = (raw: string) => {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) return { status: null, headers: {}, body: '' };
  const [statusLine = '', ...lines] = raw.slice(0, end).split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? Number.NaN);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = raw.slice(end + 4);
  const length = Number(headers['content-length']);
  if (Number.isInteger(length)) body = Buffer.from(body).subarray(0, length).toString();
  return { status: Number.isNaN(status) ? null : status, headers, body };
};

export const rawRequest = (
  port: number,
  chunks: (string | Buffer)[],
  options: { waitMs?: number; gapMs?: number } = {},
): Promise<RawAnswer> =>
  new Promise((resolve, reject) => {
    const waitMs = options.waitMs ?? 5_000;
    const socket = net.connect({ host: '127.0.0.1', port });
    const received: Buffer[] = [];
    const started = Date.now();
    let settled = false;
    const finish = (closed: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const raw = Buffer.concat(received).toString('utf8');
      resolve({ raw, ...parseAnswer(raw), closed, elapsedMs: Date.now() - started });
    };
    const timer = setTimeout(() => finish(false), waitMs);
    socket.on('data', (data) => received.push(data));
    socket.on('close', () => finish(true));
    socket.on('error', (err) => {
      // A reset after the server answered still counts as closed; before connecting, it is a failure.
      if ((err as NodeJS.ErrnoException).code === 'ECONNRESET') finish(true);
      else if (!settled) {
        settled = true;
        clearTimeout(timer);
        reject(err);
      }
    });
    socket.on('connect', async () => {
      for (const chunk of chunks) {
        if (socket.destroyed) return;
        socket.write(chunk);
        if (options.gapMs) await new Promise((r) => setTimeout(r, options.gapMs));
      }
    });
  });
