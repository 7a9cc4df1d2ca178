import { z } from 'zod';
import { endpoint } from '../common/endpoint.js';
import {
  chatContactsQuerySchema,
  chatContactsSchema,
  chatRoomListSchema,
  olderMessagesQuerySchema,
  olderMessagesSchema,
  readRoomSchema,
  startChatAnswerSchema,
  startChatSchema,
} from './chat-schemas.js';

const staff = { kind: 'institution' } as const;

/**
 * Chat between institutions over HTTP (docs/spec/part-2-operations-and-admin.md §7); the messages themselves go
 * over socket.io (`CHAT_EVENTS`).
 */
export const chatEndpoints = {
  rooms: endpoint({
    method: 'GET',
    path: '/api/requests/institution/chats',
    auth: staff,
    domain: 'chat',
    summary: "The caller's conversations, newest message first, with each one's unread count",
    response: chatRoomListSchema,
  }),
  start: endpoint({
    method: 'POST',
    path: '/api/requests/institution/chats/start',
    auth: staff,
    domain: 'chat',
    summary: 'The conversation with an approved institution, started if there is none yet',
    body: startChatSchema,
    response: startChatAnswerSchema,
  }),
  contacts: endpoint({
    method: 'GET',
    path: '/api/requests/institution/chats/contacts',
    auth: staff,
    domain: 'chat',
    summary: 'Approved, active institutions to write to, found by name',
    query: chatContactsQuerySchema,
    response: chatContactsSchema,
  }),
  older: endpoint({
    method: 'GET',
    path: '/api/requests/institution/chats/messages',
    auth: staff,
    domain: 'chat',
    summary: 'Older messages of a conversation of the caller, before a message, oldest first',
    query: olderMessagesQuerySchema,
    response: olderMessagesSchema,
  }),
  read: endpoint({
    method: 'POST',
    path: '/api/requests/institution/chats/read',
    auth: staff,
    domain: 'chat',
    summary: "Marks a conversation read for the caller's institution",
    body: readRoomSchema,
    response: z.object({ unreadRooms: z.number().int() }),
  }),
};
