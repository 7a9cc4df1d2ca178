import '@mantine/core/styles/Badge.layer.css';
import { Badge, Button, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChatIcon } from '../../components/icons';
import { useChatRooms } from './chat.api';
import classes from './chat.module.css';

/**
 * The header's way to the chat, on every institution screen: the rooms with unread messages
 * (`unreadRooms`), kept fresh by `room_updated`. Hospitals and NGOs have no Chat in their menu (the spec's
 * reduced menu); this is how they read what a blood bank wrote to them.
 */
export function ChatBadge() {
  const { t } = useTranslation();
  const rooms = useChatRooms();
  const unread = rooms.data?.unreadRooms ?? 0;
  const shown = unread > 99 ? '99+' : String(unread);
  // Named by its own words ("Chat", then the count for the ear), not by an aria-label: what a voice-control
  // user sees is then always the start of what they can say (WCAG 2.5.3).
  const count =
    unread > 0
      ? t('chat.badge.unread', ', {{shown}} unread', { count: unread, shown })
      : t('chat.badge.none', ', nothing unread');
  return (
    <Button
      component={Link}
      to="/chat"
      variant="subtle"
      color="dark"
      px="xs"
      leftSection={<ChatIcon size={20} />}
      rightSection={
        unread > 0 ? (
          <Badge color="blood" variant="filled" size="sm" circle={unread < 10} aria-hidden="true">
            {shown}
          </Badge>
        ) : null
      }
    >
      <span className={classes.badgeText}>{t('chat.badge.text', 'Chat')}</span>
      <VisuallyHidden>{count}</VisuallyHidden>
    </Button>
  );
}
