import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What could not be loaded and why, with Try again: a screen's part or a popup whose data did not come. */
export function LoadFailureAlert({
  title,
  error,
  onRetry,
  retrying,
}: {
  title: string;
  error: Error;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" role="alert" title={title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{error.message}</Text>
        <Button variant="default" size="compact-sm" onClick={onRetry} loading={retrying}>
          {t('common.tryAgain', 'Try again')}
        </Button>
      </Stack>
    </Alert>
  );
}
