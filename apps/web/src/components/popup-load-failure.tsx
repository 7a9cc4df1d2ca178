import { Button, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailureAlert } from './load-failure-alert';
import { ModalButtons } from './modal-buttons';

/**
 * A popup whose data could not be loaded: what failed and why, Try again, and Cancel to close it. `children`
 * is what the popup can still show above it (the record it is about).
 */
export function PopupLoadFailure({
  title,
  error,
  onRetry,
  onClose,
  children,
}: {
  title: string;
  error: Error;
  onRetry: () => void;
  onClose: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      {children}
      <LoadFailureAlert title={title} error={error} onRetry={onRetry} />
      <ModalButtons>
        <Button variant="default" onClick={onClose}>
          {t('common.cancel', 'Cancel')}
        </Button>
      </ModalButtons>
    </Stack>
  );
}
