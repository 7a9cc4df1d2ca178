import { CHAT_EVENTS, type ChatMessage } from '@raktsetu/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState, useSyncExternalStore } from 'react';
import { ApiError } from '../../lib/api';
import { uploadFile } from '../../lib/files';
import { fetchOlderMessages, markRoomRead, refreshRooms } from './chat.api';
import { NO_ANSWER, NOT_CONNECTED } from './chat-connection';
import { mergeMessages, stillPending } from './chat-messages';
import { useChatConnection, useChatEvent, useConnectionState } from './chat-socket';
import { newClientId, type PendingMessage } from './pending-messages';

/**
 * One open conversation (docs/spec/part-2-operations-and-admin.md §2 "Chat", §4, §7): joins the room on
 * every connection, keeps its messages from whichever way they came, sends text and attachments, keeps
 * what could not go as "not sent" and sends it again — with the same clientId — when asked or when the
 * socket is back. The component using it is keyed by the room, so a room change starts afresh.
 */

interface ConversationState {
  messages: ChatMessage[];
  hasOlder: boolean;
  /** The first `load_messages` has arrived. */
  loaded: boolean;
  joinError: string | null;
  loadingOlder: boolean;
  olderError: string | null;
}

type Action =
  | { type: 'loaded'; messages: ChatMessage[]; hasOlder: boolean }
  | { type: 'received'; message: ChatMessage }
  | { type: 'joined' }
  | { type: 'joinFailed'; error: string }
  | { type: 'olderStarted' }
  | { type: 'olderLoaded'; messages: ChatMessage[]; hasOlder: boolean }
  | { type: 'olderFailed'; error: string };

const INITIAL: ConversationState = {
  messages: [],
  hasOlder: false,
  loaded: false,
  joinError: null,
  loadingOlder: false,
  olderError: null,
};

function reduce(state: ConversationState, action: Action): ConversationState {
  switch (action.type) {
    case 'loaded': {
      const newest = state.messages.at(-1);
      const first = action.messages[0];
      // Joined again after a long time away: the newest page no longer reaches what is shown, so a merge
      // would hide a gap. Start again from the newest page.
      const gap = Boolean(newest && first && action.hasOlder && first.addedAt > newest.addedAt);
      if (!state.loaded || gap) {
        return {
          ...state,
          messages: mergeMessages([], action.messages),
          hasOlder: action.hasOlder,
          loaded: true,
        };
      }
      return { ...state, messages: mergeMessages(state.messages, action.messages) };
    }
    case 'received':
      return { ...state, messages: mergeMessages(state.messages, [action.message]) };
    case 'joined':
      return { ...state, joinError: null };
    case 'joinFailed':
      return { ...state, joinError: action.error };
    case 'olderStarted':
      return { ...state, loadingOlder: true, olderError: null };
    case 'olderLoaded':
      return {
        ...state,
        messages: mergeMessages(action.messages, state.messages),
        hasOlder: action.hasOlder,
        loadingOlder: false,
      };
    case 'olderFailed':
      return { ...state, loadingOlder: false, olderError: action.error };
  }
}

/** A failure that is ours to word: the socket was not there, or the server did not answer. */
function isConnectionFailure(error: string): boolean {
  return error === NOT_CONNECTED || error === NO_ANSWER;
}

export function useConversation(roomId: string, institutionId: string) {
  const connection = useChatConnection();
  const { pending } = connection;
  const { status, connections } = useConnectionState();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(reduce, INITIAL);
  const [attempt, setAttempt] = useState(0);
  // Two scroll events before a render must not ask for the same page twice.
  const olderBusy = useRef(false);
  const waiting = useSyncExternalStore(pending.subscribe, () => pending.inRoom(roomId));

  const deliver = useCallback(
    async (message: PendingMessage) => {
      pending.update(message.clientId, { state: 'sending', problem: undefined });
      const answer = await connection.send({
        roomId: message.roomId,
        clientId: message.clientId,
        chatType: message.chatType,
        message: message.message,
        attachment: message.attachment,
      });
      if ('ok' in answer) {
        dispatch({ type: 'received', message: answer.message });
        pending.remove(message.clientId);
        return;
      }
      pending.update(message.clientId, {
        state: 'notSent',
        ...(!isConnectionFailure(answer.error) && { problem: answer.error }),
      });
    },
    [connection, pending],
  );

  const online = status === 'online';
  // Joining again on every connection: the server forgets a socket's rooms when it goes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new connection or a retry means joining again.
  useEffect(() => {
    if (!online) return;
    let live = true;
    void connection.join(roomId).then((answer) => {
      if (!live) return;
      if ('error' in answer) {
        if (answer.error !== NOT_CONNECTED) dispatch({ type: 'joinFailed', error: answer.error });
        return;
      }
      dispatch({ type: 'joined' });
      // Joining marks the room read: the list and the badge change.
      void refreshRooms(queryClient);
      for (const message of pending.inRoom(roomId)) {
        if (message.state === 'notSent') void deliver(message);
      }
    });
    return () => {
      live = false;
    };
  }, [online, connections, attempt, roomId, connection, pending, deliver, queryClient]);

  useChatEvent(CHAT_EVENTS.loadMessages, (loaded) => {
    if (loaded.roomId !== roomId) return;
    dispatch({ type: 'loaded', messages: loaded.messages, hasOlder: loaded.hasOlder });
    for (const message of loaded.messages) pending.remove(message.clientId);
  });

  /** A message of the other institution arrived while the tab was in the background. */
  const unseen = useRef(false);
  useChatEvent(CHAT_EVENTS.receiveMessage, (message) => {
    if (message.roomId !== roomId) return;
    dispatch({ type: 'received', message });
    pending.remove(message.clientId);
    if (message.sender._id === institutionId) return;
    // Read while open and in view: the other institution's message must not count as unread here. In a
    // tab in the background it stays unread until the tab is looked at again.
    if (document.visibilityState === 'hidden') unseen.current = true;
    else void markRoomRead(queryClient, roomId).catch(() => {});
  });

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState !== 'visible' || !unseen.current) return;
      unseen.current = false;
      void markRoomRead(queryClient, roomId).catch(() => {});
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [queryClient, roomId]);

  const sendText = (text: string) => {
    const message: PendingMessage = {
      clientId: newClientId(),
      roomId,
      chatType: 'Message',
      message: text,
      attachment: [],
      addedAt: new Date().toISOString(),
      state: 'sending',
    };
    pending.add(message);
    void deliver(message);
  };

  /** Uploads, then sends; a failed upload stays in the conversation as not sent, without resend. */
  const sendFile = async (file: File) => {
    const clientId = newClientId();
    pending.add({
      clientId,
      roomId,
      chatType: 'Attachment',
      message: '',
      attachment: [{ name: file.name, location: '' }],
      addedAt: new Date().toISOString(),
      state: 'uploading',
    });
    try {
      const saved = await uploadFile(file);
      pending.update(clientId, { attachment: [{ name: saved.name, location: saved.location }] });
    } catch {
      pending.update(clientId, { state: 'uploadFailed' });
      return;
    }
    const uploaded = pending.get(clientId);
    if (uploaded) await deliver(uploaded);
  };

  const resend = (clientId: string) => {
    const message = pending.get(clientId);
    if (message?.state === 'notSent') void deliver(message);
  };

  const loadOlder = async () => {
    const oldest = state.messages[0];
    if (!oldest || !state.hasOlder || olderBusy.current) return;
    olderBusy.current = true;
    dispatch({ type: 'olderStarted' });
    try {
      const page = await fetchOlderMessages(roomId, oldest._id);
      dispatch({ type: 'olderLoaded', messages: page.data, hasOlder: page.hasOlder });
    } catch (error) {
      dispatch({ type: 'olderFailed', error: error instanceof ApiError ? error.message : String(error) });
    } finally {
      olderBusy.current = false;
    }
  };

  return {
    ...state,
    status,
    /** Messages typed here that the server has not stored yet, after the stored ones. */
    pending: stillPending(waiting, state.messages),
    sendText,
    sendFile,
    resend,
    dismiss: (clientId: string) => pending.remove(clientId),
    loadOlder,
    retryJoin: () => setAttempt((n) => n + 1),
  };
}
