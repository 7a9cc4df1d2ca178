import '@mantine/core/styles/Alert.layer.css';
import { Alert, Modal, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { type ComponentType, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';

/*
 * Popups whose code arrives when first wanted (docs/decisions/0029-code-splitting.md): a screen loads without
 * a popup's form and its libraries, fetches them ahead when the clerk points at or focuses the button that
 * opens it (`prefetch`), and mounts the popup only once it has been asked for (`useAskedFor`), inside a
 * `<Suspense fallback={null}>` of its own.
 */

/** What a lazy popup's stand-in needs to know of the popup's props: whether it is open, and its title. */
export interface PopupFrame {
  opened: boolean;
  title: string;
}

/** Fetches a popup's code ahead; a failure shows when the popup is opened (PopupUnavailable). */
export function prefetch(load: () => Promise<unknown>): () => void {
  return () => void load().catch(() => undefined);
}

/** In place of a popup whose code could not be fetched (offline, or a release replaced the files). */
function PopupUnavailable({ opened, title, onClose }: PopupFrame & { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Text component="span" fw={700} fz="lg">
          {title}
        </Text>
      }
    >
      <Alert color="red" variant="light" role="alert">
        {t('lazyPopup.failed', 'This popup could not be loaded. Reload the page to try again.')}
      </Alert>
    </Modal>
  );
}

/**
 * A popup loaded by `load`; if its code cannot be fetched, a popup saying so opens in its place, open and
 * titled as `frame` reads them from the props.
 */
export function lazyPopup<P extends { onClose: () => void }>(
  load: () => Promise<ComponentType<P>>,
  frame: (props: P, t: TFunction) => PopupFrame,
) {
  function Unavailable(props: P) {
    const { t } = useTranslation();
    return <PopupUnavailable {...frame(props, t)} onClose={props.onClose} />;
  }
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: Unavailable }),
    ),
  );
}

/**
 * Whether a lazy popup has been asked for yet: false until `asked` is first true, then true for good, so the
 * popup is fetched only when wanted and stays mounted afterwards (its closing fade, its state while closed).
 */
export function useAskedFor(asked: boolean): boolean {
  const [wanted, setWanted] = useState(asked);
  if (asked && !wanted) setWanted(true);
  return wanted || asked;
}
