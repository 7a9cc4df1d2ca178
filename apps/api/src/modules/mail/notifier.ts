import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';

export interface TextMessage {
  /** A mobile number, 10 or 11 digits without +91. */
  to: string;
  text: string;
  purpose: string;
}

/**
 * Text messages to a mobile number. RaktSetu names no SMS company: `SMS_WEBHOOK_URL` receives each message
 * as JSON (`{ to: "+919876543210", text }`) for the site's own gateway to pass on. Without it, on a site
 * that keeps mail in the outbox, messages are kept there too, so the demo shows them; otherwise none are
 * sent and the e-mail carries the code alone.
 */
export interface Notifier {
  readonly transport: 'webhook' | 'outbox' | 'none';
  sms(message: TextMessage, tx?: Db): Promise<void>;
}

export function webhookNotifier(url: string, log: FastifyBaseLogger | undefined): Notifier {
  return {
    transport: 'webhook',
    async sms(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to: `+91${message.to}`, text: message.text, purpose: message.purpose }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) {
        log?.warn({ status: response.status, purpose: message.purpose }, 'the SMS gateway refused a message');
        throw new Error(`SMS gateway answered ${response.status}`);
      }
    },
  };
}

export function outboxNotifier(db: Db): Notifier {
  return {
    transport: 'outbox',
    async sms(message, tx = db) {
      await tx.insert(mailOutbox).values({
        to: `+91 ${message.to}`,
        subject: 'SMS',
        text: message.text,
        purpose: `${message.purpose}-sms`,
      });
    },
  };
}

export const noNotifier: Notifier = { transport: 'none', sms: async () => undefined };
