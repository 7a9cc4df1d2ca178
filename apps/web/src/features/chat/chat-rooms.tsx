import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import {
  Avatar,
  Badge,
  Box,
  Button,
  Center,
  Group,
  Loader,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import type { ChatRoom } from '@raktsetu/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { ChatIcon } from '../../components/icons';
import { useFileObjectUrl } from '../../lib/files';
import type { useChatRooms } from './chat.api';
import classes from './chat.module.css';
import { listTime } from './chat-messages';

/** The other institution of a room: the server lists it first (and only). */
export function otherOf(room: ChatRoom | undefined) {
  return room?.participants[0];
}

/** The address of a conversation: the room is kept in the address, so a reload and Back keep it open. */
export function roomAddress(roomId: string): string {
  return `/chat?room=${encodeURIComponent(roomId)}`;
}

function RoomPhoto({ name, photo }: { name: string; photo: string | null }) {
  const { url } = useFileObjectUrl(photo);
  // The name is written beside it: the photo (or its initials) adds no words to the link.
  return <Avatar src={url} name={name} color="blood" radius="xl" size={44} aria-hidden="true" />;
}

function RoomLink({ room, selected }: { room: ChatRoom; selected: boolean }) {
  const { t } = useTranslation();
  const other = otherOf(room);
  if (!other) return null;
  const name = `${other.firstName} ${other.lastName}`.trim();
  return (
    <Link to={roomAddress(room.roomId)} className={classes.room} aria-current={selected ? 'page' : undefined}>
      <RoomPhoto name={name} photo={other.photo} />
      <Box style={{ flex: 1, minWidth: 0 }}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" fw={600} truncate>
            {name}
          </Text>{' '}
          <Text size="xs" c="gray.7" style={{ flexShrink: 0 }}>
            {listTime(other.lastMsgTime)}
          </Text>
        </Group>{' '}
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" c="gray.7" truncate>
            {other.lastMsg || t('chat.rooms.noMessages', 'No messages yet')}
          </Text>{' '}
          {other.unreadCount > 0 && (
            <Badge color="blood" variant="filled" size="sm" style={{ flexShrink: 0 }}>
              <span aria-hidden="true">{other.unreadCount}</span>
              <VisuallyHidden>
                {t('chat.rooms.unread', '{{count}} unread', { count: other.unreadCount })}
              </VisuallyHidden>
            </Badge>
          )}
        </Group>
      </Box>
    </Link>
  );
}

/** The left list (docs/spec/part-2-operations-and-admin.md §2): photo, name, last message, time, unread count. */
export function ChatRooms({
  rooms,
  selectedId,
}: {
  rooms: ReturnType<typeof useChatRooms>;
  selectedId: string | null;
}) {
  const { t } = useTranslation();
  if (rooms.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={t('chat.rooms.loading', 'Loading conversations')} />
      </Center>
    );
  }
  if (rooms.isError) {
    return (
      <Stack align="center" gap="xs" p="md" role="alert">
        <Text size="sm" ta="center">
          {rooms.error.message}
        </Text>
        <Button size="xs" variant="light" onClick={() => void rooms.refetch()}>
          {t('common.tryAgain', 'Try again')}
        </Button>
      </Stack>
    );
  }
  if (rooms.data.data.length === 0) {
    return (
      <EmptyState
        icon={<ChatIcon size={24} />}
        title={t('chat.rooms.emptyTitle', 'No conversations yet')}
        description={t(
          'chat.rooms.emptyText',
          'Start one with New conversation: find a blood bank, hospital or NGO by its name.',
        )}
      />
    );
  }
  return (
    <ul className={classes.rooms}>
      {rooms.data.data.map((room) => (
        <li key={room.roomId}>
          <RoomLink room={room} selected={room.roomId === selectedId} />
        </li>
      ))}
    </ul>
  );
}
