import { Box, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { ChatMessage } from '@raktsetu/contract';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './chat.module.css';
import { MessageBubble, PendingBubble } from './chat-message';
import { messageKey } from './chat-messages';
import type { PendingMessage } from './pending-messages';

/** The spec's §9: the conversation scrolls to its newest message 500 ms after it loads. */
export const SCROLL_DELAY_MS = 500;
function scrollToEnd(element: HTMLElement | null): void {
  if (element) element.scrollTop = element.scrollHeight;
}

/** Closer than this to an edge counts as being there. */
const EDGE_PX = 48;

interface ChatMessageListProps {
  label: string;
  messages: ChatMessage[];
  pending: PendingMessage[];
  institutionId: string;
  loaded: boolean;
  /** Nothing can load now: say so instead of a loader that never ends. */
  offline: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  olderError: string | null;
  onLoadOlder: () => void;
  onResend: (clientId: string) => void;
  onDismiss: (clientId: string) => void;
}

/**
 * The messages, oldest at the top. Scrolling to the top loads older ones and keeps what was in view where
 * it was; a new message scrolls into view when the person was already reading the newest (or wrote it).
 * A button does the same as scrolling up, for the keyboard and for a conversation too short to scroll.
 */
export function ChatMessageList({
  label,
  messages,
  pending,
  institutionId,
  loaded,
  offline,
  hasOlder,
  loadingOlder,
  olderError,
  onLoadOlder,
  onResend,
  onDismiss,
}: ChatMessageListProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  /** The first scroll to the newest has happened: scrolling is the person's from now on. */
  const ready = useRef(false);
  const atBottom = useRef(true);
  /** The height and position before an older page arrived, to keep the same messages in view. */
  const beforeOlder = useRef<{ height: number; top: number } | null>(null);

  useEffect(() => {
    if (!loaded) return;
    const timer = setTimeout(() => {
      scrollToEnd(box.current);
      atBottom.current = true;
      ready.current = true;
    }, SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loaded]);

  const firstKey = messages[0] && messageKey(messages[0]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when an older page changed the first message.
  useLayoutEffect(() => {
    const saved = beforeOlder.current;
    const element = box.current;
    if (!saved || !element) return;
    element.scrollTop = element.scrollHeight - saved.height + saved.top;
    beforeOlder.current = null;
  }, [firstKey]);

  const lastPending = pending.at(-1);
  const lastStored = messages.at(-1);
  const lastKey = lastPending?.clientId ?? (lastStored && messageKey(lastStored));
  const lastIsMine = Boolean(lastPending) || lastStored?.sender._id === institutionId;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a message is added at the end.
  useLayoutEffect(() => {
    if (ready.current && (atBottom.current || lastIsMine)) {
      scrollToEnd(box.current);
      atBottom.current = true;
    }
  }, [lastKey]);

  const loadOlder = () => {
    if (!hasOlder || loadingOlder) return;
    const element = box.current;
    if (element) beforeOlder.current = { height: element.scrollHeight, top: element.scrollTop };
    onLoadOlder();
  };

  const onScroll = () => {
    const element = box.current;
    if (!element) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < EDGE_PX;
    if (ready.current && element.scrollTop < EDGE_PX) loadOlder();
  };

  return (
    // A scrolling region is focusable, so the keyboard can scroll it too.
    <Box
      ref={box}
      role="log"
      aria-label={label}
      aria-busy={!loaded && !offline}
      tabIndex={0}
      className={classes.messages}
      onScroll={onScroll}
    >
      {!loaded && offline ? (
        <Text size="sm" c="gray.7" ta="center" py="xl">
          {t('chat.messages.offline', 'The messages load when the connection is back.')}
        </Text>
      ) : !loaded ? (
        <Center py="xl">
          <Loader size="sm" aria-label={t('chat.messages.loading', 'Loading messages')} />
        </Center>
      ) : hasOlder ? (
        <Stack align="center" gap={4}>
          <Button size="xs" variant="subtle" onClick={loadOlder} loading={loadingOlder}>
            {t('chat.messages.older', 'Load older messages')}
          </Button>
          {olderError && (
            <Text size="xs" c="red" role="alert">
              {olderError}
            </Text>
          )}
        </Stack>
      ) : messages.length > 0 ? (
        <Text size="xs" c="gray.7" ta="center">
          {t('chat.messages.start', 'The start of the conversation')}
        </Text>
      ) : pending.length === 0 ? (
        <Text size="sm" c="gray.7" ta="center" py="xl">
          {t('chat.messages.none', 'No messages yet. Write the first one below.')}
        </Text>
      ) : null}
      {messages.map((message) => (
        <MessageBubble
          key={messageKey(message)}
          message={message}
          mine={message.sender._id === institutionId}
        />
      ))}
      {pending.map((message) => (
        <PendingBubble
          key={message.clientId}
          message={message}
          onResend={() => onResend(message.clientId)}
          onDismiss={() => onDismiss(message.clientId)}
        />
      ))}
    </Box>
  );
}
