import { ActionIcon, CloseButton, Group, Loader, Text } from '@mantine/core';
import { CHAT_MESSAGES, type ChatMessage } from '@raktsetu/contract';
import { useTranslation } from 'react-i18next';
import { FileLinks } from '../../components/file-links';
import { RefreshIcon } from '../../components/icons';
import { useFileObjectUrl } from '../../lib/files';
import classes from './chat.module.css';
import { isImageName, messageTime } from './chat-messages';
import type { PendingMessage } from './pending-messages';

type Attachment = ChatMessage['attachment'][number];

/** A small preview of an image attachment, fetched with the token (files are the room's participants' only). */
function ImagePreview({ file }: { file: Attachment }) {
  const { url } = useFileObjectUrl(file.location);
  if (!url) return null;
  return <img src={url} alt={file.name} className={classes.preview} />;
}

function Attachments({ files }: { files: Attachment[] }) {
  return (
    <>
      {files.map((file) =>
        isImageName(file.name) ? <ImagePreview key={file.location} file={file} /> : null,
      )}
      <FileLinks files={files} />
    </>
  );
}

/**
 * The message's words exactly as typed: React renders them as text, never as HTML, and the style keeps
 * the line breaks.
 */
function Words({ text }: { text: string }) {
  if (!text) return null;
  return (
    <Text size="sm" className={classes.text}>
      {text}
    </Text>
  );
}

/** A stored message: ours on the right, the other institution's on the left, with the sender and the time. */
export function MessageBubble({ message, mine }: { message: ChatMessage; mine: boolean }) {
  return (
    <article
      className={`${classes.bubble} ${mine ? classes.mine : classes.theirs}`}
      data-side={mine ? 'mine' : 'theirs'}
    >
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text size="xs" fw={600} truncate>
          {message.sender.name}
        </Text>{' '}
        <Text size="xs" c="gray.7" style={{ flexShrink: 0 }}>
          <time dateTime={message.addedAt}>{messageTime(message.addedAt)}</time>
        </Text>
      </Group>
      <Words text={message.message} />
      {message.attachment.length > 0 && <Attachments files={message.attachment} />}
    </article>
  );
}

/**
 * A message typed here that the server has not stored (§4): sending, or not sent with the resend icon. A
 * failed attachment upload says so and offers no resend: the file is not in the store to send again.
 */
export function PendingBubble({
  message,
  onResend,
  onDismiss,
}: {
  message: PendingMessage;
  onResend: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const failed = message.state === 'notSent' || message.state === 'uploadFailed';
  return (
    <article
      className={`${classes.bubble} ${classes.mine} ${failed ? classes.notSent : ''}`}
      data-side="mine"
      data-state={message.state}
    >
      <Words text={message.message} />
      {message.attachment.map((file) => (
        <Text key={file.name} size="sm" fw={500}>
          {file.name}
        </Text>
      ))}
      {message.state === 'sending' || message.state === 'uploading' ? (
        <Group gap={6}>
          <Loader size={12} />
          <Text size="xs" c="gray.7">
            {message.state === 'uploading'
              ? t('chat.pending.uploading', 'Uploading…')
              : t('chat.pending.sending', 'Sending…')}
          </Text>
        </Group>
      ) : message.state === 'notSent' ? (
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Text size="xs" c="red" fw={600}>
            {t('chat.pending.notSent', 'Not sent')}
            {message.problem ? `: ${message.problem}` : ''}
          </Text>
          <ActionIcon
            variant="subtle"
            color="red"
            size="md"
            onClick={onResend}
            aria-label={t('chat.pending.resend', 'Resend message')}
          >
            <RefreshIcon size={18} />
          </ActionIcon>
        </Group>
      ) : (
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Text size="xs" c="red" fw={600}>
            {t('chat.pending.notSent', 'Not sent')}:{' '}
            {t('chat.pending.uploadFailed', CHAT_MESSAGES.attachmentNotSent)}
          </Text>
          <CloseButton
            size="sm"
            onClick={onDismiss}
            aria-label={t('chat.pending.dismiss', 'Remove this note')}
          />
        </Group>
      )}
    </article>
  );
}
