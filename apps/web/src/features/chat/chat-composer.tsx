import { ActionIcon, Button, FileButton, Group, Stack, Text, Textarea } from '@mantine/core';
import {
  CHAT_ATTACHMENT_TYPES,
  CHAT_MESSAGE_MAX,
  CHAT_MESSAGES,
  sendMessageSchema,
} from '@raktsetu/contract';
import { type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PaperclipIcon } from '../../components/icons';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '../../lib/files';
import classes from './chat.module.css';

/** The picker offers what the spec allows (§5 "Chat attachments"): images, pdf and txt; the server sniffs again. */
export const CHAT_ACCEPT = CHAT_ATTACHMENT_TYPES.join(',');

const EXTENSIONS = ['png', 'jpg', 'jpeg', 'pdf', 'txt'];

/** A file the picker let through anyway ("All files", a drop): the type or, when the browser gives none, the name. */
export function attachmentProblem(file: File): 'type' | 'size' | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = file.type
    ? (CHAT_ATTACHMENT_TYPES as readonly string[]).includes(file.type)
    : EXTENSIONS.includes(extension);
  if (!typeOk) return 'type';
  if (file.size > MAX_UPLOAD_BYTES) return 'size';
  return null;
}

interface ChatComposerProps {
  /** The other institution, to name the message box. */
  recipient: string;
  onSendText: (text: string) => void;
  onSendFile: (file: File) => void;
  inputRef?: RefObject<HTMLTextAreaElement | null>;
}

/**
 * The text box where Enter sends and Shift+Enter starts a new line (§2), the Send button and the attachment
 * picker. Offline, a message still goes into the conversation, marked not sent.
 */
export function ChatComposer({ recipient, onSendText, onSendFile, inputRef }: ChatComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const resetPicker = useRef<() => void>(null);

  const send = () => {
    const message = text.trim();
    if (!message) return;
    // The contract's rule for a message (length, no control characters), before it goes anywhere.
    const checked = sendMessageSchema.shape.message.safeParse(message);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    setText('');
    onSendText(message);
  };

  const pick = (file: File | null) => {
    resetPicker.current?.();
    if (!file) return;
    const found = attachmentProblem(file);
    if (found === 'type') {
      setFileProblem(t('chat.composer.onlyAttachments', CHAT_MESSAGES.onlyAttachments));
      return;
    }
    if (found === 'size') {
      setFileProblem(t('upload.tooLarge', UPLOAD_MESSAGES.tooLarge));
      return;
    }
    setFileProblem(null);
    onSendFile(file);
  };

  return (
    <Stack gap={4} className={classes.composer}>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <FileButton
          onChange={pick}
          accept={CHAT_ACCEPT}
          resetRef={resetPicker}
          inputProps={{ 'aria-label': t('chat.composer.fileInput', 'File to send') }}
        >
          {(props) => (
            <ActionIcon
              {...props}
              variant="subtle"
              color="dark"
              size="input-sm"
              aria-label={t('chat.composer.attach', 'Attach a file (image, PDF or text)')}
            >
              <PaperclipIcon />
            </ActionIcon>
          )}
        </FileButton>
        <Textarea
          ref={inputRef}
          style={{ flex: 1, minWidth: 0 }}
          label={t('chat.composer.label', 'Message to {{name}}', { name: recipient })}
          description={t('chat.composer.hint', 'Enter sends; Shift+Enter starts a new line.')}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (problem) setProblem(null);
          }}
          onKeyDown={(event) => {
            // A word being composed (an Indian-language keyboard) takes its Enter for itself.
            if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
            event.preventDefault();
            send();
          }}
          error={problem}
          maxLength={CHAT_MESSAGE_MAX}
          rows={2}
          resize="vertical"
        />
        <Button onClick={send}>{t('chat.composer.send', 'Send')}</Button>
      </Group>
      {text.length > CHAT_MESSAGE_MAX * 0.9 && (
        <Text size="xs" c="gray.7">
          {t('chat.composer.count', '{{used}} of {{max}} characters', {
            used: text.length,
            max: CHAT_MESSAGE_MAX,
          })}
        </Text>
      )}
      {fileProblem && (
        <Text size="sm" c="red" role="alert">
          {fileProblem}
        </Text>
      )}
    </Stack>
  );
}
