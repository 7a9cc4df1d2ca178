import { type ChatRoom, chatEndpoints } from '@raktsetu/contract';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { QUIET } from '../../components/global-loading';
import { call } from '../../lib/api';
import { CHAT_ROOMS_KEY, refreshRooms } from './chat-keys';

export { CHAT_ROOMS_KEY, refreshRooms };

/**
 * The chat's calls over HTTP (docs/spec/part-2-operations-and-admin.md §7): the rooms list (also the header
 * badge), the institutions to write to, starting a conversation, older messages and marking a room read.
 * The messages themselves go over the socket (chat-connection.ts).
 */

type RoomList = { data: ChatRoom[]; unreadRooms: number };

/**
 * GET requests/institution/chats: the conversations, newest first, with the unread counts. Quiet: it is
 * refreshed behind every screen whenever a message arrives, which must not dim the page.
 */
export function useChatRooms() {
  return useQuery({
    queryKey: CHAT_ROOMS_KEY,
    queryFn: async ({ signal }): Promise<RoomList> =>
      (await call(chatEndpoints.rooms, {}, { signal })).content,
    meta: QUIET,
  });
}

/** The approved institutions whose name holds `term` (all of them, first ones, when empty). */
export function useChatContacts(term: string, enabled: boolean) {
  return useQuery({
    queryKey: ['chat', 'contacts', term],
    queryFn: async ({ signal }) =>
      (await call(chatEndpoints.contacts, term ? { search: term } : {}, { signal })).content.data,
    enabled,
    placeholderData: keepPreviousData,
    meta: QUIET,
  });
}

/** POST requests/institution/chats/start: finds or creates the conversation with an institution. */
export function useStartChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (institutionId: string) =>
      (await call(chatEndpoints.start, { institutionId })).content.data,
    onSuccess: () => refreshRooms(queryClient),
  });
}

/** GET requests/institution/chats/messages: the messages before `before`, oldest first. */
export async function fetchOlderMessages(roomId: string, before: string) {
  return (await call(chatEndpoints.older, { roomId, before })).content;
}

/**
 * POST requests/institution/chats/read: the open room stays read while messages arrive in it. The cached
 * list shows the room read at once; the refetch afterwards brings the server's own counts.
 */
export async function markRoomRead(queryClient: QueryClient, roomId: string): Promise<void> {
  const { unreadRooms } = (await call(chatEndpoints.read, { roomId })).content;
  queryClient.setQueryData<RoomList>(CHAT_ROOMS_KEY, (list) =>
    list
      ? {
          unreadRooms,
          data: list.data.map((room) =>
            room.roomId === roomId
              ? { ...room, participants: room.participants.map((p) => ({ ...p, unreadCount: 0 })) }
              : room,
          ),
        }
      : list,
  );
  await refreshRooms(queryClient);
}
