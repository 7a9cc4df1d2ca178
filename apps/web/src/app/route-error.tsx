import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@raktsetu/contract';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** A screen that crashed while rendering: say so calmly and offer a reload, never a stack trace. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <Center component="main" mih="100vh" p="md">
      <Stack align="center" ta="center" gap="sm" maw={420}>
        <Title order={1} size="h2">
          {t('common.somethingWentWrong', MESSAGES.somethingWentWrong)}
        </Title>
        <Text c="dimmed">
          {t('routeError.text', 'This screen could not be shown. Reloading usually helps.')}
        </Text>
        <Button onClick={() => window.location.reload()}>{t('routeError.reload', 'Reload')}</Button>
      </Stack>
    </Center>
  );
}
