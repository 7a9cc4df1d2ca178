import type { ChatMessage } from '@raktsetu/contract';
import dayjs from 'dayjs';
import { formatDate } from '../../lib/format';
import type { PendingMessage } from './pending-messages';

/**
 * The conversation's messages as one list, whatever way each arrived (load_messages, an older page, the
 * answer to send_message, receive_message — the last two for the same message): one entry per clientId,
 * in time order.
 */
/** A stored message's identity: the id its sender gave it, or the server's for one that came without. */
export function messageKey(message: ChatMessage): string {
  return message.clientId || message._id;
}

export function mergeMessages(
  current: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const message of [...current, ...incoming]) byId.set(messageKey(message), message);
  return [...byId.values()].sort((a, b) => a.addedAt.localeCompare(b.addedAt) || a._id.localeCompare(b._id));
}

/** The pending messages the server has not stored yet (a stored one with the same clientId replaces it). */
export function stillPending(
  pending: readonly PendingMessage[],
  stored: readonly ChatMessage[],
): PendingMessage[] {
  const delivered = new Set(stored.map((message) => message.clientId));
  return pending.filter((message) => !delivered.has(message.clientId));
}

const TIME_FORMAT = 'h:mm A';

/** The rooms list: the time for today's last message, the date for older ones. */
export function listTime(value: string | null): string {
  if (!value) return '';
  const time = dayjs(value);
  if (!time.isValid()) return '';
  return time.isSame(dayjs(), 'day') ? time.format(TIME_FORMAT) : formatDate(value);
}

/** Under a message: the time today, the date and time before. */
export function messageTime(value: string): string {
  const time = dayjs(value);
  if (!time.isValid()) return '';
  return time.isSame(dayjs(), 'day')
    ? time.format(TIME_FORMAT)
    : `${formatDate(value)}, ${time.format(TIME_FORMAT)}`;
}

/** Image attachments get a small preview; the server sniffs the bytes, the name is enough to choose. */
export function isImageName(name: string): boolean {
  return /\.(png|jpe?g)$/i.test(name);
}
