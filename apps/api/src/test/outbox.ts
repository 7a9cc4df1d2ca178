import { listOutbox } from '../modules/mail/mail.service.js';
import type { TestApp } from './test-app.js';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** The newest mail to an address, as kept in the outbox table (tests run without SMTP). */
export async function lastMailTo(t: TestApp, to: string): Promise<OutboxMail> {
  const mail = (await listOutbox(t.database.db, 200)).find((m) => m.to.toLowerCase() === to.toLowerCase());
  if (!mail) throw new Error(`no mail to ${to} in the outbox`);
  return mail;
}

export function codeIn(mail: OutboxMail): string {
  const code = mail.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no six-digit code in "${mail.subject}"`);
  return code;
}

export function setPasswordLinkIn(mail: OutboxMail): URL {
  const link = mail.text.match(/https?:\/\/\S+\/setPassword\?\S+/)?.[0];
  if (!link) throw new Error(`no set-password link in "${mail.subject}"`);
  return new URL(link);
}
