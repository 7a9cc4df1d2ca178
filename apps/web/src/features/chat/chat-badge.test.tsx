import { CHAT_EVENTS } from '@raktsetu/contract';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeChatServer } from '../../test/fake-socket';
import { mockFetch, renderApp } from '../../test/render';
import { signInLabMember } from '../../test/session-fixtures';
import { openChat, PATHS, push, room } from './chat.fixtures';

configure({ asyncUtilTimeout: 4000 });

const WAITING = room(1, 'Sahyadri Blood Centre', { lastMsg: 'Units ready', unreadCount: 1 });
const ALSO_WAITING = room(2, 'Indrayani Blood Bank', { lastMsg: 'Any B-?', unreadCount: 4 });

describe('the chat badge in the header', { timeout: 30_000 }, () => {
  it('tells a hospital on any screen how many chats wait unread, and follows room_updated', async () => {
    const data = { rooms: [WAITING] };
    const { socket, api, user, router } = await openChat('/changePassword', data, { type: 'Hospital' });

    const badge = await screen.findByRole('link', { name: 'Chat, 1 unread' });
    expect(badge.getAttribute('href')).toBe('/chat');
    // A hospital has no Chat in its menu (the spec's reduced menu): the badge is its way in.
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).queryByRole('link', { name: 'Chat' })).toBeNull();

    // A blood bank writes in another room: the server says a room changed, the badge asks again.
    data.rooms = [ALSO_WAITING, WAITING];
    push(socket, CHAT_EVENTS.roomUpdated, { roomId: ALSO_WAITING.roomId });
    expect(await screen.findByRole('link', { name: 'Chat, 2 unread' })).toBeTruthy();
    expect(api.sent('GET', PATHS.rooms)).toHaveLength(2);

    await user.click(screen.getByRole('link', { name: 'Chat, 2 unread' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Chat' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/chat');
    // One socket for the whole session, screen after screen.
    expect(fakeChatServer.sockets).toHaveLength(1);
  });

  it('says when nothing is unread', async () => {
    await openChat('/changePassword', { rooms: [room(1, 'Sahyadri Blood Centre')] }, { type: 'NGO' });
    expect(await screen.findByRole('link', { name: 'Chat, nothing unread' })).toBeTruthy();
  });

  it('is not offered to a lab member, who works in the lab only', async () => {
    signInLabMember();
    vi.stubGlobal(
      'fetch',
      mockFetch({
        '/api/institution/lab-results/list': {
          body: { code: 200, message: 'Samples', content: { data: [], total: 0 } },
        },
      }).fetchMock,
    );
    renderApp('/labresult-samples');
    await screen.findByRole('navigation', { name: 'Main menu' });
    expect(screen.queryByRole('link', { name: /^Chat,/ })).toBeNull();
    expect(fakeChatServer.sockets).toHaveLength(0);
  });

  it('closes the socket when the session ends', async () => {
    const { socket } = await openChat('/changePassword', { rooms: [] }, { type: 'Hospital' });
    expect(socket.connected).toBe(true);
    window.localStorage.removeItem('token');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    await vi.waitFor(() => expect(socket.active).toBe(false));
  });
});
