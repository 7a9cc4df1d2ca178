import { CHAT_EVENTS, type ChatMessage, type SendMessage, SOCKET_PATH } from '@raktsetu/contract';
import type { Socket } from 'socket.io-client';
import { PendingMessages } from './pending-messages';

/**
 * The one socket of a signed-in institution (docs/spec/part-2-operations-and-admin.md §7, "Real-time
 * channel"), without React: it connects, says whether messages can go now, sends and joins with an answer
 * that always comes (an ack, or a timeout), and hands the server's events to whoever listens.
 */

/** `online`: the socket is connected and the browser says it is online; anything else sends nothing. */
export type ConnectionStatus = 'connecting' | 'online' | 'offline';

export interface ConnectionState {
  status: ConnectionStatus;
  /** Counts the connections made: a conversation joins its room again on each one. */
  connections: number;
}

export type JoinAnswer = { ok: true } | { error: string };
export type SendAnswer = { ok: true; message: ChatMessage } | { error: string };

/** `load_messages` (the contract's loadMessagesSchema): the newest messages of a room, oldest first. */
export interface LoadedMessages {
  roomId: string;
  messages: ChatMessage[];
  hasOlder: boolean;
}

/** What the server pushes, by the spec's event names. */
export interface ServerEvents {
  [CHAT_EVENTS.loadMessages]: LoadedMessages;
  [CHAT_EVENTS.receiveMessage]: ChatMessage;
  [CHAT_EVENTS.roomUpdated]: { roomId: string };
}
export type ServerEvent = keyof ServerEvents;

/** Not an error of the server: the message was never handed to the socket. */
export const NOT_CONNECTED = 'not-connected';
/** The server did not answer in time; the message may still have arrived (a resend is then a no-op). */
export const NO_ANSWER = 'no-answer';

const ACK_TIMEOUT_MS = 10_000;
/**
 * A handshake the server refused (expired token, blocked institution) or a socket it closed is not retried
 * by socket.io itself; an expired session ends anyway with the next call's 401.
 */
const REFUSED_RETRY_MS = 20_000;
const SERVER_EVENTS: ServerEvent[] = [
  CHAT_EVENTS.loadMessages,
  CHAT_EVENTS.receiveMessage,
  CHAT_EVENTS.roomUpdated,
];

type Handler<E extends ServerEvent> = (payload: ServerEvents[E]) => void;

function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

export class ChatConnection {
  /** Messages typed here that have not reached the server yet, per room (kept for this tab). */
  readonly pending: PendingMessages;
  private socket: Socket | null = null;
  private state: ConnectionState = { status: 'connecting', connections: 0 };
  private run = 0;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private readonly statusListeners = new Set<() => void>();
  private readonly handlers = new Map<ServerEvent, Set<(payload: never) => void>>();

  constructor(
    private readonly token: string,
    institutionId: string,
    /** A room of this institution changed, or the socket came back: the rooms list is out of date. */
    private readonly onRoomsChanged: () => void,
  ) {
    this.pending = new PendingMessages(institutionId);
  }

  /** Opens the socket; safe to call again after `stop` (React runs effects twice in development). */
  start(): void {
    const run = ++this.run;
    window.addEventListener('online', this.onBrowserChange);
    window.addEventListener('offline', this.onBrowserChange);
    // socket.io arrives with the first institution screen, not with the sign-in page or the admin area.
    void import('socket.io-client').then(({ io }) => {
      if (run !== this.run) return;
      const socket = io({
        path: SOCKET_PATH,
        query: { token: this.token },
        auth: { token: this.token },
        transports: ['websocket', 'polling'],
      });
      this.socket = socket;
      socket.on('connect', () => {
        const reconnected = this.state.connections > 0;
        this.setState({ status: this.statusNow(), connections: this.state.connections + 1 });
        if (reconnected) this.onRoomsChanged();
      });
      const retryLater = () => {
        clearTimeout(this.retry);
        this.retry = setTimeout(() => socket.connect(), REFUSED_RETRY_MS);
      };
      socket.on('disconnect', (reason: string) => {
        this.setState({ ...this.state, status: 'offline' });
        // Closed by the server (a restart, a revoked session): socket.io leaves reconnecting to us.
        if (reason === 'io server disconnect') retryLater();
      });
      socket.on('connect_error', () => {
        this.setState({ ...this.state, status: 'offline' });
        if (!socket.active) retryLater();
      });
      for (const event of SERVER_EVENTS) {
        socket.on(event, (payload: unknown) => {
          if (event === CHAT_EVENTS.roomUpdated) this.onRoomsChanged();
          for (const handler of [...(this.handlers.get(event) ?? [])]) handler(payload as never);
        });
      }
    });
  }

  stop(): void {
    this.run += 1;
    clearTimeout(this.retry);
    window.removeEventListener('online', this.onBrowserChange);
    window.removeEventListener('offline', this.onBrowserChange);
    this.socket?.off();
    this.socket?.close();
    this.socket = null;
    this.setState({ ...this.state, status: 'connecting' });
  }

  getState = (): ConnectionState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  };

  /** Listens to one of the server's events; returns the way to stop. */
  on<E extends ServerEvent>(event: E, handler: Handler<E>): () => void {
    const set = this.handlers.get(event) ?? new Set();
    set.add(handler as (payload: never) => void);
    this.handlers.set(event, set);
    return () => set.delete(handler as (payload: never) => void);
  }

  /** `join_room`: the server answers, then sends the room's newest messages (`load_messages`). */
  join(roomId: string): Promise<JoinAnswer> {
    return this.withAck<JoinAnswer>(CHAT_EVENTS.joinRoom, roomId);
  }

  /** `send_message`; while offline nothing is emitted, so socket.io never replays it behind our back. */
  send(message: SendMessage): Promise<SendAnswer> {
    return this.withAck<SendAnswer>(CHAT_EVENTS.sendMessage, message);
  }

  private withAck<A extends { error: string } | { ok: true }>(event: string, payload: unknown): Promise<A> {
    const socket = this.socket;
    if (!socket || this.state.status !== 'online') {
      return Promise.resolve({ error: NOT_CONNECTED } as A);
    }
    return new Promise<A>((resolve) => {
      socket.timeout(ACK_TIMEOUT_MS).emit(event, payload, (failure: Error | null, answer: A) => {
        if (failure || !answer || typeof answer !== 'object') resolve({ error: NO_ANSWER } as A);
        else resolve(answer);
      });
    });
  }

  private statusNow(): ConnectionStatus {
    if (!browserOnline()) return 'offline';
    if (this.socket?.connected) return 'online';
    return this.state.connections > 0 ? 'offline' : 'connecting';
  }

  private readonly onBrowserChange = () => this.setState({ ...this.state, status: this.statusNow() });

  private setState(next: ConnectionState): void {
    if (next.status === this.state.status && next.connections === this.state.connections) return;
    this.state = next;
    for (const listener of [...this.statusListeners]) listener();
  }
}
