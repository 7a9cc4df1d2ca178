import type { ChatType } from '@raktsetu/contract';

/**
 * Messages typed in this tab that the server has not stored yet (docs/spec/part-2-operations-and-admin.md §4,
 * "Chat message": offline, a message is marked not sent and can be resent). Each keeps the clientId it was
 * first sent with, so a resend racing a reconnect is stored once by the server, and the bubble is replaced
 * by the stored message with the same clientId. Kept in memory and in sessionStorage (this tab only, gone
 * when it closes), so a reload does not lose what was typed offline.
 */

/**
 * - `sending`: handed to the socket, waiting for its answer;
 * - `notSent`: offline, refused or unanswered: shown with Resend, sent again on reconnect;
 * - `uploading` / `uploadFailed`: an attachment on its way to the file store, or that never got there
 *   (the spec ignores a failed upload silently; the person still sees it did not go, with no resend).
 */
export type PendingState = 'sending' | 'notSent' | 'uploading' | 'uploadFailed';

export interface PendingMessage {
  clientId: string;
  roomId: string;
  chatType: ChatType;
  message: string;
  attachment: { name: string; location: string }[];
  addedAt: string;
  state: PendingState;
  /** The server's reason for refusing it, when it gave one (none for being offline). */
  problem?: string;
}

const NONE: readonly PendingMessage[] = [];

/** After a reload nothing is in flight any more. */
function settled(message: PendingMessage): PendingMessage {
  if (message.state === 'sending') return { ...message, state: 'notSent' };
  if (message.state === 'uploading') return { ...message, state: 'uploadFailed' };
  return message;
}

export class PendingMessages {
  private messages: PendingMessage[];
  private readonly snapshots = new Map<string, readonly PendingMessage[]>();
  private readonly listeners = new Set<() => void>();
  private readonly storageKey: string;

  constructor(institutionId: string) {
    this.storageKey = `raktsetu.chat.pending.${institutionId}`;
    this.messages = this.load();
  }

  /** The room's pending messages, oldest first; the same array until one of them changes. */
  inRoom = (roomId: string): readonly PendingMessage[] => {
    let snapshot = this.snapshots.get(roomId);
    if (!snapshot) {
      const found = this.messages.filter((message) => message.roomId === roomId);
      snapshot = found.length === 0 ? NONE : found;
      this.snapshots.set(roomId, snapshot);
    }
    return snapshot;
  };

  get(clientId: string): PendingMessage | undefined {
    return this.messages.find((message) => message.clientId === clientId);
  }

  add(message: PendingMessage): void {
    this.messages = [...this.messages.filter((item) => item.clientId !== message.clientId), message];
    this.changed();
  }

  /** Changes a message still pending; one that was delivered meanwhile stays delivered. */
  update(clientId: string, change: Partial<Omit<PendingMessage, 'clientId' | 'roomId'>>): void {
    if (!this.get(clientId)) return;
    this.messages = this.messages.map((message) =>
      message.clientId === clientId ? { ...message, ...change } : message,
    );
    this.changed();
  }

  remove(clientId: string): void {
    if (!this.get(clientId)) return;
    this.messages = this.messages.filter((message) => message.clientId !== clientId);
    this.changed();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private changed(): void {
    this.snapshots.clear();
    this.save();
    for (const listener of [...this.listeners]) listener();
  }

  private load(): PendingMessage[] {
    try {
      const stored = JSON.parse(window.sessionStorage.getItem(this.storageKey) ?? '[]');
      return Array.isArray(stored) ? (stored as PendingMessage[]).map(settled) : [];
    } catch {
      return [];
    }
  }

  private save(): void {
    try {
      if (this.messages.length === 0) window.sessionStorage.removeItem(this.storageKey);
      else window.sessionStorage.setItem(this.storageKey, JSON.stringify(this.messages));
    } catch {
      // Storage full or blocked: the messages stay in memory for this page.
    }
  }
}

/**
 * A message id the server accepts (a version 4 uuid). `crypto.randomUUID` exists only on https and
 * localhost; a hospital's intranet address over plain http still has `getRandomValues`.
 */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
