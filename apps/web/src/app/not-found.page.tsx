import { Box, Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Brand } from '../components/brand';
import { LanguageSwitch } from '../components/language-switch';
import { homePathFor, loginPathFor, storedIdentifier, useSession } from '../lib/session';

/** Any path no route knows (docs/spec/part-1-institution-side.md §2). */
export function NotFoundPage() {
  const { t } = useTranslation();
  const session = useSession();
  const target = session ? homePathFor(session) : loginPathFor(storedIdentifier());
  return (
    <Center component="main" mih="100vh" bg="gray.0" p="md" pos="relative">
      {/* Whoever landed on a wrong address may not read the page's language: the switch is here too. */}
      <Box pos="absolute" top={16} right={16}>
        <LanguageSwitch />
      </Box>
      <Stack align="center" gap="md" ta="center" maw={420}>
        <Brand />
        <Text fz={64} fw={800} c="blood.6" lh={1} aria-hidden="true">
          404
        </Text>
        <Title order={1} size="h2">
          {t('notFound.title', 'Page not found')}
        </Title>
        <Text c="dimmed">{t('notFound.text', 'The address you opened does not exist on RaktSetu.')}</Text>
        <Button component={Link} to={target}>
          {session ? t('notFound.home', 'Go to the dashboard') : t('notFound.login', 'Go to sign in')}
        </Button>
      </Stack>
    </Center>
  );
}
