import type { OutgoingMessage } from '../services.ts';

/** A gateway that does not answer in this time fails the send; the user is waiting for a code. */
const GATEWAY_TIMEOUT_MS = 10_000;

/**
 * SMS through an HTTP gateway: POST JSON `{to, text}`, with `Authorization: Bearer <token>`
 * when a token is configured. Any answer but 2xx is a failure.
 */
export const smsGatewaySender = (url: string, token: string | undefined) => ({
  async send(message: OutgoingMessage): Promise<void> {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ to: message.to, text: message.text }),
      signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
    });
    // The answer's body says nothing we use; dropping it frees the connection.
    await response.body?.cancel();
    if (!response.ok) throw new Error(`SMS gateway answered HTTP ${response.status}`);
  },
});
