import '@mantine/core/styles/List.layer.css';
import { List } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { LabResultOutcome } from '@raktsetu/contract';
import { i18n } from '../../lib/i18n';

/**
 * What the lab is told after a change, as a notification with the server's words. Accepting a sample is
 * routine and the note goes after a few seconds; a result that held or condemned units says what to do with
 * them (resolve the grouping, dispose of the units, counsel the donor), so it stays until closed.
 */

type Notification = Parameters<typeof notifications.show>[0];

/** Shows a notification whose close button has a name a screen reader says. */
export function notify(notification: Notification): void {
  notifications.show({
    withCloseButton: true,
    ...notification,
    closeButtonProps: { 'aria-label': i18n.t('notifications.close', 'Close notification') },
  });
}

export function notifySamplesAccepted(message: string): void {
  notify({ message, color: 'teal', autoClose: 5000 });
}

interface Saved {
  sampleId: string;
  outcome: LabResultOutcome;
  note: string;
}

export function notifyResultsSaved(
  message: string,
  saved: readonly Saved[],
  sampleCode: (sampleId: string) => string = (id) => id,
): void {
  const needsAction = saved.some((result) => result.outcome !== 'released');
  const color = saved.some((result) => result.outcome === 'unsafe') ? 'red' : needsAction ? 'orange' : 'teal';
  const options = { color, autoClose: needsAction ? false : 8000, withCloseButton: true } as const;
  if (saved.length <= 1) {
    // One result: the server's message already carries its note ("Lab result saved. Released to inventory: …").
    notify({ ...options, message });
    return;
  }
  notify({
    ...options,
    title: message,
    message: (
      <List size="sm" spacing={2}>
        {saved.map((result) => (
          <List.Item key={result.sampleId}>
            {sampleCode(result.sampleId)}: {result.note}
          </List.Item>
        ))}
      </List>
    ),
  });
}
