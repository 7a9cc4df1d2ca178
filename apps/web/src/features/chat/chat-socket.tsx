import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ChatConnection, ConnectionState, ServerEvent, ServerEvents } from './chat-connection';
import { refreshRooms } from './chat-keys';

/**
 * One socket per signed-in institution, for every screen (the header badge counts unread chats anywhere):
 * mounted by the institution shell, closed when the session ends (the shell unmounts it) or changes (a
 * new token gives a new provider).
 */

const ChatConnectionContext = createContext<ChatConnection | null>(null);

export function ChatSocketProvider({
  token,
  institutionId,
  children,
}: {
  token: string;
  institutionId: string;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const [connection, setConnection] = useState<ChatConnection | null>(null);
  useEffect(() => {
    let live = true;
    let made: ChatConnection | null = null;
    // The connection's code (and socket.io's) arrives after the screen: every first screen stays light.
    void import('./chat-connection').then(({ ChatConnection }) => {
      if (!live) return;
      made = new ChatConnection(token, institutionId, () => void refreshRooms(queryClient));
      made.start();
      setConnection(made);
    });
    return () => {
      live = false;
      made?.stop();
    };
  }, [token, institutionId, queryClient]);
  return <ChatConnectionContext.Provider value={connection}>{children}</ChatConnectionContext.Provider>;
}

/** Whether the socket's code has arrived: the conversation waits for it. */
export function useChatConnectionReady(): boolean {
  return useContext(ChatConnectionContext) !== null;
}

export function useChatConnection(): ChatConnection {
  const connection = useContext(ChatConnectionContext);
  if (!connection) throw new Error('useChatConnection needs the ChatSocketProvider of the institution shell');
  return connection;
}

/** Whether messages can go now, and how many connections were made (a new one means: join again). */
export function useConnectionState(): ConnectionState {
  const connection = useChatConnection();
  return useSyncExternalStore(connection.subscribe, connection.getState);
}

/** Calls `handler` for each `event` from the server while the component is shown. */
export function useChatEvent<E extends ServerEvent>(event: E, handler: (payload: ServerEvents[E]) => void) {
  const connection = useChatConnection();
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => connection.on(event, (payload) => latest.current(payload)), [connection, event]);
}
