import '@mantine/core/styles/Alert.layer.css';
import { Alert, type AlertProps, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A part of the dashboard whose call failed (the tiles, a tab's table, the charts): `title` says what could not
 * be loaded, the server's `message` comes under it, then Try again, which spins while `retrying`.
 */
export function LoadFailed({
  title,
  message,
  onRetry,
  retrying = false,
  m,
}: {
  title: string;
  message: string | undefined;
  onRetry: () => void;
  retrying?: boolean;
  m?: AlertProps['m'];
}) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" m={m} role="alert" title={title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button variant="default" size="compact-sm" onClick={onRetry} loading={retrying}>
          {t('dashboard.retry', 'Try again')}
        </Button>
      </Stack>
    </Alert>
  );
}
