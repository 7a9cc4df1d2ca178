import type { QueryClient } from '@tanstack/react-query';

/** The rooms list and the header badge share it; `room_updated` and a read room invalidate it. */
export const CHAT_ROOMS_KEY = ['chat', 'rooms'] as const;

/** Refreshes the rooms list and the badge. */
export function refreshRooms(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: CHAT_ROOMS_KEY });
}
