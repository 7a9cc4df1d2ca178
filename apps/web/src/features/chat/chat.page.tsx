import { Paper, Stack, Text } from '@mantine/core';
import { CHAT_MESSAGES, type ChatRoom } from '@raktsetu/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ChatIcon } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { useSession } from '../../lib/session';
import { useChatRooms } from './chat.api';
import classes from './chat.module.css';
import { ChatConversation } from './chat-conversation';
import { NewConversation } from './chat-new-conversation';
import { ChatRooms, roomAddress } from './chat-rooms';

/** The right pane before a room is chosen (docs/spec/part-2-operations-and-admin.md §2 and §8). */
function NoChatSelected() {
  const { t } = useTranslation();
  return (
    <div className={classes.empty}>
      <Stack align="center" gap="xs">
        <ChatIcon size={32} />
        <Text ta="center">{t('chat.noChatSelected', CHAT_MESSAGES.noChatSelected)}</Text>
      </Stack>
    </div>
  );
}

/**
 * /chat (docs/spec/part-2-operations-and-admin.md §2 "Chat"): the conversations on the left, the open one on
 * the right. The open room is in the address (`?room=`), so a reload, a shared link and Back keep it; on a
 * phone the list and the conversation are two steps.
 */
export function ChatPage() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const rooms = useChatRooms();
  // A conversation just started may reach the list only with its refetch: its name is known already.
  const [started, setStarted] = useState<ChatRoom | null>(null);
  const roomId = params.get('room');
  const institutionId = session?.identifier === 'institution' ? session.institutionId : null;
  const room =
    rooms.data?.data.find((item) => item.roomId === roomId) ??
    (started?.roomId === roomId ? started : undefined);

  return (
    <Stack gap="md">
      <PageHeader title={t('chat.title', 'Chat')} />
      <Paper withBorder radius="md" className={classes.layout} data-open={roomId ? 'true' : 'false'}>
        <div className={classes.list}>
          <NewConversation
            onStarted={(chosen) => {
              setStarted(chosen);
              navigate(roomAddress(chosen.roomId));
            }}
          />
          <nav aria-label={t('chat.rooms.label', 'Conversations')} className={classes.roomsScroll}>
            <ChatRooms rooms={rooms} selectedId={roomId} />
          </nav>
        </div>
        <div className={classes.conversation}>
          {roomId && institutionId ? (
            <ChatConversation key={roomId} roomId={roomId} room={room} institutionId={institutionId} />
          ) : (
            <NoChatSelected />
          )}
        </div>
      </Paper>
    </Stack>
  );
}
