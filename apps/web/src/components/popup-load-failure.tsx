import { Alert, Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
      <Alert color="red" variant="light" role="alert" title={title}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{error.message}</Text>
          <Button variant="default" size="compact-sm" onClick={onRetry}>
            {t('common.tryAgain', 'Try again')}
          </Button>
        </Stack>
      </Alert>
      <ModalButtons>
        <Button variant="default" onClick={onClose}>
          {t('common.cancel', 'Cancel')}
        </Button>
      </ModalButtons>
    </Stack>
  );
}
