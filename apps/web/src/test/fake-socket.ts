/**
 * A stand-in for `socket.io-client` (tests only), put in its place for every web test by setup.ts: no test
 * opens a real connection, and the chat's tests play the server. `io()` hands out a FakeSocket that stays
 * "connecting" until the test says `serverConnects()`; what the app emits is kept in `sent`, and the
 * server's answers to acknowledged events come from `fakeChatServer.answer(event, handler)`.
 */

type Listener = (...args: unknown[]) => void;
type Ack = (answer: unknown) => void;
type TimedAck = (error: Error | null, answer: unknown) => void;
type ServerHandler = (payload: unknown, socket: FakeSocket) => unknown;

export class FakeSocket {
  connected = false;
  /** Like socket.io: false once closed by the app, or refused by the server's handshake. */
  active = true;
  readonly sent: { event: string; payload: unknown }[] = [];
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(readonly options: Record<string, unknown>) {}

  on(event: string, listener: Listener): this {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  }

  off(event?: string, listener?: Listener): this {
    if (!event) this.listeners.clear();
    else if (!listener) this.listeners.delete(event);
    else this.listeners.get(event)?.delete(listener);
    return this;
  }

  emit(event: string, ...args: unknown[]): this {
    const ack = typeof args.at(-1) === 'function' ? (args.pop() as Ack) : undefined;
    const payload = args[0];
    this.sent.push({ event, payload });
    const handler = fakeChatServer.handlers.get(event);
    const answer = handler?.(payload, this);
    // The server answers later, never inside the emit.
    if (ack && answer !== undefined) setTimeout(() => ack(answer), 0);
    return this;
  }

  /**
   * `socket.timeout(ms).emit(…, (err, answer) => …)`: the server's answer, or, when it gives none, the
   * timeout's error — at once: time runs fast here.
   */
  timeout(_ms: number): { emit: (event: string, payload: unknown, callback: TimedAck) => FakeSocket } {
    return {
      emit: (event: string, payload: unknown, callback: TimedAck) => {
        this.sent.push({ event, payload });
        const answer = fakeChatServer.handlers.get(event)?.(payload, this);
        setTimeout(() =>
          answer === undefined
            ? callback(new Error('operation has timed out'), undefined)
            : callback(null, answer),
        );
        return this;
      },
    };
  }

  connect(): this {
    this.active = true;
    return this;
  }

  disconnect(): this {
    this.active = false;
    if (this.connected) {
      this.connected = false;
      this.fire('disconnect', 'io client disconnect');
    }
    return this;
  }

  close(): this {
    return this.disconnect();
  }

  /** The events the app sent, by name, in order. */
  sentOf(event: string): unknown[] {
    return this.sent.filter((item) => item.event === event).map((item) => item.payload);
  }

  // The server's side, for tests.

  serverConnects(): void {
    this.connected = true;
    this.active = true;
    this.fire('connect');
  }

  serverDrops(): void {
    this.connected = false;
    this.fire('disconnect', 'transport close');
  }

  serverRefuses(message: string): void {
    this.connected = false;
    this.active = false;
    this.fire('connect_error', new Error(message));
  }

  serverSends(event: string, payload: unknown): void {
    this.fire(event, payload);
  }

  private fire(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }
}

export const fakeChatServer = {
  sockets: [] as FakeSocket[],
  handlers: new Map<string, ServerHandler>(),
  /** The socket the app opened last. */
  latest(): FakeSocket {
    const socket = this.sockets.at(-1);
    if (!socket) throw new Error('The app opened no socket');
    return socket;
  },
  /** How the server answers an acknowledged event; `undefined` from the handler is an answer lost on the way. */
  answer(event: string, handler: ServerHandler): void {
    this.handlers.set(event, handler);
  },
  reset(): void {
    this.sockets.length = 0;
    this.handlers.clear();
  },
};

export function io(options: Record<string, unknown> = {}): FakeSocket {
  const socket = new FakeSocket(options);
  fakeChatServer.sockets.push(socket);
  return socket;
}
