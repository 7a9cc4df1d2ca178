import { Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A screen a later issue builds. It says so plainly: a heading with the screen's name and "Coming soon",
 * nothing that looks like data.
 */
export function ComingSoon({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Paper p="xl" radius="md" withBorder>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed" mt="xs">
        {t('common.comingSoon', 'Coming soon')}
      </Text>
    </Paper>
  );
}
