import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail as the test SMTP server received it, its headers and text decoded. */
export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  headers: Record<string, string>;
  text: string;
}

/** Joins runs of RFC 2047 encoded words (`=?UTF-8?B?…?=`) into text, bytes first, so split characters survive. */
const decodeWords = (value: string): string =>
  value.replace(/\?=\s+=\?/g, '?==?').replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)+/g, (run) => {
    const bytes = [...run.matchAll(/=\?[^?]+\?([BbQq])\?([^?]*)\?=/g)].map(([, kind, data = '']) =>
      kind?.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
    return Buffer.concat(bytes).toString('utf8');
  });

const decodeQuotedPrintable = (data: string): Buffer =>
  Buffer.from(
    data
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  );

/** Enough of MIME for the single-part text mails the platform sends. */
export const parseMail = (raw: string): { headers: Record<string, string>; text: string } => {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  const encoding = headers['content-transfer-encoding']?.toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : Buffer.from(body, 'utf8');
  return { headers, text: bytes.toString('utf8').replace(/\r\n$/, '') };
};

/** A plain SMTP server on loopback (no TLS, no AUTH) that keeps what it receives. */
export const startSmtpTestServer = async () => {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mailFrom = session.envelope.mailFrom;
        received.push({
          envelopeFrom: mailFrom ? mailFrom.address : '',
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
          ...parseMail(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
