import { chatEndpoints } from '@raktsetu/contract';
import type { Route } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import type { ChatService } from './chat.service.js';

export function chatRoutes(route: Route, { chat }: { chat: ChatService }) {
  route(chatEndpoints.rooms, async ({ ctx }) => ok(await chat.rooms(ctx), 'Chats'));
  route(chatEndpoints.start, async ({ ctx, body }) =>
    ok({ data: await chat.start(ctx, body.institutionId) }, 'Conversation'),
  );
  route(chatEndpoints.contacts, async ({ ctx, query }) =>
    ok(await chat.contacts(ctx, query.search), 'Institutions'),
  );
  route(chatEndpoints.older, async ({ ctx, query }) =>
    ok(await chat.older(ctx, query.roomId, query.before), 'Messages'),
  );
  route(chatEndpoints.read, async ({ ctx, body }) => ok(await chat.read(ctx, body.roomId), 'Read'));
}
