import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { MESSAGES } from '@raktsetu/contract';
import { type ReactNode, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, CrossIcon, QuestionIcon } from './icons';

/**
 * Success, failure and confirm popups (docs/spec/part-1-institution-side.md §2: "Success, failure and confirm popups exist
 * throughout"). A tiny store, so any feature — a component, a query hook's onError — can open one:
 *
 *   popups.success({ title: t('donor.added', 'Donor added successfully!') });
 *   popups.failure({ title: error.message });           // failure popups are titled with the error text
 *   popups.failedWith(caught);                          // the same for whatever a catch block caught
 *   if (await popups.confirm({ title: t('inventory.disposeConfirm', 'Are you sure …?') })) …
 *
 * Texts are passed in already translated. Escape closes every popup (a confirm then answers false).
 */
export type PopupKind = 'success' | 'failure' | 'confirm';

export interface PopupOptions {
  title: string;
  text?: string;
  /** Label of the OK / confirming button; defaults to "OK". */
  confirmLabel?: string;
  /** Label of the cancel button of a confirm; defaults to "Cancel". */
  cancelLabel?: string;
  /** A page to open in a new tab beside OK (a success's next step, e.g. printing the unit's label). */
  link?: { label: string; href: string };
}

interface OpenPopup extends PopupOptions {
  id: number;
  kind: PopupKind;
  resolve: (confirmed: boolean) => void;
}

let queue: OpenPopup[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function open(kind: PopupKind, options: PopupOptions): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    queue = [...queue, { ...options, kind, id: nextId++, resolve }];
    emit();
  });
}

function close(id: number, confirmed: boolean): void {
  const popup = queue.find((item) => item.id === id);
  if (!popup) return;
  queue = queue.filter((item) => item.id !== id);
  emit();
  popup.resolve(confirmed);
}

export const popups = {
  /** Resolves when the person presses OK or closes it. */
  success: (options: PopupOptions) => open('success', options).then(() => undefined),
  failure: (options: PopupOptions) => open('failure', options).then(() => undefined),
  /** A failure popup for whatever was thrown: the api's errors already carry the message to show. */
  failedWith: (failure: unknown) =>
    open('failure', {
      title: failure instanceof Error ? failure.message : MESSAGES.somethingWentWrong,
    }).then(() => undefined),
  /** Resolves true for OK, false for Cancel, Escape or the close button. */
  confirm: (options: PopupOptions) => open('confirm', options),
  /** Closes every open popup (used on logout and in tests). */
  closeAll: () => {
    for (const popup of [...queue]) close(popup.id, false);
  },
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getQueue = () => queue;

const KIND_LOOK: Record<PopupKind, { color: string; icon: ReactNode }> = {
  success: { color: 'teal', icon: <CheckIcon size={22} /> },
  failure: { color: 'red', icon: <CrossIcon size={22} /> },
  confirm: { color: 'blue', icon: <QuestionIcon size={22} /> },
};

/** Rendered once in the providers; shows the oldest open popup. */
export function PopupHost() {
  const { t } = useTranslation();
  const open = useSyncExternalStore(subscribe, getQueue, getQueue);
  const next = open[0];
  // The popup that closed keeps its words while it fades out, instead of fading as an empty box.
  const [lastShown, setLastShown] = useState(next);
  if (next && next !== lastShown) setLastShown(next);
  const current = next ?? lastShown;
  const look = current ? KIND_LOOK[current.kind] : null;

  return (
    <Modal.Root
      opened={Boolean(next)}
      onClose={() => current && close(current.id, false)}
      centered
      size="sm"
      radius="md"
      zIndex={1100}
      closeOnEscape
      trapFocus
    >
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Body pt="lg">
          {current && look && (
            <Stack align="center" gap="sm" ta="center">
              <ThemeIcon size={48} radius="xl" variant="light" color={look.color}>
                {look.icon}
              </ThemeIcon>
              {/* Modal.Title names the dialog for screen readers. */}
              <Modal.Title fw={600} fz="lg" lh={1.35}>
                {current.title}
              </Modal.Title>
              {current.text && (
                <Text c="dimmed" size="sm">
                  {current.text}
                </Text>
              )}
              <Group justify="center" mt="sm" w="100%" grow={current.kind === 'confirm'}>
                {current.link && (
                  <Button
                    component="a"
                    href={current.link.href}
                    target="_blank"
                    rel="noopener"
                    variant="light"
                  >
                    {current.link.label}
                  </Button>
                )}
                {current.kind === 'confirm' && (
                  // A confirm guards something that cannot be undone: Enter alone must not confirm it.
                  <Button variant="default" onClick={() => close(current.id, false)} data-autofocus>
                    {current.cancelLabel ?? t('common.cancel', 'Cancel')}
                  </Button>
                )}
                <Button
                  onClick={() => close(current.id, true)}
                  data-autofocus={current.kind === 'confirm' ? undefined : true}
                  miw={120}
                >
                  {current.confirmLabel ?? t('common.ok', 'OK')}
                </Button>
              </Group>
            </Stack>
          )}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
