import '@mantine/core/styles/Anchor.layer.css';
import { Anchor, Box, Button, Group, Loader, Text, Title, VisuallyHidden } from '@mantine/core';
import { CHAT_MESSAGES, type ChatRoom } from '@raktsetu/contract';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowLeftIcon } from '../../components/icons';
import classes from './chat.module.css';
import { ChatComposer } from './chat-composer';
import { type ConnectionStatus, NO_ANSWER } from './chat-connection';
import { ChatMessageList } from './chat-message-list';
import { otherOf } from './chat-rooms';
import { useChatConnectionReady } from './chat-socket';
import { useConversation } from './use-conversation';

/** The server's words for a refused room, in the person's language when known. */
function joinProblem(t: TFunction, error: string): string {
  if (error === NO_ANSWER) return t('chat.conversation.noAnswer', 'The conversation could not be opened.');
  if (error === CHAT_MESSAGES.notYours) return t('chat.conversation.notYours', CHAT_MESSAGES.notYours);
  return error;
}

/**
 * Says, under the header, when what is sent now cannot go at once; nothing while connected, the usual
 * state. The status region is always there, so a screen reader hears the change.
 */
function ConnectionNote({ status }: { status: ConnectionStatus }) {
  const { t } = useTranslation();
  const text =
    status === 'online'
      ? null
      : status === 'connecting'
        ? t('chat.connection.connecting', 'Connecting…')
        : t('chat.connection.offline', 'Offline: messages wait here, marked not sent');
  return (
    <div role="status" className={text ? classes.connectionNote : undefined} data-status={status}>
      {text && (
        <Text size="xs" fw={500}>
          {text}
        </Text>
      )}
    </div>
  );
}

type ConversationProps = { roomId: string; room: ChatRoom | undefined; institutionId: string };

/** The right pane with a room open, once the socket's code has arrived. */
export function ChatConversation(props: ConversationProps) {
  const { t } = useTranslation();
  const ready = useChatConnectionReady();
  if (!ready) {
    return (
      <Box className={classes.empty}>
        <Loader size="sm" aria-label={t('chat.connecting', 'Connecting to the chat')} />
      </Box>
    );
  }
  return <ConversationPane {...props} />;
}

/** Who the room is with, the messages and the composer. */
function ConversationPane({ roomId, room, institutionId }: ConversationProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const conversation = useConversation(roomId, institutionId);
  const other = otherOf(room);
  const name = other
    ? `${other.firstName} ${other.lastName}`.trim()
    : t('chat.conversation.untitled', 'Conversation');

  return (
    <section className={classes.conversation} aria-labelledby={headingId}>
      <Group gap="sm" px="md" py="sm" wrap="nowrap" className={classes.header}>
        <Anchor component={Link} to="/chat" className={classes.backLink} size="sm">
          <ArrowLeftIcon size={18} />
          {t('chat.conversation.back', 'Back')}{' '}
          <VisuallyHidden>{t('chat.conversation.backTo', 'to the conversations')}</VisuallyHidden>
        </Anchor>
        <Title order={2} size="h4" id={headingId} lineClamp={1}>
          {name}
        </Title>
      </Group>
      <ConnectionNote status={conversation.status} />
      {conversation.joinError ? (
        <Box className={classes.empty}>
          <Box ta="center" role="alert">
            <Text>{joinProblem(t, conversation.joinError)}</Text>
            <Button mt="sm" variant="light" onClick={conversation.retryJoin}>
              {t('common.tryAgain', 'Try again')}
            </Button>
          </Box>
        </Box>
      ) : (
        <>
          <ChatMessageList
            label={t('chat.messages.label', 'Messages with {{name}}', { name })}
            messages={conversation.messages}
            pending={conversation.pending}
            institutionId={institutionId}
            loaded={conversation.loaded}
            offline={conversation.status === 'offline'}
            hasOlder={conversation.hasOlder}
            loadingOlder={conversation.loadingOlder}
            olderError={conversation.olderError}
            onLoadOlder={() => void conversation.loadOlder()}
            onResend={conversation.resend}
            onDismiss={conversation.dismiss}
          />
          <ChatComposer
            recipient={name}
            onSendText={conversation.sendText}
            onSendFile={(file) => void conversation.sendFile(file)}
          />
        </>
      )}
    </section>
  );
}
