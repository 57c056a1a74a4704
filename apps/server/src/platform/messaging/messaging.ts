import type { TMessageDelivery } from '@steel-epd/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { appError } from '../errors.ts';
import type { Messaging, OutgoingMessage } from '../services.ts';
import { outboxWriter } from './outbox.ts';
import { smsGatewaySender } from './sms-gateway.ts';
import { smtpSender } from './smtp.ts';

interface Sender {
  send(message: OutgoingMessage): Promise<void>;
}

/** Where each channel delivers under these settings; the console's outbox page says it too. */
export const deliveryOf = (config: Config): TMessageDelivery => ({
  mail: config.SMTP_URL ? 'smtp' : 'outbox',
  sms: config.SMS_GATEWAY_URL ? 'gateway' : 'outbox',
});

/**
 * Mail through SMTP and SMS through the gateway when configured, each channel on its own;
 * otherwise the outbox. A failure is logged here, where its cause is known, and reaches the
 * caller as UNAVAILABLE (503), so a request never answers with a transport's internals.
 */
export const createMessaging = (config: Config, log: FastifyBaseLogger): Messaging & { close(): void } => {
  const outbox = outboxWriter(config.DATA_DIR);
  const smtp = config.SMTP_URL ? smtpSender(config.SMTP_URL, config.MAIL_FROM) : null;
  const gateway = config.SMS_GATEWAY_URL
    ? smsGatewaySender(config.SMS_GATEWAY_URL, config.SMS_GATEWAY_TOKEN)
    : null;
  const delivery = deliveryOf(config);
  const senderOf = (message: OutgoingMessage): Sender =>
    (message.channel === 'mail' ? smtp : gateway) ?? outbox;

  return {
    async send(message) {
      try {
        await senderOf(message).send(message);
      } catch (err) {
        // Neither the text nor the code: the log is no place for a verification code.
        log.error({ err, channel: message.channel, via: delivery[message.channel] }, 'message not sent');
        throw appError('UNAVAILABLE');
      }
    },
    close: () => smtp?.close(),
  };
};
