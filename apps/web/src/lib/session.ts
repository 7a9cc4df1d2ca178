import { useSyncExternalStore } from 'react';
import { readSession, type Session, subscribeToSession } from './session-store';

// The store itself has no React in it: the sign-in page (src/sign-in/) stores the session without the app.
export * from './session-store';

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeToSession, readSession, () => null);
}
