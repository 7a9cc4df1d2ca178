import { Button, CloseButton, Loader, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ChatRoom } from '@raktsetu/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlusIcon } from '../../components/icons';
import { institutionTypeLabel } from '../institutions/institution-type';
import { useChatContacts, useStartChat } from './chat.api';
import classes from './chat.module.css';

/**
 * "New conversation": find an approved institution by name and open the conversation with it (found, or
 * started if there is none yet).
 */
export function NewConversation({ onStarted }: { onStarted: (room: ChatRoom) => void }) {
  const { t } = useTranslation();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [term] = useDebouncedValue(typed.trim(), 300);
  const contacts = useChatContacts(term, open);
  const start = useStartChat();
  const found = contacts.data ?? [];
  const waiting = contacts.isFetching || typed.trim() !== term;

  const close = () => {
    setOpen(false);
    setTyped('');
    start.reset();
  };

  const choose = (institutionId: string) =>
    start.mutate(institutionId, {
      onSuccess: (room) => {
        close();
        onStarted(room);
      },
    });

  return (
    <Stack gap="xs" p="sm">
      <Button
        leftSection={<PlusIcon size={18} />}
        variant={open ? 'light' : 'filled'}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
        fullWidth
      >
        {t('chat.new.open', 'New conversation')}
      </Button>
      {open && (
        <Stack id={panelId} gap="xs">
          <TextInput
            label={t('chat.new.search', 'Find an institution by name')}
            placeholder={t('chat.new.placeholder', 'Type a few letters of its name')}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') close();
            }}
            maxLength={100}
            autoComplete="off"
            // Opened by a press of the button: the search is what comes next.
            autoFocus
            rightSection={
              waiting ? (
                <Loader size="xs" />
              ) : typed ? (
                <CloseButton
                  size="sm"
                  onClick={() => setTyped('')}
                  aria-label={t('chat.new.clear', 'Clear the search')}
                />
              ) : null
            }
          />
          {start.isError && (
            <Text size="sm" c="red" role="alert">
              {start.error.message}
            </Text>
          )}
          {contacts.isError ? (
            <Text size="sm" role="alert">
              {contacts.error.message}
            </Text>
          ) : (
            <ul
              className={`${classes.rooms} ${classes.found}`}
              aria-label={t('chat.new.results', 'Institutions found')}
            >
              {found.map((institution) => (
                <li key={institution._id}>
                  <UnstyledButton
                    className={classes.room}
                    w="100%"
                    disabled={start.isPending}
                    onClick={() => choose(institution._id)}
                  >
                    <span style={{ minWidth: 0 }}>
                      <Text size="sm" fw={600} truncate>
                        {institution.institutionName}
                      </Text>{' '}
                      <Text size="xs" c="gray.7" truncate>
                        {[institutionTypeLabel(t, institution.institutionType), institution.city]
                          .filter(Boolean)
                          .join(' · ')}
                      </Text>
                    </span>
                  </UnstyledButton>
                </li>
              ))}
            </ul>
          )}
          {!waiting && !contacts.isError && found.length === 0 && (
            <Text size="sm" c="gray.7">
              {t('chat.new.none', 'No institution of that name')}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
