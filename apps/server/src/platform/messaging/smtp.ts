import { createTransport } from 'nodemailer';
import type { OutgoingMessage } from '../services.ts';

/**
 * Mail through an SMTP server. Nodemailer's waits are minutes by default; a user waits for a
 * code on the other end of the request, so a server that does not answer fails in seconds.
 * Options in the URL's query (`?pool=true`) override these.
 */
export const smtpSender = (url: string, from: string) => {
  const transport = createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message: OutgoingMessage): Promise<void> {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
    close: () => transport.close(),
  };
};
